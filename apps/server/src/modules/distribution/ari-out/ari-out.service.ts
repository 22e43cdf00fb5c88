import {
  type AriOut,
  type AriOutQuery,
  BOARD_OTA_MEAL_PLAN,
  type Board,
  type Derivation,
  deriveCell,
  fromCents,
  isBoard,
  normalizeCell,
  type PriceCell,
  toCents,
} from '@hotel/domain';
import { AppError } from '../../../lib/errors.ts';
import { type AriService, toRoomType } from '../../rates/index.ts';
import {
  AGE_QUALIFYING_CODE,
  ATTR,
  buildOtaDocument,
  foldDays,
  GUEST_KINDS,
  type OtaNode,
  ratePlanCode,
} from '../ota/index.ts';
import type { AriOutRepository, OutRateRow } from './ari-out.repository.ts';

/** What ARI out reads of the rates module: the room types of the hotel and of its rates. */
export type AriOutRooms = Pick<AriService, 'roomTypesOfHotel' | 'roomIdsOfRates'>;

// ---------------------------------------------------------------------------------------------
// A hotel's ARI by day
// ---------------------------------------------------------------------------------------------

interface DayRestriction {
  minStay: number | null;
  maxStay: number | null;
  closedArrival: boolean;
  closedDeparture: boolean;
}
interface PlanControl extends DayRestriction {
  stopSale: boolean;
}
const NO_RESTRICTION: DayRestriction = {
  minStay: null,
  maxStay: null,
  closedArrival: false,
  closedDeparture: false,
};
const RESTRICTION_FIELDS = ['minStay', 'maxStay', 'closedArrival', 'closedDeparture'] as const;

interface RateAri {
  rate: OutRateRow;
  derived: Derivation | null;
  rooms: number[];
  boards: Board[];
  /** Per room type and board (`room:board`), the cells of the days the rate applies, in day order. */
  prices: Map<string, { room: number; board: Board; days: { day: string; value: PriceCell }[] }>;
  restrictions: { day: string; value: DayRestriction }[];
  /**
   * Per product (`room:board`), the days where its own row differs from the rate's restrictions
   * or stops it, in day order (issue 30: controls at the grain a message named).
   */
  planControls: Map<string, { room: number; board: Board; days: { day: string; value: PlanControl }[] }>;
  /** The days of the range the rate applies, in day order. */
  applies: string[];
}

interface HotelAri {
  hotel: { id: number; code: string };
  from: string;
  to: string;
  roomTypes: AriOut['roomTypes'];
  rates: RateAri[];
  /** Per room type, its inventory rows in day order. */
  inventory: Map<number, { day: string; value: { allotment: number | null; stopSale: boolean } }[]>;
}

function derivationOf(rate: OutRateRow): Derivation | null {
  return rate.baseRateId !== null && rate.derivation
    ? { baseRate: rate.baseRateId, kind: rate.derivation.kind, value: rate.derivation.value }
    : null;
}

const cellKey = (cell: PriceCell) => `${cell.amounts.join(' ')}|${cell.child}|${cell.infant}|${cell.baby}`;
const restrictionKey = (value: DayRestriction) =>
  `${value.minStay}|${value.maxStay}|${value.closedArrival}|${value.closedDeparture}`;

/**
 * ARI out (issue 17 item 3): a hotel's prices, allotments and restrictions over a date range, as
 * JSON and as OTA_HotelRateAmountNotifRQ / OTA_HotelAvailNotifRQ. Eight statements whatever the
 * range, the rates or the room types; derived offers and promotions resolved from their base
 * rate's cells with the domain's `deriveCell`, as the grid does.
 */
export class AriOutService {
  constructor(
    private readonly repository: AriOutRepository,
    private readonly ari: AriOutRooms,
  ) {}

