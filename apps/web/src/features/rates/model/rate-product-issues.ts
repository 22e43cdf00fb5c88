import {
  ARI_MSG,
  isoToDayKey,
  parseDayKey,
  productIssues,
  rateProductFields,
  selectableYears,
} from '@hotel/domain';
import { z } from 'zod';
import { MONEY_INVALID } from '../../../lib/money.ts';
import {
  baseRateOf,
  type PricingTerms,
  type ProductContext,
  type ProductInput,
  type ProductValues,
  priceKey,
  toProductInput,
  usesDerivation,
} from './rate-product.ts';

/** Validation of what a new rate sells: the domain's rules, put on the wizard's fields. */

export interface FormIssue {
  /** A react-hook-form path ('prices.r12_BB.one', 'period.end', 'roomTypes'). */
  path: string;
  message: string;
}

/**
 * The form field of an issue of the API body ('basePrices.3.price.amounts.1' → the 'more' input
 * of the fourth room type × board sent); null when it belongs to no field of this section.
 */
export function productFormPath(path: readonly (string | number)[], sent: ProductInput): string | null {
  const [root, second, third, fourth, fifth] = path.map(String);
  switch (root) {
    case 'roomTypes':
    case 'boards':
      return root;
    case 'period':
      return second === 'end' ? 'period.end' : 'period.start';
    case 'derived':
      return second === 'value' ? 'derived.value' : second === 'kind' ? 'derived.kind' : 'derived.baseRate';
    case 'basePrices': {
      const entry = second === undefined ? undefined : sent.basePrices?.[Number(second)];
      if (!entry) return null;
      const key = `prices.${priceKey(entry.room, entry.board)}`;
      if (third !== 'price') return `${key}.one`;
      if (fourth === 'child' || fourth === 'infant' || fourth === 'baby') return `${key}.${fourth}`;
      return fourth === 'amounts' && fifth !== undefined && Number(fifth) > 0 ? `${key}.more` : `${key}.one`;
    }
    default:
      return null;
  }
}

const productShape = z.object(rateProductFields);

/**
 * Everything wrong with the section, on its fields: the API's own checks (amounts, product
 * rules) and what the wizard asks besides (a period within the selectable years, at least one room
 * type and board, a base rate for a derived offer).
 */
export function productFormIssues(
  values: ProductValues & PricingTerms,
  context: ProductContext,
  today: Date = new Date(),
): FormIssue[] {
  const input = toProductInput(values, context);
  const found: FormIssue[] = [];
  const add = (path: string | null, message: string) => {
    // What could not be read as an amount is told how to write one in the interface language
    // ('80,50' in Spanish); the API's own message speaks of its JSON decimal point.
    const shown = message === ARI_MSG.amountInvalid ? MONEY_INVALID : message;
    if (path && !found.some((issue) => issue.path === path)) found.push({ path, message: shown });
  };
  const years = selectableYears(today);
  for (const side of ['start', 'end'] as const) {
    const key = isoToDayKey(values.period[side]);
    if (!key) add(`period.${side}`, ARI_MSG.periodRequired);
    else if (!years.includes(parseDayKey(key)?.year ?? 0)) add(`period.${side}`, ARI_MSG.dayOutOfYears);
  }
  if (usesDerivation(values)) {
    if (!baseRateOf(values, context)) add('derived.baseRate', ARI_MSG.baseRateInvalid);
  } else {
    if (input.roomTypes.length === 0) add('roomTypes', ARI_MSG.roomTypesRequired);
    if (input.boards.length === 0) add('boards', ARI_MSG.boardsRequired);
  }
  for (const issue of productShape.safeParse(input).error?.issues ?? [])
    add(productFormPath(issue.path as (string | number)[], input), issue.message);
  const rules = productIssues({
    ...input,
    kind: values.kind,
    priceRoomType: values.priceRoomType ?? undefined,
    childsAge: values.childsAge ?? undefined,
    infantAge: values.infantAge ?? undefined,
    babyAge: values.babyAge ?? undefined,
  });
  for (const issue of rules) add(productFormPath(issue.path, input), issue.message);
  return found;
}
