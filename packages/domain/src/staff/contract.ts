import { z } from 'zod';
import { contractSchema } from '../contracts/contract.ts';
import { hotelSchema } from '../hotels/contract.ts';
import { photoSchema, videoSchema } from '../media/contract.ts';
import { opinionSchema } from '../opinions/contract.ts';
import { rateTermsAnswerSchema } from '../pricing/quote.contract.ts';
import { hotelTaxSchema } from '../pricing/terms.contract.ts';
import { rateSchema } from '../rates/contract.ts';
import { roomSchema } from '../rooms/contract.ts';
import { idParam } from '../shared/contract.ts';
import { MSG } from '../shared/messages.ts';
import { WIZARD_STEPS } from '../wizard/rules.ts';
import { ACTIVITY_KINDS, CLAIM_STATUSES, QUEUE_STATUSES, STAFF_MSG, STAFF_REASON_MAX } from './rules.ts';

/**
 * The staff back office (issue 16, decision 027): claims, the review queue, returns with reasons,
 * people and links, and the staff home. Every route here is for users with approbe_contract_perm
 * and the second factor; anyone else answers 403.
 */

/** A reason shown to an owner: 1–2000 characters after trimming. */
export const staffReasonSchema = z
  .string({ error: MSG.required })
  .trim()
  .min(1, { error: MSG.required })
  .max(STAFF_REASON_MAX, { error: MSG.tooLong });

const isoDateTime = z.iso.datetime({ offset: true });
const wizardStepKeys = WIZARD_STEPS.map((step) => step.key) as [
  (typeof WIZARD_STEPS)[number]['key'],
  ...(typeof WIZARD_STEPS)[number]['key'][],
];
export const wizardStepKeySchema = z.enum(wizardStepKeys, { error: MSG.invalidValue });

/** A page of a back-office list: 50 rows by default, at most 200. */
export const staffPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(50),
});

/** A hotel as the back-office lists name it. */
export const staffHotelRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  city: z.string().nullable(),
  /** ISO 3166-1 alpha-2, or null before the location step. */
  country: z.string().nullable(),
  htype: z.number().nullable(),
  verified: z.boolean(),
  contract_status: z.enum(['none', 'sent', 'returned', 'approved']),
});
export type StaffHotelRef = z.infer<typeof staffHotelRefSchema>;

/** A user as the back-office lists name them (what they gave at registration). */
export const staffPersonSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  phone: z.string(),
  language: z.string(),
  approbe_contract_perm: z.boolean(),
  totp_enabled: z.boolean(),
  registered_at: isoDateTime,
});
export type StaffPerson = z.infer<typeof staffPersonSchema>;

// ── Claims ────────────────────────────────────────────────────────────────────────────────────

export const claimParamsSchema = z.object({ claimId: idParam });

/** GET /api/staff/claims/?status=pending (default): oldest first. */
export const staffClaimListQuerySchema = staffPageQuerySchema.extend({
  status: z.enum(CLAIM_STATUSES).default('pending'),
});

export const staffClaimSchema = z.object({
  id: z.number().int(),
  status: z.enum(CLAIM_STATUSES),
  reason: z.string().nullable(),
  created_at: isoDateTime,
  decided_at: isoDateTime.nullable(),
  hotel: staffHotelRefSchema,
  claimant: staffPersonSchema,
  /** Whether the claimant is attached to the hotel now (the first claimant is; later ones wait). */
  attached: z.boolean(),
  /** The other claims of the same hotel, whatever their status. */
  other_claimants: z.array(
    z.object({
      claim: z.number().int(),
      user: staffPersonSchema,
      status: z.enum(CLAIM_STATUSES),
      created_at: isoDateTime,
    }),
  ),
});
export type StaffClaim = z.infer<typeof staffClaimSchema>;

export const staffClaimListSchema = z.object({ count: z.number().int(), items: z.array(staffClaimSchema) });
export type StaffClaimList = z.infer<typeof staffClaimListSchema>;

/** POST /api/staff/claims/{claimId}/reject */
export const claimRejectSchema = z.strictObject({ reason: staffReasonSchema });
export type ClaimReject = z.infer<typeof claimRejectSchema>;

/** GET /api/user/claims/: the caller's own claims, newest first, with staff's reason when rejected. */
export const ownClaimSchema = z.object({
  id: z.number().int(),
  status: z.enum(CLAIM_STATUSES),
  reason: z.string().nullable(),
  created_at: isoDateTime,
  decided_at: isoDateTime.nullable(),
  hotel: z.object({ name: z.string(), code: z.string() }),
});
export const ownClaimListSchema = z.array(ownClaimSchema);
export type OwnClaim = z.infer<typeof ownClaimSchema>;

// ── Review queue ──────────────────────────────────────────────────────────────────────────────

