/**
 * A rate's contract terms (supplements, discounts and offers) and a hotel's taxes and fees (issue
 * 33, decision 063): their types, bounds and the rules a shape cannot say. The pricing engine
 * (engine.ts) applies them. Pure and without zod: the schemas are in terms.contract.ts.
 */
import { BOARDS, type Board } from '../rates/cells.ts';
import { percentHundredths, toCents } from '../rates/money.ts';
import { GUEST_AGE_MAX, RESERVATION_GUESTS_MAX, STAY_NIGHTS_MAX } from '../reservations/rules.ts';

/** Message keys (packages/i18n/locales/<lang>/rates.json, `terms.errors`). */
export const TERMS_MSG = {
  codeInvalid: 'rates.terms.errors.code_invalid',
  codeTaken: 'rates.terms.errors.code_taken',
  tooMany: 'rates.terms.errors.too_many',
  taxesTooMany: 'rates.terms.errors.taxes_too_many',
  kindInvalid: 'rates.terms.errors.kind_invalid',
  effectInvalid: 'rates.terms.errors.effect_invalid',
  effectOfKind: 'rates.terms.errors.effect_of_kind',
  valueRequired: 'rates.terms.errors.value_required',
  valueNotFreeNights: 'rates.terms.errors.value_not_free_nights',
  percentRange: 'rates.terms.errors.percent_range',
  amountInvalid: 'rates.terms.errors.amount_invalid',
  percentPerNight: 'rates.terms.errors.percent_per_night',
  percentPerRoom: 'rates.terms.errors.percent_per_room',
  dateInvalid: 'rates.terms.errors.date_invalid',
  rangeReversed: 'rates.terms.errors.range_reversed',
  agesRange: 'rates.terms.errors.ages_range',
  weekdayInvalid: 'rates.terms.errors.weekday_invalid',
  nightsRange: 'rates.terms.errors.nights_range',
  leadDaysRange: 'rates.terms.errors.lead_days_range',
  guestsRange: 'rates.terms.errors.guests_range',
  orderRange: 'rates.terms.errors.order_range',
  combinesWithRequired: 'rates.terms.errors.combines_with_required',
  combinesWithUnknown: 'rates.terms.errors.combines_with_unknown',
  combinesWithOnlyWith: 'rates.terms.errors.combines_with_only_with',
  supplementCumulative: 'rates.terms.errors.supplement_cumulative',
  leadDaysRequired: 'rates.terms.errors.lead_days_required',
  nightsRequired: 'rates.terms.errors.nights_required',
  weekdaysRequired: 'rates.terms.errors.weekdays_required',
  arrivalWeekdaysRequired: 'rates.terms.errors.arrival_weekdays_required',
  agesRequired: 'rates.terms.errors.ages_required',
  boardsRequired: 'rates.terms.errors.boards_required',
  guestsRequired: 'rates.terms.errors.guests_required',
  freeNightsRequired: 'rates.terms.errors.free_nights_required',
  freeNightsRange: 'rates.terms.errors.free_nights_range',
  nameRequired: 'rates.terms.errors.name_required',
  nameTooLong: 'rates.terms.errors.name_too_long',
  maxNightsRange: 'rates.terms.errors.max_nights_range',
  idInvalid: 'rates.terms.errors.id_invalid',
  boardInvalid: 'rates.terms.errors.board_invalid',
} as const;

/** The families of terms a bed-bank contract carries (Hotelbeds' contract model, OTA Offers/Supplements). */
export const TERM_KINDS = [
  'board_supplement',
  'single_use',
  'extra_bed',
  'child',
  'early_booking',
  'last_minute',
  'long_stay',
  'min_stay',
  'free_nights',
  'arrival_day',
  'weekday',
  'general',
] as const;
export type TermKind = (typeof TERM_KINDS)[number];

/** A term adds to the night (supplement) or takes off it (discount). */
export const TERM_EFFECTS = ['supplement', 'discount'] as const;
export type TermEffect = (typeof TERM_EFFECTS)[number];

/**
 * The effect each kind may have: board, single-use and extra-bed terms are supplements; the
 * offers are discounts; a child term (a child pays 50 %, or a child's extra bed), a minimum-stay
 * term (an offer from N nights, or a short-stay supplement) and a general term are either.
 */
