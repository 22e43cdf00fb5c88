/**
 * A rate's contract terms and a hotel's taxes as the API takes them (issue 33, decision 063): the
 * shapes here, the rules a shape cannot say in terms.ts (`termsIssues`, `taxesIssues`), run by the
 * schemas of the whole lists so a parse refuses what the engine could not price.
 */
import { z } from 'zod';
import { BOARDS } from '../rates/cells.ts';
import { MSG } from '../shared/messages.ts';
import {
  FREE_NIGHTS_WHICH,
  type HotelTax,
  type RateTerm,
  TAX_COLLECTORS,
  TAX_KINDS,
  TAX_NAME_MAX,
  TAX_RATES_MAX,
  TAXES_PER_HOTEL_MAX,
  TERM_CODE_MAX,
  TERM_COMBINATIONS,
  TERM_EFFECTS,
  TERM_KINDS,
  TERM_PER,
  TERM_PERIODS,
  TERM_ROOM_TYPES_MAX,
  TERMS_MSG,
  TERMS_PER_RATE_MAX,
  type TermIssue,
  taxesIssues,
  termsIssues,
} from './terms.ts';

const day = z.iso.date({ error: TERMS_MSG.dateInvalid }).nullable();
const dayRange = z.object({ from: day, to: day }).strict();
const int = z.number({ error: MSG.invalidType }).int({ error: MSG.invalidType });
const intRange = z.object({ min: int.nullable(), max: int.nullable() }).strict();
const code = z.string({ error: MSG.invalidType }).max(TERM_CODE_MAX, { error: TERMS_MSG.codeInvalid });
const weekdays = z.array(int).max(7, { error: TERMS_MSG.weekdayInvalid });
const ids = z.array(int).max(TERM_ROOM_TYPES_MAX, { error: TERMS_MSG.idInvalid });

/** A percentage or an amount, as decimal strings (JSON numbers are floating point). */
export const termValueSchema = z.union(
  [
    z.object({ percent: z.string({ error: TERMS_MSG.percentRange }) }).strict(),
    z.object({ amount: z.string({ error: TERMS_MSG.amountInvalid }) }).strict(),
  ],
  { error: TERMS_MSG.valueRequired },
);

export const freeNightsSchema = z
  .object({
    nights: int,
    free: int,
    which: z.enum(FREE_NIGHTS_WHICH, { error: MSG.invalidValue }),
    repeats: z.boolean({ error: MSG.invalidType }),
  })
  .strict();

export const rateTermSchema = z
  .object({
    code,
    kind: z.enum(TERM_KINDS, { error: TERMS_MSG.kindInvalid }),
    effect: z.enum(TERM_EFFECTS, { error: TERMS_MSG.effectInvalid }),
    value: termValueSchema.nullable(),
    per: z.enum(TERM_PER, { error: MSG.invalidValue }),
    period: z.enum(TERM_PERIODS, { error: MSG.invalidValue }),
    order: int,
    combination: z.enum(TERM_COMBINATIONS, { error: MSG.invalidValue }),
    combinesWith: z.array(code).max(TERMS_PER_RATE_MAX, { error: MSG.tooBig }),
    stay: dayRange,
    booking: dayRange,
    roomTypes: ids,
    boards: z.array(z.enum(BOARDS, { error: TERMS_MSG.boardInvalid })).max(BOARDS.length),
    ages: intRange.nullable(),
    weekdays,
    arrivalWeekdays: weekdays,
    nights: intRange,
    leadDays: intRange,
    guests: intRange,
    freeNights: freeNightsSchema.nullable(),
  })
  .strict();

export const hotelTaxSchema = z
  .object({
    code,
    name: z
      .string({ error: TERMS_MSG.nameRequired })
      .trim()
      .max(TAX_NAME_MAX, { error: TERMS_MSG.nameTooLong }),
    kind: z.enum(TAX_KINDS, { error: MSG.invalidValue }),
    stay: dayRange,
    roomTypes: ids,
    rateIds: z.array(int).max(TAX_RATES_MAX, { error: TERMS_MSG.idInvalid }),
    ages: intRange.nullable(),
    value: termValueSchema,
    per: z.enum(TERM_PER, { error: MSG.invalidValue }),
    period: z.enum(TERM_PERIODS, { error: MSG.invalidValue }),
    included: z.boolean({ error: MSG.invalidType }),
    collectedBy: z.enum(TAX_COLLECTORS, { error: MSG.invalidValue }),
    maxNights: int.nullable(),
  })
  .strict();

/** The rules' issues as zod issues; their bounds as a zod issue's (`issueMessage` reads them). */
function addIssues(ctx: z.RefinementCtx, issues: TermIssue[]) {
  for (const issue of issues)
    ctx.addIssue({
      code: 'custom',
      path: issue.path,
      message: issue.message,
      ...(issue.params?.min === undefined ? {} : { minimum: issue.params.min }),
      ...(issue.params?.max === undefined ? {} : { maximum: issue.params.max }),
    });
}

/** PUT body of a rate's terms, replaced whole (the codes name each other). */
export const rateTermsInputSchema = z
  .object({
    terms: z.array(rateTermSchema).max(TERMS_PER_RATE_MAX, { error: TERMS_MSG.tooMany }),
  })
  .strict()
  .superRefine((input, ctx) => addIssues(ctx, termsIssues(input.terms as RateTerm[], ['terms'])));
export type RateTermsInput = z.infer<typeof rateTermsInputSchema>;

/** PUT body of a hotel's taxes and fees, replaced whole. */
export const hotelTaxesInputSchema = z
  .object({
    taxes: z.array(hotelTaxSchema).max(TAXES_PER_HOTEL_MAX, { error: TERMS_MSG.taxesTooMany }),
  })
  .strict()
  .superRefine((input, ctx) => addIssues(ctx, taxesIssues(input.taxes as HotelTax[], ['taxes'])));
export type HotelTaxesInput = z.infer<typeof hotelTaxesInputSchema>;
