import { z } from 'zod';
import { emailSchema, personNameSchema, phoneSchema } from '../auth/contract.ts';
import { TEXT_AREA_MAX } from '../shared/constants.ts';
import { MSG } from '../shared/messages.ts';

/** Message keys of the contact forms (catalogue namespace 'contactform'). */
export const CONTACT_FORM_MSG = {
  sent: 'contactform.sent',
  commentTooLong: 'contactform.comment_too_long',
} as const;

/** The honeypot field: invisible to people, so anything typed in it comes from a robot. */
export const CONTACT_HONEYPOT_FIELD = 'website';

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
