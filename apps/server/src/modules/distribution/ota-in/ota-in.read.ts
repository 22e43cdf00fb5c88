/**
 * OTA in (issue 17 item 6, made trade-grade by issue 30; decision 042): an OTA_HotelRateAmountNotifRQ
 * or OTA_HotelAvailNotifRQ, already parsed by ota/ota-xml.ts, read into ARI changes (one per message
 * element), each with the XPath-like place of every value it came from, so that an issue the ARI
 * rules find later names the element at fault. Pure: the hotel's room types and rates are given.
 *
 * What is read (the inverse of ari-out/ari-out.service.ts), and what is refused or only warned about, is
 * listed in decision 042 and the README's Integrations section. In short:
 * - `StatusApplicationControl` Start/End, Mon…Sun, `InvTypeCode` or `InvCode` (the room type's
 *   id; both may be given when equal), `RatePlanCode` (`<rate>-<board>`);
 * - RateAmountMessage: one `Rates/Rate`; the root's `NotifType` Overlay (default: the message sets
 *   the whole price of its cells), Delta (only the occupancies and guests named change) or Remove
 *   (the cells' prices are removed); `AmountAfterTax` or `AmountBeforeTax` as the rate's prices
 *   are stated; `DecimalPlaces` (an amount without a decimal point has that many implied decimals);
 *   `CurrencyCode` at every level it may be stated; per person, `NumberOfGuests` 1..n give the
 *   total of n adults, one amount without it is each adult's night whatever their number, and an
 *   adult `AdditionalGuestAmount` (AgeQualifyingCode 10 or none) prices each adult past the last n;
 * - AvailStatusMessage: `BookingLimit` with `BookingLimitMessageType` SetLimit, AdjustLimit (added)
 *   or RemoveLimit, per room type only; `RestrictionStatus` Master (or no Restriction: stop sale),
 *   Arrival, Departure; `LengthsOfStay` SetMinLOS, SetMaxLOS, RemoveMinLOS, RemoveMaxLOS, FixedLOS,
 *   FullPatternLOS (one run of open lengths); restrictions and a stop sale with a RatePlanCode act
 *   on that rate plan (and on the room type named, else on each room type of the rate).
 * What the model cannot hold (a stay-through minimum, an advance-booking window other than the
 * rate's release…) is an issue naming it; elements read and not applied are warnings.
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
import { AGE_QUALIFYING_CODE, attr, child, children, type GuestKind, type OtaNode } from '../ota/index.ts';

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
/** The adult's age qualifying code (OTA code list AQC). */
const ADULT_CODE = '10';

/** An issue (or warning) with the element or attribute at fault (XPath-like, below the root). */
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
  pricesIncludeTax: boolean;
  releaseDays: number | null;
}

/** The hotel as the reader needs it: its room types with their occupancy, its rates with their room types. */
export interface OtaHotel {
  rooms: ReadonlyMap<number, number>;
  rates: ReadonlyMap<number, OtaRateInfo & { rooms: readonly number[] }>;
}

export type PriceMode = 'overlay' | 'delta' | 'remove';

export interface ReadChange {
  /** The rate, or null for a room type's inventory named without RatePlanCode. */
  rateId: number | null;
  /** What the ARI rules check (and, for Overlay prices, room-level inventory, what is written). */
  change: AriChange;
  /** How the price applies (RateAmountMessage only). */
  priceMode?: PriceMode;
  /** Delta: the amounts named, by adults (index 0 = one adult), and the guests named. */
  delta?: { amounts: (string | undefined)[]; guests: Partial<Record<GuestKind, string>> };
  /** Rooms allotted: set (change.allotment), added (change.allotment) or removed. */
  allotmentMode?: 'set' | 'adjust' | 'remove';
  /** Restrictions and stop sale of a rate plan: its board and the room types they act on. */
  plan?: { board: Board; rooms: number[]; stopSale?: boolean };
  /** The message element (`AvailStatusMessages/AvailStatusMessage[3]`). */
  path: string;
  /** Where each field came from: `start`, `price.amounts`, `price.child`, `minStay`… */
  origins: Record<string, string>;
}

