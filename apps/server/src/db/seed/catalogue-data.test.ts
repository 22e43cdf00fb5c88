import { describe, expect, it } from 'vitest';
import { CATALOGUE_CITIES } from './catalogue-cities.ts';
import { type CatalogueEntry, generateCatalogue } from './catalogue-data.ts';

function countBy(
  entries: readonly CatalogueEntry[],
  key: (e: CatalogueEntry) => string,
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const entry of entries) counts.set(key(entry), (counts.get(key(entry)) ?? 0) + 1);
  return counts;
}

describe('CATALOGUE_CITIES', () => {
  it('lists at least 160 distinct places with sane data', () => {
    expect(CATALOGUE_CITIES.length).toBeGreaterThanOrEqual(160);
    expect(new Set(CATALOGUE_CITIES.map((c) => c.name)).size).toBe(CATALOGUE_CITIES.length);
    expect(CATALOGUE_CITIES.filter((c) => c.countryCode === 'ES').length).toBeGreaterThanOrEqual(85);
    for (const c of CATALOGUE_CITIES) {
      expect(c.weight).toBeGreaterThanOrEqual(1);
      expect(c.weight).toBeLessThanOrEqual(10);
      expect(c.countryCode).toMatch(/^[A-Z]{2}$/);
      expect(c.latitude).toBeGreaterThan(27);
      expect(c.latitude).toBeLessThan(72);
    }
  });

  it('keeps accented names', () => {
    const names = CATALOGUE_CITIES.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Cádiz', 'A Coruña', 'Málaga', 'Peñíscola', 'Alcúdia']));
  });
});

describe('generateCatalogue', () => {
  const catalogue = generateCatalogue();

  it('is deterministic', () => {
    expect(generateCatalogue()).toEqual(catalogue);
    expect(generateCatalogue(500, 7)).toEqual(generateCatalogue(500, 7));
  });

  it('depends on the seed', () => {
    expect(generateCatalogue(200, 1).map((e) => e.title)).not.toEqual(
      generateCatalogue(200, 2).map((e) => e.title),
    );
  });

  it('returns the requested size', () => {
    expect(catalogue).toHaveLength(6000);
    expect(generateCatalogue(0)).toEqual([]);
    expect(generateCatalogue(1)).toHaveLength(1);
    expect(generateCatalogue(1234)).toHaveLength(1234);
  });

  it('rejects invalid sizes', () => {
    expect(() => generateCatalogue(-1)).toThrow(RangeError);
    expect(() => generateCatalogue(1.5)).toThrow(RangeError);
  });

  it('has unique titles (case-insensitively), codes and rawIds', () => {
    expect(new Set(catalogue.map((e) => e.title.toLowerCase())).size).toBe(catalogue.length);
    expect(new Set(catalogue.map((e) => e.code)).size).toBe(catalogue.length);
    expect(new Set(catalogue.map((e) => e.rawId)).size).toBe(catalogue.length);
  });

  it('uses well-formed ids, codes and titles', () => {
    const malformed = catalogue.filter(
      (e) =>
        !/^\d+$/.test(e.rawId) ||
        !/^[A-Z]{2}-[A-Z]{3}-\d{5,}$/.test(e.code) ||
        !e.code.startsWith(`${e.countryCode}-`) ||
        e.title !== e.title.trim() ||
        /\s{2}|undefined/.test(e.title),
    );
    expect(malformed).toEqual([]);
  });

  it('places hotels near their city, within Europe bounds', () => {
    const cities = new Map(CATALOGUE_CITIES.map((c) => [c.name, c]));
    const misplaced = catalogue.filter((e) => {
      const city = cities.get(e.city);
      return (
        !city ||
        e.latitude < 27 ||
        e.latitude > 72 ||
        e.longitude < -25 ||
        e.longitude > 45 ||
        Math.abs(e.latitude - city.latitude) > 0.03 ||
        Math.abs(e.longitude - city.longitude) > 0.03 ||
        e.countryCode !== city.countryCode ||
        e.country !== city.country ||
        Math.round(e.latitude * 1e6) / 1e6 !== e.latitude ||
        Math.round(e.longitude * 1e6) / 1e6 !== e.longitude
      );
    });
    expect(misplaced).toEqual([]);
  });

  it('covers at least 150 cities and 10 countries', () => {
    expect(new Set(catalogue.map((e) => e.city)).size).toBeGreaterThanOrEqual(150);
    expect(new Set(catalogue.map((e) => e.countryCode)).size).toBeGreaterThanOrEqual(10);
  });

  it('gives Spain the largest share and weights cities', () => {
    const byCountry = [...countBy(catalogue, (e) => e.countryCode)].sort((a, b) => b[1] - a[1]);
    expect(byCountry[0]?.[0]).toBe('ES');
    const byCity = countBy(catalogue, (e) => e.city);
    expect(byCity.get('Madrid') ?? 0).toBeGreaterThan((byCity.get('Soria') ?? 0) * 5);
  });

  it('produces varied, realistic names with accents', () => {
    const titles = catalogue.map((e) => e.title);
    expect(titles.some((t) => t.startsWith('Hostal '))).toBe(true);
    expect(titles.some((t) => t.startsWith('Hôtel '))).toBe(true);
    expect(titles.some((t) => t.startsWith('Albergo '))).toBe(true);
    expect(titles.some((t) => t.startsWith('Pousada '))).toBe(true);
    expect(titles.some((t) => /^The .+ Hotel$/.test(t))).toBe(true);
    for (const ch of ['é', 'ñ', 'à', 'ç', 'ü']) expect(titles.some((t) => t.includes(ch))).toBe(true);
    expect(new Set(titles.map((t) => t.split(' ')[0])).size).toBeGreaterThan(40);
  });

  // How fast is the bench's business (bench/results), never a test's: here only what is generated.
  it('generates 100 000 entries with unique titles and codes', () => {
    const big = generateCatalogue(100_000);
    expect(big).toHaveLength(100_000);
    expect(new Set(big.map((e) => e.title.toLowerCase())).size).toBe(100_000);
    expect(new Set(big.map((e) => e.code)).size).toBe(100_000);
    expect(new Set(big.map((e) => e.rawId)).size).toBe(100_000);
  });
});
