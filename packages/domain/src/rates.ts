/**
 * Rates (spec §2, §3, §4, §7, §9): the new-rate options, the new-rate wizard's step bounds,
 * calendar day keys (YYYY_MM_DD), Monday-first month grids and the API's zod schemas.
 * The web guides the user with these rules; the server refuses what they refuse.
 */
import { z } from 'zod';
import { RATE_GROUP_COLOURS } from './constants.ts';
import { idParam, pathInt } from './ids.ts';
import { MSG } from './messages.ts';
import { clampStep, isFinishEnabled } from './wizard.ts';

/** Message keys of the rates namespace (packages/i18n/locales/<lang>/rates.json). */
export const RATES_MSG = {
  kindInvalid: 'rates.errors.kind_invalid',
  nameRequired: 'rates.errors.name_required',
  nameTooLong: 'rates.errors.name_too_long',
  rateTypeInvalid: 'rates.errors.rate_type_invalid',
  priceRoomTypeInvalid: 'rates.errors.price_room_type_invalid',
  currencyRequired: 'rates.errors.currency_required',
  currencyInvalid: 'rates.errors.currency_invalid',
  methodInvalid: 'rates.errors.method_invalid',
  quotaTypeInvalid: 'rates.errors.quota_type_invalid',
  releaseDaysRequired: 'rates.errors.release_days_required',
  releaseDaysRange: 'rates.errors.release_days_range',
  marketsRequired: 'rates.errors.markets_required',
  marketInvalid: 'rates.errors.market_invalid',
  ageRange: 'rates.errors.age_range',
  babyAgeNotBelowInfant: 'rates.errors.baby_age_not_below_infant',
  infantAgeNotBelowChild: 'rates.errors.infant_age_not_below_child',
  expenditureChangeInvalid: 'rates.errors.expenditure_change_invalid',
  cancellationInvalid: 'rates.errors.cancellation_invalid',
  contractNameRequired: 'rates.errors.contract_name_required',
  contractNameTooLong: 'rates.errors.contract_name_too_long',
  contractRequired: 'rates.errors.contract_required',
  tooManyContracts: 'rates.errors.too_many_contracts',
  tooManyRates: 'rates.errors.too_many_rates',
  yearOutOfRange: 'rates.errors.year_out_of_range',
  dayInvalid: 'rates.errors.day_invalid',
  dayOutsideYear: 'rates.errors.day_outside_year',
  unknownRate: 'rates.errors.unknown_rate',
  duplicateRate: 'rates.errors.duplicate_rate',
  tooManyDays: 'rates.errors.too_many_days',
  tooManyRatesInSave: 'rates.errors.too_many_rates_in_save',
} as const;

// ---------------------------------------------------------------------------------------------
// Options of spec §9
// ---------------------------------------------------------------------------------------------

/** A contract holds rates of three kinds (the calendar and the list filter by them). */
export const RATE_KINDS = ['rate', 'offer', 'promotion'] as const;
export type RateKind = (typeof RATE_KINDS)[number];

/**
 * The group colours of spec §9 (rate brown, offer emerald, promotion dark cyan) as colours that
 * keep white text at 4.5:1 or more (WCAG AA): CSS brown as is, a deep emerald, a deepened dark cyan.
 */
export const RATE_GROUP_HEX: Record<RateKind, string> = {
  rate: '#a52a2a',
  offer: '#047857',
  promotion: '#006b6b',
};
export const RATE_GROUP_COLOUR_NAMES: Record<RateKind, string> = RATE_GROUP_COLOURS;

