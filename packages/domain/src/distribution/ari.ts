import { z } from 'zod';
import { hotelTaxSchema, rateTermSchema } from '../pricing/terms.contract.ts';
import { ARI_MSG } from '../rates/ari-messages.ts';
import { isoToDayKey } from '../rates/calendar.ts';
import { BOARDS } from '../rates/cells.ts';
import { derivationSchema } from '../rates/grid.contract.ts';
import { RATE_KINDS, RATES_MSG } from '../rates/rules.ts';
import { cancellationPolicySchema } from '../reservations/contract.ts';

/**
 * ARI out and in (issue 17, decision 029): a hotel's prices, allotments and restrictions for the
 * group's systems (`ari:read`) at GET /api/distribution/hotels/{hotelId}/ari?from=&to= (this JSON)
 * and …/ari/ota/rates, …/ari/ota/avail, …/ari/ota/rateplans (OTA_HotelRateAmountNotifRQ,
 * OTA_HotelAvailNotifRQ, OTA_HotelRatePlanNotifRQ with the cancellation policies), and
 * the same two messages posted by channel managers (`ari:write`) to /api/distribution/ota.
 *
 * Codes, the same everywhere (content out uses them too): HotelCode = the hotel's catalogue code;
 * InvTypeCode = the room type's id; RatePlanCode = `<rate id>-<board>` (`17-BB`), its board's OTA
 * meal plan code (MPT) in MealsIncluded@MealPlanCodes.
 */

/** Message keys of OTA in (catalogue namespace `ota`). */
export const OTA_MSG = {
  notXml: 'ota.errors.not_xml',
  doctype: 'ota.errors.doctype',
  namespace: 'ota.errors.namespace',
  root: 'ota.errors.root',
  required: 'ota.errors.required',
  oneOnly: 'ota.errors.one_only',
  tooLong: 'ota.errors.too_long',
  hotelUnknown: 'ota.errors.hotel_unknown',
  roomUnknown: 'ota.errors.room_unknown',
  ratePlanUnknown: 'ota.errors.rate_plan_unknown',
  dateInvalid: 'ota.errors.date_invalid',
  flagInvalid: 'ota.errors.flag_invalid',
  mealPlanMismatch: 'ota.errors.meal_plan_mismatch',
  currencyMismatch: 'ota.errors.currency_mismatch',
  guestsInvalid: 'ota.errors.guests_invalid',
  amountSplit: 'ota.errors.amount_split',
  ageCodeInvalid: 'ota.errors.age_code_invalid',
  numberInvalid: 'ota.errors.number_invalid',
  statusInvalid: 'ota.errors.status_invalid',
  restrictionInvalid: 'ota.errors.restriction_invalid',
  lengthOfStayInvalid: 'ota.errors.length_of_stay_invalid',
  ratePlanRequired: 'ota.errors.rate_plan_required',
  roomRequired: 'ota.errors.room_required',
  tooManyMessages: 'ota.errors.too_many_messages',
  tooManyCells: 'ota.errors.too_many_cells',
  /** The EchoToken of an applied message, sent again with another root or body (issue 30). */
  tokenConflict: 'ota.errors.token_conflict',
  /** A value of the standard the product cannot hold; `{what}` names it. */
  notSupported: 'ota.errors.not_supported',
  /** AmountBeforeTax on a rate whose prices include tax, or AmountAfterTax on one whose prices do not. */
  taxBasisMismatch: 'ota.errors.tax_basis_mismatch',
  decimalPlacesInvalid: 'ota.errors.decimal_places_invalid',
  /** Rooms allotted are the room type's, shared by its rates: not per rate plan. */
  allotmentPerRoomType: 'ota.errors.allotment_per_room_type',
  /** An extra adult's amount on a rate priced per room (one amount whatever the guests). */
  extraAdultPerRoom: 'ota.errors.extra_adult_per_room',
  losPatternInvalid: 'ota.errors.los_pattern_invalid',
  codesDiffer: 'ota.errors.codes_differ',
  /** Reservations in (issue 32): two Rates of a RoomRate price the same night. */
  datesOverlap: 'ota.errors.dates_overlap',
  /** Reservations in: the Rates of a RoomRate do not price each night of the TimeSpan once. */
  nightsMismatch: 'ota.errors.nights_mismatch',
  /** Reservations in: the stays of one reservation name different hotels. */
  hotelCodesDiffer: 'ota.errors.hotel_codes_differ',
  /** Reservations in: a night refused, `{night}` and the rule's `{reason}`. */
  nightRefused: 'ota.errors.night_refused',
  unauthorized: 'ota.errors.unauthorized',
  contentType: 'ota.errors.content_type',
  tooLarge: 'ota.errors.too_large',
  /** Warning: an element or attribute read and not applied; `{what}` names it. */
  ignored: 'ota.warnings.ignored',
} as const;

/** A date range of ARI out covers at most this many days (a year and a day). */
export const ARI_OUT_DAYS_MAX = 366;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar date as ISO 8601 (`2027-07-04`), checked to exist. */
export const isoDateSchema = z
  .string({ error: RATES_MSG.dayInvalid })
  .refine((value) => ISO_DATE.test(value) && isoToDayKey(value) !== null, { error: RATES_MSG.dayInvalid });

