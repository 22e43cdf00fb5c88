import { describe, expect, it } from 'vitest';
import { median, medianRun } from './median.ts';

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([48, 40, 44])).toBe(44);
    expect(median([10, 40, 20, 30])).toBe(25);
    expect(median([])).toBe(0);
  });
});

describe('medianRun', () => {
  const run = (performance: number, lcp: number) => ({ performance, runs: [], lcp });

  it('reports the run of the median score, with its own metrics and every score in order', () => {
    expect(medianRun([run(94, 2400), run(88, 3300), run(91, 2900)])).toEqual({
      performance: 91,
      lcp: 2900,
      runs: [94, 88, 91],
    });
  });

  it('takes the lower middle of an even count, and a single run as it is', () => {
    expect(medianRun([run(95, 1), run(90, 2)]).performance).toBe(90);
    expect(medianRun([run(97, 5)])).toEqual({ performance: 97, lcp: 5, runs: [97] });
    expect(() => medianRun([])).toThrow(/no Lighthouse run/);
  });
});
