/** Reservations as the API takes and answers them (issue 32, decision 052). The rules: rules.ts. */
import { z } from 'zod';
import { BOARDS } from '../rates/cells.ts';
import { amountSchema } from '../rates/money.contract.ts';
import { RATE_TYPES } from '../rates/rules.ts';
import { idParam } from '../shared/contract.ts';
import { MSG } from '../shared/messages.ts';
import { isE164Phone } from '../shared/phone.ts';
import {
  GUEST_AGE_MAX,
  RESERVATION_GUESTS_MAX,
  RESERVATION_MSG,
  RESERVATION_PAGE_DEFAULT,
  RESERVATION_PAGE_MAX,
  RESERVATION_REFERENCE_MAX,
  RESERVATION_REQUESTS_MAX,
  RESERVATION_STATUSES,
  RESERVATION_STAYS_MAX,
  ROOMS_LEFT_DAYS_MAX,
  ROOMS_LEFT_HOTELS_MAX,
  STAY_NIGHTS_MAX,
  STAY_REFUSALS,
} from './rules.ts';

const isoDay = z.iso.date({ error: RESERVATION_MSG.datesInvalid });
const id = z.number().int().min(1).max(2_147_483_647);

export const reservationGuestSchema = z.object({
  name: z.string().trim().max(200).optional(),
  age: z.number().int().min(0).max(GUEST_AGE_MAX),
});

export const reservationStayInputSchema = z.object({
  roomTypeId: id,
  rateId: id,
  board: z.enum(BOARDS),
  arrival: isoDay,
  departure: isoDay,
  guests: z.array(reservationGuestSchema).min(1).max(RESERVATION_GUESTS_MAX),
  /** The price of each night as the sender sold it (exact decimal strings). */
  nightlyPrices: z.array(amountSchema).min(1).max(STAY_NIGHTS_MAX),
  total: amountSchema,
});
export type ReservationStayInput = z.infer<typeof reservationStayInputSchema>;

export const leadGuestSchema = z.object({
  name: z.string().trim().min(1).max(200),
  email: z.email().max(254),
  phone: z
    .string()
    .refine((value) => isE164Phone(value), { error: RESERVATION_MSG.phoneInvalid })
    .optional(),
});

const referenceSchema = z
  .string()
  .trim()
  .min(1)
  .max(RESERVATION_REFERENCE_MAX)
  .regex(/^[A-Za-z0-9._:-]+$/);

/** What the group's system sends to create or modify a reservation. */
export const reservationInputSchema = z.object({
  /** The sender's reservation id: unique per sending system. */
  reference: referenceSchema,
  /** The sender's revision: 1 on create, higher on each modification (idempotency). */
  revision: z.number().int().min(1).max(1_000_000).default(1),
  leadGuest: leadGuestSchema,
  specialRequests: z.string().max(RESERVATION_REQUESTS_MAX).default(''),
  stays: z.array(reservationStayInputSchema).min(1).max(RESERVATION_STAYS_MAX),
});
export type ReservationInput = z.infer<typeof reservationInputSchema>;

export const reservationReferenceParamsSchema = z.object({
  hotelId: idParam,
  reference: z
    .string({ error: MSG.notFound })
    .min(1, { error: MSG.notFound })
    .max(RESERVATION_REFERENCE_MAX, {
      error: MSG.notFound,
    }),
});

export const cancellationPolicySchema = z.object({
  code: z.string(),
  tiers: z.array(
    z.object({
      deadline: z.union([
        z.object({
          from: z.literal('before_arrival'),
          days: z.number().int(),
          hours: z.number().int().optional(),
        }),
        z.object({ from: z.literal('after_booking'), hours: z.number().int() }),
      ]),
      penalty: z.union([
        z.object({ nights: z.number().int() }),
        z.object({ percent: z.number() }),
        z.object({ amount: z.string() }),
      ]),
    }),
  ),
  noShow: z.union([
    z.object({ nights: z.number().int() }),
    z.object({ percent: z.number() }),
    z.object({ amount: z.string() }),
  ]),
});

/** The rate's terms in force at booking time, kept with each revision. */
export const rateTermsSchema = z.object({
  rateId: z.number().int(),
  rateType: z.enum(RATE_TYPES).or(z.string()),
  /** Commission percentage of a commissionable rate (null: net, or none recorded). */
  commission: z.string().nullable(),
  payment: z.string(),
  currency: z.string(),
  market: z.object({ all: z.boolean(), markets: z.array(z.string()) }),
  cancellationPolicy: cancellationPolicySchema,
});
export type RateTerms = z.infer<typeof rateTermsSchema>;

