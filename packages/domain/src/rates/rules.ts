/**
 * Rates (spec §2, §3, §4, §9): the new-rate options, the new-rate wizard's step bounds and the
 * rules a rate obeys. The web guides the user with these rules; the server refuses what they refuse.
 * Without zod: the calendar (rates/calendar.ts) and the schemas (rates/contract.ts) are apart.
 */
import { RATE_GROUP_COLOURS } from '../shared/constants.ts';
import { clampStep, isFinishEnabled } from '../wizard/rules.ts';
import type { RateFieldName, RateInput, RateMarket } from './contract.ts';

/** Message keys of the rates namespace (packages/i18n/locales/<lang>/rates.json). */
export const RATES_MSG = {
  kindInvalid: 'rates.errors.kind_invalid',
  nameRequired: 'rates.errors.name_required',
  nameTooLong: 'rates.errors.name_too_long',
  rateTypeInvalid: 'rates.errors.rate_type_invalid',
  priceRoomTypeInvalid: 'rates.errors.price_room_type_invalid',
  currencyRequired: 'rates.errors.currency_required',
  currencyInvalid: 'rates.errors.currency_invalid',
  pricesIncludeTaxInvalid: 'rates.errors.prices_include_tax_invalid',
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
// Rules of a rate (the schemas apply them; the server stores what normalizeRate gives)
// ---------------------------------------------------------------------------------------------

/** The fields each step of the new-rate wizard asks for (the confirmation asks for none). */
export const NEW_RATE_STEP_FIELDS: Record<NewRateStep, readonly RateFieldName[]> = {
  form1: [
    'kind',
    'name',
    'rateType',
    'priceRoomType',
    'currency',
    'pricesIncludeTax',
    'method',
    'quotaType',
    'releaseDays',
  ],
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
