import {
  ALLOTMENT_MAX,
  type AriChange,
  type AriGrid,
  type AriRateContext,
  amountIssue,
  ariChangeSchema,
  changeIssues,
  percentHundredths,
  STAY_MAX,
} from '@hotel/domain';
import { parseMoney } from '../../../lib/money.ts';
import { gridIssues } from './ari-grid.ts';
import type { BulkValues } from './ari-selection.ts';

/**
 * The side panel's form: what the user typed, as text, turned into the values of a bulk change and
 * checked with the domain's rules before anything is staged. Errors are catalogue keys by field
 * ('amounts.1', 'child', 'adjust', 'allotment', 'minStay', … and 'general').
 */

export type TriState = 'keep' | 'on' | 'off';

export interface BulkForm {
  priceMode: 'keep' | 'set' | 'adjust';
  amounts: string[];
  child: string;
  infant: string;
  baby: string;
  adjustKind: 'percent' | 'amount';
  adjustValue: string;
  allotment: string;
  stopSale: TriState;
  minStay: string;
  minStayClear: boolean;
  maxStay: string;
  maxStayClear: boolean;
  closedArrival: TriState;
  closedDeparture: TriState;
}

export const EMPTY_FORM: BulkForm = {
  priceMode: 'keep',
  amounts: [],
  child: '',
  infant: '',
  baby: '',
  adjustKind: 'percent',
  adjustValue: '',
  allotment: '',
  stopSale: 'keep',
  minStay: '',
  minStayClear: false,
  maxStay: '',
  maxStayClear: false,
  closedArrival: 'keep',
  closedDeparture: 'keep',
};

export type FormErrors = Record<string, string>;

const AMOUNTS_GAP = 'rates.ari.panel.amounts_gap';
const AMOUNT_REQUIRED = 'rates.ari.panel.amount_required';

function whole(text: string, min: number, max: number): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= min && value <= max ? value : null;
}

function triState(value: TriState): boolean | undefined {
  return value === 'keep' ? undefined : value === 'on';
}

/** An amount as typed in the interface language, as the API takes it, or why it is not one. */
function amountOf(text: string, language: string): { value: string; issue: string | null } {
  // Signed, so that '-5' is told it cannot be negative rather than that it is not an amount.
  const parsed = parseMoney(text, language, { signed: true });
  if (!parsed.ok) return { value: text, issue: parsed.message };
  return { value: parsed.value, issue: amountIssue(parsed.value) };
}

function priceValues(
  form: BulkForm,
  grid: Pick<AriGrid, 'priceRoomType' | 'childsAge' | 'infantAge' | 'babyAge'>,
  language: string,
) {
  const errors: FormErrors = {};
  const amounts = form.amounts.map((amount) => amount.trim());
  const lastFilled = amounts.reduce((last, amount, index) => (amount ? index : last), -1);
  if (lastFilled < 0) errors['amounts.0'] = AMOUNT_REQUIRED;
  const read = amounts.slice(0, lastFilled + 1).map((amount, index) => {
    if (!amount) {
      errors[`amounts.${index}`] = AMOUNTS_GAP;
      return amount;
    }
    const { value, issue } = amountOf(amount, language);
    if (issue) errors[`amounts.${index}`] = issue;
    return value;
  });
  const price: NonNullable<BulkValues['price']> = { amounts: read };
  if (grid.priceRoomType === 'person') {
    const ages = { child: grid.childsAge, infant: grid.infantAge, baby: grid.babyAge };
    for (const category of ['child', 'infant', 'baby'] as const) {
      const text = form[category].trim();
      if (ages[category] === 0 || !text) continue;
      const { value, issue } = amountOf(text, language);
      if (issue) errors[category] = issue;
      price[category] = value;
    }
  }
  return { price, errors };
}

/** A raise or cut as typed ('-10', '+12,5') as the API takes it (a signed decimal string), or why not. */
function adjustOf(form: BulkForm, language: string): { value: string; issue: string | null } {
  const percent = form.adjustKind === 'percent';
  const parsed = parseMoney(form.adjustValue, language, { signed: true });
  if (!parsed.ok)
    return {
      value: form.adjustValue.trim(),
      issue: percent ? 'rates.errors.percent_invalid' : parsed.message,
    };
  const issue = percent
    ? percentHundredths(parsed.value) === null
      ? 'rates.errors.percent_invalid'
      : null
    : amountIssue(parsed.value.replace(/^-/, ''));
  return { value: parsed.value, issue };
}

/** The values of the form, or the errors of what cannot be read. */
export function bulkValues(
  form: BulkForm,
  grid: Pick<AriGrid, 'priceRoomType' | 'childsAge' | 'infantAge' | 'babyAge'>,
  language: string,
): { values: BulkValues; errors: FormErrors } {
  let errors: FormErrors = {};
  const values: BulkValues = {};
  if (form.priceMode === 'set') {
    const price = priceValues(form, grid, language);
    values.price = price.price;
    errors = { ...errors, ...price.errors };
  } else if (form.priceMode === 'adjust') {
    const { value, issue } = adjustOf(form, language);
    if (issue) errors.adjust = issue;
    values.adjust = form.adjustKind === 'percent' ? { percent: value } : { amount: value };
  }
  if (form.allotment.trim()) {
    const rooms = whole(form.allotment, 0, ALLOTMENT_MAX);
    if (rooms === null) errors.allotment = 'rates.errors.allotment_range';
    else values.allotment = rooms;
  }
  for (const field of ['minStay', 'maxStay'] as const) {
    if (form[`${field}Clear`]) values[field] = null;
    else if (form[field].trim()) {
      const nights = whole(form[field], 1, STAY_MAX);
      if (nights === null) errors[field] = 'rates.errors.stay_range';
      else values[field] = nights;
    }
  }
  const stopSale = triState(form.stopSale);
  if (stopSale !== undefined) values.stopSale = stopSale;
  const closedArrival = triState(form.closedArrival);
  if (closedArrival !== undefined) values.closedArrival = closedArrival;
  const closedDeparture = triState(form.closedDeparture);
  if (closedDeparture !== undefined) values.closedDeparture = closedDeparture;
  return { values, errors };
}

/** The panel field an issue of a change belongs to ('price.amounts.1' → 'amounts.1'). */
export function issueField(path: readonly (string | number)[]): string {
  const [root, second, third] = path.map(String);
  if (root === 'price') {
    if (second === 'amounts') return third === undefined ? 'amounts.0' : `amounts.${third}`;
    return second ?? 'amounts.0';
  }
  if (root === 'adjust' || root === 'allotment' || root === 'minStay' || root === 'maxStay') return root;
  return 'general';
}

/** Every issue of the changes, by panel field (the first one of each field): the schema's, the domain's, the grid's. */
export function changesErrors(
  changes: readonly AriChange[],
  grid: AriGrid,
  context: AriRateContext,
): FormErrors {
  const errors: FormErrors = {};
  const add = (path: readonly (string | number)[], message: string) => {
    errors[issueField(path)] ??= message;
  };
  for (const change of changes) {
    const parsed = ariChangeSchema.safeParse(change);
    if (!parsed.success)
      for (const issue of parsed.error.issues) add(issue.path as (string | number)[], issue.message);
    for (const issue of changeIssues(change, context)) add(issue.path, issue.message);
    for (const issue of gridIssues(grid, change)) add(issue.path, issue.message);
  }
  return errors;
}
