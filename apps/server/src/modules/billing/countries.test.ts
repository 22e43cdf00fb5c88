import { COUNTRY_CODES, LANGUAGES } from '@hotel/domain';
import { describe, expect, it } from 'vitest';
import { countryList } from './countries.ts';

describe('countryList', () => {
  it.each(LANGUAGES)('names every ISO code in %s', (language) => {
    const list = countryList(language);
    expect(list.map((country) => country.code).sort()).toEqual([...COUNTRY_CODES].sort());
    // A name equal to its code would mean the translation was missing.
    expect(list.filter((country) => country.name === country.code)).toEqual([]);
  });

  it('sorts by the language alphabet', () => {
    const names = countryList('es').map((country) => country.name);
    expect(names.indexOf('Austria')).toBeLessThan(names.indexOf('Bélgica'));
    expect(names.indexOf('Bélgica')).toBeLessThan(names.indexOf('Bolivia'));
    expect(countryList('ru').find((country) => country.code === 'ES')?.name).toBe('Испания');
  });
});
