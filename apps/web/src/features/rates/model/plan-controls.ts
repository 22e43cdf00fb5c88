import {
  type AriChange,
  type AriGrid,
  type Board,
  compactPlanControls,
  type PlanControl,
  planControlAt,
  planControlRows,
} from '@hotel/domain';
// Types only: ari-grid.ts applies staged changes with this module's help.
import type { RestrictionField } from './ari-grid.ts';

const RESTRICTION_FIELDS: readonly RestrictionField[] = [
  'minStay',
  'maxStay',
  'closedArrival',
  'closedDeparture',
];

/**
 * Products' own restrictions and stop sales in the grid (issue 30): a channel manager may write
 * them for one room type × board of the rate (`rate_plan_controls`). They override the rate's
 * restrictions of the day for that product, and their stop sale closes that product only. The
 * grid edits the rate's restrictions; these say where a product sells differently.
 */

/** A product whose own value of a restriction differs from the rate's on a day. */
export interface ProductValue {
  room: number;
  board: Board;
  /** Its own value: nights (null: none) or closed. */
  value: number | null | boolean;
}

export interface PlanMarks {
  /** Per restriction field, per day of the month shown (offset from its first), the products that differ. */
  differs: Record<RestrictionField, ProductValue[][]>;
  /** Per product (`room:board`), a mask of the month: '1' where it is stopped for sale. */
  stopped: Map<string, string>;
}

/** The rate's value of a restriction on a day, as the grid shows it. */
export function rateValue(grid: AriGrid, field: RestrictionField, day: number): number | null | boolean {
  const { restrictions } = grid;
  if (field === 'minStay' || field === 'maxStay') return restrictions[field][day] ?? null;
  return restrictions[field][day] === '1';
}

/**
 * Where the products' own rows differ from the rate in the month shown (`first`, `count`): the
 * products per restriction and day whose value is not the rate's, and the products stopped.
 */
export function planMarks(grid: AriGrid, first: number, count: number): PlanMarks {
  const differs = Object.fromEntries(
    RESTRICTION_FIELDS.map((field) => [field, Array.from({ length: count }, (): ProductValue[] => [])]),
  ) as PlanMarks['differs'];
  const stopped = new Map<string, string>();
  const sold = new Set(grid.roomTypes.map((room) => room.id));
  for (const entry of grid.planControls ?? []) {
    if (!sold.has(entry.room) || !grid.boards.includes(entry.board)) continue;
    let mask = '';
    entry.days.forEach((day, position) => {
      const offset = day - first;
      if (offset < 0 || offset >= count) return;
      const control = planControlAt(entry, position);
      for (const field of RESTRICTION_FIELDS) {
        if (control[field] !== rateValue(grid, field, day))
          differs[field][offset]?.push({ room: entry.room, board: entry.board, value: control[field] });
      }
      if (control.stopSale) {
        if (!mask) mask = '0'.repeat(count);
        mask = `${mask.slice(0, offset)}1${mask.slice(offset + 1)}`;
      }
    });
    if (mask) stopped.set(`${entry.room}:${entry.board}`, mask);
  }
  return { differs, stopped };
}

/**
 * The products' rows with a staged change of the rate's restrictions applied: as the server
 * writes them, the fields the change names reach every product row of its days (`days` indexes).
 */
export function applyRestrictionsToPlans(
  planControls: AriGrid['planControls'],
  change: Pick<AriChange, RestrictionField>,
  days: readonly number[],
): AriGrid['planControls'] {
  if (!planControls || planControls.length === 0) return planControls;
  const named = RESTRICTION_FIELDS.filter((field) => change[field] !== undefined);
  if (named.length === 0) return planControls;
  const touched = new Set(days);
  if (!planControls.some((entry) => entry.days.some((day) => touched.has(day)))) return planControls;
  const set: Partial<PlanControl> = Object.fromEntries(named.map((field) => [field, change[field]]));
  return compactPlanControls(
    planControlRows(planControls).map((row) => (touched.has(row.day) ? { ...row, ...set } : row)),
  );
}
