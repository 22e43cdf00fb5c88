/**
 * The terms, taxes and quote routes as the API takes and answers them (issue 33, decision 064).
 * The quote's answer is `priceStay`'s (engine.ts) as it is, plus a refusal's translated detail.
 */
import { z } from 'zod';
import { BOARDS } from '../rates/cells.ts';
import {
  GUEST_AGE_MAX,
  RESERVATION_GUESTS_MAX,
  RESERVATION_MSG,
  RESERVATION_STAYS_MAX,
  STAY_REFUSALS,
} from '../reservations/rules.ts';
import { MSG } from '../shared/messages.ts';
import { SKIP_REASONS } from './engine.ts';
import { hotelTaxSchema, rateTermSchema } from './terms.contract.ts';
import { TAX_COLLECTORS, TAX_KINDS, TERM_EFFECTS, TERM_KINDS } from './terms.ts';

const id = z.number({ error: MSG.invalidType }).int({ error: MSG.invalidType }).min(1).max(2_147_483_647);
const isoDay = z.iso.date({ error: RESERVATION_MSG.datesInvalid });

/** A rate's terms as the GET and the PUT answer them. */
export const rateTermsAnswerSchema = z.object({ rateId: z.number(), terms: z.array(rateTermSchema) });
export type RateTermsAnswer = z.infer<typeof rateTermsAnswerSchema>;

/** A hotel's taxes and fees as the GET and the PUT answer them. */
export const hotelTaxesAnswerSchema = z.object({ hotelId: z.number(), taxes: z.array(hotelTaxSchema) });
export type HotelTaxesAnswer = z.infer<typeof hotelTaxesAnswerSchema>;

/** POST body of a quote: a stay of one rate and board, one or more rooms with every guest's age. */
export const quoteInputSchema = z
  .object({
    rateId: id,
    board: z.enum(BOARDS, { error: MSG.invalidValue }),
    arrival: isoDay,
    departure: isoDay,
    rooms: z
      .array(
        z
          .object({
            roomTypeId: id,
            ages: z
              .array(
                z
                  .number({ error: MSG.invalidType })
                  .int({ error: MSG.invalidType })
                  .min(0, { error: MSG.invalidValue })
                  .max(GUEST_AGE_MAX, { error: MSG.invalidValue }),
              )
              .min(1, { error: MSG.invalidValue })
              .max(RESERVATION_GUESTS_MAX, { error: MSG.invalidValue }),
          })
          .strict(),
      )
      .min(1, { error: MSG.invalidValue })
      .max(RESERVATION_STAYS_MAX, { error: MSG.invalidValue }),
    /** The booking instant the offers are judged at (early booking, last minute); now when omitted. */
    bookedAt: z.iso.datetime({ offset: true, error: MSG.invalidValue }).optional(),
  })
  .strict();
export type QuoteInput = z.infer<typeof quoteInputSchema>;

const termLine = z.object({ code: z.string(), kind: z.enum(TERM_KINDS), amount: z.string() });
const taxLine = z.object({
  code: z.string(),
  kind: z.enum(TAX_KINDS),
  amount: z.string(),
  included: z.boolean(),
  collectedBy: z.enum(TAX_COLLECTORS),
});

/** The quote's answer: the breakdown of a stay that sells, or the room, night and reason it does not. */
export const stayQuoteSchema = z.discriminatedUnion('sells', [
  z.object({
    sells: z.literal(false),
    room: z.number().nullable(),
    night: z.string().nullable(),
    reason: z.enum(STAY_REFUSALS),
    /** The reason in the caller's language. */
    detail: z.string(),
  }),
  z.object({
    sells: z.literal(true),
    currency: z.string(),
    rooms: z.array(
      z.object({
        roomTypeId: z.number(),
        ages: z.array(z.number()),
        nights: z.array(
          z.object({
            day: z.string(),
            base: z.string(),
            supplements: z.array(termLine),
            discounts: z.array(termLine),
            taxes: z.array(taxLine),
            total: z.string(),
          }),
        ),
        total: z.string(),
      }),
    ),
    terms: z.array(
      z.union([
        z.object({
          code: z.string(),
          kind: z.enum(TERM_KINDS),
          effect: z.enum(TERM_EFFECTS),
          applied: z.literal(true),
          amount: z.string(),
        }),
        z.object({
          code: z.string(),
          kind: z.enum(TERM_KINDS),
          effect: z.enum(TERM_EFFECTS),
          applied: z.literal(false),
          reason: z.enum(SKIP_REASONS),
        }),
      ]),
    ),
    taxes: z.array(
      z.union([
        z.object({
          code: z.string(),
          kind: z.enum(TAX_KINDS),
          applied: z.literal(true),
          amount: z.string(),
          included: z.boolean(),
          collectedBy: z.enum(TAX_COLLECTORS),
        }),
        z.object({
          code: z.string(),
          kind: z.enum(TAX_KINDS),
          applied: z.literal(false),
          reason: z.enum(SKIP_REASONS),
        }),
      ]),
    ),
    totals: z.object({
      base: z.string(),
      supplements: z.string(),
      discounts: z.string(),
      taxesAdded: z.string(),
      taxesIncluded: z.string(),
      total: z.string(),
      collectedByHotel: z.string(),
      collectedByGroup: z.string(),
    }),
  }),
]);
export type StayQuoteAnswer = z.infer<typeof stayQuoteSchema>;
