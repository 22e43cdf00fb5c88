import { type HotelTax, type RateTerm, termDefaults } from '@hotel/domain';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../../packages/i18n/locales/en/rates.json';
import es from '../../../../packages/i18n/locales/es/rates.json';
import { taxWords, termWords } from './terms-words.ts';

const term = (overrides: Partial<RateTerm>): RateTerm => ({
  ...termDefaults(),
  code: 'T1',
  kind: 'general',
  effect: 'discount',
  value: { percent: '10' },
  ...overrides,
});

let t: TFunction;
let tEn: TFunction;
beforeAll(async () => {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'es',
    resources: { es: { translation: { rates: es } }, en: { translation: { rates: en } } },
  });
  t = instance.getFixedT('es');
  tEn = instance.getFixedT('en');
});

describe('terms in words (issue 33)', () => {
  it('names a free-nights offer with its nights, which ones and whether it repeats, plural by count', () => {
    const stay7pay6 = term({
      code: 'S7P6',
      kind: 'free_nights',
      value: null,
      freeNights: { nights: 7, free: 1, which: 'cheapest', repeats: false },
      combination: 'exclusive',
    });
    expect(termWords(stay7pay6, { t, language: 'es' })).toBe(
      'Noches gratis (S7P6): 1 noche gratis de cada 7, las más baratas, una vez por estancia, no se combina con otras ofertas',
    );
    const twoFree = {
      ...stay7pay6,
      freeNights: { nights: 14, free: 2, which: 'last' as const, repeats: true },
    };
    expect(termWords(twoFree, { t, language: 'es' })).toContain(
      '2 noches gratis de cada 14, las últimas, se repite',
    );
  });

  it('gives an amount per person and night in the currency, and the scope a supplement holds in', () => {
    const child = term({
      code: 'CHILD',
      kind: 'child',
      effect: 'supplement',
      value: { amount: '15' },
      per: 'person',
      ages: { min: 2, max: 11 },
      boards: ['HB'],
      roomTypes: [4, 9],
      stay: { from: '2027-07-01', to: '2027-08-31' },
    });
    const words = termWords(child, {
      t,
      language: 'es',
      currency: 'EUR',
      roomNames: new Map([[4, 'Doble']]),
    });
    expect(words).toBe(
      'Niño (CHILD): 15,00\u00a0€ por persona y noche de suplemento, en Media pensión, huéspedes de 2 a 11 años, noches del 1 jul 2027 al 31 ago 2027, en Doble y #9',
    );
    // A supplement always applies with the rest: it says nothing of combining.
    expect(words).not.toContain('combina');
  });

  it('names the terms a discount combines with, the weekdays and arrival days in the language', () => {
    const weekend = term({
      code: 'WKND',
      kind: 'weekday',
      weekdays: [7, 6],
      arrivalWeekdays: [5],
      combination: 'only_with',
      combinesWith: ['EB60', 'LS7'],
    });
    expect(termWords(weekend, { t: tEn, language: 'en' })).toBe(
      'Weekday (WKND): 10% off, arriving on Friday, nights of Saturday and Sunday, combines only with EB60 and LS7',
    );
  });

  it('says a tax inside the price, who collects it, its cap and the rates it is for', () => {
    const vat: HotelTax = {
      code: 'VAT',
      name: 'IVA',
      kind: 'tax',
      stay: { from: null, to: null },
      roomTypes: [],
      rateIds: [3],
      ages: null,
      value: { percent: '10' },
      per: 'room',
      period: 'night',
      included: true,
      collectedBy: 'group',
      maxNights: 1,
    };
    expect(taxWords(vat, { t, language: 'es', rateNames: new Map([[3, 'Verano']]) })).toBe(
      'IVA (VAT): 10 %, incluido en el precio, lo cobra el grupo, como mucho 1 noche, tarifas Verano',
    );
  });
});
