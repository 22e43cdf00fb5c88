import { describe, expect, it } from 'vitest';
import { CATALOGUE_CITIES } from './catalogue-cities.ts';

describe('catalogue cities', () => {
  it('name their countries as i18n-iso-countries does in English', () => {
    const names = new Map(CATALOGUE_CITIES.map((city) => [city.countryCode, city.country]));
    expect(names.get('ES')).toBe('Spain');
    expect(names.get('GB')).toBe('United Kingdom');
    expect(names.get('NL')).toBe('Netherlands');
    // The hand-written list said 'Czechia'; the library's official English name is used now.
    expect(names.get('CZ')).toBe('Czech Republic');
    expect(names.size).toBe(24);
  });
});
