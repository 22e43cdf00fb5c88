import { z } from 'zod';
import { EMAIL_MAX, LANGUAGES, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../shared/constants.ts';
import { idParam } from '../shared/contract.ts';
import { MSG } from '../shared/messages.ts';
import { typedPhoneMessage } from '../shared/phone.ts';

export const emailSchema = z
  .string({ error: MSG.required })
  .trim()
  .toLowerCase()
  .min(1, { error: MSG.required })
  .max(EMAIL_MAX, { error: MSG.emailInvalid })
  .pipe(z.email({ error: MSG.emailInvalid }));

/**
 * A phone as people type it ('+34 600 123 456', '600.12.34.56', '0033 1 23 45 67 89'): checked here
 * only for what no country's numbering plan allows (shared/phone.ts); the server parses it with the
 * country of its context and stores E.164, answering spec §5's 11/14 messages for what is still too
 * short or too long in E.164 (docs/decisions/032-phones-e164.md).
 */
export const phoneSchema = z
  .string({ error: MSG.required })
  .trim()
  .min(1, { error: MSG.required })
  .superRefine((typed, ctx) => {
    const message = typedPhoneMessage(typed);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

export const passwordSchema = z
  .string({ error: MSG.required })
  .min(1, { error: MSG.required })
  .min(PASSWORD_MIN, { error: MSG.passwordTooShort })
  .max(PASSWORD_MAX, { error: MSG.passwordTooLong });

export const personNameSchema = z
  .string({ error: MSG.required })
  .trim()
  .min(1, { error: MSG.required })
  .max(NAME_MAX, { error: MSG.tooLong });

/** A hotel chosen from the autocomplete (spec §3: title and description {id, value}). */
export const hotelChoiceSchema = z.object({
  name: z.string().trim().min(1, { error: MSG.required }).max(200, { error: MSG.tooLong }),
  raw_code: z.string().trim().min(1, { error: MSG.required }).max(64, { error: MSG.tooLong }),
  code: z.string().trim().min(1, { error: MSG.required }).max(64, { error: MSG.tooLong }),
});
export type HotelChoice = z.infer<typeof hotelChoiceSchema>;

export const registerSchema = z.strictObject({
  name: personNameSchema,
  email: emailSchema,
  phone: phoneSchema,
  password: passwordSchema,
  hotels: z
    .array(hotelChoiceSchema, { error: MSG.hotelsRequired })
    .min(1, { error: MSG.hotelsRequired })
    .max(50, { error: MSG.tooBig }),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.strictObject({
  email: emailSchema,
  // Its own message for the bound: the string's default error (`required`) answered a 900 kB password.
  password: z
    .string({ error: MSG.required })
    .min(1, { error: MSG.required })
    .max(PASSWORD_MAX, { error: MSG.passwordTooLong }),
  /**
   * Second-factor code (6 digits) or recovery code (spec §7); optional. A long URL-safe value is
   * taken as a hotel-link token, as the original client sent it here.
   */
  token: z.string().trim().max(200).optional(),
  /** The hotel-link token of /auth/login/:hotelToken; optional. */
  hotel_token: z.string().trim().max(200).optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const userUpdateSchema = z
  .object({
    name: personNameSchema,
    phone: phoneSchema,
    /** The interface language chosen last: the language of the e-mails the user receives. */
    language: z.enum(LANGUAGES, { error: MSG.invalidValue }),
  })
  .partial()
  .strict();
export type UserUpdateInput = z.infer<typeof userUpdateSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  avatar: z.string().nullable(),
  language: z.string(),
  has_facturation_data: z.boolean(),
  approbe_contract_perm: z.boolean(),
  /** Whether the second factor (TOTP) is on; staff must turn it on before anything else. */
  totp_enabled: z.boolean(),
  hotels: z.array(hotelChoiceSchema),
});
export type User = z.infer<typeof userSchema>;

export const loginResponseSchema = z.object({
  auth_id: z.string(),
  user: userSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const userIdParamsSchema = z.object({
  userId: idParam,
});
