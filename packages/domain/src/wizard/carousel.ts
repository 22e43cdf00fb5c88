/** Carousel selection with incompatible items (spec §3 Carousel item, §4 Carousel selection). */

export interface CarouselItem {
  id: number;
  label?: string;
  photo?: string;
  /** Ids of the items that cannot be selected together with this one. */
  incompatibles: readonly number[];
}

export type CarouselToggle = { selected: number[] } | { refused: CarouselItem };

/**
 * Toggles an item: a selected item is deselected; an unselected item is added unless a selected
 * item is incompatible with it (listed in either item's incompatibles), in which case the
 * selection is refused and the first conflicting selected item (in selection order) is answered.
 */
export function toggleCarouselItem(
  selected: readonly number[],
  item: Pick<CarouselItem, 'id' | 'incompatibles'>,
  items: readonly CarouselItem[],
): CarouselToggle {
  if (selected.includes(item.id)) return { selected: selected.filter((id) => id !== item.id) };
  for (const id of selected) {
    const other = items.find((candidate) => candidate.id === id);
    if (item.incompatibles.includes(id) || other?.incompatibles.includes(item.id)) {
      return { refused: other ?? { id, incompatibles: [] } };
    }
  }
  return { selected: [...selected, item.id] };
}

export function isRefused(result: CarouselToggle): result is { refused: CarouselItem } {
  return 'refused' in result;
}
