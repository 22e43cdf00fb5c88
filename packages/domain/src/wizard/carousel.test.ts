import { describe, expect, it } from 'vitest';
import { type CarouselItem, type CarouselToggle, isRefused, toggleCarouselItem } from './carousel.ts';

const items: CarouselItem[] = [
  { id: 1, label: 'Piscina', incompatibles: [2] },
  { id: 2, label: 'Sin piscina', incompatibles: [] },
  { id: 3, label: 'Playa', incompatibles: [] },
  { id: 4, label: 'Montaña', incompatibles: [5] },
  { id: 5, label: 'Costa', incompatibles: [4] },
];
const item = (id: number): CarouselItem => {
  const found = items.find((i) => i.id === id);
  if (!found) throw new Error(`no item ${id}`);
  return found;
};

describe('toggleCarouselItem', () => {
  it.each<[string, number[], number, CarouselToggle]>([
    ['selects an unselected item', [], 3, { selected: [3] }],
    ['adds to a selection', [3], 1, { selected: [3, 1] }],
    ['deselects a selected item', [3, 1], 3, { selected: [1] }],
    ['deselects even when it lists incompatibles', [1], 1, { selected: [] }],
    ['refused: the item lists the selected one', [1], 2, { refused: item(1) }],
    ['refused: the selected one lists the item', [2], 1, { refused: item(2) }],
    ['refused with the first conflicting selected item', [3, 4], 5, { refused: item(4) }],
    ['compatible items combine', [1, 3, 4], 3, { selected: [1, 4] }],
  ])('%s', (_name, selected, id, expected) => {
    expect(toggleCarouselItem(selected, item(id), items)).toEqual(expected);
  });

  it('refuses against a selected id missing from the items, answering a bare item', () => {
    const result = toggleCarouselItem([9], { id: 3, incompatibles: [9] }, items);
    expect(result).toEqual({ refused: { id: 9, incompatibles: [] } });
    expect(isRefused(result)).toBe(true);
  });

  it('does not change the given selection', () => {
    const selected = [3];
    toggleCarouselItem(selected, item(1), items);
    toggleCarouselItem(selected, item(3), items);
    expect(selected).toEqual([3]);
  });

  it('isRefused tells the two answers apart', () => {
    expect(isRefused({ selected: [] })).toBe(false);
    expect(isRefused({ refused: item(1) })).toBe(true);
  });
});
