import {
  type CancellationPolicy,
  type ChangeExpenditure,
  type Currency,
  NEW_RATE_STEP_FIELDS,
  NEW_RATE_STEPS,
  type PaymentMethod,
  type PriceRoomType,
  type QuotaType,
  RATES_MSG,
  type RateCreate,
  type RateKind,
  type RateType,
  rateContractCreateSchema,
  rateCreateSchema,
  rateStep1Schema,
  rateStep2Schema,
  rateStepInBounds,
} from '@hotel/domain';
import { z } from 'zod';
import {
  emptyProduct,
  PRODUCT_FORM_FIELDS,
  type ProductContext,
  type ProductInput,
  type ProductValues,
  restoreProduct,
  toProductInput,
} from './rate-product.ts';
import { type FormIssue, productFormIssues, productFormPath } from './rate-product-issues.ts';

/** The contract select's value for "create a new contract with this name". */
export const NEW_CONTRACT = 'new';

/**
 * The wizard's form: the new-rate draft (spec §3) with the kind, a name and the contract, and what
 * the rate sells (period, room types, boards, base prices or a base rate: decision 020).
 */
export interface NewRateValues extends ProductValues {
  /** A contract id, or NEW_CONTRACT. */
  contract: string;
  contractName: string;
  kind: RateKind;
  name: string;
  rateType: RateType | null;
  priceRoomType: PriceRoomType | null;
  currency: Currency | null;
  /** The amounts entered include tax (the default) or tax comes on top of them. */
  pricesIncludeTax: boolean;
  method: PaymentMethod | null;
  quotaType: QuotaType | null;
  releaseDays: number | null;
  market: { all: boolean; markets: string[] };
  childsAge: number | null;
  infantAge: number | null;
  babyAge: number | null;
  expenditureChange: ChangeExpenditure[];
  expenditureCancellation: CancellationPolicy | null;
}

export type NewRateField = keyof NewRateValues;

/** A fresh draft: the first contract (or a new one), usual ages, all markets, nothing else chosen. */
export function emptyDraft(contractIds: number[], contractName: string): NewRateValues {
  return {
    contract: contractIds[0] === undefined ? NEW_CONTRACT : String(contractIds[0]),
    contractName: contractIds.length === 0 ? contractName : '',
    kind: 'rate',
    name: '',
    rateType: null,
    priceRoomType: null,
    currency: null,
    pricesIncludeTax: true,
    method: null,
    quotaType: null,
    releaseDays: null,
    market: { all: true, markets: [] },
    childsAge: 12,
    infantAge: 2,
    babyAge: 1,
    expenditureChange: [],
    expenditureCancellation: null,
    ...emptyProduct(),
  };
}

const contractChoiceSchema = z
  .object({
    contract: z.string({ error: RATES_MSG.contractRequired }).min(1, { error: RATES_MSG.contractRequired }),
    contractName: z.string(),
  })
  .superRefine((values, ctx) => {
    if (values.contract !== NEW_CONTRACT) return;
    const name = rateContractCreateSchema.shape.name.safeParse(values.contractName);
    if (!name.success) {
      ctx.addIssue({ code: 'custom', path: ['contractName'], message: name.error.issues[0]?.message ?? '' });
    }
  });

/** What the section "what the rate sells" checks, with the domain's rules, on its own fields. */
function productSchema(context: ProductContext) {
  return z.any().superRefine((values: NewRateValues, ctx) => {
    for (const issue of productFormIssues(values, context))
      ctx.addIssue({ code: 'custom', path: issue.path.split('.'), message: issue.message });
  });
}

/** What each step checks before moving on; the confirmation checks everything. */
export function stepSchema(step: number, context: ProductContext): z.ZodType {
  switch (rateStepInBounds(step)) {
    case 0:
      return contractChoiceSchema.and(rateStep1Schema);
    case 1:
      return rateStep2Schema.and(productSchema(context));
    default:
      return contractChoiceSchema.and(rateStep1Schema).and(rateStep2Schema).and(productSchema(context));
  }
}

const STEP_OF_FIELD = new Map<string, number>([
  ['contract', 0],
  ['contractName', 0],
  ...NEW_RATE_STEPS.flatMap((step, index) =>
    NEW_RATE_STEP_FIELDS[step].map((field) => [field, index] as const),
  ),
  ...PRODUCT_FORM_FIELDS.map((field) => [field, 1] as const),
]);
/** Fields of the API body that the form holds under other names (its base prices). */
const API_FIELD_STEP = new Map<string, number>([['basePrices', 1]]);

