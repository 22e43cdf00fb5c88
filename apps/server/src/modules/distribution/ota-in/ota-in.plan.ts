import {
  ARI_MSG,
  type AriChange,
  cellFromInput,
  changeDays,
  changeTargets,
  dayKeyToIso,
  OTA_MSG,
} from '@hotel/domain';
import { ARI_WRITE_CELLS_MAX, type AriStep, type AriWriteError, type Cell } from '../../rates/index.ts';
import type { OtaIssue, ReadChange } from './ota-in.read.ts';

/** The writes of one rate (or of the room types' own inventory: `rateId` null) and the days its feed row names. */
export interface OtaRateWrite {
  rateId: number | null;
  steps: AriStep[];
  span: { from?: string; to?: string };
}

/**
 * The checked changes of a message as AriService.apply's steps, per rate in the order the
 * message first names it: Overlay prices of all its messages as one step of cells (the last
 * message naming a cell wins, as in a bulk write), then, in message order, Delta prices (merged
 * with the cells as they are), removals, inventory and the rate plans' controls. Each step's
 * `source` is its change's index in `changes`.
 */
export function planMessage(changes: readonly ReadChange[]): OtaRateWrite[] {
  const byRate = new Map<number | null, { write: OtaRateWrite; cells: Map<string, Cell> }>();
  changes.forEach((read, source) => {
    let entry = byRate.get(read.rateId);
    if (!entry) {
      entry = { write: { rateId: read.rateId, steps: [], span: {} }, cells: new Map() };
      byRate.set(read.rateId, entry);
    }
    const { steps, span } = entry.write;
    const { change } = read;
    const days = daysOf(change);
    for (const day of [days[0], days[days.length - 1]]) {
      if (day === undefined) continue;
      if (span.from === undefined || day < span.from) span.from = day;
      if (span.to === undefined || day > span.to) span.to = day;
    }
    const rooms = change.roomTypes ?? [];
    const boards = change.boards ?? [];
    if (read.priceMode === 'overlay' && change.price) {
      const cell = cellFromInput(change.price);
      const cells = entry.cells;
      for (const day of days)
        for (const room of rooms)
          for (const board of boards) cells.set(`${room}:${board}:${day}`, { ...cell, room, board, day });
    } else if (read.priceMode === 'delta' && read.delta)
      steps.push({ type: 'delta', days, rooms, boards, ...read.delta, source });
    else if (read.priceMode === 'remove') steps.push({ type: 'removePrices', days, rooms, boards, source });
    if (read.allotmentMode !== undefined || (read.plan === undefined && change.stopSale !== undefined))
      steps.push({
        type: 'inventory',
        days,
        rooms,
        ...(read.allotmentMode === 'set' ? { allotment: change.allotment } : {}),
        ...(read.allotmentMode === 'adjust' ? { allotmentAdd: change.allotment } : {}),
        ...(read.allotmentMode === 'remove' ? { allotment: null } : {}),
        ...(read.plan === undefined && change.stopSale !== undefined ? { stopSale: change.stopSale } : {}),
        source,
      });
    if (read.plan && (changeTargets(change).restrictions || read.plan.stopSale !== undefined))
      steps.push({
        type: 'planControls',
        days,
        rooms: read.plan.rooms,
        board: read.plan.board,
        minStay: change.minStay,
        maxStay: change.maxStay,
        closedArrival: change.closedArrival,
        closedDeparture: change.closedDeparture,
        stopSale: read.plan.stopSale,
        source,
      });
  });
  return [...byRate.values()].map(({ write, cells }) => {
    // Overlay cells are written first, as one statement: a later Delta or removal of the same cell applies after it.
    if (cells.size > 0) write.steps.unshift({ type: 'cells', cells: [...cells.values()] });
    return write;
  });
}

/** The element an AriWriteError names in the message, and what it says. */
export function refusalOf(error: AriWriteError, changes: readonly ReadChange[], hotelPath: string): OtaIssue {
  const change = error.source === undefined ? undefined : changes[error.source];
  switch (error.problem) {
    case 'tooManyCells':
      return { path: hotelPath, key: OTA_MSG.tooManyCells, params: { max: ARI_WRITE_CELLS_MAX } };
    case 'minAboveMax':
      return {
        path: change ? (change.origins.minStay ?? change.origins.maxStay ?? change.path) : '',
        key: ARI_MSG.minAboveMax,
      };
    case 'allotmentAboveMax':
      return { path: change?.origins.allotment ?? '', key: ARI_MSG.allotmentRange };
    case 'allotmentBelowBooked':
      return { path: change?.origins.allotment ?? '', key: ARI_MSG.allotmentBelowBooked };
    case 'adultsCount':
      return { path: change?.origins['price.amounts'] ?? change?.path ?? '', key: ARI_MSG.adultsCount };
    default:
      // An incomplete Delta (OTA in plans no grid adjustment).
      return { path: change?.origins['price.amounts'] ?? change?.path ?? '', key: OTA_MSG.guestsInvalid };
  }
}

/** The ISO days of a change; a single day (most channel manager messages) without listing a range. */
export function daysOf(change: AriChange): string[] {
  if (change.start === change.end && change.weekdays === undefined) return [dayKeyToIso(change.start)];
  return changeDays(change).map(dayKeyToIso);
}
