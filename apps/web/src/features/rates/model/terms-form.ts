/**
 * The terms and taxes editors' values (issue 33): rows the forms edit as text, to and from what
 * the API takes. Numbers are typed as text so that nothing typed is lost: a whole number field that
 * holds something else is named before sending (`localIssues`); percentages and amounts are read in
 * the interface language ('12,5') and, when they cannot be, sent as typed for the server to name.
 */
import {
  type Board,
  type FreeNightsWhich,
  type HotelTax,
  type IntRange,
  KIND_EFFECTS,
  type RateTerm,
  type TaxCollector,
  type TaxKind,
  type TermCombination,
  type TermEffect,
  type TermKind,
  type TermPer,
  type TermPeriod,
  type TermValue,
} from '@hotel/domain';
import { formatMoney, formatPercent, parseMoney } from '../../../lib/money.ts';

export type ValueKind = 'percent' | 'amount';

/** A range of whole numbers as typed; empty ends are open. */
export interface RangeRow {
  min: string;
  max: string;
}

interface ScopeRow {
  stayFrom: string;
  stayTo: string;
  roomTypes: string[];
  ages: RangeRow;
  valueKind: ValueKind;
  value: string;
  per: TermPer;
  period: TermPeriod;
}

export interface TermRow extends ScopeRow {
  code: string;
  kind: TermKind;
  effect: TermEffect;
  order: string;
  combination: TermCombination;
  combinesWith: string[];
  bookingFrom: string;
  bookingTo: string;
  boards: Board[];
  weekdays: string[];
  arrivalWeekdays: string[];
  nights: RangeRow;
  leadDays: RangeRow;
  guests: RangeRow;
  freeNights: string;
  freeFree: string;
  freeWhich: FreeNightsWhich;
  freeRepeats: boolean;
}

export interface TaxRow extends ScopeRow {
  code: string;
  name: string;
  kind: TaxKind;
  rateIds: string[];
  included: boolean;
  collectedBy: TaxCollector;
  maxNights: string;
}

/** A field's message by its path in the body ('terms.0.leadDays.min'), as the server names them. */
export type FieldErrors = Record<string, string>;

/** The message key of a whole number field that holds something else. */
export const WHOLE_NUMBER = 'rates.terms.editor.whole_number';

const text = (value: number | null) => (value === null ? '' : String(value));
const rangeRow = (range: IntRange | null): RangeRow => ({
  min: text(range?.min ?? null),
  max: text(range?.max ?? null),
});

function valueRow(value: TermValue | null, language: string): Pick<ScopeRow, 'valueKind' | 'value'> {
  if (value === null) return { valueKind: 'percent', value: '' };
  if ('percent' in value) return { valueKind: 'percent', value: formatPercent(value.percent, language) };
  return { valueKind: 'amount', value: formatMoney(value.amount, language) };
}

export function termRow(term: RateTerm, language: string): TermRow {
  return {
    code: term.code,
    kind: term.kind,
    effect: term.effect,
    ...valueRow(term.value, language),
    per: term.per,
    period: term.period,
    order: String(term.order),
    combination: term.combination,
    combinesWith: [...term.combinesWith],
    stayFrom: term.stay.from ?? '',
    stayTo: term.stay.to ?? '',
    bookingFrom: term.booking.from ?? '',
    bookingTo: term.booking.to ?? '',
    roomTypes: term.roomTypes.map(String),
    boards: [...term.boards],
    ages: rangeRow(term.ages),
    weekdays: term.weekdays.map(String),
    arrivalWeekdays: term.arrivalWeekdays.map(String),
    nights: rangeRow(term.nights),
    leadDays: rangeRow(term.leadDays),
    guests: rangeRow(term.guests),
    freeNights: text(term.freeNights?.nights ?? null),
    freeFree: text(term.freeNights?.free ?? null),
    freeWhich: term.freeNights?.which ?? 'cheapest',
    freeRepeats: term.freeNights?.repeats ?? false,
  };
}

