import { describe, expect, it } from 'vitest';
import { type Catalogue, interpolate, lookupMessage } from './index.ts';

const catalogue: Catalogue = {
  rates: {
    age_one: 'до {{count}} года',
    age_few: 'до {{count}} лет',
    age_many: 'до {{count}} лет',
    age_other: 'до {{count}} года',
    days_other: '{{count}} дней',
    name: 'Тариф',
  },
};

describe('lookupMessage', () => {
  it("picks a count's plural form by the language's rules (Intl.PluralRules), as i18next does", () => {
    const text = (count: number) =>
      interpolate(lookupMessage(catalogue, 'rates.age', 'ru', { count }) ?? '', { count });
    expect([1, 2, 5, 21, 1.5].map(text)).toEqual([
      'до 1 года',
      'до 2 лет',
      'до 5 лет',
      'до 21 года',
      'до 1.5 года',
    ]);
  });

  it('falls back to the other form, then to the key; without a count, the key', () => {
    expect(lookupMessage(catalogue, 'rates.days', 'ru', { count: 1 })).toBe('{{count}} дней');
    expect(lookupMessage(catalogue, 'rates.name', 'ru', { count: 1 })).toBe('Тариф');
    expect(lookupMessage(catalogue, 'rates.name', 'ru')).toBe('Тариф');
    expect(lookupMessage(catalogue, 'rates.age', 'ru')).toBeUndefined();
  });
});
