import type { Language } from '@hotel/domain';
import { describe, expect, it } from 'vitest';
import { testI18n } from '../../../test/render.tsx';
import { quotaLabel } from './describe.ts';

/** The ages and days the rates screens show, by each language's plural rules (issue 34, item 6). */
describe('counts in the rates screens follow the plural rules', () => {
  const cases: [Language, string, string, string, string][] = [
    ['es', 'Bebé, hasta 1 año (EUR)', 'Bebé, hasta 2 años (EUR)', '(1 día)', '(7 días)'],
    ['en', 'Baby, up to 1 year (EUR)', 'Baby, up to 2 years (EUR)', '(1 day)', '(7 days)'],
    ['fr', "Bébé, jusqu'à 1 an (EUR)", "Bébé, jusqu'à 2 ans (EUR)", '(1 jour)', '(7 jours)'],
    ['it', 'Neonato, fino a 1 anno (EUR)', 'Neonato, fino a 2 anni (EUR)', '(1 giorno)', '(7 giorni)'],
    ['pt', 'Bebé, até 1 ano (EUR)', 'Bebé, até 2 anos (EUR)', '(1 dia)', '(7 dias)'],
    ['ru', 'Младенец, до 1 года (EUR)', 'Младенец, до 2 лет (EUR)', '(1 день)', '(7 дней)'],
  ];
  it.each(cases)('%s', async (language, babyOne, babyTwo, releaseOne, releaseSeven) => {
    const i18n = await testI18n(language);
    const t = i18n.t.bind(i18n);
    expect(t('rates.ari.panel.baby', { count: 1, currency: 'EUR' })).toBe(babyOne);
    expect(t('rates.ari.panel.baby', { count: 2, currency: 'EUR' })).toBe(babyTwo);
    const release = (releaseDays: number) => quotaLabel(t, { quotaType: 'allotment_release', releaseDays });
    expect(release(1)).toContain(releaseOne);
    expect(release(7)).toContain(releaseSeven);
  });

  it('in Russian, a few and many', async () => {
    const i18n = await testI18n('ru');
    const t = i18n.t.bind(i18n);
    expect(t('rates.ari.panel.child', { count: 21, currency: 'EUR' })).toBe('Ребёнок, до 21 года (EUR)');
    expect(t('rates.ari.panel.child', { count: 12, currency: 'EUR' })).toBe('Ребёнок, до 12 лет (EUR)');
    expect(quotaLabel(t, { quotaType: 'allotment_release', releaseDays: 3 })).toContain('(3 дня)');
  });
});
