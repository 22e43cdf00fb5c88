/**
 * OTA in, first pass (issue 17 item 6): an OTA_HotelRateAmountNotifRQ or OTA_HotelAvailNotifRQ,
 * already parsed by ota-xml.ts, read into the ARI bulk changes of decision 020 (one per message
 * element), each with the XPath-like place of every value it came from, so that an issue the ARI
 * rules find later names the element at fault. Pure: the hotel's room types and rates are given.
 *
 * Mapping (the inverse of ari-out.service.ts):
 * - `StatusApplicationControl` Start/End (ISO dates), Mon/Tue/Weds/Thur/Fri/Sat/Sun (true/false,
 *   1/0; all days when none is given), InvTypeCode (room type id), RatePlanCode (`<rate>-<board>`);
 * - RateAmountMessage: one `Rates/Rate` whose `BaseByGuestAmts` are, per person, the amounts n
 *   adults pay together (`NumberOfGuests` 1, 2, 3… once each; the amount per adult is the total
 *   divided by n, exact to the cent or refused) and, per room, one amount without NumberOfGuests;
 *   `AdditionalGuestAmounts` as AGE_QUALIFYING_CODE says; `MealsIncluded@MealPlanCodes`, when
 *   given, the board's MPT code; `CurrencyCode`, when given, the rate's currency. A message sets
 *   the whole price of its cells: a guest category not listed is no longer sold.
 * - AvailStatusMessage: `BookingLimit` rooms allotted and `RestrictionStatus Status=Close|Open`
 *   without Restriction (stop sale) need an InvTypeCode (inventory is per room type; with a
 *   RatePlanCode they are checked against that rate as the grid does, without one against the
 *   hotel's room types); `LengthsOfStay/LengthOfStay MinMaxMessageType=SetMinLOS|SetMaxLOS Time`
 *   (days) and `RestrictionStatus Restriction=Arrival|Departure` need a RatePlanCode: they are the
 *   rate's, whatever its board or room type (decision 020 keeps restrictions per rate and day).
 */
import {
  AMOUNT_MAX_CENTS,
  type AriChange,
  amountIssue,
  BOARD_OTA_MEAL_PLAN,
  type Board,
  fromCents,
  isBoard,
  isoToDayKey,
  OCCUPANCY_PRICES_MAX,
  OTA_MSG,
  type PriceCellInput,
  toCents,
} from '@hotel/domain';
import { AGE_QUALIFYING_CODE, type GuestKind } from './ari-out.service.ts';
import { attr, child, children, type OtaNode } from './ota-xml.ts';

export type OtaRoot = 'OTA_HotelRateAmountNotifRQ' | 'OTA_HotelAvailNotifRQ';
export const OTA_ROOTS: readonly OtaRoot[] = ['OTA_HotelRateAmountNotifRQ', 'OTA_HotelAvailNotifRQ'];
/** The answer of each message. */
export const OTA_ANSWER: Record<OtaRoot, string> = {
  OTA_HotelRateAmountNotifRQ: 'OTA_HotelRateAmountNotifRS',
  OTA_HotelAvailNotifRQ: 'OTA_HotelAvailNotifRS',
};
/** The container and message element of each root. */
const ELEMENTS: Record<OtaRoot, { container: string; message: string }> = {
  OTA_HotelRateAmountNotifRQ: { container: 'RateAmountMessages', message: 'RateAmountMessage' },
  OTA_HotelAvailNotifRQ: { container: 'AvailStatusMessages', message: 'AvailStatusMessage' },
};

/** Message elements in one message at most (a year × 10 room types × 3 boards, a price a day, is 10 950). */
export const OTA_MESSAGES_MAX = 50_000;
export const ECHO_TOKEN_MAX = 128;

/** An issue with the element or attribute at fault (XPath-like, below the root). */
export interface OtaIssue {
  path: string;
  key: string;
  params?: Record<string, string | number>;
}

/** What a rate of the hotel needs for this pass. */
export interface OtaRateInfo {
  priceRoomType: string;
  currency: string;
  childsAge: number;
  infantAge: number;
  babyAge: number;
}

export interface ReadChange {
  /** The rate, or null for a room type's inventory named without RatePlanCode. */
  rateId: number | null;
  change: AriChange;
  /** The message element (`AvailStatusMessages/AvailStatusMessage[3]`). */
  path: string;
  /** Where each field came from: `start`, `price.amounts`, `price.child`, `minStay`… */
  origins: Record<string, string>;
}