export function taxRow(tax: HotelTax, language: string): TaxRow {
  return {
    code: tax.code,
    name: tax.name,
    kind: tax.kind,
    stayFrom: tax.stay.from ?? '',
    stayTo: tax.stay.to ?? '',
    roomTypes: tax.roomTypes.map(String),
    rateIds: tax.rateIds.map(String),
    ages: rangeRow(tax.ages),
    ...valueRow(tax.value, language),
    per: tax.per,
    period: tax.period,
    included: tax.included,
    collectedBy: tax.collectedBy,
    maxNights: text(tax.maxNights),
  };
}

/** A first code of the form T1, T2… that the list does not use yet. */
function freeCode(prefix: string, taken: readonly string[]): string {
  for (let number = 1; ; number++) if (!taken.includes(`${prefix}${number}`)) return `${prefix}${number}`;
}

/** A new term: an early-booking discount with an open scope, ready to be given its numbers. */
export function newTermRow(taken: readonly string[]): TermRow {
  return {
    code: freeCode('T', taken),
    kind: 'early_booking',
    effect: 'discount',
    valueKind: 'percent',
    value: '',
    per: 'room',
    period: 'night',
    order: '0',
    combination: 'cumulative',
    combinesWith: [],
    stayFrom: '',
    stayTo: '',
    bookingFrom: '',
    bookingTo: '',
    roomTypes: [],
    boards: [],
    ages: { min: '', max: '' },
    weekdays: [],
    arrivalWeekdays: [],
    nights: { min: '', max: '' },
    leadDays: { min: '', max: '' },
    guests: { min: '', max: '' },
    freeNights: '',
    freeFree: '',
    freeWhich: 'cheapest',
    freeRepeats: false,
  };
}

/** A new tax: a city tax per person and night, added to the price and collected by the hotel. */
export function newTaxRow(taken: readonly string[]): TaxRow {
  return {
    code: freeCode('TAX', taken),
    name: '',
    kind: 'tax',
    stayFrom: '',
    stayTo: '',
    roomTypes: [],
    rateIds: [],
    ages: { min: '', max: '' },
    valueKind: 'amount',
    value: '',
    per: 'person',
    period: 'night',
    included: false,
    collectedBy: 'hotel',
    maxNights: '',
  };
}

/**
 * A term whose kind changed: the effect the new kind allows (the one it had when allowed), and a
 * supplement is cumulative (decision 063), so the form never offers what the server refuses.
 */
export function withKind(row: TermRow, kind: TermKind): TermRow {
  const effects = KIND_EFFECTS[kind];
  const effect = effects.includes(row.effect) ? row.effect : (effects[0] as TermEffect);
  return withEffect({ ...row, kind }, effect);
}

export function withEffect(row: TermRow, effect: TermEffect): TermRow {
  return effect === 'supplement'
    ? { ...row, effect, combination: 'cumulative', combinesWith: [] }
    : { ...row, effect };
}

/** Reads the forms' numbers, collecting the fields that do not hold a whole number. */
class Reader {
  readonly issues: FieldErrors = {};
  constructor(readonly language: string) {}

  int(value: string, path: string): number | null {
    const trimmed = value.trim();
    if (trimmed === '') return null;
    if (/^\d{1,6}$/.test(trimmed)) return Number(trimmed);
    this.issues[path] = WHOLE_NUMBER;
    return null;
  }

  range(row: RangeRow, path: string): IntRange {
    return { min: this.int(row.min, `${path}.min`), max: this.int(row.max, `${path}.max`) };
  }

  /** A required whole number: empty is named too. */
  count(value: string, path: string): number {
    const number = this.int(value, path);
    if (number === null) this.issues[path] = WHOLE_NUMBER;
    return number ?? 0;
  }

  value(row: Pick<ScopeRow, 'valueKind' | 'value'>): TermValue {
    const parsed = parseMoney(row.value, this.language);
    const decimal = parsed.ok ? parsed.value : row.value.trim();
    return row.valueKind === 'percent' ? { percent: decimal } : { amount: decimal };
  }
}

