import {
  type AriChange,
  type AriChanged,
  type AriGrid,
  type AriGridWire,
  type Board,
  dayIndex,
  formatDayKey,
  groupChangedPlanControls,
  groupChangedPrices,
  type PriceCell,
  parseDayKey,
  planControlRows,
  type RateContract,
} from '@hotel/domain';
import { vi } from 'vitest';
import { applyChanges, dayKeyAt, sameCell } from '../../model/ari-grid.ts';
import { type Call, fakeRatesApi, makeRate } from '../rates.test-utils.tsx';

/**
 * An in-memory ARI API for user 1 and hotel 1, over the rates one (tests only): the year's grid,
 * bulk writes applied with the domain's rules (answering the cells they changed), the CSV calls.
 */

export type Reply = { status: number; body: unknown } | null;

export interface FakeAri {
  calls: Call[];
  grids: Map<string, AriGrid>;
  /** The next answer of a write or an import instead of the normal one (a 400, say). */
  nextWrite: Reply;
  nextImport: Reply;
  csv: string;
}

function changed(before: AriGrid, after: AriGrid): AriChanged {
  const out: AriChanged = { prices: [], inventory: [], restrictions: [] };
  const key = (index: number) => dayKeyAt(after.year, index);
  const cells: { room: number; board: Board; day: string; cell: PriceCell }[] = [];
  after.prices.forEach((row, r) => {
    row.cells.forEach((cell, index) => {
      if (cell && !sameCell(cell, before.prices[r]?.cells[index]))
        cells.push({ room: row.room, board: row.board, day: key(index), cell });
    });
  });
  out.prices = groupChangedPrices(cells);
  after.inventory.forEach((row, r) => {
    const old = before.inventory[r];
    row.allotment.forEach((rooms, index) => {
      if (rooms !== old?.allotment[index] || row.stopSale[index] !== old?.stopSale[index])
        out.inventory.push({
          room: row.room,
          day: key(index),
          allotment: rooms,
          stopSale: row.stopSale[index] === '1',
        });
    });
  });
  const r = after.restrictions;
  const o = before.restrictions;
  r.minStay.forEach((_, index) => {
    if (
      r.minStay[index] !== o.minStay[index] ||
      r.maxStay[index] !== o.maxStay[index] ||
      r.closedArrival[index] !== o.closedArrival[index] ||
      r.closedDeparture[index] !== o.closedDeparture[index]
    )
      out.restrictions.push({
        day: key(index),
        minStay: r.minStay[index] ?? null,
        maxStay: r.maxStay[index] ?? null,
        closedArrival: r.closedArrival[index] === '1',
        closedDeparture: r.closedDeparture[index] === '1',
      });
  });
  // Products' own rows (rate_plan_controls) the write changed, as the server answers them.
  const old = new Map(
    planControlRows(before.planControls ?? []).map((row) => [`${row.room}:${row.board}:${row.day}`, row]),
  );
  const plans = planControlRows(after.planControls ?? []).filter((row) => {
    const was = old.get(`${row.room}:${row.board}:${row.day}`);
    return !was || JSON.stringify(was) !== JSON.stringify(row);
  });
  if (plans.length > 0)
    out.planControls = groupChangedPlanControls(plans.map((row) => ({ ...row, day: key(row.day) })));
  return out;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Serves `grids` (by `${rateId}:${year}`) beside the rates API of `contracts`. */
export function fakeAriApi(
  contracts: RateContract[],
  grids: AriGrid[],
  days: Record<string, number[]> = {},
): FakeAri {
  const { calls } = fakeRatesApi(contracts, days);
  const rates = globalThis.fetch;
  const state: FakeAri = {
    calls,
    grids: new Map(grids.map((grid) => [`${grid.rate}:${grid.year}`, grid])),
    nextWrite: null,
    nextImport: null,
    csv: 'room_type_id,room_type,board,date,price\n',
  };
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const url = new URL(input, 'http://localhost');
    const match = /^\/api\/rates\/contracts\/ari\/1\/1\/(\d+)\/(?:(\d+)\/(csv)?)?$/.exec(url.pathname);
    if (!match) return rates(input, init);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, search: url.search, body });
    const [, rateId, year, csv] = match;
    if (csv && method === 'GET')
      return new Response(state.csv, { status: 200, headers: { 'content-type': 'text/csv' } });
    if (csv && method === 'POST') {
      const reply = state.nextImport;
      state.nextImport = null;
      return reply
        ? json(reply.status, reply.body)
        : json(200, { prices: [], inventory: [], restrictions: [] });
    }
    if (year && method === 'GET') {
      const grid = state.grids.get(`${rateId}:${year}`);
      return grid ? json(200, toWire(grid)) : json(404, { detail: 'No encontrado' });
    }
    if (!year && method === 'POST') {
      const reply = state.nextWrite;
      state.nextWrite = null;
      if (reply) return json(reply.status, reply.body);
      const all: AriChanged = { prices: [], inventory: [], restrictions: [] };
      for (const [key, grid] of state.grids) {
        if (!key.startsWith(`${rateId}:`)) continue;
        const next = applyChanges(grid, (body as { changes: AriChange[] }).changes);
        const diff = changed(grid, next);
        state.grids.set(key, next);
        all.prices.push(...diff.prices);
        all.inventory.push(...diff.inventory);
        all.restrictions.push(...diff.restrictions);
        if (diff.planControls) all.planControls = [...(all.planControls ?? []), ...diff.planControls];
      }
      return json(200, all);
    }
    return json(404, { detail: 'No encontrado' });
  });
  return state;
}