export interface ReadMessage {
  hotelCode: string | undefined;
  changes: ReadChange[];
  issues: OtaIssue[];
}

const DIGITS = /^\d{1,9}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const RATE_PLAN = /^(\d{1,9})-([A-Z]{2})$/;
const WEEKDAY_ATTRIBUTES = ['Mon', 'Tue', 'Weds', 'Thur', 'Fri', 'Sat', 'Sun'] as const;

/** The HotelCode and container of a message (the hotel is checked before the rest is read). */
export function readHotelCode(root: OtaRoot, message: OtaNode): { hotelCode?: string; issues: OtaIssue[] } {
  const { container } = ELEMENTS[root];
  const node = child(message, container);
  if (node === undefined) return { issues: [{ path: container, key: OTA_MSG.required }] };
  if (node === 'many') return { issues: [{ path: container, key: OTA_MSG.oneOnly }] };
  const hotelCode = attr(node, 'HotelCode');
  if (!hotelCode) return { issues: [{ path: `${container}/@HotelCode`, key: OTA_MSG.required }] };
  return { hotelCode, issues: [] };
}

/**
 * The changes of a message whose hotel is known: `rooms` its room types, `rates` its rates by id.
 * Issues found here are structural or about codes; the ARI rules (ranges, writable days,
 * occupancy, allotment rates, derived rates…) are checked afterwards on the changes.
 */
export function readMessage(
  root: OtaRoot,
  message: OtaNode,
  hotel: { rooms: ReadonlySet<number>; rates: ReadonlyMap<number, OtaRateInfo> },
): ReadMessage {
  const { container, message: element } = ELEMENTS[root];
  const head = readHotelCode(root, message);
  const result: ReadMessage = { hotelCode: head.hotelCode, changes: [], issues: [...head.issues] };
  if (head.issues.length > 0) return result;
  const node = child(message, container) as OtaNode;
  const items = children(node, element);
  if (items.length === 0) {
    result.issues.push({ path: `${container}/${element}`, key: OTA_MSG.required });
    return result;
  }
  if (items.length > OTA_MESSAGES_MAX) {
    result.issues.push({
      path: `${container}/${element}`,
      key: OTA_MSG.tooManyMessages,
      params: { max: OTA_MESSAGES_MAX },
    });
    return result;
  }
  items.forEach((item, index) => {
    const path = `${container}/${element}[${index + 1}]`;
    const reader = new ElementReader(path, hotel, result.issues);
    const read = root === 'OTA_HotelRateAmountNotifRQ' ? reader.rateAmount(item) : reader.availStatus(item);
    if (read) result.changes.push(read);
  });
  return result;
}

/** Reads one message element; issues go to the shared list, and a change comes back only when it is whole. */
class ElementReader {
  private failed = false;
  private readonly origins: Record<string, string> = {};

  constructor(
    private readonly path: string,
    private readonly hotel: { rooms: ReadonlySet<number>; rates: ReadonlyMap<number, OtaRateInfo> },
    private readonly issues: OtaIssue[],
  ) {}

  private issue(path: string, key: string, params?: Record<string, string | number>): undefined {
    this.failed = true;
    this.issues.push({ path, key, ...(params ? { params } : {}) });
    return undefined;
  }

  /** A single child element, or an issue when it is repeated (or missing and required). */
  private single(node: OtaNode, name: string, path: string, required: boolean): OtaNode | undefined {
    const found = child(node, name);
    if (found === 'many') return this.issue(`${path}/${name}`, OTA_MSG.oneOnly);
    if (found === undefined && required) return this.issue(`${path}/${name}`, OTA_MSG.required);
    return found;
  }

  private date(node: OtaNode, name: 'Start' | 'End', path: string): string | undefined {
    const value = attr(node, name);
    const at = `${path}/@${name}`;
    if (value === undefined) return this.issue(at, OTA_MSG.required);
    const key = ISO_DATE.test(value) ? isoToDayKey(value) : null;
    if (!key) return this.issue(at, OTA_MSG.dateInvalid);
    return key;
  }