/** GET /api/staff/contracts/: sent contracts by default, oldest sent first. */
export const contractQueueQuerySchema = staffPageQuerySchema.extend({
  status: z.enum(QUEUE_STATUSES).default('sent'),
  /** ISO 3166-1 alpha-2. */
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, { error: MSG.invalidValue })
    .transform((value) => value.toUpperCase())
    .optional(),
  city: z.string().trim().min(1).max(100).optional(),
  htype: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  sent_from: z.iso.date({ error: MSG.invalidValue }).optional(),
  sent_to: z.iso.date({ error: MSG.invalidValue }).optional(),
});
export type ContractQueueQuery = z.infer<typeof contractQueueQuerySchema>;

export const contractQueueItemSchema = z.object({
  hotel: staffHotelRefSchema,
  /** When it was last sent (returned, approved: for those lists). */
  sent_at: isoDateTime,
  returned_at: isoDateTime.nullable(),
  /** Whether staff approved an earlier version (the review marks what changed since). */
  approved_before: z.boolean(),
});
export type ContractQueueItem = z.infer<typeof contractQueueItemSchema>;

export const contractQueueSchema = z.object({
  /** Rows matching the filters. */
  count: z.number().int(),
  /** Whole-queue counts, whatever the filters. */
  counts: z.object({ sent: z.number().int(), returned: z.number().int(), approved: z.number().int() }),
  items: z.array(contractQueueItemSchema),
});
export type ContractQueue = z.infer<typeof contractQueueSchema>;

/** A reopened step with staff's reason. */
export const returnedStepSchema = z.object({ step: wizardStepKeySchema, reason: z.string() });
export type ReturnedStep = z.infer<typeof returnedStepSchema>;

/** POST /api/staff/contracts/{hotelId}/return: one reason per step named; the contract must be sent. */
export const contractReturnSchema = z.strictObject({
  steps: z
    .array(z.strictObject({ step: wizardStepKeySchema, reason: staffReasonSchema }), {
      error: STAFF_MSG.stepsRequired,
    })
    .min(1, { error: STAFF_MSG.stepsRequired })
    .max(WIZARD_STEPS.length, { error: STAFF_MSG.stepRepeated })
    .refine((steps) => new Set(steps.map((s) => s.step)).size === steps.length, {
      error: STAFF_MSG.stepRepeated,
    }),
});
export type ContractReturn = z.infer<typeof contractReturnSchema>;

/** One return of the contract: when, by whom (null once deleted), and the reasons. */
export const contractReturnEntrySchema = z.object({
  at: isoDateTime,
  by: z.string().nullable(),
  steps: z.array(returnedStepSchema),
});
export type ContractReturnEntry = z.infer<typeof contractReturnEntrySchema>;

/**
 * What changed in one step since a return: the fields whose value differs (before and after, as
 * JSON-ready values), and for lists (rooms, photos, videos, opinions, activities) how many items
 * were added, removed or changed, with the names where items have one.
 */
export const stepChangeSchema = z.object({
  step: wizardStepKeySchema,
  fields: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
  added: z.array(z.string()),
  removed: z.array(z.string()),
  changed: z.array(z.string()),
});
export type StepChange = z.infer<typeof stepChangeSchema>;

/**
 * GET /api/staff/contracts/{hotelId}/review: the whole hotel read-only, as the owner filled it,
 * with the steps that differ from what staff approved last (all of them when never approved).
 */
export const staffReviewSchema = z.object({
  hotel: hotelSchema,
  verified: z.boolean(),
  contract: contractSchema,
  rooms: z.array(roomSchema),
  photos: z.array(photoSchema),
  videos: z.array(videoSchema),
  opinions: z.array(opinionSchema),
  rates: z.array(rateSchema),
  /** Each rate's contract terms (issue 33), rates without terms left out, in the order of `rates`. */
  rate_terms: z.array(rateTermsAnswerSchema),
  /** The hotel's taxes and fees (issue 33). */
  taxes: z.array(hotelTaxSchema),
  users: z.array(staffPersonSchema),
  changed_steps: z.array(wizardStepKeySchema),
  last_approval: z.object({ at: isoDateTime, by: z.string().nullable() }).nullable(),
  /** Every return of the contract, newest first, with staff's reasons (issue 34 item 17). */
  returns: z.array(contractReturnEntrySchema),
  /**
   * What changed since the last return, per step, when the contract was returned and sent again;
   * null when it never was (or the return predates its snapshot).
   */
  since_return: z.object({ at: isoDateTime, steps: z.array(stepChangeSchema) }).nullable(),
});
export type StaffReview = z.infer<typeof staffReviewSchema>;

// ── People and links ──────────────────────────────────────────────────────────────────────────

