import {
  ARI_MSG,
  type AriChange,
  type AriChanged,
  type AriGridWire,
  type AriRateContext,
  type AriRoomType,
  type AriWrite,
  adjustCell,
  ariGridSchema,
  type Board,
  cellFromInput,
  changeDays,
  changeIssues,
  changeTargets,
  compactPlanControls,
  type Derivation,
  dayIndex,
  dayKeyToIso,
  daysInYear,
  deriveCell,
  groupChangedPlanControls,
  groupChangedPrices,
  isSelectableYear,
  type PriceCell,
  RATES_MSG,
  roomOccupancy,
  selectableYears,
} from '@hotel/domain';
import type { CachedTable, ReadCache } from '../../db/read-cache.ts';
import { AppError, type Message } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/request-context.ts';
import type {
  AriRateRow,
  AriRepository,
  CellValues,
  InventoryRow,
  PlanControlRow,
  PriceRow,
  RestrictionRow,
  RoomTypeRow,
  WriteStep,
} from './ari.repository.ts';
import { assertRatesAccess, type RatesScope } from './rates.access.ts';

/** The tables a year of a rate's ARI is read from. */
const ARI_TABLES: readonly CachedTable[] = [
  'rates',
  'rate_room_types',
  'rooms',
  'rate_days',
  'rate_prices',
  'room_inventory',
  'rate_restrictions',
  'rate_plan_controls',
];

/** A bulk write expands to at most this many cells (room types × boards × days, summed over changes). */
export const ARI_WRITE_CELLS_MAX = 150_000;

export function toRoomType(row: RoomTypeRow): AriRoomType {
  return {
    id: row.id,
    name: row.name,
    isApartment: row.isApartment,
    occupancy: roomOccupancy({ total_occupancy: row.totalOccupancy, default_adults: row.defaultAdults }),
  };
}

export function rowToCell(row: Pick<PriceRow, 'amounts' | 'child' | 'infant' | 'baby'>): PriceCell {
  return { amounts: row.amounts.split(','), child: row.child, infant: row.infant, baby: row.baby };
}

export function derivationOf(rate: AriRateRow): Derivation | null {
  return rate.baseRateId !== null && rate.derivation
    ? { baseRate: rate.baseRateId, kind: rate.derivation.kind, value: rate.derivation.value }
    : null;
}

const isoDay = (key: string) => dayKeyToIso(key);
const dayKey = (iso: string) => iso.replaceAll('-', '_');

/** The ARI of a rate (decision 020): the year's grid, bulk changes, the CSV of a season. */
export class AriService {
  constructor(
    readonly repository: AriRepository,
    private readonly cache: ReadCache,
    /** The clock that decides the writable years; tests may fix it. */
    private readonly today: () => Date = () => new Date(),
  ) {}

  /** The rate when the caller may reach it (the tenant rule), otherwise 404. */
  async rateFor(user: SessionUser, scope: RatesScope, rateId: number): Promise<AriRateRow> {
    assertRatesAccess(user, scope);
    const rate = await this.repository.rateOf(scope.hotId, rateId);
    if (!rate) throw AppError.notFound();
    return rate;
  }

  async roomTypes(user: SessionUser, scope: RatesScope): Promise<AriRoomType[]> {
    assertRatesAccess(user, scope);
    return (await this.repository.roomTypesOf(scope.hotId)).map(toRoomType);
  }

  private assertYear(year: number): void {
    if (!isSelectableYear(year, this.today())) throw AppError.validation({ year: RATES_MSG.yearOutOfRange });
  }

  /**
   * The year's grid as the JSON the API answers, kept in the read cache until a write to a table
   * it is read from (decision 017's cache; a grid is 18 250 cells, so a warm read costs no
   * statement and no serialisation). The tenant rule is checked on every call.
   */
  async gridJson(user: SessionUser, scope: RatesScope, rateId: number, year: number): Promise<string> {
    assertRatesAccess(user, scope);
    this.assertYear(year);
    return this.cache.read(`ari:${scope.hotId}:${rateId}:${year}`, ARI_TABLES, async () => {
      const rate = await this.repository.rateOf(scope.hotId, rateId);
      if (!rate) throw AppError.notFound();
      return JSON.stringify(ariGridSchema.parse(await this.gridOf(rate, year)));
    });
  }

  /** A year of ARI in one answer: constant statements whatever the number of cells. */
  async grid(user: SessionUser, scope: RatesScope, rateId: number, year: number): Promise<AriGridWire> {
    const rate = await this.rateFor(user, scope, rateId);
    this.assertYear(year);
    return this.gridOf(rate, year);
  }

