import { describe, expect, it } from 'vitest';
import { clampProgress, isLanguage } from './constants.ts';

describe('constants', () => {
  it('clamps the progress bar to 0..100', () => {
    expect(clampProgress(-5)).toBe(0);
    expect(clampProgress(42)).toBe(42);
    expect(clampProgress(250)).toBe(100);
    expect(clampProgress(Number.NaN)).toBe(0);
  });

  it('knows the six languages', () => {
    expect(isLanguage('ru')).toBe(true);
    expect(isLanguage('de')).toBe(false);
  });
});
