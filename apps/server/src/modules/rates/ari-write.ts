import {
  type Adjustment,
  ALLOTMENT_MAX,
  type AriChange,
  type AriChanged,
  adjustCell,
  type Board,
  cellFromInput,
  changeDays,
  changeTargets,
  dayKeyToIso,
  groupChangedPlanControls,
  groupChangedPrices,
  type PriceCell,
} from '@hotel/domain';
import type { Written } from './ari.repository.ts';
import type { Cell, PriceRow, WriteStep } from './ari.statements.ts';

/**
 * The one ARI write path's plan and checks (issue 31): the steps a caller asks AriService.apply
 * to write, the cell cap every caller shares, and the checks of what was written. Pure: no
 * database here (ari.repository.ts), no answer format (each caller maps AriWriteError to its own).
 */

/** The cells of the rate an area names (days × room types × boards). */
interface Area {
  days: string[];
  rooms: number[];
  boards: string[];
}

/**
 * One step of a write, in order; days are ISO dates ('2027-07-04'). `source` is the caller's
 * index of the change the step comes from: an AriWriteError names it.
 */
export type AriStep = (
  | WriteStep
  /** A grid `adjust`: the existing prices moved by a percentage or an amount. */
  | (Area & { type: 'adjust'; adjust: Adjustment })
  /**
   * OTA NotifType Delta: the amounts and guest prices named replace those of each cell, the others
   * stay; a cell without a price takes what is named when it makes a whole price.
   */
  | (Area & {
      type: 'delta';
      amounts: (string | undefined)[];
      guests: Partial<Record<'child' | 'infant' | 'baby', string>>;
    })
) & { source?: number };

/** What a write is refused for once planned or written (the transaction is undone). */
export type AriWriteProblem =
  /** More cells than ARI_WRITE_CELLS_MAX. */
  | 'tooManyCells'
  /** An adjustment takes a price out of range. */
  | 'adjustTooLarge'
  /** A Delta leaves a cell without a whole price (amounts of 1 to n adults). */
  | 'deltaIncomplete'
  /** A Delta prices more adults than the room type sleeps (per-person rates). */
  | 'adultsCount'
  /** A minimum stay above the maximum, on the rate's or a product's row, once merged. */
  | 'minAboveMax'
  /** Rooms allotted past ALLOTMENT_MAX once added. */
  | 'allotmentAboveMax'
  /** Rooms allotted below the rooms reservations hold (issue 32). */
  | 'allotmentBelowBooked'
  /** A `book` step found no room left on a day (`day` names it). */
  | 'soldOut';

export class AriWriteError extends Error {
  constructor(
    readonly problem: AriWriteProblem,
    /** The `source` of the step at fault, when one is. */
    readonly source?: number,
    /** The ISO day at fault, when one is (soldOut, minAboveMax, allotmentBelowBooked). */
    readonly day?: string,
  ) {
    super(`ARI write refused: ${problem}`);
  }
}

/** A write expands to at most this many cells, whoever asks for it (the grid, a CSV, OTA in). */
export const ARI_WRITE_CELLS_MAX = 150_000;

/** The cells steps write: prices per day × room type × board, inventory and products per day × room type, restrictions per day. */
export function cellsOf(steps: readonly AriStep[]): number {
  let cells = 0;
  for (const step of steps) {
    if (step.type === 'cells') cells += step.cells.length;
    else if (step.type === 'restrictions') cells += step.days.length;
    else if (step.type === 'book') cells += step.days.length;
    else if (step.type === 'inventory' || step.type === 'planControls')
      cells += step.days.length * step.rooms.length;
    else cells += step.days.length * step.rooms.length * step.boards.length;
  }
  return cells;
}

/** Whether the writes (one list of steps per rate, all in one transaction) stay within the cap. */
export function withinCellCap(...writes: readonly (readonly AriStep[])[]): boolean {
  let cells = 0;
  for (const steps of writes) cells += cellsOf(steps);
  return cells <= ARI_WRITE_CELLS_MAX;
}

/** The first and last day steps name (ISO dates sort as text), or undefined. */
export function daySpan(steps: readonly AriStep[]): { from: string; to: string } | undefined {
  let from: string | undefined;
  let to: string | undefined;
  for (const step of steps) {
    for (const day of step.type === 'cells' ? step.cells.map((cell) => cell.day) : step.days) {
      if (from === undefined || day < from) from = day;
      if (to === undefined || day > to) to = day;
    }
  }
  return from === undefined || to === undefined ? undefined : { from, to };
}

/** The steps of one grid change, in the order prices, inventory, restrictions. */
export function planChange(change: AriChange, source: number): AriStep[] {
  const days = changeDays(change).map(dayKeyToIso);
  if (days.length === 0) return [];
  const rooms = change.roomTypes ?? [];
  const boards = change.boards ?? [];
  const steps: AriStep[] = [];
  if (change.price)
    steps.push({ type: 'price', days, rooms, boards, cell: cellFromInput(change.price), source });
  if (change.adjust) steps.push({ type: 'adjust', days, rooms, boards, adjust: change.adjust, source });
  if (change.allotment !== undefined || change.stopSale !== undefined)
    steps.push({
      type: 'inventory',
      days,
      rooms,
      allotment: change.allotment,
      stopSale: change.stopSale,
      source,
    });
  if (changeTargets(change).restrictions)
    steps.push({
      type: 'restrictions',
      days,
      minStay: change.minStay,
      maxStay: change.maxStay,
      closedArrival: change.closedArrival,
      closedDeparture: change.closedDeparture,
      source,
    });
  return steps;
}