  private async load(hotelId: number, query: AriOutQuery): Promise<HotelAri> {
    const { from, to } = query;
    const [hotel, roomRows, rateRows] = await Promise.all([
      this.repository.hotel(hotelId),
      this.ari.roomTypesOfHotel(hotelId),
      this.repository.ratesOf(hotelId),
    ]);
    if (!hotel) throw AppError.notFound();
    const rateIds = rateRows.map((rate) => rate.id);
    // A base rate is one of the hotel's own (the rates service checks it): its prices come in the same read.
    const priceRateIds = [...new Set(rateRows.map((rate) => derivationOf(rate)?.baseRate ?? rate.id))];
    const [rateRooms, prices, applied, inventory, restrictions, planRows] = await Promise.all([
      this.ari.roomIdsOfRates(rateIds),
      this.repository.prices(priceRateIds, from, to),
      this.repository.appliedDays(rateIds, from, to),
      this.repository.inventory(hotelId, from, to),
      this.repository.restrictions(rateIds, from, to),
      this.repository.planControls(rateIds, from, to),
    ]);
    const roomsOfRate = new Map<number, number[]>();
    for (const row of rateRooms) {
      const list = roomsOfRate.get(row.rateId) ?? [];
      list.push(row.roomId);
      roomsOfRate.set(row.rateId, list);
    }
    const appliedOf = new Map(applied.map((row) => [row.rateId, new Set(row.days.split(','))]));
    const pricesOf = new Map<number, typeof prices>();
    for (const row of prices) {
      const list = pricesOf.get(row.rateId) ?? [];
      list.push(row);
      pricesOf.set(row.rateId, list);
    }
    const restrictionsOf = new Map<number, RateAri['restrictions']>();
    for (const row of restrictions) {
      const list = restrictionsOf.get(row.rateId) ?? [];
      list.push({
        day: row.day,
        value: {
          minStay: row.minStay,
          maxStay: row.maxStay,
          closedArrival: row.closedArrival,
          closedDeparture: row.closedDeparture,
        },
      });
      restrictionsOf.set(row.rateId, list);
    }

    // A product's row counts where it differs from the rate's restrictions of the day, or stops it.
    const rateDay = new Map<string, DayRestriction>();
    for (const [rateId, list] of restrictionsOf)
      for (const { day, value } of list) rateDay.set(`${rateId}:${day}`, value);
    const plansOf = new Map<number, RateAri['planControls']>();
    for (const row of planRows) {
      const base = rateDay.get(`${row.rateId}:${row.day}`) ?? NO_RESTRICTION;
      if (!row.stopSale && RESTRICTION_FIELDS.every((field) => row[field] === base[field])) continue;
      if (!isBoard(row.board)) continue;
      const products = plansOf.get(row.rateId) ?? new Map();
      plansOf.set(row.rateId, products);
      const key = `${row.roomId}:${row.board}`;
      const product = products.get(key) ?? { room: row.roomId, board: row.board, days: [] };
      products.set(key, product);
      product.days.push({
        day: row.day,
        value: {
          minStay: row.minStay,
          maxStay: row.maxStay,
          closedArrival: row.closedArrival,
          closedDeparture: row.closedDeparture,
          stopSale: row.stopSale,
        },
      });
    }

    const rates: RateAri[] = rateRows.map((rate) => {
      const derived = derivationOf(rate);
      const rooms = roomsOfRate.get(rate.id) ?? [];
      const boards = rate.boards.filter(isBoard);
      const sells = new Set(rooms.flatMap((room) => boards.map((board) => `${room}:${board}`)));
      const applies = appliedOf.get(rate.id) ?? new Set<string>();
      const cells: RateAri['prices'] = new Map();
      for (const row of pricesOf.get(derived ? derived.baseRate : rate.id) ?? []) {
        const key = `${row.roomId}:${row.board}`;
        if (!sells.has(key)) continue;
        const amounts = row.amounts.split(',');
        const child = row.child.split(',');
        const infant = row.infant.split(',');
        const baby = row.baby.split(',');
        const days: { day: string; value: PriceCell }[] = [];
        row.days.split(',').forEach((day, at) => {
          // A price on a day the rate does not apply is kept but not sold (decision 020).
          if (!applies.has(day)) return;
          let cell: PriceCell = {
            amounts: (amounts[at] ?? '').split(' '),
            child: child[at] || null,
            infant: infant[at] || null,
            baby: baby[at] || null,
          };
          if (derived) cell = deriveCell(cell, derived);
          // Two decimals ('80.5' → '80.50'), as numeric(10,2) writes the stored amounts.
          days.push({ day, value: normalizeCell(cell) });
        });
        if (days.length > 0) cells.set(key, { room: row.roomId, board: row.board as Board, days });
      }
      return {
        rate,
        derived,
        rooms,
        boards,
        prices: cells,
        restrictions: restrictionsOf.get(rate.id) ?? [],
        planControls: plansOf.get(rate.id) ?? new Map(),
        applies: [...applies].sort(),
      };
    });

    const byRoom: HotelAri['inventory'] = new Map();
    for (const row of inventory) {
      const list = byRoom.get(row.roomId) ?? [];
      list.push({ day: row.day, value: { allotment: row.allotment, stopSale: row.stopSale } });
      byRoom.set(row.roomId, list);
    }
    return {
      hotel,
      from,
      to,
      roomTypes: roomRows.map(toRoomType).map(({ id, name, occupancy }) => ({ id, name, occupancy })),
      rates,
      inventory: byRoom,
    };
  }

