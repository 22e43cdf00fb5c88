import {
  ARI_MSG,
  type AriChanged,
  type AriGridWire,
  type AriRateContext,
  type AriRoomType,
  type AriWrite,
  ariGridSchema,
  changeIssues,
  deriveCell,
  HOTEL_TIME_ZONE_DEFAULT,
  type HotelTax,
  isSelectableYear,
  type NightAri,
  priceStay,
  type QuoteInput,
  RATES_MSG,
  type RatePolicies,
  type RateTerm,
  roomsLeft,
  STAY_NIGHTS_MAX,
  type StayQuote,
  type StayRate,
  selectableYears,
  stayNights,
} from '@hotel/domain';
import type { Db } from '../../db/client.ts';
import type { CachedTable, ReadCache } from '../../db/read-cache.ts';
import type { ActivityLog } from '../../lib/activity-log.ts';
import { AppError, type Message } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/request-context.ts';
import type { AriRateRow, AriRepository, RoomTypeRow, Written } from './ari.repository.ts';
import {
  type InventoryRow,
  type PlanControlRow,
  type PriceRow,
  type RestrictionRow,
  writtenCells,
} from './ari.statements.ts';
import { derivationOf, gridOf, toRoomType } from './ari-grid.ts';
import {
  type AriStep,
  AriWriteError,
  adjustFound,
  checkWritten,
  daySpan,
  mergeDelta,
  planChange,
  rowToCell,
  toChanged,
  withinCellCap,
} from './ari-write.ts';
import { assertRatesAccess, type RatesScope } from './rates.access.ts';

export type { Cell } from './ari.statements.ts';
export { derivationOf, toRoomType } from './ari-grid.ts';
export { ARI_WRITE_CELLS_MAX, type AriStep, AriWriteError, withinCellCap } from './ari-write.ts';

/** What a stay is checked and priced against: `AriService.stayAri`'s answer. */
export interface StayRead {
  rate: StayRate;
  row: AriRateRow;
  /** By room type, by day. */
  nights: Map<number, Map<string, NightAri>>;
  policies: RatePolicies;
}

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

