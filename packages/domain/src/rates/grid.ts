/**
 * The ARI grid (a rate's year, decision 020) as the web works on it, and the cells a write changed:
 * products' own rows (issue 30), the grouping of what changed and its merge into a grid. Without
 * zod: the schemas of the answers are in grid.contract.ts.
 */
import { parseDayKey } from './calendar.ts';
import type { Board, PriceCell } from './cells.ts';
import type { AriChanged, AriGridWire, AriPlanControls } from './grid.contract.ts';

/**
 * A product's (room type × board of the rate) own stay restrictions and stop sale on a day
 * (`rate_plan_controls`, written by OTA messages naming a RatePlanCode, issue 30): they override
 * the rate's restrictions of that day for that product, and its stop sale closes that product only.
 */
export interface PlanControl {
  minStay: number | null;
  maxStay: number | null;
  closedArrival: boolean;
  closedDeparture: boolean;
  stopSale: boolean;
}

/** The row of a product's list at a position of its `days`. */
export function planControlAt(entry: AriPlanControls, position: number): PlanControl {
  return {
    minStay: entry.minStay[position] ?? null,
    maxStay: entry.maxStay[position] ?? null,
    closedArrival: entry.closedArrival[position] === '1',
    closedDeparture: entry.closedDeparture[position] === '1',
    stopSale: entry.stopSale[position] === '1',
  };
}

/**
 * The compact lists of products' rows (`day` an index of the year's lists), one entry per room
 * type and board in the order first met, its days ascending.
 */
export function compactPlanControls(
  rows: Iterable<PlanControl & { room: number; board: Board; day: number }>,
): AriPlanControls[] {
  const products = new Map<string, { room: number; board: Board; days: Map<number, PlanControl> }>();
  for (const { room, board, day, ...control } of rows) {
    const key = `${room}:${board}`;
    let product = products.get(key);
    if (!product) {
      product = { room, board, days: new Map() };
      products.set(key, product);
    }
    product.days.set(day, control);
  }
  return [...products.values()].map(({ room, board, days }) => {
    const sorted = [...days.entries()].sort(([a], [b]) => a - b);
    const flag = (field: 'closedArrival' | 'closedDeparture' | 'stopSale') =>
      sorted.map(([, control]) => (control[field] ? '1' : '0')).join('');
    return {
      room,
      board,
      days: sorted.map(([day]) => day),
      minStay: sorted.map(([, control]) => control.minStay),
      maxStay: sorted.map(([, control]) => control.maxStay),
      closedArrival: flag('closedArrival'),
      closedDeparture: flag('closedDeparture'),
      stopSale: flag('stopSale'),
    };
  });
}

/** Every row of the compact lists, as `compactPlanControls` takes them. */
export function planControlRows(
  lists: readonly AriPlanControls[],
): (PlanControl & { room: number; board: Board; day: number })[] {
  return lists.flatMap((entry) =>
    entry.days.map((day, position) => ({
      room: entry.room,
      board: entry.board,
      day,
      ...planControlAt(entry, position),
    })),
  );
}

/** The grid as the web works on it: one price cell (or null) per row and day. */
export type AriGrid = Omit<AriGridWire, 'prices'> & {
  prices: { room: number; board: Board; cells: (PriceCell | null)[] }[];
};

/** The web's grid of an API answer. */
export function expandGrid(wire: AriGridWire): AriGrid {
  return {
    ...wire,
    prices: wire.prices.map((row) => ({
      room: row.room,
      board: row.board,
      cells: row.amounts.map((amounts, day) =>
        amounts === null
          ? null
          : {
              amounts,
              child: row.guests?.child[day] ?? null,
              infant: row.guests?.infant[day] ?? null,
              baby: row.guests?.baby[day] ?? null,
            },
      ),
    })),
  };
}

/** Changed product rows grouped by value, then by room type and board, in the order first met. */
export function groupChangedPlanControls(
  rows: Iterable<PlanControl & { room: number; board: Board; day: string }>,
): NonNullable<AriChanged['planControls']> {
  type Place = { room: number; board: Board; days: string[] };
  const groups = new Map<string, { control: PlanControl; at: Map<string, Place> }>();
  for (const { room, board, day, minStay, maxStay, closedArrival, closedDeparture, stopSale } of rows) {
    const control = { minStay, maxStay, closedArrival, closedDeparture, stopSale };
    const value = JSON.stringify(control);
    let group = groups.get(value);
    if (!group) {
      group = { control, at: new Map() };
      groups.set(value, group);
    }
    const key = `${room}:${board}`;
    let place = group.at.get(key);
    if (!place) {
      place = { room, board, days: [] };
      group.at.set(key, place);
    }
    place.days.push(day);
  }
  return [...groups.values()].map((group) => ({ control: group.control, at: [...group.at.values()] }));
}