  /** The JSON answer: every list folded into ranges of equal consecutive days. */
  async read(hotelId: number, query: AriOutQuery): Promise<AriOut> {
    const ari = await this.load(hotelId, query);
    return {
      hotel: ari.hotel,
      from: ari.from,
      to: ari.to,
      roomTypes: ari.roomTypes,
      rates: ari.rates.map(({ rate, derived, rooms, boards, prices, restrictions, planControls }) => ({
        id: rate.id,
        name: rate.name,
        kind: rate.kind,
        currency: rate.currency,
        pricesIncludeTax: rate.pricesIncludeTax,
        priceRoomType: rate.priceRoomType === 'person' ? 'person' : 'room',
        quotaType: rate.quotaType,
        releaseDays: rate.releaseDays,
        childsAge: rate.childsAge,
        infantAge: rate.infantAge,
        babyAge: rate.babyAge,
        derived,
        roomTypes: rooms,
        ratePlans: boards.map((board) => ({
          code: ratePlanCode(rate.id, board),
          board,
          mealPlanCode: BOARD_OTA_MEAL_PLAN[board],
        })),
        prices: [...prices.values()].flatMap(({ room, board, days }) =>
          foldDays(days, cellKey).map(({ start, end, value }) => ({ room, board, start, end, ...value })),
        ),
        restrictions: foldDays(restrictions, restrictionKey).map(({ start, end, value }) => ({
          start,
          end,
          ...value,
        })),
        planControls: [...planControls.values()].flatMap(({ room, board, days }) =>
          foldDays(days, (value) => `${restrictionKey(value)}|${value.stopSale}`).map(
            ({ start, end, value }) => ({
              room,
              board,
              start,
              end,
              ...value,
            }),
          ),
        ),
      })),
      inventory: [...ari.inventory.entries()].flatMap(([room, days]) =>
        foldDays(days, (value) => `${value.allotment}|${value.stopSale}`).map(({ start, end, value }) => ({
          room,
          start,
          end,
          ...value,
        })),
      ),
    };
  }

  /**
   * OTA_HotelRateAmountNotifRQ: one RateAmountMessage per room type × rate plan × range of equal
   * prices. Per person, `BaseByGuestAmt NumberOfGuests=n AmountAfterTax` is what n adults pay
   * together (the amount per adult × n); per room, one BaseByGuestAmt without NumberOfGuests.
   */
  async ratesXml(hotelId: number, query: AriOutQuery, echoToken?: string): Promise<string> {
    const ari = await this.load(hotelId, query);
    const messages: OtaNode[] = [];
    for (const { rate, prices } of ari.rates) {
      const perPerson = rate.priceRoomType === 'person';
      for (const { room, board, days } of prices.values()) {
        for (const { start, end, value } of foldDays(days, cellKey)) {
          messages.push({
            StatusApplicationControl: {
              [`${ATTR}Start`]: start,
              [`${ATTR}End`]: end,
              [`${ATTR}InvTypeCode`]: String(room),
              [`${ATTR}RatePlanCode`]: ratePlanCode(rate.id, board),
            },
            Rates: { Rate: [rateNode(rate, board, value, perPerson)] },
          });
        }
      }
    }
    // Without a price in the range RateAmountMessages is left out (it needs a RateAmountMessage).
    return buildOtaDocument(
      'OTA_HotelRateAmountNotifRQ',
      { echoToken },
      messages.length > 0
        ? { RateAmountMessages: { [`${ATTR}HotelCode`]: ari.hotel.code, RateAmountMessage: messages } }
        : {},
    );
  }