/** The step that asks for a field ('market.markets' is on the step of 'market'). */
export function stepOfField(field: string): number {
  const root = field.split('.')[0] ?? field;
  return STEP_OF_FIELD.get(root) ?? API_FIELD_STEP.get(root) ?? 0;
}

export const RATE_FORM_FIELDS: readonly NewRateField[] = [...STEP_OF_FIELD.keys()] as NewRateField[];

/** The API body from the form, before any check: its product part maps server errors back. */
export function toRateBody(
  values: NewRateValues,
  context: ProductContext,
): Record<string, unknown> & ProductInput {
  const {
    contract: _contract,
    contractName: _name,
    period: _period,
    roomTypes: _roomTypes,
    boards: _boards,
    pricing: _pricing,
    prices: _prices,
    derived: _derived,
    ...rate
  } = values;
  return { ...rate, ...toProductInput(values, context) };
}

/** The API's rate from the form, every rule applied; null while something is missing or wrong. */
export function toRateInput(values: NewRateValues, context: ProductContext): RateCreate | null {
  const parsed = rateCreateSchema.safeParse(toRateBody(values, context));
  return parsed.success ? parsed.data : null;
}

/**
 * Where a server 400 puts its messages: each field error on the form field it is about (a base
 * price by its place in the body sent), and the messages that fit no field.
 */
export function placeServerErrors(
  fieldErrors: readonly (readonly [string, string])[],
  sent: ProductInput,
): { placed: FormIssue[]; unplaced: string[] } {
  const placed: FormIssue[] = [];
  const unplaced: string[] = [];
  for (const [field, message] of fieldErrors) {
    const path = field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    const root = String(path[0] ?? field);
    const target =
      productFormPath(path, sent) ??
      (field === 'market.markets'
        ? field
        : (RATE_FORM_FIELDS as readonly string[]).includes(root)
          ? root
          : null);
    if (target) placed.push({ path: target, message });
    else unplaced.push(message);
  }
  return { placed, unplaced };
}

// --- the draft survives a reload: localStorage, per user and hotel -----------------------------

export interface StoredDraft {
  step: number;
  values: NewRateValues;
}

const draftKey = (userId: number, hotelId: number) => `rates.new-draft.${userId}.${hotelId}`;

/** The draft left on this browser, merged over a fresh one so that a partial or old draft still loads. */
export function loadDraft(userId: number, hotelId: number, fresh: NewRateValues): StoredDraft | null {
  try {
    const raw = localStorage.getItem(draftKey(userId, hotelId));
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<StoredDraft>;
    if (!stored || typeof stored !== 'object' || !stored.values || typeof stored.values !== 'object')
      return null;
    const values = { ...fresh };
    for (const field of Object.keys(fresh) as NewRateField[]) {
      const value = stored.values[field];
      const expected = fresh[field];
      // Keep only values of the expected shape (a null field takes a string or a number).
      if (value === undefined) continue;
      if (expected === null || value === null || typeof value === typeof expected) {
        (values as Record<string, unknown>)[field] = value;
      }
    }
    if (!values.market || typeof values.market.all !== 'boolean' || !Array.isArray(values.market.markets)) {
      values.market = fresh.market;
    }
    if (!Array.isArray(values.expenditureChange)) values.expenditureChange = [];
    Object.assign(values, restoreProduct(stored.values as unknown as Record<string, unknown>));
    const draft = { step: rateStepInBounds(stored.step), values };
    return isUntouchedDraft(draft, fresh) ? null : draft;
  } catch {
    return null;
  }
}

/** JSON with object keys in order: two drafts built in another order still compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/**
 * A draft nobody has touched (the first step, every value as a fresh wizard has it) is not a
 * draft: it is neither kept nor announced as recovered (issue 34).
 */
export function isUntouchedDraft(draft: StoredDraft, fresh: NewRateValues): boolean {
  return draft.step === 0 && canonical(draft.values) === canonical(fresh);
}

export function saveDraft(userId: number, hotelId: number, draft: StoredDraft): void {
  try {
    localStorage.setItem(draftKey(userId, hotelId), JSON.stringify(draft));
  } catch {
    // No storage: the draft lasts for the page only.
  }
}

export function clearDraft(userId: number, hotelId: number): void {
  try {
    localStorage.removeItem(draftKey(userId, hotelId));
  } catch {
    // nothing stored
  }
}