/**
 * A stay as the pricing engine priced it at booking time (decision 067): each night after the
 * rate's supplements and discounts (before the taxes added on top), the taxes added, the total
 * (nights + added taxes) and what applied. Reservations booked before the engine priced them
 * carry the nightly prices and total only.
 */
export const computedStaySchema = z.object({
  nightlyPrices: z.array(z.string()),
  total: z.string(),
  taxesAdded: z.string().optional(),
  /** The supplements, discounts and added taxes applied over the stay, each with its amount. */
  applied: z
    .array(
      z.object({
        code: z.string(),
        kind: z.string(),
        effect: z.enum(['supplement', 'discount', 'tax']),
        amount: z.string(),
      }),
    )
    .optional(),
});
export type ComputedStay = z.infer<typeof computedStaySchema>;

export const reservationStaySchema = reservationStayInputSchema.extend({
  nightlyPrices: z.array(z.string()),
  total: z.string(),
  /** The prices the product computed from its own ARI at booking time. */
  computed: computedStaySchema,
  terms: rateTermsSchema,
});

export const reservationRevisionSchema = z.object({
  revision: z.number().int(),
  senderRevision: z.number().int(),
  kind: z.enum(['created', 'modified', 'cancelled', 'confirmed', 'no_show']),
  payload: z.unknown(),
  stays: z.array(reservationStaySchema),
  penalty: z.string().nullable(),
  by: z.string(),
  createdAt: z.string(),
});

