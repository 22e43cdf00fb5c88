import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from './i18n.ts';
import { loadTexts } from './lazy-texts.ts';

describe('texts that come with their screens', () => {
  beforeAll(async () => {
    await initI18n('es');
  });

  it('leaves the rates and back-office texts out of the catalogue until a screen asks for them', async () => {
    expect(i18next.exists('nav.rates')).toBe(true);
    expect(i18next.exists('rates.wizard.title')).toBe(false);
    expect(i18next.exists('staff.claims.title')).toBe(false);
    await loadTexts(['rates', 'staff']);
    expect(i18next.t('rates.wizard.title')).not.toBe('rates.wizard.title');
    expect(i18next.t('staff.claims.title')).not.toBe('staff.claims.title');
  });

  it('follows a change of language once asked for', async () => {
    const spanish = i18next.t('staff.claims.title');
    await changeLanguage('en');
    const english = i18next.t('staff.claims.title');
    expect(english).not.toBe('staff.claims.title');
    expect(english).not.toBe(spanish);
    expect(i18next.t('rates.wizard.title')).not.toBe(i18next.getFixedT('es')('rates.wizard.title'));
  });
});