/** 'YYYY_MM_DD' of a day of a year. */
export const dayKey = (year: number, month: number, day: number) => formatDayKey(year, month, day);

/** The year the ARI screens' tests edit: next year, whose every day is still to come. */
export const year = new Date().getFullYear() + 1;
/** A day's index in `year`. */
export const at = (month: number, day: number) => dayIndex(year, dayKey(year, month, day));

/** A rate priced per person, with allotment and release, and an offer derived from it: one contract. */
const rate = makeRate({
  id: 10,
  name: 'Temporada alta',
  quotaType: 'allotment_release',
  releaseDays: 7,
  priceRoomType: 'person',
});
const offer = makeRate({
  id: 12,
  kind: 'offer',
  name: 'Oferta',
  derived: { baseRate: 10, kind: 'percent', value: '10' },
});
export const contracts = [{ id: 4, hotel: 1, name: 'Contrato anual', rates: [rate, offer] }];

/** The grid's cell button of a row and a day. */
export function button(row: number, day: number): HTMLElement {
  const element = document.querySelector<HTMLElement>(`[data-row="${row}"][data-day="${day}"]`);
  if (!element) throw new Error(`no cell ${row}:${day}`);
  return element;
}

/** The weekend days (Saturday, Sunday) of a month of a year. */
export function weekendDays(year: number, month: number): number[] {
  const days: number[] = [];
  for (let day = 1; parseDayKey(formatDayKey(year, month, day)); day++) {
    const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
    if (weekday === 0 || weekday === 6) days.push(day);
  }
  return days;
}

/** The grid as the server sends it (compact: amounts per day, guest prices per person rate). */
function toWire(grid: AriGrid): AriGridWire {
  return {
    ...grid,
    prices: grid.prices.map((row) => ({
      room: row.room,
      board: row.board,
      amounts: row.cells.map((cell) => cell?.amounts ?? null),
      ...(grid.priceRoomType === 'person'
        ? {
            guests: {
              child: row.cells.map((cell) => cell?.child ?? null),
              infant: row.cells.map((cell) => cell?.infant ?? null),
              baby: row.cells.map((cell) => cell?.baby ?? null),
            },
          }
        : {}),
    })),
  };
}