  /** StatusApplicationControl: the days, and the room type and rate plan when named. */
  private control(node: OtaNode, needs: { room: boolean; plan: boolean }) {
    const path = `${this.path}/StatusApplicationControl`;
    const control = this.single(node, 'StatusApplicationControl', this.path, true);
    if (!control) return undefined;
    const start = this.date(control, 'Start', path);
    const end = this.date(control, 'End', path);
    this.origins.start = `${path}/@Start`;
    this.origins.end = `${path}/@End`;
    this.origins.weekdays = path;
    let weekdays: number[] | undefined;
    for (let day = 0; day < WEEKDAY_ATTRIBUTES.length; day++) {
      const name = WEEKDAY_ATTRIBUTES[day] as (typeof WEEKDAY_ATTRIBUTES)[number];
      const value = attr(control, name);
      if (value === undefined) continue;
      if (!['true', 'false', '1', '0'].includes(value)) {
        this.issue(`${path}/@${name}`, OTA_MSG.flagInvalid);
        continue;
      }
      weekdays ??= [];
      if (value === 'true' || value === '1') weekdays.push(day);
    }
    let room: number | undefined;
    const invTypeCode = attr(control, 'InvTypeCode');
    this.origins.roomTypes = `${path}/@InvTypeCode`;
    if (invTypeCode === undefined) {
      if (needs.room) this.issue(`${path}/@InvTypeCode`, OTA_MSG.required);
    } else if (!DIGITS.test(invTypeCode) || !this.hotel.rooms.has(Number(invTypeCode))) {
      this.issue(`${path}/@InvTypeCode`, OTA_MSG.roomUnknown);
    } else room = Number(invTypeCode);
    let plan: { rateId: number; board: Board } | undefined;
    const ratePlanCode = attr(control, 'RatePlanCode');
    this.origins.boards = `${path}/@RatePlanCode`;
    if (ratePlanCode === undefined) {
      if (needs.plan) this.issue(`${path}/@RatePlanCode`, OTA_MSG.required);
    } else {
      const match = RATE_PLAN.exec(ratePlanCode);
      const rateId = Number(match?.[1]);
      const board = match?.[2] ?? '';
      if (!match || !this.hotel.rates.has(rateId) || !isBoard(board))
        this.issue(`${path}/@RatePlanCode`, OTA_MSG.ratePlanUnknown);
      else plan = { rateId, board };
    }
    if (start === undefined || end === undefined) return undefined;
    return { start, end, weekdays, room, plan, path };
  }

  /** The element cannot make a change: its issues are listed (one is added should none be). */
  private incomplete(): undefined {
    if (!this.failed) this.issue(this.path, OTA_MSG.required);
    return undefined;
  }

  private done(rateId: number | null, change: AriChange): ReadChange | undefined {
    if (this.failed) return undefined;
    return { rateId, change, path: this.path, origins: this.origins };
  }

  rateAmount(node: OtaNode): ReadChange | undefined {
    const control = this.control(node, { room: true, plan: true });
    const rates = this.single(node, 'Rates', this.path, true);
    const rateList = rates ? children(rates, 'Rate') : [];
    const ratePath = `${this.path}/Rates/Rate`;
    if (rates && rateList.length !== 1)
      this.issue(ratePath, rateList.length === 0 ? OTA_MSG.required : OTA_MSG.oneOnly);
    const rateNode = rateList.length === 1 ? rateList[0] : undefined;
    if (!control?.plan || control.room === undefined || !rateNode) return this.incomplete();
    const rate = this.hotel.rates.get(control.plan.rateId) as OtaRateInfo;
    const price = this.price(rateNode, ratePath, rate, control.plan.board);
    if (!price) return this.incomplete();
    return this.done(control.plan.rateId, {
      start: control.start,
      end: control.end,
      ...(control.weekdays ? { weekdays: control.weekdays } : {}),
      roomTypes: [control.room],
      boards: [control.plan.board],
      price,
    });
  }

  private currency(node: OtaNode, path: string, rate: OtaRateInfo): void {
    const code = attr(node, 'CurrencyCode');
    if (code !== undefined && code !== rate.currency)
      this.issue(`${path}/@CurrencyCode`, OTA_MSG.currencyMismatch, { currency: rate.currency });
  }