/** The ARI of a rate (decision 020): the year's grid, bulk changes, the CSV of a season. */
export class AriService {
  constructor(
    private readonly repository: AriRepository,
    private readonly cache: ReadCache,
    /** The back office's log: one event a grid save, its days and what it set (decision 061). */
    private readonly activity: ActivityLog,
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

  /**
   * The hotel's room types and apartments, in the sidebar's order, as distribution reads them
   * (ARI out, OTA in): no tenant rule here, their API key's reach is checked by the caller.
   */
  async roomTypesOfHotel(hotelId: number): Promise<RoomTypeRow[]> {
    return this.repository.roomTypesOf(hotelId);
  }

  /**
   * The names of some of the hotel's rates (a reservation's e-mail); a rate that is not the
   * hotel's is left out. No tenant rule: the caller has checked its reach.
   */
  async rateNamesOfHotel(hotelId: number, rateIds: readonly number[]): Promise<Map<number, string>> {
    const names = new Map<number, string>();
    for (const rateId of new Set(rateIds)) {
      const rate = await this.repository.rateOf(hotelId, rateId);
      if (rate) names.set(rateId, rate.name);
    }
    return names;
  }

  /** The room types (ids) of several rates, in the sidebar's order (ARI out, OTA in). */
  async roomIdsOfRates(rateIds: number[]): Promise<{ rateId: number; roomId: number }[]> {
    return this.repository.roomIdsOfRates(rateIds);
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
      return JSON.stringify(ariGridSchema.parse(await gridOf(this.repository, rate, year)));
    });
  }

  /** A year of ARI in one answer: constant statements whatever the number of cells. */
  async grid(user: SessionUser, scope: RatesScope, rateId: number, year: number): Promise<AriGridWire> {
    const rate = await this.rateFor(user, scope, rateId);
    this.assertYear(year);
    return gridOf(this.repository, rate, year);
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
   * A bulk write from the grid: every change checked first (any issue refuses the whole write),
   * then all of them in one transaction, in order. Answers the cells written, as they are now.
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
    const steps = input.changes.flatMap((change, index) => planChange(change, index));
    if (!withinCellCap(steps)) throw AppError.validation({ changes: ARI_MSG.tooManyChanges });
    try {
      const written = await this.transaction(async (tx) => {
        const cells = await this.apply(tx, { ...context, id: rate.id }, steps);
        await this.activity.record(
          { hotelId: scope.hotId, userId: user.id, action: 'ari.written', detail: ariSummary(rate, input) },
          tx,
        );
        return cells;
      });
      return toChanged(written);
    } catch (error) {
      if (!(error instanceof AriWriteError)) throw error;
      throw AppError.validation(gridRefusal(error));
    }
  }

  /**
   * What a stay is checked and priced against (issues 32, 33), read in `tx` (else on the pool):
   * the rate as checkStay takes it (offers' prices derived from their base), the rate's row (its
   * terms), its policies, and for each room type named and each day (the nights and the departure
   * day) the ARI of the room type and board. Every room type in one read (seven statements).
   * Undefined when the rate is not the hotel's.
   */
  async stayAri(
    tx: Db | undefined,
    hotelId: number,
    stay: { rateId: number; roomIds: readonly number[]; board: string; days: readonly string[] },
  ): Promise<StayRead | undefined> {
    const found = await this.repository.stayRows(tx, hotelId, stay);
    if (!found) return undefined;
    const { rate: row } = found;
    const derived = derivationOf(row);
    const applied = new Set(found.applied);
    const cell = (roomId: number, day: string) => `${roomId}:${day}`;
    const prices = new Map(found.prices.map((price) => [cell(price.roomId, price.day), price]));
    const inventory = new Map(found.inventory.map((entry) => [cell(entry.roomId, entry.day), entry]));
    const restrictions = new Map(found.restrictions.map((entry) => [entry.day, entry]));
    const plans = new Map(found.planControls.map((entry) => [cell(entry.roomId, entry.day), entry]));
    const nights = new Map<number, Map<string, NightAri>>();
    for (const roomId of stay.roomIds) {
      const ofRoom = new Map<string, NightAri>();
      for (const day of stay.days) {
        const price = prices.get(cell(roomId, day));
        const priced = price ? rowToCell(price) : null;
        const stock = inventory.get(cell(roomId, day));
        const plan = plans.get(cell(roomId, day));
        ofRoom.set(day, {
          day,
          rateDay: applied.has(day),
          price: priced && derived ? deriveCell(priced, derived) : priced,
          inventory: stock
            ? { allotment: stock.allotment, booked: stock.booked, stopSale: stock.stopSale }
            : null,
          restriction: restrictions.get(day) ?? null,
          planControl: plan
            ? {
                minStay: plan.minStay,
                maxStay: plan.maxStay,
                closedArrival: plan.closedArrival,
                closedDeparture: plan.closedDeparture,
                stopSale: plan.stopSale,
              }
            : null,
        });
      }
      nights.set(roomId, ofRoom);
    }
    const rate: StayRate = {
      priceRoomType: row.priceRoomType as 'person' | 'room',
      childsAge: row.childsAge,
      infantAge: row.infantAge,
      babyAge: row.babyAge,
      quotaType: row.quotaType,
      releaseDays: row.releaseDays,
      boards: row.boards,
      roomTypes: found.roomIds,
    };
    return { rate, row, nights, policies: found.policies };
  }

  /**
   * A quote (issue 33, decisions 064, 066 and 067): the stay priced by the one engine, as a
   * reservation of it would be. The users', staff's and keys' routes all call this; the caller
   * checked the hotel. The currency is the rate's. No transaction: under READ COMMITTED it gave each
   * statement its own snapshot anyway, and only pinned one connection to run them in turn; on the
   * pool the reads run side by side (decision 066).
   */
  async quote(
    hotelId: number,
    input: QuoteInput,
    now: Date = new Date(),
  ): Promise<StayQuote & { currency?: string }> {
    const nights = stayNights(input.arrival, input.departure);
    if (nights.length === 0 || nights.length > STAY_NIGHTS_MAX)
      return { sells: false, room: null, night: null, reason: 'dates_invalid' };
    const priced = await this.pricedStay(
      undefined,
      hotelId,
      input,
      input.bookedAt ? new Date(input.bookedAt) : now,
      HOTEL_TIME_ZONE_DEFAULT,
    );
    if (!priced) return { sells: false, room: null, night: null, reason: 'rate_unknown' };
    const { quote, read } = priced;
    return quote.sells ? { ...quote, currency: read.row.currency } : quote;
  }

  /**
   * A stay of one rate and board priced by the one engine (`priceStay`, decision 063) on the ARI
   * of its room types (`stayAri`, every room type in one read), the rate's terms and the hotel's
   * taxes: what a quote answers and what a reservation is booked at (decision 067). In `tx` when
   * given (a reservation's), else on the pool. Undefined when the rate is not the hotel's. The
   * caller checked the dates (1 … STAY_NIGHTS_MAX nights).
   */
  async pricedStay(
    tx: Db | undefined,
    hotelId: number,
    stay: Pick<QuoteInput, 'rateId' | 'board' | 'arrival' | 'departure' | 'rooms'>,
    bookedAt: Date,
    timeZone: string,
  ): Promise<{ quote: StayQuote; read: StayRead } | undefined> {
    const days = [...stayNights(stay.arrival, stay.departure), stay.departure];
    const roomIds = [...new Set(stay.rooms.map((room) => room.roomTypeId))];
    const [read, terms, taxes] = await Promise.all([
      this.stayAri(tx, hotelId, { rateId: stay.rateId, roomIds, board: stay.board, days }),
      this.repository.termsOf(stay.rateId, tx),
      this.repository.taxesOf(hotelId, tx),
    ]);
    if (!read) return undefined;
    const quote = priceStay({
      rate: { ...read.rate, id: read.row.id, pricesIncludeTax: read.row.pricesIncludeTax },
      terms,
      taxes,
      board: stay.board,
      arrival: stay.arrival,
      departure: stay.departure,
      rooms: stay.rooms,
      ari: read.nights,
      bookedAt,
      timeZone,
    });
    return { quote, read };
  }

  /**
   * The edited cancellation policies and date overrides of rates (decision 056); a rate absent
   * from the answer has none (its wizard's choice is in force: `policyInForce`).
   */
  async cancellationPoliciesOf(rateIds: readonly number[]): Promise<Map<number, RatePolicies>> {
    return this.repository.policiesOf(rateIds);
  }

  /**
   * The contract terms of rates (decision 066: ARI out sends them); a rate absent from the answer
   * has none. No tenant rule: the caller has checked its reach.
   */
  async termsOfRates(rateIds: readonly number[]): Promise<Map<number, RateTerm[]>> {
    return this.repository.termsOfRates(rateIds);
  }

  /** A hotel's taxes and fees (decision 066: ARI out sends them); no tenant rule, as above. */
  async taxesOfHotel(hotelId: number): Promise<HotelTax[]> {
    return this.repository.taxesOf(hotelId);
  }

  /**
   * Rooms left per room type and day of each hotel (issue 32 item 6, staff's panel): the domain's
   * `roomsLeft` (allotment − booked, null without allotment) of every room type, in the sidebar's
   * order, for each day of `days` (ISO days in order). Two statements a hotel at most.
   */
  async roomsLeftOf(
    hotelIds: readonly number[],
    days: readonly string[],
  ): Promise<Map<number, { roomTypeId: number; name: string; left: (number | null)[] }[]>> {
    const out = new Map<number, { roomTypeId: number; name: string; left: (number | null)[] }[]>();
    const first = days[0];
    const last = days.at(-1);
    if (!first || !last) return out;
    await Promise.all(
      hotelIds.map(async (hotelId) => {
        const rooms = await this.repository.roomTypesOf(hotelId);
        const rows = await this.repository.inventory(
          rooms.map((room) => room.id),
          first,
          last,
        );
        const byCell = new Map(rows.map((row) => [`${row.roomId}:${row.day}`, row]));
        out.set(
          hotelId,
          rooms.map((room) => ({
            roomTypeId: room.id,
            name: room.name,
            left: days.map((day) => roomsLeft(byCell.get(`${room.id}:${day}`) ?? null)),
          })),
        );
      }),
    );
    return out;
  }

  /**
   * Locks the inventory of room types × days in the caller's transaction, in one global order
   * (room, day), before `book` steps change them: reservations lock everything they give back and
   * take first, so that two of them crossing the same rows never deadlock.
   */
  async lockInventory(tx: Db, cells: readonly { room: number; day: string }[]): Promise<void> {
    await this.repository.lockInventory(tx, cells);
  }

  /** A transaction for `apply`: what runs in it commits together or not at all. */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.repository.transaction(work);
  }

  /**
   * The one ARI write path (issue 31): the grid's bulk write, a CSV import and OTA in all write
   * through here, in a transaction their caller holds. The steps run in order through the
   * repository; an `adjust` or a Delta reads its cells locked and computes their new values here;
   * then one set of checks sees what was written (checkWritten) and the change is recorded for
   * distribution (one feed row: the rate's, or the hotel's when `rate` is null: room types' own
   * inventory). Throws AriWriteError (the caller's transaction must roll back) when the steps
   * exceed the cell cap, an adjustment or Delta cannot apply, or a check fails.
   *
   * `record.span`: the days the feed row names (default: the first and last day the steps
   * write); `record.hotelId`: the hotel of a write without rate. `returnPrices: false`: the cells
   * of a `cells` step are not read back (Written.prices lacks them).
   */
  async apply(
    tx: Db,
    rate: (Pick<AriRateContext, 'priceRoomType' | 'roomTypes'> & { id: number }) | null,
    steps: readonly AriStep[],
    options: {
      record?: { span?: { from?: string; to?: string }; hotelId?: number };
      returnPrices?: boolean;
    } = {},
  ): Promise<Written> {
    if (!withinCellCap(steps)) throw new AriWriteError('tooManyCells');
    const { repository } = this;
    // Inventory steps name their room types and use no rate.
    const rateId = rate?.id ?? 0;
    const prices = new Map<string, PriceRow>();
    const inventory = new Map<string, InventoryRow>();
    const restrictions = new Map<string, RestrictionRow>();
    const planControls = new Map<string, PlanControlRow>();
    const keepPrices = (rows: PriceRow[]) => {
      for (const row of rows) prices.set(`${row.roomId}:${row.board}:${row.day}`, row);
    };
    const keepPlans = (rows: PlanControlRow[]) => {
      for (const row of rows) planControls.set(`${row.roomId}:${row.board}:${row.day}`, row);
    };
    for (const step of steps) {
      if (step.type === 'price') {
        await repository.setPrices(tx, rateId, step);
        // Every cell named gets the same price: what was written is known without reading it back.
        keepPrices(writtenCells(step));
      } else if (step.type === 'adjust' || step.type === 'delta') {
        const found = await repository.lockCells(tx, rateId, step);
        const cells = step.type === 'adjust' ? adjustFound(step, found) : mergeDelta(step, found, rate);
        keepPrices(await repository.upsertCells(tx, rateId, cells, options.returnPrices !== false));
      } else if (step.type === 'cells') {
        keepPrices(await repository.upsertCells(tx, rateId, step.cells, options.returnPrices !== false));
      } else if (step.type === 'removePrices') {
        await repository.removePrices(tx, rateId, step);
        for (const day of step.days)
          for (const room of step.rooms)
            for (const board of step.boards) prices.delete(`${room}:${board}:${day}`);
      } else if (step.type === 'inventory') {
        for (const row of await repository.writeInventory(tx, step))
          inventory.set(`${row.roomId}:${row.day}`, row);
      } else if (step.type === 'book') {
        const rows = await repository.book(tx, step);
        if (step.delta > 0 && rows.length < step.days.length) {
          const found = new Set(rows.map((row) => row.day));
          throw new AriWriteError(
            'soldOut',
            step.source,
            step.days.find((day) => !found.has(day)),
          );
        }
        for (const row of rows) inventory.set(`${row.roomId}:${row.day}`, row);
      } else if (step.type === 'planControls') {
        keepPlans(await repository.writePlanControls(tx, rateId, step));
      } else {
        const rows = await repository.writeRestrictions(tx, rateId, step);
        for (const row of rows.restrictions) restrictions.set(row.day, row);
        // The rate's restrictions reach each of its products: the same fields of their own rows.
        keepPlans(rows.planControls);
      }
    }
    const written: Written = {
      prices: [...prices.values()],
      inventory: [...inventory.values()],
      restrictions: [...restrictions.values()],
      planControls: [...planControls.values()],
    };
    checkWritten(written, steps);
    const span = options.record?.span ?? daySpan(steps);
    if (steps.length > 0 && span) {
      if (rate) await repository.recordChange(tx, { rateId: rate.id }, span);
      else if (options.record?.hotelId !== undefined)
        await repository.recordChange(tx, { hotelId: options.record.hotelId }, span);
    }
    return written;
  }
}