/** Spec §9 currencies: euro, dollar, pound (L), real (BR$), as ISO 4217 codes. */
export const CURRENCIES = ['EUR', 'USD', 'GBP', 'BRL'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const CURRENCY_SYMBOLS: Record<Currency, string> = { EUR: '€', USD: '$', GBP: '£', BRL: 'R$' };

/** Neta or Comisionables. */
export const RATE_TYPES = ['net', 'commissionable'] as const;
export type RateType = (typeof RATE_TYPES)[number];

/** The price is per person or per room (`priceRoomType`). */
export const PRICE_ROOM_TYPES = ['person', 'room'] as const;
export type PriceRoomType = (typeof PRICE_ROOM_TYPES)[number];

/** Payment (`method`): direct at the hotel, or at the agency. */
export const PAYMENT_METHODS = ['hotel', 'agency'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Free sale, allotment with release (it names the release days), allotment without release. */
export const QUOTA_TYPES = ['free_sale', 'allotment_release', 'allotment_no_release'] as const;
export type QuotaType = (typeof QUOTA_TYPES)[number];
export const RELEASE_DAYS_MIN = 1;
export const RELEASE_DAYS_MAX = 365;

/** Markets beyond single countries. */
export const MARKET_REGIONS = [
  'EUROPE',
  'NORTH_AMERICA',
  'LATIN_AMERICA',
  'ASIA_PACIFIC',
  'MIDDLE_EAST_AFRICA',
] as const;
/** ISO 3166-1 alpha-2 country codes. */
export const MARKET_COUNTRIES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT ' +
  'BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ' +
  'ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT ' +
  'HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS ' +
  'LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI ' +
  'NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG ' +
  'SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG ' +
  'UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');
export const MARKETS: readonly string[] = [...MARKET_REGIONS, ...MARKET_COUNTRIES];
const MARKET_SET = new Set(MARKETS);
export function isMarket(value: string): boolean {
  return MARKET_SET.has(value);
}
export const MARKETS_MAX = MARKETS.length;

/** Ages (in years) up to which a guest counts as a baby, an infant or a child: baby < infant < child ≤ 17. */
export const AGE_MIN = 0;
export const CHILD_AGE_MAX = 17;

/** The changes that carry an expenditure: names, number of pax, board, dates. */
export const CHANGE_EXPENDITURES = ['names', 'pax', 'board', 'dates'] as const;
export type ChangeExpenditure = (typeof CHANGE_EXPENDITURES)[number];

/** Cancellation: none, D-1 to D-4 (days before arrival), non-refundable. */
export const CANCELLATION_POLICIES = ['none', 'd1', 'd2', 'd3', 'd4', 'non_refundable'] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];

export const RATE_NAME_MAX = 100;
export const CONTRACT_NAME_MAX = 100;
/** A hotel holds at most this many contracts, each at most this many rates (bounded lists and calendars). */
export const RATE_CONTRACTS_MAX = 20;
export const RATES_PER_CONTRACT_MAX = 100;
/** One calendar save carries at most this many rates (each with at most a year of days). */
export const CALENDAR_SAVE_MAX_RATES = 150;

// ---------------------------------------------------------------------------------------------
// New-rate wizard (spec §4): three steps, next and previous in bounds, finish on the last
// ---------------------------------------------------------------------------------------------

export const NEW_RATE_STEPS = ['form1', 'form2', 'confirmation'] as const;
export type NewRateStep = (typeof NEW_RATE_STEPS)[number];

/** The step after `current` (itself brought in bounds first), never past the confirmation. */
export function nextRateStep(current: number): number {
  return clampStep(clampStep(current, NEW_RATE_STEPS.length) + 1, NEW_RATE_STEPS.length);
}
/** The step before `current` (itself brought in bounds first), never before the first form. */
export function previousRateStep(current: number): number {
  return clampStep(clampStep(current, NEW_RATE_STEPS.length) - 1, NEW_RATE_STEPS.length);
}
export function isRateFinishEnabled(current: number): boolean {
  return isFinishEnabled(current, NEW_RATE_STEPS.length);
}
/** Any stored step index (a draft from a reload) brought back in bounds. */
export function rateStepInBounds(value: unknown): number {
  return clampStep(typeof value === 'number' ? value : 0, NEW_RATE_STEPS.length);
}