export const userParamsSchema = z.object({ userId: idParam });
export const userHotelParamsSchema = z.object({ userId: idParam, hotelId: idParam });

/** GET /api/staff/users/?q=…: e-mail, name or hotel (name or code) containing q, newest first. */
export const staffUserListQuerySchema = staffPageQuerySchema.extend({
  q: z.string().trim().max(200).optional(),
});

export const staffUserListSchema = z.object({
  count: z.number().int(),
  items: z.array(staffPersonSchema.extend({ hotel_count: z.number().int() })),
});
export type StaffUserList = z.infer<typeof staffUserListSchema>;

/** GET /api/staff/users/{userId}: the person, their hotels and their claims. */
export const staffUserDetailSchema = z.object({
  user: staffPersonSchema,
  hotels: z.array(staffHotelRefSchema),
  claims: z.array(ownClaimSchema),
});
export type StaffUserDetail = z.infer<typeof staffUserDetailSchema>;

/** POST /api/staff/users/{userId}/hotels: attach an existing hotel (verified at once). */
export const staffAttachSchema = z.strictObject({
  hotel: z.number({ error: MSG.required }).int().positive().max(2_147_483_647),
});

/** PUT /api/staff/users/{userId}/permission */
export const staffPermissionSchema = z.strictObject({
  approbe_contract_perm: z.boolean({ error: MSG.required }),
});

/**
 * POST /api/staff/links: a single-use sign-in link for a catalogue hotel (`code`, 400 when the
 * catalogue has no such code); e-mailed to `email` when given, in `language`.
 */
export const staffLinkCreateSchema = z.strictObject({
  code: z
    .string({ error: MSG.required })
    .trim()
    .min(1, { error: MSG.required })
    .max(100, { error: MSG.tooLong }),
  days: z.number().int().min(1).max(90).default(14),
  email: z.email({ error: MSG.emailInvalid }).max(254).optional(),
  language: z.enum(['es', 'en', 'fr', 'it', 'pt', 'ru']).default('es'),
});
export type StaffLinkCreate = z.infer<typeof staffLinkCreateSchema>;

export const staffLinkSchema = z.object({
  url: z.string(),
  expires_at: isoDateTime,
  hotel: z.object({ name: z.string(), code: z.string() }),
  emailed_to: z.string().nullable(),
});
export type StaffLink = z.infer<typeof staffLinkSchema>;

// ── Home and activity ─────────────────────────────────────────────────────────────────────────

export const activityEntrySchema = z.object({
  id: z.number().int(),
  /** Null for a decision about a person (the approval permission), named in `subject`. */
  hotel: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  subject: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Who did it; null for the command line (`npm run admin`) or a deleted user. */
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  kind: z.enum(ACTIVITY_KINDS),
  /** The event (ACTIVITY_ACTIONS). */
  action: z.string(),
  /** The event's before/after where it matters: a return's reasons, a rate's changes, … */
  detail: z.record(z.string(), z.unknown()).nullable(),
  at: isoDateTime,
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** GET /api/staff/activity: the log filtered by hotel, person and kind, newest first. */
export const activityQuerySchema = staffPageQuerySchema.extend({
  hotel: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  user: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  kind: z.enum(ACTIVITY_KINDS, { error: MSG.invalidValue }).optional(),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

/** Staff reads of a hotel, counted per person and day (UTC) instead of one line each. */
export const activityReadsSchema = z.object({
  user: z.object({ id: z.number().int(), name: z.string() }),
  hotel: z.object({ id: z.number().int(), name: z.string() }),
  day: z.iso.date(),
  count: z.number().int(),
});
export type ActivityReads = z.infer<typeof activityReadsSchema>;

/**
 * GET /api/staff/activity and /api/staff/hotels/{hotelId}/activity: one page of events, newest
 * first; the last days' read counts under the same hotel and person; and the people and hotels
 * the log names, for the filters.
 */
export const activityListSchema = z.object({
  count: z.number().int(),
  items: z.array(activityEntrySchema),
  reads: z.array(activityReadsSchema),
  people: z.array(z.object({ id: z.number().int(), name: z.string() })),
  hotels: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type ActivityList = z.infer<typeof activityListSchema>;

/** GET /api/staff/summary: the staff home's queues and the caller's own recent decisions. */
export const staffSummarySchema = z.object({
  claims: z.object({ count: z.number().int(), oldest_at: isoDateTime.nullable() }),
  to_review: z.object({ count: z.number().int(), oldest_at: isoDateTime.nullable() }),
  returned: z.object({ count: z.number().int(), oldest_at: isoDateTime.nullable() }),
  /** The caller's last 10 decisions (claims verified or rejected, contracts returned or approved, links, attachments, permissions). */
  recent_decisions: z.array(activityEntrySchema),
});
export type StaffSummary = z.infer<typeof staffSummarySchema>;