  private price(node: OtaNode, path: string, rate: OtaRateInfo, board: Board): PriceCellInput | undefined {
    this.origins.price = path;
    const perPerson = rate.priceRoomType === 'person';
    const meals = this.single(node, 'MealsIncluded', path, false);
    if (meals) {
      const codes = attr(meals, 'MealPlanCodes');
      if (codes !== String(BOARD_OTA_MEAL_PLAN[board]))
        this.issue(`${path}/MealsIncluded/@MealPlanCodes`, OTA_MSG.mealPlanMismatch);
    }
    const baseList = this.single(node, 'BaseByGuestAmts', path, true);
    const bases = baseList ? children(baseList, 'BaseByGuestAmt') : [];
    const basePath = `${path}/BaseByGuestAmts/BaseByGuestAmt`;
    this.origins['price.amounts'] = `${path}/BaseByGuestAmts`;
    if (baseList && bases.length === 0) this.issue(basePath, OTA_MSG.required);
    const amounts: string[] = [];
    const guestsSeen = new Set<number>();
    const issuesBefore = this.issues.length;
    for (let index = 0; index < bases.length; index++) {
      const base = bases[index] as OtaNode;
      const at = `${basePath}[${index + 1}]`;
      this.currency(base, at, rate);
      const total = attr(base, 'AmountAfterTax');
      const totalIssue = total === undefined ? OTA_MSG.required : amountIssue(total);
      if (total === undefined || totalIssue) {
        this.issue(`${at}/@AmountAfterTax`, totalIssue ?? OTA_MSG.required);
        continue;
      }
      const guestsText = attr(base, 'NumberOfGuests');
      if (!perPerson) {
        if (guestsText !== undefined || bases.length !== 1) {
          this.issue(guestsText !== undefined ? `${at}/@NumberOfGuests` : at, OTA_MSG.guestsInvalid);
          continue;
        }
        amounts[0] = total;
        continue;
      }
      const guests = guestsText !== undefined && DIGITS.test(guestsText) ? Number(guestsText) : 0;
      if (guests < 1 || guests > OCCUPANCY_PRICES_MAX || guestsSeen.has(guests)) {
        this.issue(`${at}/@NumberOfGuests`, OTA_MSG.guestsInvalid);
        continue;
      }
      guestsSeen.add(guests);
      const cents = toCents(total) ?? 0;
      if (cents % guests !== 0) {
        this.issue(`${at}/@AmountAfterTax`, OTA_MSG.amountSplit, { guests });
        continue;
      }
      this.origins[`price.amounts.${guests - 1}`] = `${at}/@AmountAfterTax`;
      // Within bounds: the total is at most AMOUNT_MAX_CENTS, so its share is too.
      amounts[guests - 1] = fromCents(Math.min(AMOUNT_MAX_CENTS, cents / guests));
    }
    // Per person, NumberOfGuests must run 1..n without a gap (once each amount is right).
    if (
      perPerson &&
      this.issues.length === issuesBefore &&
      guestsSeen.size > 0 &&
      guestsSeen.size !== Math.max(...guestsSeen)
    )
      this.issue(basePath, OTA_MSG.guestsInvalid);
    const guests: Partial<Record<GuestKind, string>> = {};
    const extraList = this.single(node, 'AdditionalGuestAmounts', path, false);
    for (const [index, extra] of children(extraList, 'AdditionalGuestAmount').entries()) {
      const at = `${path}/AdditionalGuestAmounts/AdditionalGuestAmount[${index + 1}]`;
      this.currency(extra, at, rate);
      const kind = this.guestKind(extra, at, rate);
      const amount = attr(extra, 'Amount') ?? attr(extra, 'AmountAfterTax');
      const amountAt = `${at}/@${attr(extra, 'Amount') !== undefined ? 'Amount' : 'AmountAfterTax'}`;
      const issue = amount === undefined ? OTA_MSG.required : amountIssue(amount);
      if (amount === undefined || issue) {
        this.issue(amountAt, issue ?? OTA_MSG.required);
        continue;
      }
      if (!kind) continue;
      if (guests[kind] !== undefined) {
        this.issue(`${at}/@AgeQualifyingCode`, OTA_MSG.ageCodeInvalid);
        continue;
      }
      guests[kind] = amount;
      this.origins[`price.${kind}`] = amountAt;
    }
    if (this.failed || amounts.length === 0) return undefined;
    return { amounts, ...guests };
  }