  /**
   * OTA_HotelAvailNotifRQ. Each value is folded on its own, so each range is as long as that value
   * stays equal (an AvailStatusMessage holds one RestrictionStatus):
   * - per room type (InvTypeCode, no RatePlanCode: the inventory is shared by the hotel's rates):
   *   `BookingLimit` (rooms allotted) and `RestrictionStatus Status=Close|Open` (stop sale);
   * - per rate plan (RatePlanCode, no InvTypeCode: restrictions are the rate's, the same for each
   *   of its boards): `LengthOfStay SetMinLOS|SetMaxLOS`, and `RestrictionStatus
   *   Restriction=Arrival|Departure Status=Close|Open`.
   * - per rate plan, the rate's release days (decision 045): `RestrictionStatus
   *   MinAdvancedBookingOffset="P<n>D"` ("minimum days before the arrival date for which this
   *   rate plan may be booked"), over the days the rate applies, when the rate has them.
   * Days without a row, or a stay limit not set, are absent. Nothing to say leaves
   * `AvailStatusMessages` out: the schema wants at least one AvailStatusMessage in it.
   */
  async availXml(hotelId: number, query: AriOutQuery, echoToken?: string): Promise<string> {
    const ari = await this.load(hotelId, query);
    const messages: OtaNode[] = [];
    const control = (range: { start: string; end: string }, code: { room?: number; plan?: string }) => ({
      [`${ATTR}Start`]: range.start,
      [`${ATTR}End`]: range.end,
      ...(code.room !== undefined ? { [`${ATTR}InvTypeCode`]: String(code.room) } : {}),
      ...(code.plan !== undefined ? { [`${ATTR}RatePlanCode`]: code.plan } : {}),
    });
    const status = (closed: boolean) => (closed ? 'Close' : 'Open');
    for (const [room, days] of ari.inventory) {
      const allotments = days.flatMap(({ day, value }) =>
        value.allotment === null ? [] : [{ day, value: value.allotment }],
      );
      for (const range of foldDays(allotments, String)) {
        messages.push({
          [`${ATTR}BookingLimit`]: String(range.value),
          [`${ATTR}BookingLimitMessageType`]: 'SetLimit',
          StatusApplicationControl: control(range, { room }),
        });
      }
      const stops = days.map(({ day, value }) => ({ day, value: value.stopSale }));
      for (const range of foldDays(stops, String)) {
        messages.push({
          StatusApplicationControl: control(range, { room }),
          RestrictionStatus: { [`${ATTR}Status`]: status(range.value) },
        });
      }
    }
    for (const { rate, boards, restrictions, applies, planControls } of ari.rates) {
      const release =
        rate.releaseDays === null
          ? []
          : foldDays(
              applies.map((day) => ({ day, value: rate.releaseDays })),
              String,
            );
      const pick = <T>(value: (row: DayRestriction) => T | null) =>
        restrictions.flatMap(({ day, value: row }) => {
          const picked = value(row);
          return picked === null ? [] : [{ day, value: picked }];
        });
      const minStay = foldDays(
        pick((row) => row.minStay),
        String,
      );
      const maxStay = foldDays(
        pick((row) => row.maxStay),
        String,
      );
      const arrival = foldDays(
        pick((row) => row.closedArrival),
        String,
      );
      const departure = foldDays(
        pick((row) => row.closedDeparture),
        String,
      );
      for (const board of boards) {
        const plan = ratePlanCode(rate.id, board);
        for (const [ranges, type] of [
          [minStay, 'SetMinLOS'],
          [maxStay, 'SetMaxLOS'],
        ] as const) {
          for (const range of ranges) {
            messages.push({
              StatusApplicationControl: control(range, { plan }),
              LengthsOfStay: {
                LengthOfStay: [
                  {
                    [`${ATTR}MinMaxMessageType`]: type,
                    [`${ATTR}Time`]: String(range.value),
                    [`${ATTR}TimeUnit`]: 'Day',
                  },
                ],
              },
            });
          }
        }
        for (const [ranges, restriction] of [
          [arrival, 'Arrival'],
          [departure, 'Departure'],
        ] as const) {
          for (const range of ranges) {
            messages.push({
              StatusApplicationControl: control(range, { plan }),
              RestrictionStatus: {
                [`${ATTR}Restriction`]: restriction,
                [`${ATTR}Status`]: status(range.value),
              },
            });
          }
        }
        for (const range of release) {
          messages.push({
            StatusApplicationControl: control(range, { plan }),
            RestrictionStatus: { [`${ATTR}MinAdvancedBookingOffset`]: `P${range.value}D` },
          });
        }
      }
      // Then each product's own values, where they differ from the rate's (sent after them, so a
      // receiver applying in order ends with both grains as they are here).
      const rateOn = new Map(restrictions.map(({ day, value }) => [day, value]));
      for (const { room, board, days } of planControls.values()) {
        const plan = ratePlanCode(rate.id, board);
        const differing = <K extends keyof PlanControl>(field: K) =>
          days.flatMap(({ day, value }) =>
            field === 'stopSale' ||
            value[field] !== (rateOn.get(day) ?? NO_RESTRICTION)[field as keyof DayRestriction]
              ? [{ day, value: value[field] }]
              : [],
          );
        for (const [field, set, remove] of [
          ['minStay', 'SetMinLOS', 'RemoveMinLOS'],
          ['maxStay', 'SetMaxLOS', 'RemoveMaxLOS'],
        ] as const) {
          for (const range of foldDays(differing(field), String)) {
            messages.push({
              StatusApplicationControl: control(range, { room, plan }),
              LengthsOfStay: {
                LengthOfStay: [
                  range.value === null
                    ? { [`${ATTR}MinMaxMessageType`]: remove }
                    : {
                        [`${ATTR}MinMaxMessageType`]: set,
                        [`${ATTR}Time`]: String(range.value),
                        [`${ATTR}TimeUnit`]: 'Day',
                      },
                ],
              },
            });
          }
        }
        for (const [field, restriction] of [
          ['closedArrival', 'Arrival'],
          ['closedDeparture', 'Departure'],
          ['stopSale', 'Master'],
        ] as const) {
          for (const range of foldDays(differing(field), String)) {
            messages.push({
              StatusApplicationControl: control(range, { room, plan }),
              RestrictionStatus: {
                [`${ATTR}Restriction`]: restriction,
                [`${ATTR}Status`]: status(range.value === true),
              },
            });
          }
        }
      }
    }
    return buildOtaDocument(
      'OTA_HotelAvailNotifRQ',
      { echoToken },
      messages.length > 0
        ? { AvailStatusMessages: { [`${ATTR}HotelCode`]: ari.hotel.code, AvailStatusMessage: messages } }
        : {},
    );
  }
}