/** Changed price cells grouped by value, then by room type and board, in the order first met. */
export function groupChangedPrices(
  cells: Iterable<{ room: number; board: Board; day: string; cell: PriceCell }>,
): AriChanged['prices'] {
  type Place = { room: number; board: Board; days: string[] };
  const groups = new Map<string, { cell: PriceCell; at: Map<string, Place> }>();
  for (const { room, board, day, cell } of cells) {
    const value = JSON.stringify(cell);
    let group = groups.get(value);
    if (!group) {
      group = { cell, at: new Map() };
      groups.set(value, group);
    }
    const key = `${room}:${board}`;
    let place = group.at.get(key);
    if (!place) {
      place = { room, board, days: [] };
      group.at.set(key, place);
    }
    place.days.push(day);
  }
  return [...groups.values()].map((group) => ({ cell: group.cell, at: [...group.at.values()] }));
}

/** How many price cells a write changed. */
export function changedPriceCount(changed: Pick<AriChanged, 'prices'>): number {
  return changed.prices.reduce(
    (sum, group) => sum + group.at.reduce((count, place) => count + place.days.length, 0),
    0,
  );
}

/** The index of a day key in its year's lists (0 = 1 January); -1 for another year or no day. */
export function dayIndex(year: number, key: string): number {
  const parts = parseDayKey(key);
  if (!parts || parts.year !== year) return -1;
  const start = Date.UTC(2000, 0, 1);
  const date = Date.UTC(2000, parts.month - 1, parts.day);
  // 2000 is a leap year, so March onwards needs one day less in common years.
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const offset = Math.round((date - start) / 86_400_000);
  return !leap && parts.month > 2 ? offset - 1 : offset;
}

/** A copy of a grid with a write's changed cells in it (what the server answered). */
export function mergeChanged(grid: AriGrid, changed: AriChanged): AriGrid {
  const next: AriGrid = {
    ...grid,
    prices: grid.prices.map((row) => ({ ...row, cells: [...row.cells] })),
    inventory: grid.inventory.map((row) => ({ ...row, allotment: [...row.allotment] })),
    restrictions: {
      minStay: [...grid.restrictions.minStay],
      maxStay: [...grid.restrictions.maxStay],
      closedArrival: grid.restrictions.closedArrival,
      closedDeparture: grid.restrictions.closedDeparture,
    },
  };
  const setFlag = (flags: string, index: number, on: boolean) =>
    `${flags.slice(0, index)}${on ? '1' : '0'}${flags.slice(index + 1)}`;
  for (const group of changed.prices) {
    for (const at of group.at) {
      let row = next.prices.find((candidate) => candidate.room === at.room && candidate.board === at.board);
      if (!row) {
        row = { room: at.room, board: at.board, cells: Array.from({ length: grid.days }, () => null) };
        next.prices.push(row);
      }
      for (const day of at.days) {
        const index = dayIndex(grid.year, day);
        if (index >= 0) row.cells[index] = group.cell;
      }
    }
  }
  for (const item of changed.inventory) {
    const index = dayIndex(grid.year, item.day);
    if (index < 0) continue;
    let row = next.inventory.find((candidate) => candidate.room === item.room);
    if (!row) {
      row = {
        room: item.room,
        allotment: Array.from({ length: grid.days }, () => null),
        stopSale: '0'.repeat(grid.days),
      };
      next.inventory.push(row);
    }
    row.allotment[index] = item.allotment;
    row.stopSale = setFlag(row.stopSale, index, item.stopSale);
  }
  for (const item of changed.restrictions) {
    const index = dayIndex(grid.year, item.day);
    if (index < 0) continue;
    next.restrictions.minStay[index] = item.minStay;
    next.restrictions.maxStay[index] = item.maxStay;
    next.restrictions.closedArrival = setFlag(next.restrictions.closedArrival, index, item.closedArrival);
    next.restrictions.closedDeparture = setFlag(
      next.restrictions.closedDeparture,
      index,
      item.closedDeparture,
    );
  }
  const planChanges = changed.planControls ?? [];
  if (planChanges.length > 0) {
    const rows = new Map(
      planControlRows(grid.planControls ?? []).map((row) => [`${row.room}:${row.board}:${row.day}`, row]),
    );
    for (const group of planChanges) {
      for (const at of group.at) {
        for (const day of at.days) {
          const index = dayIndex(grid.year, day);
          if (index < 0) continue;
          rows.set(`${at.room}:${at.board}:${index}`, {
            room: at.room,
            board: at.board,
            day: index,
            ...group.control,
          });
        }
      }
    }
    next.planControls = compactPlanControls(rows.values());
  }
  return next;
}
