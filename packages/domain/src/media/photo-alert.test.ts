import { describe, expect, it } from 'vitest';
import { isLowQuality, photoAlert } from './photo-alert.ts';

/** `good` photos rated 4 (good) and `poor` photos rated `poorRate` (below good). */
const photos = (good: number, poor: number, poorRate = 3) => [
  ...Array.from({ length: good }, () => ({ quality_rate: 4 })),
  ...Array.from({ length: poor }, () => ({ quality_rate: poorRate })),
];

describe('photoAlert', () => {
  it.each<[string, { quality_rate: number }[], { show: boolean; total: number; belowGood: number }]>([
    ['no photos', [], { show: true, total: 0, belowGood: 0 }],
    ['19 good photos', photos(19, 0), { show: true, total: 19, belowGood: 0 }],
    ['20 good photos', photos(20, 0), { show: false, total: 20, belowGood: 0 }],
    ['20 photos, 5 below good', photos(15, 5), { show: false, total: 20, belowGood: 5 }],
    ['20 photos, 6 below good', photos(14, 6), { show: true, total: 20, belowGood: 6 }],
    ['30 photos, 6 rated 1', photos(24, 6, 1), { show: true, total: 30, belowGood: 6 }],
    ['5 stars count as good', photos(0, 25, 5), { show: false, total: 25, belowGood: 0 }],
  ])('%s', (_name, list, expected) => {
    expect(photoAlert(list)).toEqual(expected);
  });
});

describe('isLowQuality', () => {
  it.each<[number, boolean]>([
    [1, true],
    [2, true],
    [2.5, true],
    [3, false],
    [4, false],
    [5, false],
  ])('%d stars → %s', (rate, expected) => {
    expect(isLowQuality(rate)).toBe(expected);
  });
});
