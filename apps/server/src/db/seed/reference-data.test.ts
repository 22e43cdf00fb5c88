import { APARTMENT_HOTEL_TYPE, DEFAULT_ROOM_BED_TYPES, LANGUAGES } from '@hotel/domain';
import { describe, expect, it } from 'vitest';
import {
  ACCESSIBILITY,
  BED_TYPES,
  HOTEL_LANGUAGES,
  HOTEL_RATINGS,
  HOTEL_STYLES,
  HOTEL_TYPES,
  REFERENCE_KINDS,
  referenceRows,
  SERVICE_GROUPS,
  SERVICES,
} from './reference-data.ts';

const rows = referenceRows();

describe('reference data', () => {
  it('has every kind, and one row per (kind, id)', () => {
    expect(new Set(rows.map((row) => row.kind))).toEqual(new Set(REFERENCE_KINDS));
    const keys = rows.map((row) => `${row.kind}:${row.id}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const row of rows) {
      expect(Number.isInteger(row.id) && row.id > 0, `${row.kind}:${row.id}`).toBe(true);
    }
  });

  it('names every item in all six languages', () => {
    for (const row of rows) {
      expect(Object.keys(row.names).sort()).toEqual([...LANGUAGES].sort());
      for (const language of LANGUAGES) {
        expect(row.names[language].trim(), `${row.kind}:${row.id} ${language}`).not.toBe('');
      }
    }
  });

  it('names the items of one list differently in each language', () => {
    // Ratings repeat across hotel types ('3 stars'), never within one.
    const listOf = (row: (typeof rows)[number]) =>
      `${row.kind}${row.kind === 'hotel_rating' ? row.attrs?.type : ''}`;
    for (const list of new Set(rows.map(listOf))) {
      const ofList = rows.filter((row) => listOf(row) === list);
      for (const language of LANGUAGES) {
        const names = ofList.map((row) => row.names[language]);
        expect(new Set(names).size, `${list} ${language}`).toBe(names.length);
      }
    }
  });

  it('keeps the bed types the default room needs, with their flags', () => {
    for (const id of DEFAULT_ROOM_BED_TYPES) {
      expect(BED_TYPES.find((bed) => bed.id === id)?.roomAllowed, `bed ${id}`).toBe(true);
    }
    expect(BED_TYPES.find((bed) => bed.id === 15)?.loungeAllowed).toBe(true);
    expect(BED_TYPES.some((bed) => bed.loungeAllowed && !bed.roomAllowed)).toBe(true);
    for (const bed of BED_TYPES) expect(bed.roomAllowed || bed.loungeAllowed, `bed ${bed.id}`).toBe(true);
  });

  it('makes type 2 the apartments, and gives every type existing ratings and styles', () => {
    expect(HOTEL_TYPES.find((type) => type.id === APARTMENT_HOTEL_TYPE)?.names.en).toBe('Apartments');
    const styleIds = new Set(HOTEL_STYLES.map((style) => style.id));
    const typeIds = new Set(HOTEL_TYPES.map((type) => type.id));
    for (const type of HOTEL_TYPES) {
      expect(
        HOTEL_RATINGS.some((rating) => rating.type === type.id),
        `type ${type.id}`,
      ).toBe(true);
      expect(type.styles.length, `type ${type.id}`).toBeGreaterThan(0);
      for (const style of type.styles)
        expect(styleIds.has(style), `type ${type.id} style ${style}`).toBe(true);
    }
    for (const rating of HOTEL_RATINGS) expect(typeIds.has(rating.type), `rating ${rating.id}`).toBe(true);
  });

  it('puts every service in an existing group', () => {
    const groupIds = new Set(SERVICE_GROUPS.map((group) => group.id));
    for (const service of SERVICES) expect(groupIds.has(service.group), `service ${service.id}`).toBe(true);
    for (const group of SERVICE_GROUPS) {
      expect(
        SERVICES.some((service) => service.group === group.id),
        `group ${group.id}`,
      ).toBe(true);
    }
  });

  it('has symmetric accessibility incompatibilities between existing items', () => {
    const byId = new Map(ACCESSIBILITY.map((item) => [item.id, item]));
    let pairs = 0;
    for (const item of ACCESSIBILITY) {
      expect(item.photo).toMatch(/^[a-z][a-z-]*$/);
      for (const other of item.incompatibles) {
        expect(other, `item ${item.id}`).not.toBe(item.id);
        expect(byId.get(other)?.incompatibles, `${item.id} ↔ ${other}`).toContain(item.id);
        pairs++;
      }
    }
    expect(pairs).toBeGreaterThan(0);
  });

  it('lists the languages with distinct ISO 639-1 codes, the interface languages included', () => {
    const codes = HOTEL_LANGUAGES.map((language) => language.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[a-z]{2}$/);
    expect(codes).toEqual(expect.arrayContaining([...LANGUAGES, 'de', 'ca', 'eu', 'gl']));
  });

  it('keeps OTA codes numeric where set', () => {
    for (const row of rows) {
      if (row.otaCode != null) expect(row.otaCode, `${row.kind}:${row.id}`).toMatch(/^\d+$/);
    }
  });
});