// ---------------------------------------------------------------------------------------------
// Day keys and Monday-first month grids (spec §9)
// ---------------------------------------------------------------------------------------------

export interface DayParts {
  year: number;
  /** 1..12 */
  month: number;
  /** 1..31 */
  day: number;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** Days of a month (1..12). */
export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : (MONTH_DAYS[month - 1] ?? 0);
}

export function daysInYear(year: number): number {
  return isLeapYear(year) ? 366 : 365;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** 'YYYY_MM_DD'. */
export function formatDayKey(year: number, month: number, day: number): string {
  return `${pad(year, 4)}_${pad(month)}_${pad(day)}`;
}

const DAY_KEY = /^(\d{4})_(\d{2})_(\d{2})$/;

/** The parts of a day key, or null when it is not a real day ('2027_02_30', '2027-01-01', …). */
export function parseDayKey(key: string): DayParts | null {
  const match = DAY_KEY.exec(key);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function isDayKey(key: string): boolean {
  return parseDayKey(key) !== null;
}

/** 'YYYY_MM_DD' ↔ 'YYYY-MM-DD' (the database's and the date input's format). */
export function dayKeyToIso(key: string): string {
  return key.replaceAll('_', '-');
}
export function isoToDayKey(iso: string): string | null {
  const key = iso.replaceAll('-', '_');
  return isDayKey(key) ? key : null;
}

function toUtc({ year, month, day }: DayParts): number {
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getTime();
}

function fromUtc(time: number): string {
  const date = new Date(time);
  return formatDayKey(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

const DAY_MS = 86_400_000;

/** The day `amount` days after (or before) a day key; null for an invalid key. */
export function shiftDayKey(key: string, amount: number): string | null {
  const parts = parseDayKey(key);
  return parts ? fromUtc(toUtc(parts) + amount * DAY_MS) : null;
}

/** Monday-first weekday: 0 Monday … 6 Sunday. */
export function weekdayOf(year: number, month: number, day: number): number {
  return (new Date(toUtc({ year, month, day })).getUTCDay() + 6) % 7;
}

/**
 * A month as weeks of seven cells, Monday first: the day numbers, with null before the 1st and
 * after the last day.
 */
export function monthGrid(year: number, month: number): (number | null)[][] {
  const lead = weekdayOf(year, month, 1);
  const count = daysInMonth(year, month);
  const cells: (number | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: count }, (_, index) => index + 1),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (number | null)[][] = [];
  for (let at = 0; at < cells.length; at += 7) weeks.push(cells.slice(at, at + 7));
  return weeks;
}

/** The twelve month grids of a year. */
export function yearGrids(year: number): (number | null)[][][] {
  return Array.from({ length: 12 }, (_, index) => monthGrid(year, index + 1));
}

/** Every day key of a year, in order. */
export function dayKeysOfYear(year: number): string[] {
  const keys: string[] = [];
  for (let month = 1; month <= 12; month++) {
    for (let day = 1; day <= daysInMonth(year, month); day++) keys.push(formatDayKey(year, month, day));
  }
  return keys;
}

/**
 * The days from one key to another, both included, whichever comes first; only the given
 * Monday-first weekdays (0..6) when `weekdays` is set. Empty for an invalid key.
 */
export function dayKeysInRange(from: string, to: string, weekdays?: Iterable<number>): string[] {
  const start = parseDayKey(from);
  const end = parseDayKey(to);
  if (!start || !end) return [];
  let first = toUtc(start);
  let last = toUtc(end);
  if (first > last) [first, last] = [last, first];
  const allowed = weekdays === undefined ? null : new Set(weekdays);
  const keys: string[] = [];
  for (let time = first; time <= last; time += DAY_MS) {
    const weekday = (new Date(time).getUTCDay() + 6) % 7;
    if (!allowed || allowed.has(weekday)) keys.push(fromUtc(time));
  }
  return keys;
}

/** The calendar offers the current year and the next one (spec §2). */
export function selectableYears(today: Date = new Date()): [number, number] {
  const year = today.getFullYear();
  return [year, year + 1];
}

export function isSelectableYear(year: number, today: Date = new Date()): boolean {
  return selectableYears(today).includes(year);
}

// ---------------------------------------------------------------------------------------------
// Schemas (the API contract)
// ---------------------------------------------------------------------------------------------

const id = z.number({ error: MSG.required }).int().positive().max(2_147_483_647);

export const ratesParamsSchema = z.object({ userId: idParam, hotId: idParam });
export const rateContractParamsSchema = ratesParamsSchema.extend({ contractId: idParam });
export const rateParamsSchema = rateContractParamsSchema.extend({ rateId: idParam });
export const rateCalendarParamsSchema = ratesParamsSchema.extend({
  year: pathInt({ max: 9999 }),
});
export const rateCalendarQuerySchema = z.object({
  contract: z.coerce.number({ error: MSG.invalidValue }).int().positive().max(2_147_483_647).optional(),
  kind: z.enum(RATE_KINDS, { error: RATES_MSG.kindInvalid }).optional(),
});

export const dayKeySchema = z
  .string({ error: RATES_MSG.dayInvalid })
  .refine(isDayKey, { error: RATES_MSG.dayInvalid });

const age = z
  .number({ error: RATES_MSG.ageRange })
  .int({ error: RATES_MSG.ageRange })
  .min(AGE_MIN, { error: RATES_MSG.ageRange })
  .max(CHILD_AGE_MAX, { error: RATES_MSG.ageRange });

export const marketSchema = z.strictObject({
  all: z.boolean({ error: RATES_MSG.marketInvalid }),
  markets: z
    .array(z.string().refine(isMarket, { error: RATES_MSG.marketInvalid }), {
      error: RATES_MSG.marketInvalid,
    })
    .max(MARKETS_MAX, { error: RATES_MSG.marketInvalid }),
});
export type RateMarket = z.infer<typeof marketSchema>;

/** Every field of the new-rate draft (spec §3), plus the kind and a name to tell rates apart. */
export const rateFields = {
  kind: z.enum(RATE_KINDS, { error: RATES_MSG.kindInvalid }),
  name: z
    .string({ error: RATES_MSG.nameRequired })
    .trim()
    .min(1, { error: RATES_MSG.nameRequired })
    .max(RATE_NAME_MAX, { error: RATES_MSG.nameTooLong }),
  rateType: z.enum(RATE_TYPES, { error: RATES_MSG.rateTypeInvalid }),
  priceRoomType: z.enum(PRICE_ROOM_TYPES, { error: RATES_MSG.priceRoomTypeInvalid }),
  currency: z.enum(CURRENCIES, {
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? RATES_MSG.currencyRequired
        : RATES_MSG.currencyInvalid,
  }),
  method: z.enum(PAYMENT_METHODS, { error: RATES_MSG.methodInvalid }),
  quotaType: z.enum(QUOTA_TYPES, { error: RATES_MSG.quotaTypeInvalid }),
  releaseDays: z
    .number({ error: RATES_MSG.releaseDaysRange })
    .int({ error: RATES_MSG.releaseDaysRange })
    .min(RELEASE_DAYS_MIN, { error: RATES_MSG.releaseDaysRange })
    .max(RELEASE_DAYS_MAX, { error: RATES_MSG.releaseDaysRange })
    .nullable()
    .optional(),
  market: marketSchema,
  childsAge: age,
  infantAge: age,
  babyAge: age,
  expenditureChange: z
    .array(z.enum(CHANGE_EXPENDITURES, { error: RATES_MSG.expenditureChangeInvalid }), {
      error: RATES_MSG.expenditureChangeInvalid,
    })
    .max(CHANGE_EXPENDITURES.length, { error: RATES_MSG.expenditureChangeInvalid })
    .refine((list) => new Set(list).size === list.length, { error: RATES_MSG.expenditureChangeInvalid }),
  expenditureCancellation: z.enum(CANCELLATION_POLICIES, { error: RATES_MSG.cancellationInvalid }),
};
export type RateFieldName = keyof typeof rateFields;

/** The fields each step of the new-rate wizard asks for (the confirmation asks for none). */
export const NEW_RATE_STEP_FIELDS: Record<NewRateStep, readonly RateFieldName[]> = {
  form1: ['kind', 'name', 'rateType', 'priceRoomType', 'currency', 'method', 'quotaType', 'releaseDays'],
  form2: ['market', 'childsAge', 'infantAge', 'babyAge', 'expenditureChange', 'expenditureCancellation'],
  confirmation: [],
};

export interface RateIssue {
  path: (string | number)[];
  message: string;
}

/** Release days are named exactly for an allotment with release. */
export function releaseIssues(values: { quotaType?: string; releaseDays?: number | null }): RateIssue[] {
  if (
    values.quotaType === 'allotment_release' &&
    (values.releaseDays === null || values.releaseDays === undefined)
  )
    return [{ path: ['releaseDays'], message: RATES_MSG.releaseDaysRequired }];
  return [];
}

/** Chosen markets need at least one market. */
export function marketIssues(values: { market?: RateMarket }): RateIssue[] {
  if (values.market && !values.market.all && values.market.markets.length === 0)
    return [{ path: ['market', 'markets'], message: RATES_MSG.marketsRequired }];
  return [];
}

/**
 * Ages consistent with each other. An age of 0 means the rate has no such category (no children,
 * no infants or no babies); the others must grow: baby < infant < child (each 0..17, checked by
 * the schema).
 */
export function ageIssues(values: { childsAge?: number; infantAge?: number; babyAge?: number }): RateIssue[] {
  const issues: RateIssue[] = [];
  const { childsAge, infantAge, babyAge } = values;
  const offered = (age: number | undefined): age is number => age !== undefined && age > 0;
  if (offered(infantAge) && offered(childsAge) && infantAge >= childsAge)
    issues.push({ path: ['infantAge'], message: RATES_MSG.infantAgeNotBelowChild });
  const above = offered(infantAge) ? infantAge : childsAge;
  if (offered(babyAge) && offered(above) && babyAge >= above)
    issues.push({ path: ['babyAge'], message: RATES_MSG.babyAgeNotBelowInfant });
  return issues;
}

function addIssues(ctx: z.RefinementCtx, issues: RateIssue[]) {
  for (const issue of issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
}

function pickFields<K extends RateFieldName>(keys: readonly K[]): Pick<typeof rateFields, K> {
  return Object.fromEntries(keys.map((key) => [key, rateFields[key]])) as Pick<typeof rateFields, K>;
}

/** Formulario 1: kind, name, rate type, price per, currency, payment and quota. */
export const rateStep1Schema = z
  .object(
    pickFields([
      'kind',
      'name',
      'rateType',
      'priceRoomType',
      'currency',
      'method',
      'quotaType',
      'releaseDays',
    ]),
  )
  .superRefine((values, ctx) => addIssues(ctx, releaseIssues(values)));

/** Formulario 2: market, ages, change expenditures and cancellation. */
export const rateStep2Schema = z
  .object(
    pickFields([
      'market',
      'childsAge',
      'infantAge',
      'babyAge',
      'expenditureChange',
      'expenditureCancellation',
    ]),
  )
  .superRefine((values, ctx) => addIssues(ctx, [...marketIssues(values), ...ageIssues(values)]));

/** POST …/{contractId}/rates/: a whole rate, every rule applied. */
export const rateInputSchema = z
  .strictObject(rateFields)
  .superRefine((values, ctx) =>
    addIssues(ctx, [...releaseIssues(values), ...marketIssues(values), ...ageIssues(values)]),
  );
export type RateInput = z.infer<typeof rateInputSchema>;

/**
 * What is stored: release days only for an allotment with release, markets only when not all,
 * each market and change once.
 */
export function normalizeRate(input: RateInput): RateInput & { releaseDays: number | null } {
  return {
    ...input,
    releaseDays: input.quotaType === 'allotment_release' ? (input.releaseDays ?? null) : null,
    market: { all: input.market.all, markets: input.market.all ? [] : [...new Set(input.market.markets)] },
    expenditureChange: CHANGE_EXPENDITURES.filter((change) => input.expenditureChange.includes(change)),
  };
}

export const rateSchema = z.object({
  id: z.number(),
  contract: z.number(),
  kind: z.enum(RATE_KINDS),
  name: z.string(),
  rateType: z.enum(RATE_TYPES),
  priceRoomType: z.enum(PRICE_ROOM_TYPES),
  currency: z.enum(CURRENCIES),
  method: z.enum(PAYMENT_METHODS),
  quotaType: z.enum(QUOTA_TYPES),
  releaseDays: z.number().nullable(),
  market: z.object({ all: z.boolean(), markets: z.array(z.string()) }),
  childsAge: z.number(),
  infantAge: z.number(),
  babyAge: z.number(),
  expenditureChange: z.array(z.enum(CHANGE_EXPENDITURES)),
  expenditureCancellation: z.enum(CANCELLATION_POLICIES),
  /** How many days of any year the rate applies. */
  days_count: z.number(),
  /** The room types (ids) and boards (BOARDS codes) it sells. */
  roomTypes: z.array(z.number()),
  boards: z.array(z.string()),
  /** An offer or promotion priced off a base rate (a percentage or an amount off). */
  derived: z
    .object({ baseRate: z.number(), kind: z.enum(['percent', 'amount']), value: z.string() })
    .nullable(),
  /** The lowest and highest night amount it holds (its base's, resolved, when derived); null without prices. */
  priceRange: z.object({ min: z.string(), max: z.string() }).nullable(),
});
export type Rate = z.infer<typeof rateSchema>;

export const rateContractCreateSchema = z.strictObject({
  name: z
    .string({ error: RATES_MSG.contractNameRequired })
    .trim()
    .min(1, { error: RATES_MSG.contractNameRequired })
    .max(CONTRACT_NAME_MAX, { error: RATES_MSG.contractNameTooLong }),
});
export type RateContractCreate = z.infer<typeof rateContractCreateSchema>;

export const rateContractSchema = z.object({
  id: z.number(),
  hotel: z.number(),
  name: z.string(),
  rates: z.array(rateSchema),
});
export type RateContract = z.infer<typeof rateContractSchema>;

/** GET calendar: the year and its selected days, each with the rates that apply on it. */
export const rateCalendarSchema = z.object({
  year: z.number(),
  days: z.record(z.string(), z.array(z.number())),
});
export type RateCalendar = z.infer<typeof rateCalendarSchema>;

/**
 * PUT calendar: for each rate listed, its days of that year become exactly these (set
 * semantics); rates not listed keep theirs. One request, one transaction.
 */
export const rateCalendarSaveSchema = z.strictObject({
  rates: z
    .array(
      z.strictObject({
        id,
        days: z.array(dayKeySchema).max(366, { error: RATES_MSG.tooManyDays }),
      }),
    )
    .max(CALENDAR_SAVE_MAX_RATES, { error: RATES_MSG.tooManyRatesInSave })
    .refine((list) => new Set(list.map((rate) => rate.id)).size === list.length, {
      error: RATES_MSG.duplicateRate,
    }),
});
export type RateCalendarSave = z.infer<typeof rateCalendarSaveSchema>;