export const reservationSchema = z.object({
  id: z.number().int(),
  hotelId: z.number().int(),
  reference: z.string(),
  source: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  revision: z.number().int(),
  senderRevision: z.number().int(),
  confirmationNumber: z.string().nullable(),
  leadGuest: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
  specialRequests: z.string(),
  arrival: z.string(),
  departure: z.string(),
  stays: z.array(reservationStaySchema),
  /** The reservation's currency (its rates'): what `total` and `penalty` are in. */
  currency: z.string(),
  total: z.string(),
  penalty: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Reservation = z.infer<typeof reservationSchema>;

export const reservationDetailSchema = reservationSchema.extend({
  revisions: z.array(reservationRevisionSchema),
});
export type ReservationDetail = z.infer<typeof reservationDetailSchema>;

/** A refusal of a stay: which stay and night failed and why. */
export const stayRefusalSchema = z.object({
  detail: z.string(),
  code: z.enum(STAY_REFUSALS),
  stay: z.number().int(),
  night: z.string().nullable(),
});

export const cancellationQuoteSchema = z.object({
  reference: z.string(),
  penalty: z.string(),
  currency: z.string(),
  policy: z.array(cancellationPolicySchema),
  quotedAt: z.string(),
});
export type CancellationQuote = z.infer<typeof cancellationQuoteSchema>;

/** The cancel call repeats the quoted penalty: a different amount is refused (409). */
export const reservationCancelSchema = z.object({ penalty: amountSchema });

/** The group's list by change: reservations changed after the change number `since` (0: all), oldest first. */
export const reservationChangesQuerySchema = z.object({
  since: z
    .string()
    .regex(/^(?:0|[1-9][0-9]{0,14})$/)
    .transform(Number)
    .default(0),
  limit: z.coerce.number().int().min(1).max(RESERVATION_PAGE_MAX).default(RESERVATION_PAGE_DEFAULT),
});

export const reservationListSchema = z.object({
  reservations: z.array(reservationSchema),
  /** The cursor of the next page, null on the last. */
  next: z.string().nullable(),
});
export type ReservationList = z.infer<typeof reservationListSchema>;

/**
 * A stay as the hotel's and staff's lists show it (decision 068): what the list, the arrivals and
 * the rooming list read. Its prices, what the engine computed and the rate's terms are the detail's.
 */
export const reservationListStaySchema = reservationStayInputSchema.pick({
  roomTypeId: true,
  rateId: true,
  board: true,
  arrival: true,
  departure: true,
  guests: true,
});
/** A reservation as the lists show it: its stays narrowed. */
export const reservationListItemSchema = reservationSchema.extend({
  stays: z.array(reservationListStaySchema),
});
export type ReservationListItem = z.infer<typeof reservationListItemSchema>;

/** The hotel's list (sessions); the group's list by change keeps whole reservations. */
export const hotelReservationListSchema = z.object({
  reservations: z.array(reservationListItemSchema),
  /** The cursor of the next page, null on the last. */
  next: z.string().nullable(),
});
export type HotelReservationList = z.infer<typeof hotelReservationListSchema>;

export const RESERVATION_SORTS = [
  'arrival',
  '-arrival',
  'created',
  '-created',
  'departure',
  '-departure',
] as const;

/** The hotel's list: filters, sort, keyset paging (`after`: the cursor a page answered). */
export const hotelReservationsQuerySchema = z.object({
  arrivalFrom: isoDay.optional(),
  arrivalTo: isoDay.optional(),
  departureFrom: isoDay.optional(),
  departureTo: isoDay.optional(),
  bookedFrom: isoDay.optional(),
  bookedTo: isoDay.optional(),
  status: z.enum(RESERVATION_STATUSES).optional(),
  q: z.string().trim().max(100).optional(),
  sort: z.enum(RESERVATION_SORTS).default('-created'),
  limit: z.coerce.number().int().min(1).max(RESERVATION_PAGE_MAX).default(RESERVATION_PAGE_DEFAULT),
  after: z.string().max(200).optional(),
});
export type HotelReservationsQuery = z.infer<typeof hotelReservationsQuerySchema>;

export const reservationConfirmSchema = z.object({
  confirmationNumber: z.string().trim().min(1).max(64),
});

export const hotelReservationParamsSchema = z.object({ hotelId: idParam, reservationId: idParam });
export const hotelReservationsParamsSchema = z.object({ hotelId: idParam });

// ---------------------------------------------------------------------------------------------
// The group's side (issue 32 item 6, decision 057): staff across hotels

/** Staff's list: the hotel's filters and paging, across hotels or for one, and the overdue ones only. */
export const staffReservationsQuerySchema = hotelReservationsQuerySchema.extend({
  hotelId: z.coerce.number({ error: MSG.invalidValue }).int().min(1).max(2_147_483_647).optional(),
  /** `true`: only the reservations unconfirmed for longer than the server's threshold. */
  overdue: z
    .enum(['true', 'false'], { error: MSG.invalidValue })
    .transform((value) => value === 'true')
    .optional(),
});
export type StaffReservationsQuery = z.infer<typeof staffReservationsQuerySchema>;

export const staffReservationSchema = reservationListItemSchema.extend({
  hotelName: z.string(),
  /** Unconfirmed for longer than `unconfirmedHours` (isOverdue, by the server's clock). */
  overdue: z.boolean(),
});
export type StaffReservation = z.infer<typeof staffReservationSchema>;

export const staffReservationListSchema = z.object({
  reservations: z.array(staffReservationSchema),
  next: z.string().nullable(),
  /** The server's threshold (RESERVATION_UNCONFIRMED_HOURS): unconfirmed longer is overdue. */
  unconfirmedHours: z.number().int(),
});
export type StaffReservationList = z.infer<typeof staffReservationListSchema>;

/** The rooms-left panel: hotels by id (comma-separated), from a day, for a number of days. */
export const staffRoomsLeftQuerySchema = z.object({
  hotels: z
    .string({ error: MSG.invalidValue })
    .regex(new RegExp(`^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,${ROOMS_LEFT_HOTELS_MAX - 1}}$`), {
      error: MSG.invalidValue,
    })
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .refine((ids) => ids.every((id) => id <= 2_147_483_647), { error: MSG.invalidValue }),
  from: isoDay,
  days: z.coerce.number({ error: MSG.invalidValue }).int().min(1).max(ROOMS_LEFT_DAYS_MAX).default(7),
});

export const staffRoomsLeftSchema = z.object({
  days: z.array(z.string()),
  hotels: z.array(
    z.object({
      hotelId: z.number().int(),
      hotelName: z.string(),
      rooms: z.array(
        z.object({
          roomTypeId: z.number().int(),
          name: z.string(),
          /** Per day: allotment − booked (never below 0), null on a day without allotment. */
          left: z.array(z.number().int().nullable()),
        }),
      ),
    }),
  ),
});
export type StaffRoomsLeft = z.infer<typeof staffRoomsLeftSchema>;

/** A phone booking's stay: what the key's stay names, priced by the product itself. */
export const staffReservationStaySchema = reservationStayInputSchema.omit({
  nightlyPrices: true,
  total: true,
});

/**
 * A reservation staff enter by hand (a phone booking) for any hotel: the same rules as the keys'
 * create; the nights are priced from the hotel's own ARI. The reference is the caller's (the form
 * makes one, so a second send is the same booking) or, when absent, made by the server.
 */
export const staffReservationCreateSchema = z.object({
  hotelId: id,
  reference: referenceSchema.optional(),
  leadGuest: leadGuestSchema,
  specialRequests: z.string().max(RESERVATION_REQUESTS_MAX).default(''),
  stays: z.array(staffReservationStaySchema).min(1).max(RESERVATION_STAYS_MAX),
});
export type StaffReservationCreate = z.infer<typeof staffReservationCreateSchema>;
