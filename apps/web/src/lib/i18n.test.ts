import { beforeEach, describe, expect, it } from 'vitest';
import { initialLanguage } from './i18n.ts';

beforeEach(() => localStorage.clear());

describe('initialLanguage', () => {
  it('takes ?lang= first, then the stored choice, then Spanish', () => {
    expect(initialLanguage('?lang=ru')).toBe('ru');
    expect(initialLanguage('')).toBe('es');
    localStorage.setItem('lang', 'it');
    expect(initialLanguage('')).toBe('it');
    expect(initialLanguage('?lang=xx')).toBe('it');
  });
});