export const KIND_EFFECTS: Record<TermKind, readonly TermEffect[]> = {
  board_supplement: ['supplement'],
  single_use: ['supplement'],
  extra_bed: ['supplement'],
  child: ['supplement', 'discount'],
  early_booking: ['discount'],
  last_minute: ['discount'],
  long_stay: ['discount'],
  min_stay: ['supplement', 'discount'],
  free_nights: ['discount'],
  arrival_day: ['discount'],
  weekday: ['discount'],
  general: ['supplement', 'discount'],
};

/**
 * How a discount combines with the others: `exclusive` alone (the best for the customer of the
 * exclusive ones and the combinations of the others wins), `cumulative` with any cumulative one,
 * `only_with` with the terms it names only (and those must allow it back). Supplements always apply
 * when they hold: they are the price of what is sold, not an offer; they are `cumulative`.
 */
export const TERM_COMBINATIONS = ['exclusive', 'cumulative', 'only_with'] as const;
export type TermCombination = (typeof TERM_COMBINATIONS)[number];

/** An amount is for each guest it concerns or for the room; for each night or once for the stay. */
export const TERM_PER = ['person', 'room'] as const;
export type TermPer = (typeof TERM_PER)[number];
export const TERM_PERIODS = ['night', 'stay'] as const;
export type TermPeriod = (typeof TERM_PERIODS)[number];

/** Which nights a free-nights offer gives: the first, the last, or the cheapest ones of the stay. */
export const FREE_NIGHTS_WHICH = ['first', 'last', 'cheapest'] as const;
export type FreeNightsWhich = (typeof FREE_NIGHTS_WHICH)[number];

/** A percentage (decimal string, 0..100 for discounts and taxes, 0..1000 for supplements) or an exact amount. */
export type TermValue = { percent: string } | { amount: string };

/** Inclusive ISO day range; a null end is open. */
export interface DayRange {
  from: string | null;
  to: string | null;
}
/** Inclusive integer range; a null end is open. */
export interface IntRange {
  min: number | null;
  max: number | null;
}

/** "Stay 7 pay 6": every `nights` nights of the stay (once, or repeated), `free` of them are free. */
export interface FreeNights {
  nights: number;
  free: number;
  which: FreeNightsWhich;
  repeats: boolean;
}

/**
 * What selects the nights and guests a term (or a tax) applies to. Empty lists and null ranges
 * select everything. Weekdays are ISO (1 Monday … 7 Sunday).
 */
export interface TermScope {
  /** The nights of the stay it applies to (a night's day inside the range). */
  stay: DayRange;
  /** The days the booking is made on (the hotel's day). */
  booking: DayRange;
  roomTypes: number[];
  boards: Board[];
  /** The guests it concerns by age (a per-person amount counts them; a per-room one needs one). */
  ages: IntRange | null;
  /** The nights it applies to by their weekday. */
  weekdays: number[];
}

export interface RateTerm extends TermScope {
  /** Unique in the rate; `combinesWith` names terms by it ("EB30"). */
  code: string;
  kind: TermKind;
  effect: TermEffect;
  /** Null for free nights only (the free nights are the value). */
  value: TermValue | null;
  per: TermPer;
  period: TermPeriod;
  /** Terms apply in this order (then by code): supplements, then discounts, each on what is left. */
  order: number;
  combination: TermCombination;
  /** The codes an `only_with` discount combines with; empty otherwise. */
  combinesWith: string[];
  /** Weekdays the arrival may fall on (arrival-day offers). */
  arrivalWeekdays: number[];
  /** Nights the stay must have (long stay, minimum stay). */
  nights: IntRange;
  /** Whole days from the booking day to the arrival (early booking: min; last minute: max). */
  leadDays: IntRange;
  /** Guests the room holds (single use: at most 1; extra bed: from 3). */
  guests: IntRange;
  freeNights: FreeNights | null;
}

export const TAX_KINDS = ['tax', 'fee'] as const;
export type TaxKind = (typeof TAX_KINDS)[number];
export const TAX_COLLECTORS = ['hotel', 'group'] as const;
export type TaxCollector = (typeof TAX_COLLECTORS)[number];

/** A tax or fee of the hotel (VAT, city tax, resort fee). */
export interface HotelTax {
  /** Unique in the hotel. */
  code: string;
  name: string;
  kind: TaxKind;
  /** The nights it applies to (a night's day inside the range). */
  stay: DayRange;
  roomTypes: number[];
  /** Rate ids; empty: every rate. */
  rateIds: number[];
  /** The guests it is for by age (city tax from 16); per-person only. */
  ages: IntRange | null;
  /** A percentage (of the night's price, per room and per night only) or an amount. */
  value: TermValue;
  per: TermPer;
  period: TermPeriod;
  /** Inside the prices (VAT) or added to them (city tax); the rate's `pricesIncludeTax` false adds it. */
  included: boolean;
  collectedBy: TaxCollector;
  /** Charged for at most this many nights of a stay (city tax: 7); null: every night. */
  maxNights: number | null;
}