/** Whole days from `from` to `to`, both ISO dates that exist (1 when equal). */
export function isoDaySpan(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** ?from=&to=: both inclusive, `to` not before `from`, at most ARI_OUT_DAYS_MAX days. */
export const ariOutQuerySchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .strict()
  .superRefine((value, ctx) => {
    // Compared only when both are dates (zod still runs this after a field failed).
    if (!isoDateSchema.safeParse(value.from).success || !isoDateSchema.safeParse(value.to).success) return;
    if (value.to < value.from) ctx.addIssue({ code: 'custom', path: ['to'], message: ARI_MSG.rangeReversed });
    else if (isoDaySpan(value.from, value.to) > ARI_OUT_DAYS_MAX)
      ctx.addIssue({ code: 'custom', path: ['to'], message: ARI_MSG.rangeTooLong });
  });
export type AriOutQuery = z.infer<typeof ariOutQuerySchema>;

const range = {
  start: z.string().describe('First day, ISO 8601'),
  end: z.string().describe('Last day (inclusive), ISO 8601'),
};
const amount = z.string().describe('Exact decimal string with two decimals, in the rate currency');

/**
 * A hotel's ARI over a date range. Consecutive days with equal values are folded into one
 * `start`..`end` range (as OTA's StatusApplicationControl does); a day without a row is absent.
 * Prices are those of the days each rate applies (its yearly calendar: a price on another day is
 * kept but not sold, decision 020), derived offers and promotions resolved from their base rate.
 */
export const ariOutSchema = z.object({
  hotel: z.object({ id: z.number(), code: z.string().describe('HotelCode') }),
  from: z.string(),
  to: z.string(),
  roomTypes: z.array(
    z.object({
      id: z.number().describe('InvTypeCode'),
      name: z.string(),
      occupancy: z.number().describe('The most adults its per-person prices list'),
    }),
  ),
  rates: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      kind: z.enum(RATE_KINDS),
      currency: z.string().describe('ISO 4217'),
      pricesIncludeTax: z
        .boolean()
        .describe('The amounts include tax (OTA AmountAfterTax); false: tax comes on top (AmountBeforeTax)'),
      priceRoomType: z.enum(['person', 'room']),
      quotaType: z.string(),
      releaseDays: z.number().nullable(),
      childsAge: z.number().describe('0: the rate has no child price'),
      infantAge: z.number(),
      babyAge: z.number(),
      derived: derivationSchema.nullable(),
      roomTypes: z.array(z.number()),
      ratePlans: z.array(
        z.object({
          code: z.string().describe('RatePlanCode: <rate id>-<board>'),
          board: z.enum(BOARDS),
          mealPlanCode: z.number().describe('OTA Meal Plan Type (MPT)'),
        }),
      ),
      prices: z.array(
        z.object({
          room: z.number(),
          board: z.enum(BOARDS),
          ...range,
          amounts: z
            .array(amount)
            .describe('Per room: one amount. Per person: the amount per adult when 1, 2, 3… adults share'),
          child: amount.nullable().describe('A night of a child; null: not sold'),
          infant: amount.nullable(),
          baby: amount.nullable(),
        }),
      ),
      restrictions: z.array(
        z.object({
          ...range,
          minStay: z.number().nullable(),
          maxStay: z.number().nullable(),
          closedArrival: z.boolean(),
          closedDeparture: z.boolean(),
        }),
      ),
      /**
       * A rate plan's own restrictions and stop sale (issue 30): the days where a product (room
       * type × board) differs from the rate's restrictions or is stopped, with its values.
       */
      planControls: z.array(
        z.object({
          room: z.number(),
          board: z.enum(BOARDS),
          ...range,
          minStay: z.number().nullable(),
          maxStay: z.number().nullable(),
          closedArrival: z.boolean(),
          closedDeparture: z.boolean(),
          stopSale: z
            .boolean()
            .describe('This product only is stopped (the room type stays open on other rates)'),
        }),
      ),
      /**
       * The cancellation policy in force for arrivals from `start` to `end` (decision 056): a date
       * override, else the rate's edited policy, else the one of its wizard choice. OTA: the
       * rate plan message's BookingRule CancelPenalties.
       */
      cancellation: z.array(z.object({ ...range, policy: cancellationPolicySchema })),
      /**
       * The rate's contract terms (issue 33, decisions 063 and 066), whole and as the hotel saved
       * them: every supplement, discount and offer with its scope and how it combines. The same
       * `priceStay` rules the quote applies read them. OTA: the rate plan message's `Supplements`
       * and `Offers`, for the terms that fit them (decision 066 lists those that do not).
       */
      terms: z
        .array(rateTermSchema)
        .describe(
          "The rate's supplements, discounts and offers (issue 33): kind, effect, value (percent or amount, decimal strings), per person or room, per night or stay, order, combination and scope (stay and booking dates, room types, boards, ages, weekdays, arrival weekdays, nights, lead days, guests, free nights)",
        ),
    }),
  ),
  /**
   * The hotel's taxes and fees (issue 33, decision 064): each applies to the rates in `rateIds`
   * (all when empty) and the room types in `roomTypes` (all when empty). A tax is inside a rate's
   * prices when it says `included` and the rate's `pricesIncludeTax`; otherwise it is added.
   */
  taxes: z
    .array(hotelTaxSchema)
    .describe(
      "The hotel's taxes and fees (issue 33): value (percent of the room's night, or an amount), per person (with ages) or room, per night or stay, included in the prices or added, collected by the hotel or the group, at most maxNights nights, scoped by stay dates, room types and rate ids",
    ),
  inventory: z.array(
    z.object({
      room: z.number(),
      ...range,
      allotment: z.number().nullable().describe('Rooms allotted (shared by the allotment rates)'),
      roomsLeft: z
        .number()
        .nullable()
        .describe(
          'Rooms left to sell: the allotment less the rooms reservations took (null without an allotment)',
        ),
      stopSale: z.boolean(),
    }),
  ),
});
export type AriOut = z.infer<typeof ariOutSchema>;
