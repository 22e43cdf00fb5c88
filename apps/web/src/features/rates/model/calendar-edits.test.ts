import { describe, expect, it } from 'vitest';
import {
  applyDays,
  applyRange,
  type CalendarEdits,
  changedRates,
  countByDay,
  countMask,
  daysOf,
  hasChanges,
  monthMask,
  NO_EDITS,
  savedDaysByRate,
  toggleDay,
} from './calendar-edits.ts';

const saved = savedDaysByRate({
  year: 2027,
  days: { '2027_03_01': [1], '2027_03_02': [1, 2], '2027_12_31': [2] },
});

describe('calendar edits', () => {
  it('reads the saved days of each rate from the day-keyed answer', () => {
    expect([...(saved.get(1) ?? [])]).toEqual(['2027_03_01', '2027_03_02']);
    expect([...(saved.get(2) ?? [])]).toEqual(['2027_03_02', '2027_12_31']);
    expect(daysOf(NO_EDITS, saved, 3).size).toBe(0);
  });

  it('toggles one day: selecting a selected day deselects it', () => {
    let edits: CalendarEdits = toggleDay(NO_EDITS, saved, 1, '2027_03_01');
    expect(daysOf(edits, saved, 1).has('2027_03_01')).toBe(false);
    expect(hasChanges(edits)).toBe(true);
    edits = toggleDay(edits, saved, 1, '2027_03_01');
    expect(daysOf(edits, saved, 1).has('2027_03_01')).toBe(true);
    // Back to what was saved: nothing to save.
    expect(hasChanges(edits)).toBe(false);
    expect(changedRates(edits)).toEqual([]);
  });

  it('marks and unmarks a range in either direction, and a weekday pattern', () => {
    let edits = applyRange(NO_EDITS, saved, 1, { from: '2027_03_10', to: '2027_03_05' }, true);
    expect(changedRates(edits)).toEqual([
      {
        id: 1,
        days: [
          '2027_03_01',
          '2027_03_02',
          '2027_03_05',
          '2027_03_06',
          '2027_03_07',
          '2027_03_08',
          '2027_03_09',
          '2027_03_10',
        ],
      },
    ]);
    edits = applyRange(edits, saved, 1, { from: '2027_03_01', to: '2027_03_31', weekdays: [5, 6] }, false);
    // Saturday 6, Sunday 7 of March 2027 go; the rest stays.
    expect(changedRates(edits)[0]?.days).toEqual([
      '2027_03_01',
      '2027_03_02',
      '2027_03_05',
      '2027_03_08',
      '2027_03_09',
      '2027_03_10',
    ]);
  });

  it('keeps what each rate had when first touched, so another contract can be saved too', () => {
    const edits = applyDays(toggleDay(NO_EDITS, saved, 2, '2027_12_31'), new Map(), 9, ['2027_01_01'], true);
    expect(changedRates(edits)).toEqual([
      { id: 2, days: ['2027_03_02'] },
      { id: 9, days: ['2027_01_01'] },
    ]);
  });

  it('answers the same edits when nothing changes', () => {
    expect(applyDays(NO_EDITS, saved, 1, ['2027_03_01'], true)).toBe(NO_EDITS);
    expect(applyDays(NO_EDITS, saved, 1, ['2027_04_01'], false)).toBe(NO_EDITS);
  });

  it('builds month masks and counts', () => {
    expect(monthMask(new Set(['2027_02_01', '2027_02_28']), 2027, 2)).toBe(`1${'0'.repeat(26)}1`);
    expect(monthMask(new Set(), 2028, 2)).toHaveLength(29);
    const counts = countByDay([new Set(['2027_01_02']), new Set(['2027_01_02', '2027_01_03'])]);
    expect(countMask(counts, 2027, 1).slice(0, 4)).toBe('0210');
    const many = countByDay(Array.from({ length: 12 }, () => new Set(['2027_01_01'])));
    expect(countMask(many, 2027, 1)[0]).toBe('9');
  });
});