/** Bounds. */
export const TERMS_PER_RATE_MAX = 40;
export const TAXES_PER_HOTEL_MAX = 20;
export const TERM_CODE_MAX = 20;
export const TAX_NAME_MAX = 80;
export const TERM_ORDER_MAX = 999;
/** Early booking up to two years ahead. */
export const LEAD_DAYS_MAX = 730;
export const TERM_ROOM_TYPES_MAX = 50;
export const TAX_RATES_MAX = 200;
export const DISCOUNT_PERCENT_MAX = 100;
export const SUPPLEMENT_PERCENT_MAX = 1000;
const TERM_CODE = /^[A-Z0-9][A-Z0-9_-]*$/;

/**
 * A validation issue: where (a path in the body), a message key and its bounds (the messages'
 * only placeholders, `{{min}}` and `{{max}}`, as a zod issue carries them).
 */
export interface TermIssue {
  path: (string | number)[];
  message: string;
  params?: { min?: number; max?: number };
}

/** An empty scope (everything) and a term with its defaults, for the editors and the tests. */
export const OPEN_RANGE: IntRange = { min: null, max: null };
export const OPEN_DAYS: DayRange = { from: null, to: null };
export function termDefaults(): Omit<RateTerm, 'code' | 'kind' | 'effect' | 'value'> {
  return {
    stay: { ...OPEN_DAYS },
    booking: { ...OPEN_DAYS },
    roomTypes: [],
    boards: [],
    ages: null,
    weekdays: [],
    per: 'room',
    period: 'night',
    order: 0,
    combination: 'cumulative',
    combinesWith: [],
    arrivalWeekdays: [],
    nights: { ...OPEN_RANGE },
    leadDays: { ...OPEN_RANGE },
    guests: { ...OPEN_RANGE },
    freeNights: null,
  };
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
function isDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value;
}

function dayRangeIssues(range: DayRange, path: (string | number)[]): TermIssue[] {
  const issues: TermIssue[] = [];
  for (const end of ['from', 'to'] as const) {
    const value = range[end];
    if (value !== null && !isDay(value))
      issues.push({ path: [...path, end], message: TERMS_MSG.dateInvalid });
  }
  if (issues.length === 0 && range.from !== null && range.to !== null && range.from > range.to)
    issues.push({ path: [...path, 'to'], message: TERMS_MSG.rangeReversed });
  return issues;
}

function intRangeIssues(
  range: IntRange,
  low: number,
  high: number,
  message: string,
  path: (string | number)[],
): TermIssue[] {
  const bad = (value: number | null) =>
    value !== null && (!Number.isInteger(value) || value < low || value > high);
  if (bad(range.min) || bad(range.max) || (range.min !== null && range.max !== null && range.min > range.max))
    return [{ path, message, params: { min: low, max: high } }];
  return [];
}

function weekdayIssues(days: readonly number[], path: (string | number)[]): TermIssue[] {
  const valid = days.every((day) => Number.isInteger(day) && day >= 1 && day <= 7);
  return valid && new Set(days).size === days.length ? [] : [{ path, message: TERMS_MSG.weekdayInvalid }];
}

function idsIssues(ids: readonly number[], path: (string | number)[]): TermIssue[] {
  return ids.every((id) => Number.isInteger(id) && id >= 1) && new Set(ids).size === ids.length
    ? []
    : [{ path, message: TERMS_MSG.idInvalid }];
}

function valueIssues(value: TermValue, percentMax: number, path: (string | number)[]): TermIssue[] {
  if ('percent' in value) {
    const hundredths = percentHundredths(value.percent);
    return hundredths === null || hundredths < 0 || hundredths > percentMax * 100
      ? [{ path: [...path, 'percent'], message: TERMS_MSG.percentRange, params: { max: percentMax } }]
      : [];
  }
  return toCents(value.amount) === null
    ? [{ path: [...path, 'amount'], message: TERMS_MSG.amountInvalid }]
    : [];
}

const isRangeSet = (range: IntRange) => range.min !== null || range.max !== null;