export function rowToCell(row: Pick<PriceRow, 'amounts' | 'child' | 'infant' | 'baby'>): PriceCell {
  return { amounts: row.amounts.split(','), child: row.child, infant: row.infant, baby: row.baby };
}

/** The adjusted values of the cells an `adjust` found (exactly as the web computes them). */
export function adjustFound(step: Extract<AriStep, { type: 'adjust' }>, found: PriceRow[]): Cell[] {
  return found.map((row) => {
    const adjusted = adjustCell(rowToCell(row), step.adjust);
    if (!adjusted) throw new AriWriteError('adjustTooLarge', step.source);
    return { ...adjusted, room: row.roomId, board: row.board, day: row.day };
  });
}

/**
 * A Delta merged with the cells as they are (`found`), for every cell it names. `rate`: the
 * adults each room type of a per-person rate prices.
 */
export function mergeDelta(
  step: Extract<AriStep, { type: 'delta' }>,
  found: PriceRow[],
  rate: { priceRoomType: string; roomTypes: readonly { id: number; occupancy: number }[] } | null,
): Cell[] {
  const existing = new Map(found.map((row) => [`${row.roomId}:${row.board}:${row.day}`, row]));
  const result: Cell[] = [];
  for (const day of step.days)
    for (const room of step.rooms)
      for (const board of step.boards) {
        const row = existing.get(`${room}:${board}:${day}`);
        const amounts = row ? row.amounts.split(',') : [];
        step.amounts.forEach((amount, at) => {
          if (amount !== undefined) amounts[at] = amount;
        });
        if (amounts.length === 0 || Array.from(amounts).some((amount) => amount === undefined))
          throw new AriWriteError('deltaIncomplete', step.source);
        const occupancy =
          rate?.roomTypes.find((candidate) => candidate.id === room)?.occupancy ?? amounts.length;
        if (rate?.priceRoomType === 'person' && amounts.length > occupancy)
          throw new AriWriteError('adultsCount', step.source);
        result.push({
          amounts,
          child: step.guests.child ?? row?.child ?? null,
          infant: step.guests.infant ?? row?.infant ?? null,
          baby: step.guests.baby ?? row?.baby ?? null,
          room,
          board,
          day,
        });
      }
  return result;
}

/**
 * The one set of checks of what a write wrote, before it commits: a minimum stay above the
 * maximum once merged with what the days held (the rate's row or a product's), or rooms allotted
 * past ALLOTMENT_MAX, refuse it, naming the first step that set them.
 */
export function checkWritten(written: Written, steps: readonly AriStep[]): void {
  const stays = [...written.restrictions, ...written.planControls];
  const crossed = stays.find(
    (row) => row.minStay !== null && row.maxStay !== null && row.minStay > row.maxStay,
  );
  if (crossed) {
    const culprit =
      steps.find(
        (step) =>
          (step.type === 'restrictions' || step.type === 'planControls') &&
          step.days.includes(crossed.day) &&
          (step.minStay !== undefined || step.maxStay !== undefined),
      ) ??
      steps.find(
        (step) =>
          (step.type === 'restrictions' || step.type === 'planControls') &&
          (step.minStay !== undefined || step.maxStay !== undefined),
      );
    throw new AriWriteError('minAboveMax', culprit?.source, crossed.day);
  }
  if (written.inventory.some((row) => row.allotment !== null && row.allotment > ALLOTMENT_MAX)) {
    const culprit = steps.find((step) => step.type === 'inventory' && step.allotmentAdd !== undefined);
    throw new AriWriteError('allotmentAboveMax', culprit?.source);
  }
  const below = written.inventory.find((row) => row.allotment !== null && row.allotment < row.booked);
  if (below) {
    const culprit = steps.find(
      (step) =>
        step.type === 'inventory' &&
        step.days.includes(below.day) &&
        step.rooms.includes(below.roomId) &&
        (step.allotment !== undefined || step.allotmentAdd !== undefined),
    );
    throw new AriWriteError('allotmentBelowBooked', culprit?.source, below.day);
  }
}

const dayKey = (iso: string) => iso.replaceAll('-', '_');

/** What a write wrote, as the grid's answer (prices grouped by value). */
export function toChanged(written: Written): AriChanged {
  const plans = written.planControls;
  return {
    prices: groupChangedPrices(
      written.prices.map((row) => ({
        room: row.roomId,
        board: row.board as Board,
        day: dayKey(row.day),
        cell: rowToCell(row),
      })),
    ),
    inventory: written.inventory.map((row) => ({
      room: row.roomId,
      day: dayKey(row.day),
      allotment: row.allotment,
      stopSale: row.stopSale,
    })),
    restrictions: written.restrictions.map((row) => ({ ...row, day: dayKey(row.day) })),
    ...(plans.length > 0
      ? {
          planControls: groupChangedPlanControls(
            plans.map(({ roomId, board, day, ...control }) => ({
              ...control,
              room: roomId,
              board: board as Board,
              day: dayKey(day),
            })),
          ),
        }
      : {}),
  };
}
