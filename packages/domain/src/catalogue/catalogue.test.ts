import { describe, expect, it } from 'vitest';
import { catalogueQuerySchema } from './contract.ts';
import { searchWords } from './rules.ts';

describe('searchWords', () => {
  it('lower-cases, strips accents and splits on punctuation', () => {
    expect(searchWords('Hôtel du Parc — Málaga')).toEqual(['hotel', 'du', 'parc', 'malaga']);
  });
  it('keeps Cyrillic letters and drops duplicates', () => {
    expect(searchWords('Отель Отель 5')).toEqual(['отель', '5']);
  });
});

describe('catalogueQuerySchema', () => {
  it('applies the spec defaults', () => {
    expect(catalogueQuerySchema.parse({ q: 'sol' })).toMatchObject({
      count: 100,
      type: 'HOT',
      format: 'json',
    });
  });
  it('refuses a callback that is not an identifier', () => {
    expect(catalogueQuerySchema.safeParse({ q: 'x', callback: 'alert(1)//' }).success).toBe(false);
    expect(catalogueQuerySchema.safeParse({ q: 'x', callback: 'jQuery123_456' }).success).toBe(true);
  });
});