const day = (value: string) => (value.trim() === '' ? null : value.trim());
const ids = (values: string[]) => values.map(Number);
const isoDays = (values: string[]) => values.map(Number).sort((a, b) => a - b);
const ages = (range: IntRange) => (range.min === null && range.max === null ? null : range);

/** What the PUT takes, and the fields that hold no whole number (send nothing while there are). */
export function toTermsInput(rows: TermRow[], language: string): { terms: RateTerm[]; issues: FieldErrors } {
  const read = new Reader(language);
  const terms = rows.map((row, index): RateTerm => {
    const at = `terms.${index}`;
    const free = row.kind === 'free_nights';
    return {
      code: row.code.trim(),
      kind: row.kind,
      effect: row.effect,
      value: free ? null : read.value(row),
      per: row.per,
      period: row.period,
      order: read.count(row.order, `${at}.order`),
      combination: row.combination,
      combinesWith: row.combination === 'only_with' ? [...row.combinesWith] : [],
      stay: { from: day(row.stayFrom), to: day(row.stayTo) },
      booking: { from: day(row.bookingFrom), to: day(row.bookingTo) },
      roomTypes: ids(row.roomTypes),
      boards: [...row.boards],
      ages: ages(read.range(row.ages, `${at}.ages`)),
      weekdays: isoDays(row.weekdays),
      arrivalWeekdays: isoDays(row.arrivalWeekdays),
      nights: read.range(row.nights, `${at}.nights`),
      leadDays: read.range(row.leadDays, `${at}.leadDays`),
      guests: read.range(row.guests, `${at}.guests`),
      freeNights: free
        ? {
            nights: read.count(row.freeNights, `${at}.freeNights.nights`),
            free: read.count(row.freeFree, `${at}.freeNights.free`),
            which: row.freeWhich,
            repeats: row.freeRepeats,
          }
        : null,
    };
  });
  return { terms, issues: read.issues };
}

export function toTaxesInput(rows: TaxRow[], language: string): { taxes: HotelTax[]; issues: FieldErrors } {
  const read = new Reader(language);
  const taxes = rows.map((row, index): HotelTax => {
    const at = `taxes.${index}`;
    return {
      code: row.code.trim(),
      name: row.name.trim(),
      kind: row.kind,
      stay: { from: day(row.stayFrom), to: day(row.stayTo) },
      roomTypes: ids(row.roomTypes),
      rateIds: ids(row.rateIds),
      ages: ages(read.range(row.ages, `${at}.ages`)),
      value: read.value(row),
      per: row.per,
      period: row.period,
      included: row.included,
      collectedBy: row.collectedBy,
      maxNights: read.int(row.maxNights, `${at}.maxNights`),
    };
  });
  return { taxes, issues: read.issues };
}

/**
 * The server's message for a field: the one at `path` exactly, or, with `within`, the first under
 * it (a range's message names the whole range: 'terms.0.nights').
 */
export function messageAt(errors: FieldErrors, path: string, within = false): string | undefined {
  if (errors[path] !== undefined) return errors[path];
  if (!within) return undefined;
  const key = Object.keys(errors).find((candidate) => candidate.startsWith(`${path}.`));
  return key === undefined ? undefined : errors[key];
}

/** The messages of a 400 answer by path (the first of each), as the editors show them. */
export function fieldErrorsOf(body: Record<string, unknown>): FieldErrors {
  const fields: FieldErrors = {};
  for (const [path, value] of Object.entries(body))
    if (Array.isArray(value) && typeof value[0] === 'string') fields[path] = value[0];
  return fields;
}

/** The messages about a whole list (too many, the request itself): shown above the save button. */
export function listMessages(errors: FieldErrors, list: 'terms' | 'taxes'): string[] {
  return [errors[list], errors.non_field_errors].filter(
    (message): message is string => message !== undefined,
  );
}