/** The issues of one term; `codes`: every code of the rate (for `combinesWith`). */
export function termIssues(
  term: RateTerm,
  codes: ReadonlySet<string>,
  path: (string | number)[] = [],
): TermIssue[] {
  const issues: TermIssue[] = [];
  const at = (...rest: (string | number)[]) => [...path, ...rest];
  if (!TERM_CODE.test(term.code) || term.code.length > TERM_CODE_MAX)
    issues.push({ path: at('code'), message: TERMS_MSG.codeInvalid, params: { max: TERM_CODE_MAX } });
  if (!(TERM_KINDS as readonly string[]).includes(term.kind))
    return [...issues, { path: at('kind'), message: TERMS_MSG.kindInvalid }];
  if (!KIND_EFFECTS[term.kind].includes(term.effect))
    issues.push({ path: at('effect'), message: TERMS_MSG.effectOfKind });
  if (term.kind === 'free_nights') {
    if (term.value !== null) issues.push({ path: at('value'), message: TERMS_MSG.valueNotFreeNights });
    const free = term.freeNights;
    if (free === null) issues.push({ path: at('freeNights'), message: TERMS_MSG.freeNightsRequired });
    else if (
      !Number.isInteger(free.nights) ||
      !Number.isInteger(free.free) ||
      free.nights < 2 ||
      free.nights > STAY_NIGHTS_MAX ||
      free.free < 1 ||
      free.free >= free.nights
    )
      issues.push({
        path: at('freeNights'),
        message: TERMS_MSG.freeNightsRange,
        params: { max: STAY_NIGHTS_MAX },
      });
  } else if (term.value === null) {
    issues.push({ path: at('value'), message: TERMS_MSG.valueRequired });
  } else {
    const max = term.effect === 'supplement' ? SUPPLEMENT_PERCENT_MAX : DISCOUNT_PERCENT_MAX;
    issues.push(...valueIssues(term.value, max, at('value')));
    // A percentage of each night is the same for the stay; a second meaning would only round apart.
    if ('percent' in term.value && term.period !== 'night')
      issues.push({ path: at('period'), message: TERMS_MSG.percentPerNight });
  }
  issues.push(...dayRangeIssues(term.stay, at('stay')), ...dayRangeIssues(term.booking, at('booking')));
  issues.push(...idsIssues(term.roomTypes, at('roomTypes')));
  if (term.boards.some((board) => !(BOARDS as readonly string[]).includes(board)))
    issues.push({ path: at('boards'), message: TERMS_MSG.boardInvalid });
  if (term.ages) issues.push(...intRangeIssues(term.ages, 0, GUEST_AGE_MAX, TERMS_MSG.agesRange, at('ages')));
  issues.push(...weekdayIssues(term.weekdays, at('weekdays')));
  issues.push(...weekdayIssues(term.arrivalWeekdays, at('arrivalWeekdays')));
  issues.push(...intRangeIssues(term.nights, 1, STAY_NIGHTS_MAX, TERMS_MSG.nightsRange, at('nights')));
  issues.push(...intRangeIssues(term.leadDays, 0, LEAD_DAYS_MAX, TERMS_MSG.leadDaysRange, at('leadDays')));
  issues.push(...intRangeIssues(term.guests, 1, RESERVATION_GUESTS_MAX, TERMS_MSG.guestsRange, at('guests')));
  if (!Number.isInteger(term.order) || term.order < 0 || term.order > TERM_ORDER_MAX)
    issues.push({ path: at('order'), message: TERMS_MSG.orderRange, params: { max: TERM_ORDER_MAX } });
  // The combination.
  if (term.effect === 'supplement' && term.combination !== 'cumulative')
    issues.push({ path: at('combination'), message: TERMS_MSG.supplementCumulative });
  if (term.combination === 'only_with') {
    if (term.combinesWith.length === 0)
      issues.push({ path: at('combinesWith'), message: TERMS_MSG.combinesWithRequired });
    term.combinesWith.forEach((code, index) => {
      if (code === term.code || !codes.has(code))
        issues.push({ path: at('combinesWith', index), message: TERMS_MSG.combinesWithUnknown });
    });
  } else if (term.combinesWith.length > 0) {
    issues.push({ path: at('combinesWith'), message: TERMS_MSG.combinesWithOnlyWith });
  }
  // What each kind cannot do without.
  if (term.kind === 'early_booking' && term.leadDays.min === null)
    issues.push({ path: at('leadDays', 'min'), message: TERMS_MSG.leadDaysRequired });
  if (term.kind === 'last_minute' && term.leadDays.max === null)
    issues.push({ path: at('leadDays', 'max'), message: TERMS_MSG.leadDaysRequired });
  if (
    (term.kind === 'long_stay' && term.nights.min === null) ||
    (term.kind === 'min_stay' && !isRangeSet(term.nights))
  )
    issues.push({ path: at('nights'), message: TERMS_MSG.nightsRequired });
  if (term.kind === 'weekday' && term.weekdays.length === 0)
    issues.push({ path: at('weekdays'), message: TERMS_MSG.weekdaysRequired });
  if (term.kind === 'arrival_day' && term.arrivalWeekdays.length === 0)
    issues.push({ path: at('arrivalWeekdays'), message: TERMS_MSG.arrivalWeekdaysRequired });
  if (term.kind === 'child' && term.ages === null)
    issues.push({ path: at('ages'), message: TERMS_MSG.agesRequired });
  if (term.kind === 'board_supplement' && term.boards.length === 0)
    issues.push({ path: at('boards'), message: TERMS_MSG.boardsRequired });
  if ((term.kind === 'single_use' || term.kind === 'extra_bed') && !isRangeSet(term.guests))
    issues.push({ path: at('guests'), message: TERMS_MSG.guestsRequired });
  return issues;
}

