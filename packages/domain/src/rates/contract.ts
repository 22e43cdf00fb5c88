/**
 * Rates (spec §3, §7): the API's zod schemas. Options and rules: rates/rules.ts; day keys and
 * month grids: rates/calendar.ts.
 */
import { z } from 'zod';
import { idParam, pathInt } from '../shared/contract.ts';
import { MSG } from '../shared/messages.ts';
import { isDayKey } from './calendar.ts';
import {
  AGE_MIN,
  ageIssues,
  CALENDAR_SAVE_MAX_RATES,
  CANCELLATION_POLICIES,
  CHANGE_EXPENDITURES,
  CHILD_AGE_MAX,
  CONTRACT_NAME_MAX,
  CURRENCIES,
  isMarket,
  MARKETS_MAX,
  marketIssues,
  PAYMENT_METHODS,
  PRICE_ROOM_TYPES,
  QUOTA_TYPES,
  RATE_KINDS,
  RATE_NAME_MAX,
  RATE_TYPES,
  RATES_MSG,
  type RateIssue,
  RELEASE_DAYS_MAX,
  RELEASE_DAYS_MIN,
  releaseIssues,
} from './rules.ts';

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
  /**
   * Whether the amounts entered include tax (OTA `AmountAfterTax`) or tax comes on top of them
   * (`AmountBeforeTax`); issue 30. Omitted: true, as every rate was before.
   */
  pricesIncludeTax: z.boolean({ error: RATES_MSG.pricesIncludeTaxInvalid }).default(true),
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

function addIssues(ctx: z.RefinementCtx, issues: RateIssue[]) {
  for (const issue of issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
}

function pickFields<K extends RateFieldName>(keys: readonly K[]): Pick<typeof rateFields, K> {
  return Object.fromEntries(keys.map((key) => [key, rateFields[key]])) as Pick<typeof rateFields, K>;
}

/** Formulario 1: kind, name, rate type, price per, currency, tax, payment and quota. */
export const rateStep1Schema = z
  .object(
    pickFields([
      'kind',
      'name',
      'rateType',
      'priceRoomType',
      'currency',
      'pricesIncludeTax',
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

export const rateSchema = z.object({
  id: z.number(),
  contract: z.number(),
  kind: z.enum(RATE_KINDS),
  name: z.string(),
  rateType: z.enum(RATE_TYPES),
  priceRoomType: z.enum(PRICE_ROOM_TYPES),
  currency: z.enum(CURRENCIES),
  /** The amounts include tax (OTA AmountAfterTax) or not (AmountBeforeTax). */
  pricesIncludeTax: z.boolean(),
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
  /**
   * The first day the rate applies (a day key, `YYYY_MM_DD`), null without days: the calendar and
   * the prices view open on its year and month (issue 34).
   */
  firstDay: z.string().nullable(),
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