/** An AriWriteError as the grid's 400 fields (`changes.N.field`). */
function gridRefusal(error: AriWriteError): Record<string, string> {
  const index = error.source ?? 0;
  switch (error.problem) {
    case 'tooManyCells':
      return { changes: ARI_MSG.tooManyChanges };
    case 'adjustTooLarge':
      return { [`changes.${index}.adjust`]: ARI_MSG.adjustTooLarge };
    case 'allotmentAboveMax':
      return { [`changes.${index}.allotment`]: ARI_MSG.allotmentRange };
    case 'allotmentBelowBooked':
      return { [`changes.${index}.allotment`]: ARI_MSG.allotmentBelowBooked };
    case 'minAboveMax':
      return { [`changes.${index}.minStay`]: ARI_MSG.minAboveMax };
    default:
      // A Delta is OTA in's: the grid plans none.
      throw error;
  }
}

/** What the log says of a grid save: the rate, the days it spans, what it set and the prices typed. */
function ariSummary(rate: AriRateRow, input: AriWrite): Record<string, unknown> {
  const starts = input.changes.map((change) => change.start).sort();
  const ends = input.changes.map((change) => change.end).sort();
  const set = new Set<string>();
  for (const change of input.changes)
    for (const field of [
      'price',
      'adjust',
      'allotment',
      'stopSale',
      'minStay',
      'maxStay',
      'closedArrival',
      'closedDeparture',
    ] as const)
      if (change[field] !== undefined) set.add(field);
  const price = input.changes.find((change) => change.price)?.price;
  return {
    rate: rate.id,
    name: rate.name,
    from: starts[0] ?? null,
    to: ends.at(-1) ?? null,
    changes: input.changes.length,
    set: [...set],
    ...(price ? { amounts: price.amounts } : {}),
  };
}
