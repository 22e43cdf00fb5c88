import { z } from 'zod';
import { emailSchema, hotelChoiceSchema, personNameSchema, phoneSchema } from '../auth/contract.ts';
import { SCHEDULE_KEY_TYPES } from '../shared/constants.ts';
import { idParam } from '../shared/contract.ts';
import { HOTEL_MSG, MSG } from '../shared/messages.ts';
import { PENDING_OUTCOMES, SCHEDULE_FIELDS, scheduleOrderProblem, TIME_OF_DAY } from './rules.ts';

const id = z.number({ error: MSG.required }).int().positive().max(2_147_483_647);

export const hotelParamsSchema = z.object({ hotelId: idParam });
export const hotelChildParamsSchema = z.object({ hotelId: idParam, activityId: idParam });
export const contactParamsSchema = z.object({ contactId: idParam });

/** POST /api/hotel: the suggestion chosen in the autocomplete (spec §3: title, description id and value). */
export const hotelCreateSchema = hotelChoiceSchema.strict();

export const pendingHotelResultSchema = z.object({
  code: z.string(),
  name: z.string(),
  outcome: z.enum(PENDING_OUTCOMES),
  /** The hotel's id when created. */
  hotel: z.number().int().nullable(),
  /** Why it was not created, in the caller's language; null when it was. */
  message: z.string().nullable(),
});
export type PendingHotelResult = z.infer<typeof pendingHotelResultSchema>;
export const pendingHotelResultsSchema = z.array(pendingHotelResultSchema);

export const timeOfDaySchema = z
  .string({ error: MSG.required })
  // An empty time is missing, not malformed: one message, not two.
  .min(1, { error: MSG.required, abort: true })
  .regex(TIME_OF_DAY, { error: HOTEL_MSG.timeInvalid });

export const scheduleSchema = z
  .strictObject({
    type: z.enum(SCHEDULE_KEY_TYPES, { error: MSG.invalidValue }),
    from: timeOfDaySchema.optional(),
    to: timeOfDaySchema.optional(),
    from2: timeOfDaySchema.optional(),
    to2: timeOfDaySchema.optional(),
  })
  .superRefine((schedule, ctx) => {
    let complete = true;
    for (const field of SCHEDULE_FIELDS[schedule.type]) {
      // An empty time already has its message (required); one message per field.
      if (schedule[field] === undefined) {
        complete = false;
        ctx.addIssue({ code: 'custom', path: [field], message: HOTEL_MSG.scheduleIncomplete });
      }
    }
    if (!complete) return;
    // Refinements run even when a time failed its format; the order is checked on readable times only.
    const problem = scheduleOrderProblem(schedule);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type Schedule = z.infer<typeof scheduleSchema>;

export const serviceSelectionSchema = z.strictObject({ service: id, schedule: scheduleSchema });
export type ServiceSelection = z.infer<typeof serviceSelectionSchema>;

/**
 * A service as stored and answered: its shape only. The write rules above judge what comes in;
 * a rule added later must not turn a hotel saved under the old rules into an unreadable answer.
 */
export const storedServiceSchema = z.object({
  service: z.number(),
  schedule: z.object({
    type: z.enum(SCHEDULE_KEY_TYPES),
    from: z.string().optional(),
    to: z.string().optional(),
    from2: z.string().optional(),
    to2: z.string().optional(),
  }),
});

const optionalText = (max: number) => z.string().trim().max(max, { error: MSG.tooLong }).nullable();

/** PATCH /api/hotel/{hotelId}: any subset of the wizard's hotel fields (steps 0 to 3). */
export const hotelUpdateSchema = z
  .strictObject({
    htype: id.nullable(),
    rating: id.nullable(),
    style: id.nullable(),
    check_in_start: timeOfDaySchema.nullable(),
    check_out_start: timeOfDaySchema.nullable(),
    languages: z.array(id).max(40, { error: MSG.tooBig }),
    content_language: id.nullable(),
    oberture: id.nullable(),
    smoke: id.nullable(),
    address: optionalText(200),
    city: optionalText(100),
    country: optionalText(100),
    postal_code: optionalText(20),
    longitude: z.number().min(-180).max(180).nullable(),
    latitude: z.number().min(-90).max(90).nullable(),
    accessibility: z.array(id).max(100, { error: MSG.tooBig }),
    services: z.array(serviceSelectionSchema).max(300, { error: MSG.tooBig }),
  })
  .partial();
export type HotelUpdate = z.infer<typeof hotelUpdateSchema>;

export const hotelActivitySchema = z.object({
  id: z.number(),
  activity: z.number(),
  zone: z.number(),
  hotel: z.number(),
});
export type HotelActivity = z.infer<typeof hotelActivitySchema>;
export const hotelActivityCreateSchema = z.strictObject({ activity: id, zone: id, hotel: id.optional() });

export const hotelSchema = z.object({
  id: z.number(),
  name: z.string(),
  raw_code: z.string(),
  code: z.string(),
  htype: z.number().nullable(),
  rating: z.number().nullable(),
  style: z.number().nullable(),
  check_in_start: z.string().nullable(),
  check_out_start: z.string().nullable(),
  languages: z.array(z.number()),
  content_language: z.number().nullable(),
  oberture: z.number().nullable(),
  smoke: z.number().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  postal_code: z.string().nullable(),
  longitude: z.number().nullable(),
  latitude: z.number().nullable(),
  is_apartment: z.boolean(),
  rooms_locked: z.boolean(),
  accessibility: z.array(z.number()),
  services: z.array(storedServiceSchema),
  contract_status: z.enum(['none', 'sent', 'returned', 'approved']),
  activity_data: z.array(hotelActivitySchema),
  contacts: z.array(z.number()),
});
export type Hotel = z.infer<typeof hotelSchema>;

export const hotelSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  city: z.string().nullable(),
  contract_status: z.enum(['none', 'sent', 'returned', 'approved']),
  rooms_locked: z.boolean(),
  /** Whether staff verified the claim (decision 027): the contract can be sent only then. */
  verified: z.boolean(),
  /**
   * Honest progress (decision 031): the steps that count fully, the weighted percentage, and each
   * step's state (complete, invalid, not_reviewed, partial); `resume` still follows the validity rules.
   */
  progress: z.object({
    completed: z.array(z.string()),
    percent: z.number(),
    steps: z
      .array(z.object({ key: z.string(), state: z.enum(['complete', 'invalid', 'not_reviewed', 'partial']) }))
      .optional(),
    /** The photos the guidance counts and the number it asks for (why Photos earns what it earns). */
    photos: z.object({ counted: z.number(), needed: z.number() }).optional(),
  }),
  resume: z.object({ step: z.string(), path: z.string() }).nullable(),
  /** Every step the contract still needs by the validity rules (decision 030), in order; empty when complete. */
  missing: z.array(z.object({ step: z.string(), path: z.string() })),
});
export type HotelSummary = z.infer<typeof hotelSummarySchema>;

