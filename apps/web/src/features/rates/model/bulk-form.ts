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

function priceValues(
  form: BulkForm,
  grid: Pick<AriGrid, 'priceRoomType' | 'childsAge' | 'infantAge' | 'babyAge'>,
) {
  const errors: FormErrors = {};
  const amounts = form.amounts.map((amount) => amount.trim());
  const lastFilled = amounts.reduce((last, amount, index) => (amount ? index : last), -1);
  if (lastFilled < 0) errors['amounts.0'] = AMOUNT_REQUIRED;
  amounts.slice(0, lastFilled + 1).forEach((amount, index) => {
    const issue = amount ? amountIssue(amount) : AMOUNTS_GAP;
    if (issue) errors[`amounts.${index}`] = issue;
  });
  const price: NonNullable<BulkValues['price']> = { amounts: amounts.slice(0, lastFilled + 1) };
  if (grid.priceRoomType === 'person') {
    const ages = { child: grid.childsAge, infant: grid.infantAge, baby: grid.babyAge };
    for (const category of ['child', 'infant', 'baby'] as const) {
      const text = form[category].trim();
      if (ages[category] === 0 || !text) continue;
      const issue = amountIssue(text);
      if (issue) errors[category] = issue;
      price[category] = text;
    }
  }
  return { price, errors };
}

/** The values of the form, or the errors of what cannot be read. */
export function bulkValues(
  form: BulkForm,
  grid: Pick<AriGrid, 'priceRoomType' | 'childsAge' | 'infantAge' | 'babyAge'>,
): { values: BulkValues; errors: FormErrors } {
  let errors: FormErrors = {};
  const values: BulkValues = {};
  if (form.priceMode === 'set') {
    const price = priceValues(form, grid);
    values.price = price.price;
    errors = { ...errors, ...price.errors };
  } else if (form.priceMode === 'adjust') {
    const text = form.adjustValue.trim().replace(/^\+/, '');
    const valid =
      form.adjustKind === 'percent'
        ? percentHundredths(text) !== null
        : amountIssue(text.replace(/^-/, '')) === null;
    if (!valid)
      errors.adjust =
        form.adjustKind === 'percent' ? 'rates.errors.percent_invalid' : 'rates.errors.amount_invalid';
    values.adjust = form.adjustKind === 'percent' ? { percent: text } : { amount: text };
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
