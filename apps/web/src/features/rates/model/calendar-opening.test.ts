import { describe, expect, it } from 'vitest';
import { openingYearMonth } from './calendar-opening.ts';

const today = new Date(2026, 11, 7);
const years = [2026, 2027];

describe('openingYearMonth', () => {
  it("opens on the year and month of the rate's first day", () => {
    expect(openingYearMonth('2027_06_01', years, today)).toEqual({ year: 2027, month: 6 });
    expect(openingYearMonth('2026_12_24', years, today)).toEqual({ year: 2026, month: 12 });
  });

  it('opens on the current year at this month without days or when the first day cannot be chosen', () => {
    expect(openingYearMonth(null, years, today)).toEqual({ year: 2026, month: 12 });
    expect(openingYearMonth('2025_03_01', years, today)).toEqual({ year: 2026, month: 12 });
    expect(openingYearMonth('2031_03_01', years, today)).toEqual({ year: 2026, month: 12 });
  });

  it('opens in January when the first selectable year is not the current one', () => {
    expect(openingYearMonth(null, [2027, 2028], today)).toEqual({ year: 2027, month: 1 });
  });
});