export interface ReadMessage {
  hotelCode: string | undefined;
  changes: ReadChange[];
  issues: OtaIssue[];
  warnings: OtaIssue[];
}

const DIGITS = /^\d{1,9}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const RATE_PLAN = /^(\d{1,9})-([A-Z]{2})$/;
const DECIMAL = /^\d{1,12}(\.\d{1,12})?$/;
/** An ISO 8601 duration of whole days (`P7D`), as OTA's advance booking offsets are sent. */
const DAYS_DURATION = /^P(\d{1,4})D$/;
const WEEKDAY_ATTRIBUTES = ['Mon', 'Tue', 'Weds', 'Thur', 'Fri', 'Sat', 'Sun'] as const;
/** Attributes of a Rate that would narrow or widen what it applies to: the model cannot hold them. */
const RATE_UNSUPPORTED = new Set(
  ['Start', 'End', 'Duration', 'MinLOS', 'MaxLOS', 'StayOverDate', ...WEEKDAY_ATTRIBUTES].map(
    (name) => `@${name}`,
  ),
);
/** StatusApplicationControl attributes naming inventory this model has no such thing as. */
const CONTROL_UNSUPPORTED = new Set(['@InvBlockCode', '@RateTier']);
const CONTROL_ALL = ['AllInvCode', 'AllRateCode'] as const;

/** Children each element may have; any other is read and not applied (a warning). */
const KNOWN_CHILDREN: Record<string, ReadonlySet<string>> = {
  RateAmountMessage: new Set(['StatusApplicationControl', 'Rates', 'UniqueID']),
  Rate: new Set(['BaseByGuestAmts', 'AdditionalGuestAmounts', 'MealsIncluded', 'UniqueID']),
  AvailStatusMessage: new Set(['StatusApplicationControl', 'LengthsOfStay', 'RestrictionStatus', 'UniqueID']),
};

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
 * The changes of a message whose hotel is known. Issues found here are structural or about
 * codes; the ARI rules (ranges, writable days, occupancy, allotment rates, derived rates…) are
 * checked afterwards on the changes.
 */