  /** 8 → child; 7 → infant or baby by MaxAge (which may be left out when the rate has only one of them). */
  private guestKind(node: OtaNode, path: string, rate: OtaRateInfo): GuestKind | undefined {
    const code = attr(node, 'AgeQualifyingCode');
    const maxAgeText = attr(node, 'MaxAge');
    const maxAge = maxAgeText !== undefined && DIGITS.test(maxAgeText) ? Number(maxAgeText) : undefined;
    if (maxAgeText !== undefined && maxAge === undefined)
      return this.issue(`${path}/@MaxAge`, OTA_MSG.ageCodeInvalid);
    if (code === AGE_QUALIFYING_CODE.child) {
      if (maxAge !== undefined && maxAge !== rate.childsAge)
        return this.issue(`${path}/@MaxAge`, OTA_MSG.ageCodeInvalid);
      return 'child';
    }
    if (code === AGE_QUALIFYING_CODE.infant) {
      const offered = (['infant', 'baby'] as const).filter((kind) => ages(rate)[kind] > 0);
      const kind =
        maxAge === undefined
          ? offered.length === 1
            ? offered[0]
            : undefined
          : offered.find((candidate) => ages(rate)[candidate] === maxAge);
      if (!kind) return this.issue(`${path}/@MaxAge`, OTA_MSG.ageCodeInvalid);
      return kind;
    }
    return this.issue(`${path}/@AgeQualifyingCode`, OTA_MSG.ageCodeInvalid);
  }

  availStatus(node: OtaNode): ReadChange | undefined {
    const control = this.control(node, { room: false, plan: false });
    const change: Partial<AriChange> = {};
    const bookingLimit = attr(node, 'BookingLimit');
    this.origins.allotment = `${this.path}/@BookingLimit`;
    if (bookingLimit !== undefined) {
      if (!DIGITS.test(bookingLimit)) this.issue(`${this.path}/@BookingLimit`, OTA_MSG.numberInvalid);
      else change.allotment = Number(bookingLimit);
    }
    const lengths = this.single(node, 'LengthsOfStay', this.path, false);
    for (const [index, length] of children(lengths, 'LengthOfStay').entries()) {
      const at = `${this.path}/LengthsOfStay/LengthOfStay[${index + 1}]`;
      const type = attr(length, 'MinMaxMessageType');
      const field = type === 'SetMinLOS' ? 'minStay' : type === 'SetMaxLOS' ? 'maxStay' : undefined;
      if (!field) {
        this.issue(`${at}/@MinMaxMessageType`, OTA_MSG.lengthOfStayInvalid);
        continue;
      }
      const unit = attr(length, 'TimeUnit');
      if (unit !== undefined && unit !== 'Day') {
        this.issue(`${at}/@TimeUnit`, OTA_MSG.lengthOfStayInvalid);
        continue;
      }
      const time = attr(length, 'Time');
      if (time === undefined || !DIGITS.test(time)) {
        this.issue(`${at}/@Time`, time === undefined ? OTA_MSG.required : OTA_MSG.numberInvalid);
        continue;
      }
      if (change[field] !== undefined) {
        this.issue(`${at}/@MinMaxMessageType`, OTA_MSG.oneOnly);
        continue;
      }
      change[field] = Number(time);
      this.origins[field] = `${at}/@Time`;
    }
    const restriction = this.single(node, 'RestrictionStatus', this.path, false);
    if (restriction) {
      const at = `${this.path}/RestrictionStatus`;
      const status = attr(restriction, 'Status');
      const closed = status === 'Close' ? true : status === 'Open' ? false : undefined;
      const what = attr(restriction, 'Restriction');
      const field =
        what === undefined
          ? 'stopSale'
          : what === 'Arrival'
            ? 'closedArrival'
            : what === 'Departure'
              ? 'closedDeparture'
              : undefined;
      if (!field) this.issue(`${at}/@Restriction`, OTA_MSG.restrictionInvalid);
      else if (closed === undefined) this.issue(`${at}/@Status`, OTA_MSG.statusInvalid);
      else {
        change[field] = closed;
        this.origins[field] = `${at}/@Status`;
      }
    }
    if (!control) return this.incomplete();
    const rateLevel = ['minStay', 'maxStay', 'closedArrival', 'closedDeparture'] as const;
    if (!control.plan) {
      // Without a rate plan only the room type's inventory can be set.
      for (const field of rateLevel) {
        if (change[field] !== undefined)
          this.issue(this.origins[field] ?? this.path, OTA_MSG.ratePlanRequired);
      }
      if (control.room === undefined && (change.allotment !== undefined || change.stopSale !== undefined))
        this.issue(`${control.path}/@InvTypeCode`, OTA_MSG.roomRequired);
    }
    return this.done(control.plan?.rateId ?? null, {
      start: control.start,
      end: control.end,
      ...(control.weekdays ? { weekdays: control.weekdays } : {}),
      ...(control.room !== undefined ? { roomTypes: [control.room] } : {}),
      ...change,
    });
  }
}

function ages(rate: OtaRateInfo): Record<'infant' | 'baby', number> {
  return { infant: rate.infantAge, baby: rate.babyAge };
}