export const locationSuggestionSchema = z.object({
  longitude: z.number(),
  latitude: z.number(),
  address: z.string(),
  postal_code: z.string(),
  city: z.string(),
  country: z.string(),
});
export type LocationSuggestion = z.infer<typeof locationSuggestionSchema>;

export const reverseGeocodeQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
});

/**
 * The person to ask for in a contact role (issue 19): optional (README, Contacts), a name when
 * given; left out, null or blank is none (null).
 */
export const contactPersonSchema = z.preprocess(
  (value) => (value === undefined || (typeof value === 'string' && !value.trim()) ? null : value),
  personNameSchema.nullable(),
);

/** A contact as the contacts screen edits it (spec §3 Contact). */
export const contactInputSchema = z.strictObject({
  id: id.optional(),
  hotels: z.array(id).max(500, { error: MSG.tooBig }),
  comercial_name: contactPersonSchema,
  operative_name: contactPersonSchema,
  administrative_name: contactPersonSchema,
  comercial_phone: phoneSchema,
  comercial_email: emailSchema,
  operative_phone: phoneSchema,
  operative_email: emailSchema,
  administrative_phone: phoneSchema,
  administrative_email: emailSchema,
});
export type ContactInput = z.infer<typeof contactInputSchema>;

export const contactSchema = z.object({
  id: z.number(),
  hotels: z.array(z.number()),
  possibleHotels: z.array(z.object({ id: z.number(), name: z.string() })),
  /** The person of each role (issue 19); null when none was given. */
  comercial_name: z.string().nullable(),
  operative_name: z.string().nullable(),
  administrative_name: z.string().nullable(),
  comercial_phone: z.string(),
  comercial_email: z.string(),
  operative_phone: z.string(),
  operative_email: z.string(),
  administrative_phone: z.string(),
  administrative_email: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

/** Step 0 as the form submits it: what spec §5 requires for the basic step to be valid. */
export const basicStepSchema = z.object({
  htype: id,
  rating: id.nullable(),
  style: id.nullable(),
  check_in_start: timeOfDaySchema,
  check_out_start: timeOfDaySchema,
  languages: z.array(id).min(1, { error: HOTEL_MSG.languagesRequired }).max(40, { error: MSG.tooBig }),
  content_language: id,
  oberture: id.nullable(),
  smoke: id.nullable(),
});
export type BasicStep = z.infer<typeof basicStepSchema>;

const requiredText = (max: number) =>
  z.string({ error: MSG.required }).trim().min(1, { error: MSG.required }).max(max, { error: MSG.tooLong });

/** Step 1 as the form submits it: address, postal code, city and country all set (spec §5). */
export const locationStepSchema = z.object({
  address: requiredText(200),
  postal_code: requiredText(20),
  city: requiredText(100),
  country: requiredText(100),
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
});
export type LocationStep = z.infer<typeof locationStepSchema>;

/** GET /api/hotel/{hotelId}/rooms-locked: whether the room steps are locked (a contract sent or approved). */
export const roomsLockedAnswerSchema = z.object({ rooms_locked: z.boolean() });
export type RoomsLockedAnswer = z.infer<typeof roomsLockedAnswerSchema>;