/**
 * One `Rate` of a RateAmountMessage (see AGE_QUALIFYING_CODE for the guests). The base amounts are
 * `AmountAfterTax` on a rate whose prices include tax, `AmountBeforeTax` on one whose do not.
 */
function rateNode(rate: OutRateRow, board: Board, cell: PriceCell, perPerson: boolean): OtaNode {
  const currency = { [`${ATTR}CurrencyCode`]: rate.currency };
  const amountAttr = `${ATTR}${rate.pricesIncludeTax ? 'AmountAfterTax' : 'AmountBeforeTax'}`;
  const base = perPerson
    ? cell.amounts.map((amount, index) => ({
        [`${ATTR}NumberOfGuests`]: String(index + 1),
        [amountAttr]: fromCents((toCents(amount) ?? 0) * (index + 1)),
        ...currency,
      }))
    : [{ [amountAttr]: cell.amounts[0] ?? '0.00', ...currency }];
  const maxAge = { child: rate.childsAge, infant: rate.infantAge, baby: rate.babyAge };
  const guests = perPerson
    ? GUEST_KINDS.flatMap((kind) => {
        const amount = cell[kind];
        if (amount === null || maxAge[kind] === 0) return [];
        return [
          {
            [`${ATTR}AgeQualifyingCode`]: AGE_QUALIFYING_CODE[kind],
            [`${ATTR}MaxAge`]: String(maxAge[kind]),
            [`${ATTR}Amount`]: amount,
            ...currency,
          },
        ];
      })
    : [];
  return {
    BaseByGuestAmts: { BaseByGuestAmt: base },
    ...(guests.length > 0 ? { AdditionalGuestAmounts: { AdditionalGuestAmount: guests } } : {}),
    MealsIncluded: { [`${ATTR}MealPlanCodes`]: String(BOARD_OTA_MEAL_PLAN[board]) },
  };
}
