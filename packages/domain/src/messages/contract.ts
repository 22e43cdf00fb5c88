import { z } from 'zod';
import { emailSchema, personNameSchema, phoneSchema } from '../auth/contract.ts';
import { TEXT_AREA_MAX } from '../shared/constants.ts';
import { MSG } from '../shared/messages.ts';
import { CONTACT_FORM_MSG, CONTACT_HONEYPOT_FIELD } from './rules.ts';

/**
 * POST /api/generic/contact (spec §7: name, email, phone, comment). The phone is optional: an
 * empty one counts as absent. `website` is the honeypot and must stay empty.
 */
export const contactMessageSchema = z.strictObject({
  name: personNameSchema,
  email: emailSchema,
  phone: z.union([z.literal(''), phoneSchema]).optional(),
  comment: z
    .string({ error: MSG.required })
    .trim()
    .min(1, { error: MSG.required })
    .max(TEXT_AREA_MAX, { error: CONTACT_FORM_MSG.commentTooLong }),
  [CONTACT_HONEYPOT_FIELD]: z.string().max(500).optional(),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;
