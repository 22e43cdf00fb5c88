import { z } from 'zod';
import { emailSchema, hotelChoiceSchema, phoneSchema } from './auth.ts';
import { SCHEDULE_KEY_TYPES } from './constants.ts';
import { MSG } from './messages.ts';

export const HOTEL_MSG = {
  hotelTaken: 'errors.hotel_taken',
  noHotelChosen: 'errors.no_hotel_chosen',
  timeInvalid: 'errors.time_invalid',
  scheduleIncomplete: 'errors.schedule_incomplete',
  unknownHotel: 'errors.unknown_hotel',
  unknownReference: 'errors.unknown_reference',
  languagesRequired: 'errors.languages_required',
} as const;

const id = z.number({ error: MSG.required }).int().positive().max(2_147_483_647);
const idParam = z.coerce.number({ error: MSG.notFound }).int().positive().max(2_147_483_647);

export const hotelParamsSchema = z.object({ hotelId: idParam });
export const hotelChildParamsSchema = z.object({ hotelId: idParam, activityId: idParam });
export const contactParamsSchema = z.object({ contactId: idParam });

/** POST /api/hotel: the suggestion chosen in the autocomplete (spec §3: title, description id and value). */
export const hotelCreateSchema = hotelChoiceSchema.strict();

export const timeOfDaySchema = z
  .string({ error: MSG.required })
  .min(1, { error: MSG.required })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: HOTEL_MSG.timeInvalid });

/** Which times each schedule key type needs (spec §3 schedule key types). */
export const SCHEDULE_FIELDS: Record<
  (typeof SCHEDULE_KEY_TYPES)[number],
  ('from' | 'to' | 'from2' | 'to2')[]
> = {
  ANY_TIME: [],
  FROM_TIME: ['from'],
  BETWEEN_TWO_HOURS: ['from', 'to'],
  AT_TIME: ['from'],
  TO_TIME: ['to'],
  SPLIT_TIME: ['from', 'to', 'from2', 'to2'],
};

export const scheduleSchema = z
  .strictObject({
    type: z.enum(SCHEDULE_KEY_TYPES, { error: MSG.invalidValue }),
    from: timeOfDaySchema.optional(),
    to: timeOfDaySchema.optional(),
    from2: timeOfDaySchema.optional(),
    to2: timeOfDaySchema.optional(),
  })
  .superRefine((schedule, ctx) => {
    for (const field of SCHEDULE_FIELDS[schedule.type]) {
      if (!schedule[field])
        ctx.addIssue({ code: 'custom', path: [field], message: HOTEL_MSG.scheduleIncomplete });
    }
  });
export type Schedule = z.infer<typeof scheduleSchema>;

export const serviceSelectionSchema = z.strictObject({ service: id, schedule: scheduleSchema });
export type ServiceSelection = z.infer<typeof serviceSelectionSchema>;

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
  services: z.array(serviceSelectionSchema),
  contract_status: z.enum(['none', 'sent', 'approved']),
  activity_data: z.array(hotelActivitySchema),
  contacts: z.array(z.number()),
});
export type Hotel = z.infer<typeof hotelSchema>;

export const hotelSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  city: z.string().nullable(),
  contract_status: z.enum(['none', 'sent', 'approved']),
  rooms_locked: z.boolean(),
  /** Wizard completeness by the shared rules: steps done, percentage, and where to resume (null when complete). */
  progress: z.object({ completed: z.array(z.string()), percent: z.number() }),
  resume: z.object({ step: z.string(), path: z.string() }).nullable(),
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

/** A contact as the contacts screen edits it (spec §3 Contact). */
export const contactInputSchema = z.strictObject({
  id: id.optional(),
  hotels: z.array(id).max(500, { error: MSG.tooBig }),
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