export function readMessage(root: OtaRoot, message: OtaNode, hotel: OtaHotel): ReadMessage {
  const { container, message: element } = ELEMENTS[root];
  const head = readHotelCode(root, message);
  const result: ReadMessage = {
    hotelCode: head.hotelCode,
    changes: [],
    issues: [...head.issues],
    warnings: [],
  };
  if (head.issues.length > 0) return result;
  let mode: PriceMode = 'overlay';
  if (root === 'OTA_HotelRateAmountNotifRQ') {
    const notifType = attr(message, 'NotifType');
    if (notifType === 'Delta') mode = 'delta';
    else if (notifType === 'Remove') mode = 'remove';
    else if (notifType !== undefined && notifType !== 'Overlay')
      result.issues.push({
        path: '@NotifType',
        key: OTA_MSG.notSupported,
        params: { what: `NotifType="${notifType}"` },
      });
  }
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
    const reader = new ElementReader(path, hotel, result.issues, result.warnings);
    const read =
      root === 'OTA_HotelRateAmountNotifRQ' ? reader.rateAmount(item, mode) : reader.availStatus(item);
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
    private readonly hotel: OtaHotel,
    private readonly issues: OtaIssue[],
    private readonly warnings: OtaIssue[],
  ) {}

  private issue(path: string, key: string, params?: Record<string, string | number>): undefined {
    this.failed = true;
    this.issues.push({ path, key, ...(params ? { params } : {}) });
    return undefined;
  }

  private unsupported(path: string, what: string): undefined {
    return this.issue(path, OTA_MSG.notSupported, { what });
  }

  /** Children of `node` this pass does not read: a warning each, never a silent drop. */
  private warnUnknown(node: OtaNode, name: string, path: string): void {
    const known = KNOWN_CHILDREN[name];
    if (!known) return;
    // for…in, not Object.keys: no array per element (a year of prices is 10 950 elements).
    for (const key in node) {
      if (key.charCodeAt(0) === 64 || key === '#text' || known.has(key)) continue;
      this.warnings.push({ path: `${path}/${key}`, key: OTA_MSG.ignored, params: { what: key } });
    }
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
    for (const name of CONTROL_ALL) {
      const value = attr(control, name);
      if (value === 'true' || value === '1') this.unsupported(`${path}/@${name}`, `${name}="${value}"`);
    }
    for (const key in control) {
      if (CONTROL_UNSUPPORTED.has(key)) this.unsupported(`${path}/${key}`, key.slice(1));
    }
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
    // A pattern that names no day applies on none: it would change nothing, so it is refused.
    if (weekdays?.length === 0) this.issue(path, OTA_MSG.flagInvalid);
    let room: number | undefined;
    // InvTypeCode (2003/05) or InvCode (2015B): both name the room type; when both, the same one.
    const invTypeCode = attr(control, 'InvTypeCode');
    const invCode = attr(control, 'InvCode');
    const roomAttribute = invTypeCode !== undefined ? 'InvTypeCode' : 'InvCode';
    const roomCode = invTypeCode ?? invCode;
    this.origins.roomTypes = `${path}/@${roomAttribute}`;
    if (invTypeCode !== undefined && invCode !== undefined && invTypeCode !== invCode) {
      this.issue(`${path}/@InvCode`, OTA_MSG.codesDiffer);
    } else if (roomCode === undefined) {
      if (needs.room) this.issue(`${path}/@InvTypeCode`, OTA_MSG.required);
    } else if (!DIGITS.test(roomCode) || !this.hotel.rooms.has(Number(roomCode))) {
      this.issue(`${path}/@${roomAttribute}`, OTA_MSG.roomUnknown);
    } else room = Number(roomCode);
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

  private done(read: Omit<ReadChange, 'path' | 'origins'>): ReadChange | undefined {
    if (this.failed) return undefined;
    const change = read as ReadChange;
    change.path = this.path;
    change.origins = this.origins;
    return change;
  }

  rateAmount(node: OtaNode, mode: PriceMode): ReadChange | undefined {
    this.warnUnknown(node, 'RateAmountMessage', this.path);
    const control = this.control(node, { room: true, plan: true });
    const rates = this.single(node, 'Rates', this.path, mode !== 'remove');
    const rateList = rates ? children(rates, 'Rate') : [];
    const ratePath = `${this.path}/Rates/Rate`;
    if (rates && rateList.length !== 1)
      this.issue(ratePath, rateList.length === 0 ? OTA_MSG.required : OTA_MSG.oneOnly);
    const rateNode = rateList.length === 1 ? rateList[0] : undefined;
    if (!control?.plan || control.room === undefined) return this.incomplete();
    const cells: AriChange = {
      start: control.start,
      end: control.end,
      roomTypes: [control.room],
      boards: [control.plan.board],
    };
    if (control.weekdays) cells.weekdays = control.weekdays;
    if (mode === 'remove')
      return this.done({ rateId: control.plan.rateId, change: cells, priceMode: 'remove' });
    if (!rateNode) return this.incomplete();
    const rate = this.hotel.rates.get(control.plan.rateId) as OtaRateInfo;
    const occupancy = this.hotel.rooms.get(control.room) ?? 1;
    const read = this.price(rateNode, ratePath, rate, control.plan.board, occupancy, mode);
    if (!read) return this.incomplete();
    cells.price = read.price;
    const change: Omit<ReadChange, 'path' | 'origins'> = {
      rateId: control.plan.rateId,
      change: cells,
      priceMode: mode,
    };
    if (mode === 'delta') change.delta = read.delta;
    return this.done(change);
  }

  private currency(node: OtaNode, path: string, rate: OtaRateInfo): void {
    const code = attr(node, 'CurrencyCode');
    if (code !== undefined && code !== rate.currency)
      this.issue(`${path}/@CurrencyCode`, OTA_MSG.currencyMismatch, { currency: rate.currency });
  }

  /** DecimalPlaces of an element, or the one it inherits; undefined when none is stated. */
  private decimalPlaces(node: OtaNode, path: string, inherited: number | undefined): number | undefined {
    const text = attr(node, 'DecimalPlaces');
    if (text === undefined) return inherited;
    if (!/^[0-3]$/.test(text)) {
      this.issue(`${path}/@DecimalPlaces`, OTA_MSG.decimalPlacesInvalid);
      return inherited;
    }
    return Number(text);
  }

  /**
   * An amount attribute as an exact decimal string: with DecimalPlaces d, an amount without a
   * decimal point has d implied decimals (`3895` with 2 is 38.95, as the OTA standard states it);
   * one with a point is read as written and may not carry more decimals than d.
   */
  private amount(node: OtaNode, name: string, path: string, places: number | undefined): string | undefined {
    const at = `${path}/@${name}`;
    const text = attr(node, name);
    if (text === undefined) return this.issue(at, OTA_MSG.required);
    let value = text;
    if (places !== undefined && DECIMAL.test(text)) {
      const [whole = '', fraction] = text.split('.');
      if (fraction === undefined) {
        const digits = whole.padStart(places + 1, '0');
        value = places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
      } else if (fraction.length > places) return this.issue(at, OTA_MSG.decimalPlacesInvalid);
      // Three implied decimals are exact to the cent only with a trailing zero.
      if (/\.\d\d0$/.test(value)) value = value.slice(0, -1);
    }
    const issue = amountIssue(value);
    if (issue) return this.issue(at, issue);
    return value;
  }

  /** The amount of a base or additional guest amount on the rate's tax basis. */
  private taxedAmount(node: OtaNode, path: string, rate: OtaRateInfo, places: number | undefined) {
    const expected = rate.pricesIncludeTax ? 'AmountAfterTax' : 'AmountBeforeTax';
    const other = rate.pricesIncludeTax ? 'AmountBeforeTax' : 'AmountAfterTax';
    if (attr(node, expected) === undefined && attr(node, other) !== undefined)
      return this.issue(`${path}/@${other}`, OTA_MSG.taxBasisMismatch, {
        basis: rate.pricesIncludeTax ? 'ota.basis.after_tax' : 'ota.basis.before_tax',
        attribute: expected,
      });
    return { name: expected, value: this.amount(node, expected, path, places) };
  }

  private price(
    node: OtaNode,
    path: string,
    rate: OtaRateInfo,
    board: Board,
    occupancy: number,
    mode: PriceMode,
  ): { price: PriceCellInput; delta: NonNullable<ReadChange['delta']> } | undefined {
    this.origins.price = path;
    this.warnUnknown(node, 'Rate', path);
    for (const key in node) {
      if (RATE_UNSUPPORTED.has(key)) this.unsupported(`${path}/${key}`, `Rate/${key}`);
    }
    const unit = attr(node, 'RateTimeUnit');
    if (unit !== undefined && unit !== 'Day')
      this.unsupported(`${path}/@RateTimeUnit`, `RateTimeUnit="${unit}"`);
    this.currency(node, path, rate);
    const places = this.decimalPlaces(node, path, undefined);
    const perPerson = rate.priceRoomType === 'person';
    const meals = this.single(node, 'MealsIncluded', path, false);
    if (meals) {
      const codes = attr(meals, 'MealPlanCodes');
      if (codes !== undefined && codes !== String(BOARD_OTA_MEAL_PLAN[board]))
        this.issue(`${path}/MealsIncluded/@MealPlanCodes`, OTA_MSG.mealPlanMismatch);
    }
    const baseList = this.single(node, 'BaseByGuestAmts', path, mode === 'overlay');
    const bases = baseList ? children(baseList, 'BaseByGuestAmt') : [];
    const basePath = `${path}/BaseByGuestAmts/BaseByGuestAmt`;
    this.origins['price.amounts'] = `${path}/BaseByGuestAmts`;
    if (baseList && bases.length === 0) this.issue(basePath, OTA_MSG.required);
    const issuesBefore = this.issues.length;
    /** Totals of n adults by n (per person), or the room's night at 1 (per room). */
    const totals = new Map<number, number>();
    let perAdult: string | undefined;
    for (let index = 0; index < bases.length; index++) {
      const base = bases[index] as OtaNode;
      const at = `${basePath}[${index + 1}]`;
      this.currency(base, at, rate);
      const code = attr(base, 'AgeQualifyingCode');
      if (code !== undefined && code !== ADULT_CODE) {
        this.issue(`${at}/@AgeQualifyingCode`, OTA_MSG.ageCodeInvalid);
        continue;
      }
      const amount = this.taxedAmount(base, at, rate, this.decimalPlaces(base, at, places));
      if (!amount?.value) continue;
      const guestsText = attr(base, 'NumberOfGuests');
      if (guestsText === undefined) {
        // One amount without NumberOfGuests: the room's night (per room), each adult's night (per person).
        if (bases.length !== 1) {
          this.issue(at, OTA_MSG.guestsInvalid);
          continue;
        }
        if (perPerson) perAdult = amount.value;
        else totals.set(1, toCents(amount.value) ?? 0);
        this.origins['price.amounts.0'] = `${at}/@${amount.name}`;
        continue;
      }
      const guests = DIGITS.test(guestsText) ? Number(guestsText) : 0;
      if (!perPerson || guests < 1 || guests > OCCUPANCY_PRICES_MAX || totals.has(guests)) {
        this.issue(`${at}/@NumberOfGuests`, OTA_MSG.guestsInvalid);
        continue;
      }
      totals.set(guests, toCents(amount.value) ?? 0);
      this.origins[`price.amounts.${guests - 1}`] = `${at}/@${amount.name}`;
    }
    // Overlay per person: NumberOfGuests 1..n without a gap (once each amount is right).
    if (
      perPerson &&
      mode === 'overlay' &&
      this.issues.length === issuesBefore &&
      totals.size > 0 &&
      totals.size !== Math.max(...totals.keys())
    )
      this.issue(basePath, OTA_MSG.guestsInvalid);

    const guests: Partial<Record<GuestKind, string>> = {};
    let extraAdult: number | undefined;
    const extraList = this.single(node, 'AdditionalGuestAmounts', path, false);
    for (const [index, extra] of children(extraList, 'AdditionalGuestAmount').entries()) {
      const at = `${path}/AdditionalGuestAmounts/AdditionalGuestAmount[${index + 1}]`;
      this.currency(extra, at, rate);
      if (attr(extra, 'Percent') !== undefined) {
        this.unsupported(`${at}/@Percent`, 'AdditionalGuestAmount/@Percent');
        continue;
      }
      const extraPlaces = this.decimalPlaces(extra, at, places);
      // `Amount` is what such a guest pays; otherwise the amount on the rate's tax basis.
      const amount =
        attr(extra, 'Amount') !== undefined
          ? { name: 'Amount', value: this.amount(extra, 'Amount', at, extraPlaces) }
          : this.taxedAmount(extra, at, rate, extraPlaces);
      if (!amount?.value) continue;
      const code = attr(extra, 'AgeQualifyingCode');
      if (code === undefined || code === ADULT_CODE) {
        // An adult past the base amounts (the standard's reading of an extra guest without an age code).
        if (!perPerson) {
          this.issue(`${at}/@${amount.name}`, OTA_MSG.extraAdultPerRoom);
          continue;
        }
        if (extraAdult !== undefined) {
          this.issue(`${at}/@AgeQualifyingCode`, OTA_MSG.ageCodeInvalid);
          continue;
        }
        extraAdult = toCents(amount.value) ?? 0;
        this.origins['price.extraAdult'] = `${at}/@${amount.name}`;
        continue;
      }
      const kind = this.guestKind(extra, at, rate);
      if (!kind) continue;
      if (guests[kind] !== undefined) {
        this.issue(`${at}/@AgeQualifyingCode`, OTA_MSG.ageCodeInvalid);
        continue;
      }
      guests[kind] = amount.value;
      this.origins[`price.${kind}`] = `${at}/@${amount.name}`;
    }
    // The amount per adult by number of adults: a total of n adults is split in equal cents.
    const amounts: (string | undefined)[] = [];
    if (!perPerson) {
      const night = totals.get(1);
      if (night !== undefined) amounts[0] = fromCents(night);
    } else if (perAdult !== undefined) {
      for (let adults = 1; adults <= occupancy; adults++) amounts[adults - 1] = perAdult;
    } else {
      for (const [adults, total] of totals) amounts[adults - 1] = this.split(total, adults);
      if (extraAdult !== undefined) {
        const last = Math.max(0, ...totals.keys());
        const base = totals.get(last);
        if (base === undefined) this.issue(this.origins['price.extraAdult'] ?? path, OTA_MSG.guestsInvalid);
        else
          for (let adults = last + 1; adults <= occupancy; adults++)
            amounts[adults - 1] = this.split(base + (adults - last) * extraAdult, adults);
      }
    }
    if (this.failed) return undefined;
    if (mode === 'overlay' && amounts.length === 0) return this.incomplete();
    const price: PriceCellInput = {
      // Delta: the amounts not named are read from the cells when applied; checked here as zero.
      amounts: Array.from(amounts, (value) => value ?? '0.00'),
      ...guests,
    };
    if (price.amounts.length === 0) price.amounts = ['0.00'];
    return { price, delta: { amounts, guests } };
  }

  /** A total of `adults` split into equal cents per adult (an issue when it does not divide). */
  private split(total: number, adults: number): string | undefined {
    if (total % adults !== 0) {
      const where =
        this.origins[`price.amounts.${adults - 1}`] ?? this.origins['price.extraAdult'] ?? this.path;
      return this.issue(where, OTA_MSG.amountSplit, { guests: adults });
    }
    // Within bounds: the total is at most AMOUNT_MAX_CENTS times the adults, so its share is too.
    return fromCents(Math.min(AMOUNT_MAX_CENTS, total / adults));
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

  /** The stays of LengthsOfStay into `change` (minStay, maxStay, and closedArrival for a pattern closed to all). */
  private lengths(node: OtaNode, change: Partial<AriChange>): void {
    const lengths = this.single(node, 'LengthsOfStay', this.path, false);
    if (!lengths) return;
    const path = `${this.path}/LengthsOfStay`;
    const arrivalBased = attr(lengths, 'ArrivalDateBased');
    if (arrivalBased === 'false' || arrivalBased === '0')
      this.unsupported(`${path}/@ArrivalDateBased`, 'ArrivalDateBased="false"');
    const set = (
      field: 'minStay' | 'maxStay' | 'closedArrival',
      value: number | null | boolean,
      at: string,
    ) => {
      if (change[field] !== undefined) return this.issue(at, OTA_MSG.oneOnly);
      (change as Record<string, unknown>)[field] = value;
      this.origins[field] = at;
    };
    for (const [index, length] of children(lengths, 'LengthOfStay').entries()) {
      const at = `${path}/LengthOfStay[${index + 1}]`;
      const type = attr(length, 'MinMaxMessageType');
      const typeAt = `${at}/@MinMaxMessageType`;
      if (type === 'FullPatternLOS') {
        this.pattern(length, at, attr(lengths, 'FixedPatternLength'), set);
        continue;
      }
      if (type === 'RemoveMinLOS' || type === 'RemoveMaxLOS') {
        set(type === 'RemoveMinLOS' ? 'minStay' : 'maxStay', null, typeAt);
        continue;
      }
      if (type !== undefined && /Forward/.test(type)) {
        // A stay-through limit (every stay including the night) is not a limit on arrivals.
        this.unsupported(typeAt, `MinMaxMessageType="${type}"`);
        continue;
      }
      const fields: Record<string, ('minStay' | 'maxStay')[]> = {
        SetMinLOS: ['minStay'],
        MinLOS: ['minStay'],
        SetMaxLOS: ['maxStay'],
        MaxLOS: ['maxStay'],
        FixedLOS: ['minStay', 'maxStay'],
      };
      const targets = type === undefined ? undefined : fields[type];
      if (!targets) {
        this.issue(typeAt, OTA_MSG.lengthOfStayInvalid);
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
      // Time 0 sets no limit (channel managers send it for "none").
      for (const field of targets) set(field, Number(time) === 0 ? null : Number(time), `${at}/@Time`);
    }
  }

  /**
   * FullPatternLOS: the n-th character says whether a stay of n nights may arrive that day. The
   * model holds one run of open lengths: a minimum (the first open) and a maximum (the last open,
   * none when the pattern ends open); a pattern with no open length closes the day to arrival.
   */
  private pattern(
    length: OtaNode,
    at: string,
    fixedLength: string | undefined,
    set: (field: 'minStay' | 'maxStay' | 'closedArrival', value: number | null | boolean, at: string) => void,
  ): void {
    const node = this.single(length, 'LOS_Pattern', at, true);
    const patternAt = `${at}/LOS_Pattern/@FullPatternLOS`;
    const text = node ? attr(node, 'FullPatternLOS') : undefined;
    if (!node) return;
    if (
      text === undefined ||
      !/^[YN10]{1,32}$/.test(text) ||
      (fixedLength !== undefined && Number(fixedLength) !== text.length)
    ) {
      this.issue(patternAt, OTA_MSG.losPatternInvalid);
      return;
    }
    const open = [...text].map((character) => character === 'Y' || character === '1');
    const first = open.indexOf(true);
    const last = open.lastIndexOf(true);
    if (first === -1) {
      set('closedArrival', true, patternAt);
      return;
    }
    if (open.slice(first, last + 1).includes(false)) {
      this.issue(patternAt, OTA_MSG.losPatternInvalid);
      return;
    }
    set('minStay', first === 0 ? null : first + 1, patternAt);
    set('maxStay', last === open.length - 1 ? null : last + 1, patternAt);
    set('closedArrival', false, patternAt);
  }

  availStatus(node: OtaNode): ReadChange | undefined {
    this.warnUnknown(node, 'AvailStatusMessage', this.path);
    const control = this.control(node, { room: false, plan: false });
    const change: Partial<AriChange> = {};
    let allotmentMode: ReadChange['allotmentMode'];
    let stopSale: boolean | undefined;
    const bookingLimit = attr(node, 'BookingLimit');
    const limitType = attr(node, 'BookingLimitMessageType');
    this.origins.allotment = `${this.path}/@BookingLimit`;
    if (limitType === 'RemoveLimit') allotmentMode = 'remove';
    else if (limitType !== undefined && limitType !== 'SetLimit' && limitType !== 'AdjustLimit')
      this.issue(`${this.path}/@BookingLimitMessageType`, OTA_MSG.notSupported, {
        what: `BookingLimitMessageType="${limitType}"`,
      });
    else if (bookingLimit !== undefined) {
      if (!DIGITS.test(bookingLimit)) this.issue(`${this.path}/@BookingLimit`, OTA_MSG.numberInvalid);
      else {
        change.allotment = Number(bookingLimit);
        allotmentMode = limitType === 'AdjustLimit' ? 'adjust' : 'set';
      }
    } else if (limitType !== undefined) this.issue(`${this.path}/@BookingLimit`, OTA_MSG.required);
    this.lengths(node, change);
    const restriction = this.single(node, 'RestrictionStatus', this.path, false);
    let offsets: { at: string; name: string; value: string }[] = [];
    if (restriction) {
      const at = `${this.path}/RestrictionStatus`;
      offsets = ['MinAdvancedBookingOffset', 'MaxAdvancedBookingOffset'].flatMap((name) => {
        const value = attr(restriction, name);
        return value === undefined ? [] : [{ at: `${at}/@${name}`, name, value }];
      });
      const status = attr(restriction, 'Status');
      const closed = status === 'Close' ? true : status === 'Open' ? false : undefined;
      const what = attr(restriction, 'Restriction');
      const field =
        what === undefined || what === 'Master'
          ? 'stopSale'
          : what === 'Arrival'
            ? 'closedArrival'
            : what === 'Departure'
              ? 'closedDeparture'
              : undefined;
      if (!field) this.issue(`${at}/@Restriction`, OTA_MSG.restrictionInvalid);
      else if (closed === undefined) {
        if (status !== undefined || offsets.length === 0) this.issue(`${at}/@Status`, OTA_MSG.statusInvalid);
      } else if (field === 'stopSale') {
        stopSale = closed;
        this.origins.stopSale = `${at}/@Status`;
      } else if (change[field] !== undefined) this.issue(`${at}/@Status`, OTA_MSG.oneOnly);
      else {
        change[field] = closed;
        this.origins[field] = `${at}/@Status`;
      }
    }
    if (!control) return this.incomplete();
    const rate = control.plan ? this.hotel.rates.get(control.plan.rateId) : undefined;
    // Advance booking: the model holds the rate's release only (the least days before arrival).
    for (const offset of offsets) {
      const days = DAYS_DURATION.exec(offset.value)?.[1];
      const isRelease =
        offset.name === 'MinAdvancedBookingOffset' &&
        rate !== undefined &&
        days !== undefined &&
        Number(days) === (rate.releaseDays ?? 0);
      if (!isRelease) this.unsupported(offset.at, `${offset.name}="${offset.value}"`);
    }
    const restrictionFields = ['minStay', 'maxStay', 'closedArrival', 'closedDeparture'] as const;
    if (!control.plan) {
      // Without a rate plan: the room type's inventory only (restrictions are each rate plan's).
      for (const field of restrictionFields) {
        if (change[field] !== undefined)
          this.issue(this.origins[field] ?? this.path, OTA_MSG.ratePlanRequired);
      }
      if (control.room === undefined && (allotmentMode !== undefined || stopSale !== undefined))
        this.issue(`${control.path}/@InvTypeCode`, OTA_MSG.roomRequired);
      if (
        allotmentMode === undefined &&
        stopSale === undefined &&
        !restrictionFields.some((f) => change[f] !== undefined)
      )
        return this.incomplete();
      return this.done({
        rateId: null,
        change: {
          start: control.start,
          end: control.end,
          ...(control.weekdays ? { weekdays: control.weekdays } : {}),
          ...(control.room !== undefined ? { roomTypes: [control.room] } : {}),
          ...change,
          ...(stopSale !== undefined ? { stopSale } : {}),
        },
        ...(allotmentMode ? { allotmentMode } : {}),
      });
    }
    // Rooms allotted are the room type's, shared by the hotel's allotment rates: never per rate plan.
    if (allotmentMode !== undefined) this.issue(this.origins.allotment, OTA_MSG.allotmentPerRoomType);
    const rooms = control.room !== undefined ? [control.room] : [...(rate?.rooms ?? [])];
    const hasRestriction = restrictionFields.some((field) => change[field] !== undefined);
    if (!hasRestriction && stopSale === undefined && offsets.length === 0) return this.incomplete();
    return this.done({
      rateId: control.plan.rateId,
      change: {
        start: control.start,
        end: control.end,
        ...(control.weekdays ? { weekdays: control.weekdays } : {}),
        roomTypes: rooms,
        boards: [control.plan.board],
        ...change,
      },
      plan: { board: control.plan.board, rooms, ...(stopSale !== undefined ? { stopSale } : {}) },
    });
  }
}

function ages(rate: OtaRateInfo): Record<'infant' | 'baby', number> {
  return { infant: rate.infantAge, baby: rate.babyAge };
}