  private async gridOf(rate: AriRateRow, year: number): Promise<AriGridWire> {
    const first = `${year}-01-01`;
    const last = `${year}-12-31`;
    const days = daysInYear(year);
    const derived = derivationOf(rate);
    const rooms = (await this.repository.roomTypesOfRate(rate.id)).map(toRoomType);
    const roomIds = rooms.map((room) => room.id);
    const [prices, inventory, restrictions, applied, plans] = await Promise.all([
      this.repository.priceRows(derived ? derived.baseRate : rate.id, first, last),
      this.repository.inventory(roomIds, first, last),
      this.repository.restrictions(rate.id, first, last),
      this.repository.appliedDays(rate.id, first, last),
      this.repository.planControls(rate.id, first, last),
    ]);
    const boards = rate.boards as Board[];
    const perPerson = rate.priceRoomType === 'person';
    const rows = new Map<string, AriGridWire['prices'][number]>();
    for (const room of rooms) {
      for (const board of boards) {
        const empty = () => Array<string | null>(days).fill(null);
        rows.set(`${room.id}:${board}`, {
          room: room.id,
          board,
          amounts: Array<string[] | null>(days).fill(null),
          ...(perPerson ? { guests: { child: empty(), infant: empty(), baby: empty() } } : {}),
        });
      }
    }
    for (const row of prices) {
      const target = rows.get(`${row.roomId}:${row.board}`);
      if (!target) continue;
      const amounts = row.amounts.split(',');
      const child = row.child.split(',');
      const infant = row.infant.split(',');
      const baby = row.baby.split(',');
      row.days.split(',').forEach((offset, at) => {
        const day = Number(offset);
        let cell: PriceCell = {
          amounts: (amounts[at] ?? '').split(' '),
          child: child[at] || null,
          infant: infant[at] || null,
          baby: baby[at] || null,
        };
        if (derived) cell = deriveCell(cell, derived);
        target.amounts[day] = cell.amounts;
        if (target.guests) {
          target.guests.child[day] = cell.child;
          target.guests.infant[day] = cell.infant;
          target.guests.baby[day] = cell.baby;
        }
      });
    }
    const allotments = new Map(
      rooms.map((room) => [
        room.id,
        { allotment: Array<number | null>(days).fill(null), stopSale: Array<string>(days).fill('0') },
      ]),
    );
    for (const row of inventory) {
      const target = allotments.get(row.roomId);
      if (!target) continue;
      const index = dayIndex(year, dayKey(row.day));
      target.allotment[index] = row.allotment;
      target.stopSale[index] = row.stopSale ? '1' : '0';
    }
    const minStay = Array<number | null>(days).fill(null);
    const maxStay = Array<number | null>(days).fill(null);
    const closedArrival = Array<string>(days).fill('0');
    const closedDeparture = Array<string>(days).fill('0');
    for (const row of restrictions) {
      const index = dayIndex(year, dayKey(row.day));
      minStay[index] = row.minStay;
      maxStay[index] = row.maxStay;
      closedArrival[index] = row.closedArrival ? '1' : '0';
      closedDeparture[index] = row.closedDeparture ? '1' : '0';
    }
    const applies = Array<string>(days).fill('0');
    for (const day of applied) applies[dayIndex(year, dayKey(day))] = '1';
    // Products' own rows, for the room types and boards the rate sells now (rows of a room type or
    // board it no longer sells stay in the table but sell nothing).
    const planControls = compactPlanControls(
      plans
        .filter((row) => roomIds.includes(row.roomId) && boards.includes(row.board as Board))
        .map(({ roomId, board, day, ...control }) => ({
          ...control,
          room: roomId,
          board: board as Board,
          day: dayIndex(year, dayKey(day)),
        })),
    );
    return {
      rate: rate.id,
      kind: rate.kind,
      year,
      days,
      priceRoomType: rate.priceRoomType as AriGridWire['priceRoomType'],
      currency: rate.currency,
      quotaType: rate.quotaType,
      releaseDays: rate.releaseDays,
      childsAge: rate.childsAge,
      infantAge: rate.infantAge,
      babyAge: rate.babyAge,
      derived,
      roomTypes: rooms,
      boards,
      applies: applies.join(''),
      prices: [...rows.values()],
      inventory: rooms.map((room) => {
        const target = allotments.get(room.id);
        return {
          room: room.id,
          allotment: target?.allotment ?? [],
          stopSale: (target?.stopSale ?? []).join(''),
        };
      }),
      restrictions: {
        minStay,
        maxStay,
        closedArrival: closedArrival.join(''),
        closedDeparture: closedDeparture.join(''),
      },
      ...(planControls.length > 0 ? { planControls } : {}),
    };
  }

