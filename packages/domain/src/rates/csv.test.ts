import { describe, expect, it } from 'vitest';
import { csvPriceColumns } from './csv.ts';

describe('CSV columns', () => {
  it.each<['person' | 'room', number, string[]]>([
    ['room', 3, ['price']],
    ['person', 1, ['adult_1', 'child', 'infant', 'baby']],
    ['person', 3, ['adult_1', 'adult_2', 'adult_3', 'child', 'infant', 'baby']],
  ])('%s rate for %i adults: %j', (priceRoomType, occupancy, columns) => {
    expect(csvPriceColumns(priceRoomType, occupancy)).toEqual(columns);
  });
});
