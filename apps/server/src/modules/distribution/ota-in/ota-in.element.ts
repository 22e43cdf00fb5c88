// What every OTA in message element is read with: the reader's types, issues and StatusApplicationControl.
import { type AriChange, type Board, isBoard, isoToDayKey, OTA_MSG } from '@hotel/domain';
import { attr, child, type GuestKind, type OtaNode } from '../ota/index.ts';

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

export const DIGITS = /^\d{1,9}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const RATE_PLAN = /^(\d{1,9})-([A-Z]{2})$/;
export const WEEKDAY_ATTRIBUTES = ['Mon', 'Tue', 'Weds', 'Thur', 'Fri', 'Sat', 'Sun'] as const;
/** StatusApplicationControl attributes naming inventory this model has no such thing as. */
const CONTROL_UNSUPPORTED = new Set(['@InvBlockCode', '@RateTier']);
const CONTROL_ALL = ['AllInvCode', 'AllRateCode'] as const;

/** Children each element may have; any other is read and not applied (a warning). */
const KNOWN_CHILDREN: Record<string, ReadonlySet<string>> = {
  RateAmountMessage: new Set(['StatusApplicationControl', 'Rates', 'UniqueID']),
  Rate: new Set(['BaseByGuestAmts', 'AdditionalGuestAmounts', 'MealsIncluded', 'UniqueID']),
  AvailStatusMessage: new Set(['StatusApplicationControl', 'LengthsOfStay', 'RestrictionStatus', 'UniqueID']),
};

/**
 * Reads one message element; issues go to the shared list, and a change comes back only when it is
 * whole. What every element has (StatusApplicationControl, issues, origins) is read here; a
 * RateAmountMessage by RateAmountReader (ota-in.read-rates.ts), an AvailStatusMessage by
 * AvailStatusReader (ota-in.read-avail.ts).
 */
export class ElementReader {
  protected failed = false;
  protected readonly origins: Record<string, string> = {};

  constructor(
    protected readonly path: string,
    protected readonly hotel: OtaHotel,
    protected readonly issues: OtaIssue[],
    protected readonly warnings: OtaIssue[],
  ) {}

  protected issue(path: string, key: string, params?: Record<string, string | number>): undefined {
    this.failed = true;
    this.issues.push({ path, key, ...(params ? { params } : {}) });
    return undefined;
  }

  protected unsupported(path: string, what: string): undefined {
    return this.issue(path, OTA_MSG.notSupported, { what });
  }

  /** Children of `node` this pass does not read: a warning each, never a silent drop. */
  protected warnUnknown(node: OtaNode, name: string, path: string): void {
    const known = KNOWN_CHILDREN[name];
    if (!known) return;
    // for…in, not Object.keys: no array per element (a year of prices is 10 950 elements).
    for (const key in node) {
      if (key.charCodeAt(0) === 64 || key === '#text' || known.has(key)) continue;
      this.warnings.push({ path: `${path}/${key}`, key: OTA_MSG.ignored, params: { what: key } });
    }
  }

  /** A single child element, or an issue when it is repeated (or missing and required). */
  protected single(node: OtaNode, name: string, path: string, required: boolean): OtaNode | undefined {
    const found = child(node, name);
    if (found === 'many') return this.issue(`${path}/${name}`, OTA_MSG.oneOnly);
    if (found === undefined && required) return this.issue(`${path}/${name}`, OTA_MSG.required);
    return found;
  }

  protected date(node: OtaNode, name: 'Start' | 'End', path: string): string | undefined {
    const value = attr(node, name);
    const at = `${path}/@${name}`;
    if (value === undefined) return this.issue(at, OTA_MSG.required);
    const key = ISO_DATE.test(value) ? isoToDayKey(value) : null;
    if (!key) return this.issue(at, OTA_MSG.dateInvalid);
    return key;
  }

  /** StatusApplicationControl: the days, and the room type and rate plan when named. */
  protected control(node: OtaNode, needs: { room: boolean; plan: boolean }) {
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
  protected incomplete(): undefined {
    if (!this.failed) this.issue(this.path, OTA_MSG.required);
    return undefined;
  }

  protected done(read: Omit<ReadChange, 'path' | 'origins'>): ReadChange | undefined {
    if (this.failed) return undefined;
    const change = read as ReadChange;
    change.path = this.path;
    change.origins = this.origins;
    return change;
  }
}
