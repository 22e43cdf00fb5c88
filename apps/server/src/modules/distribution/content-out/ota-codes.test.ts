import { MEDIA_CATEGORIES } from '@hotel/domain';
import { describe, expect, it } from 'vitest';
import { referenceRows } from '../../../db/seed/reference-data.ts';
import { OTA_CODE_LISTS, otaCodeTables, otaCodeValue, pictureCategoryCode } from './ota-codes.ts';

describe('otaCodeValue', () => {
  it('keeps code-list values, trimmed', () => {
    expect(otaCodeValue('9')).toBe('9');
    expect(otaCodeValue('224')).toBe('224');
    expect(otaCodeValue(' 12 ')).toBe('12');
  });

  it('drops what is no code-list value', () => {
    for (const value of [null, undefined, '', ' ', '0', '07', 'X', '1.BED', '-1', '1e2', '123456']) {
      expect(otaCodeValue(value), String(value)).toBeUndefined();
    }
  });
});

describe('pictureCategoryCode (PIC)', () => {
  it('maps every media category to its OTA Picture Category Code', () => {
    expect(pictureCategoryCode('exterior')).toBe('1');
    expect(pictureCategoryCode('guest_room')).toBe('6');
    expect(pictureCategoryCode('business_center')).toBe('23');
    for (const category of MEDIA_CATEGORIES) {
      expect(pictureCategoryCode(category.key)).toBe(String(category.ota));
    }
  });

  it('omits an unknown category rather than guessing one', () => {
    expect(pictureCategoryCode('selfie')).toBeUndefined();
    expect(pictureCategoryCode('')).toBeUndefined();
  });
});

describe('otaCodeTables', () => {
  const tables = otaCodeTables(referenceRows());

  it('maps bed types to BED codes and leaves unmapped ones out', () => {
    expect(tables.bedding.get(14)).toBe('9'); // single bed
    expect(tables.bedding.get(13)).toBe('1'); // double bed
    expect(tables.bedding.get(12)).toBe('3'); // king
    // Bunk bed, extra bed and cot have no BED code: absent, not approximated.
    expect(tables.bedding.has(16)).toBe(false);
    expect(tables.bedding.has(19)).toBe(false);
    expect(tables.bedding.has(17)).toBe(false);
    expect(tables.bedding.has(999)).toBe(false);
  });

  it('holds every coded reference item of the seed, and only those of the coded kinds', () => {
    const rows = referenceRows();
    for (const kind of Object.keys(OTA_CODE_LISTS) as (keyof typeof OTA_CODE_LISTS)[]) {
      const coded = rows.filter((row) => row.kind === kind && row.otaCode);
      expect(coded.length, kind).toBeGreaterThan(0);
      // Every code the seed holds is a code-list value: none is dropped by the check.
      expect(tables[kind].size, kind).toBe(coded.length);
      for (const row of coded) expect(tables[kind].get(row.id)).toBe(row.otaCode);
    }
    expect(Object.keys(tables).sort()).toEqual(Object.keys(OTA_CODE_LISTS).sort());
  });

  it('ignores malformed codes and kinds without a code list', () => {
    const built = otaCodeTables([
      { kind: 'service', id: 1, otaCode: '5' },
      { kind: 'service', id: 2, otaCode: 'pool' },
      { kind: 'service', id: 3, otaCode: null },
      { kind: 'activity', id: 4, otaCode: '7' },
    ]);
    expect([...built.service]).toEqual([[1, '5']]);
    expect(Object.values(built).some((table) => table.has(4))).toBe(false);
  });
});
