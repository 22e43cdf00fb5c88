import { describe, expect, it } from 'vitest';
import { canAddBillingConfiguration } from './rules.ts';

describe('canAddBillingConfiguration', () => {
  it.each<[number, number, boolean]>([
    [0, 1, true],
    [0, 3, true],
    [2, 3, true],
    [3, 3, false],
    [4, 3, false],
    [0, 0, false],
  ])('%i configurations for %i hotels → %s', (configurations, hotels, expected) => {
    expect(canAddBillingConfiguration(configurations, hotels)).toBe(expected);
  });
});