  /** What a change is checked against: the rate, its room types and boards, the writable days. */
  async contextOf(rate: AriRateRow): Promise<AriRateContext & { rooms: AriRoomType[] }> {
    const rooms = (await this.repository.roomTypesOfRate(rate.id)).map(toRoomType);
    const [current, next] = selectableYears(this.today());
    return {
      priceRoomType: rate.priceRoomType as 'person' | 'room',
      childsAge: rate.childsAge,
      infantAge: rate.infantAge,
      babyAge: rate.babyAge,
      quotaType: rate.quotaType,
      derived: derivationOf(rate) !== null,
      roomTypes: rooms.map((room) => ({ id: room.id, occupancy: room.occupancy })),
      rooms,
      boards: rate.boards,
      firstDay: `${current}_01_01`,
      lastDay: `${next}_12_31`,
    };
  }

  /**
   * A bulk write: every change checked first (any issue refuses the whole write), then all of
   * them in one transaction, in order. Answers the cells written, as they are now.
   */
  async write(user: SessionUser, scope: RatesScope, rateId: number, input: AriWrite): Promise<AriChanged> {
    const rate = await this.rateFor(user, scope, rateId);
    const context = await this.contextOf(rate);
    const fields: Record<string, Message> = {};
    input.changes.forEach((change, index) => {
      for (const issue of changeIssues(change, context)) {
        fields[['changes', index, ...issue.path].join('.')] ??= { key: issue.message };
      }
    });
    if (Object.keys(fields).length > 0) throw AppError.validation(fields);
    // Ranges are known to be at most a year now, so expanding them is cheap.
    const cells = input.changes.reduce((sum, change) => {
      const { prices, inventory } = changeTargets(change);
      const rooms = change.roomTypes?.length ?? 0;
      const perDay = 1 + (prices ? rooms * (change.boards?.length ?? 0) : 0) + (inventory ? rooms : 0);
      return sum + changeDays(change).length * perDay;
    }, 0);
    if (cells > ARI_WRITE_CELLS_MAX) throw AppError.validation({ changes: ARI_MSG.tooManyChanges });
    const steps = input.changes.flatMap((change, index) => planChange(change, index));
    const written = await this.repository.write(
      rate.id,
      steps,
      (index, found) => adjustFound(input.changes[index], index, found),
      // A product's own maximum (an OTA message's, decision 042) counts as much as the rate's.
      (result) => checkStays([...result.restrictions, ...result.planControls], input.changes),
    );
    return toChanged(written);
  }
}

/** The writes of one change, in the order prices, inventory, restrictions. */
function planChange(
  change: AriChange,
  index: number,
): (WriteStep | { type: 'adjust'; days: string[]; rooms: number[]; boards: string[]; index: number })[] {
  const days = changeDays(change).map(isoDay);
  if (days.length === 0) return [];
  const rooms = change.roomTypes ?? [];
  const boards = change.boards ?? [];
  const steps: (
    | WriteStep
    | { type: 'adjust'; days: string[]; rooms: number[]; boards: string[]; index: number }
  )[] = [];
  if (change.price) steps.push({ type: 'price', days, rooms, boards, cell: cellFromInput(change.price) });
  if (change.adjust) steps.push({ type: 'adjust', days, rooms, boards, index });
  if (change.allotment !== undefined || change.stopSale !== undefined)
    steps.push({ type: 'inventory', days, rooms, allotment: change.allotment, stopSale: change.stopSale });
  const { restrictions } = changeTargets(change);
  if (restrictions)
    steps.push({
      type: 'restrictions',
      days,
      minStay: change.minStay,
      maxStay: change.maxStay,
      closedArrival: change.closedArrival,
      closedDeparture: change.closedDeparture,
    });
  return steps;
}

/** The adjusted values of the cells an `adjust` found (exactly as the web computes them), or a 400. */
function adjustFound(
  change: AriChange | undefined,
  index: number,
  found: PriceRow[],
): (CellValues & { room: number; board: string; day: string })[] {
  if (!change?.adjust) return [];
  const adjustment = change.adjust;
  return found.map((row) => {
    const adjusted = adjustCell(rowToCell(row), adjustment);
    if (!adjusted) throw AppError.validation({ [`changes.${index}.adjust`]: ARI_MSG.adjustTooLarge });
    return { ...adjusted, room: row.roomId, board: row.board, day: row.day };
  });
}

/** Minimum stay above maximum once merged with what the days held: refused (the transaction is undone). */
function checkStays(written: Pick<RestrictionRow, 'minStay' | 'maxStay'>[], changes: AriChange[]): void {
  const wrong = written.find(
    (row) => row.minStay !== null && row.maxStay !== null && row.minStay > row.maxStay,
  );
  if (!wrong) return;
  const index = Math.max(
    0,
    changes.findIndex((change) => change.minStay !== undefined || change.maxStay !== undefined),
  );
  throw AppError.validation({ [`changes.${index}.minStay`]: ARI_MSG.minAboveMax });
}

export function toChanged(written: {
  prices: PriceRow[];
  inventory: InventoryRow[];
  restrictions: RestrictionRow[];
  planControls?: PlanControlRow[];
}): AriChanged {
  const plans = written.planControls ?? [];
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