/** The issues of a rate's terms: bounded, codes unique, each term's own. */
export function termsIssues(terms: readonly RateTerm[], path: (string | number)[] = []): TermIssue[] {
  const issues: TermIssue[] = [];
  if (terms.length > TERMS_PER_RATE_MAX)
    issues.push({ path, message: TERMS_MSG.tooMany, params: { max: TERMS_PER_RATE_MAX } });
  const codes = new Set(terms.map((term) => term.code));
  const seen = new Set<string>();
  terms.forEach((term, index) => {
    if (seen.has(term.code)) issues.push({ path: [...path, index, 'code'], message: TERMS_MSG.codeTaken });
    seen.add(term.code);
    issues.push(...termIssues(term, codes, [...path, index]));
  });
  return issues;
}

/** The issues of one tax. */
export function taxIssues(tax: HotelTax, path: (string | number)[] = []): TermIssue[] {
  const issues: TermIssue[] = [];
  const at = (...rest: (string | number)[]) => [...path, ...rest];
  if (!TERM_CODE.test(tax.code) || tax.code.length > TERM_CODE_MAX)
    issues.push({ path: at('code'), message: TERMS_MSG.codeInvalid, params: { max: TERM_CODE_MAX } });
  if (tax.name.trim().length === 0) issues.push({ path: at('name'), message: TERMS_MSG.nameRequired });
  else if (tax.name.length > TAX_NAME_MAX)
    issues.push({ path: at('name'), message: TERMS_MSG.nameTooLong, params: { max: TAX_NAME_MAX } });
  issues.push(...valueIssues(tax.value, DISCOUNT_PERCENT_MAX, at('value')));
  // A percentage of the night's price: of the room's price, each night.
  if ('percent' in tax.value && (tax.per !== 'room' || tax.period !== 'night'))
    issues.push({ path: at('per'), message: TERMS_MSG.percentPerRoom });
  issues.push(...dayRangeIssues(tax.stay, at('stay')));
  issues.push(...idsIssues(tax.roomTypes, at('roomTypes')), ...idsIssues(tax.rateIds, at('rateIds')));
  if (tax.ages) issues.push(...intRangeIssues(tax.ages, 0, GUEST_AGE_MAX, TERMS_MSG.agesRange, at('ages')));
  if (
    tax.maxNights !== null &&
    (!Number.isInteger(tax.maxNights) || tax.maxNights < 1 || tax.maxNights > STAY_NIGHTS_MAX)
  )
    issues.push({
      path: at('maxNights'),
      message: TERMS_MSG.maxNightsRange,
      params: { max: STAY_NIGHTS_MAX },
    });
  return issues;
}

/** The issues of a hotel's taxes: bounded, codes unique, each tax's own. */
export function taxesIssues(taxes: readonly HotelTax[], path: (string | number)[] = []): TermIssue[] {
  const issues: TermIssue[] = [];
  if (taxes.length > TAXES_PER_HOTEL_MAX)
    issues.push({ path, message: TERMS_MSG.taxesTooMany, params: { max: TAXES_PER_HOTEL_MAX } });
  const seen = new Set<string>();
  taxes.forEach((tax, index) => {
    if (seen.has(tax.code)) issues.push({ path: [...path, index, 'code'], message: TERMS_MSG.codeTaken });
    seen.add(tax.code);
    issues.push(...taxIssues(tax, [...path, index]));
  });
  return issues;
}
