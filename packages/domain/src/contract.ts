/** The contract of a hotel (spec §4 wizard end, §6 approval): its status, history and the approval call. */
import { z } from 'zod';
import { opinionAreaSchema, opinionTextSchema } from './opinions.ts';

/** `returned`: staff sent it back with reasons per step (issue 16); sending again puts it back in the queue. */
export const CONTRACT_STATUSES = ['none', 'sent', 'returned', 'approved'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const CONTRACT_MSG = {
  incompleteSteps: 'contract.errors.incomplete_steps',
  notSent: 'contract.errors.not_sent',
  noPermission: 'contract.errors.no_permission',
  notVerified: 'contract.errors.not_verified',
} as const;

export const contractEventSchema = z.object({
  action: z.enum(['sent', 'returned', 'approved']),
  at: z.string(),
  user: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** A return's reasons, one per reopened step; null for the other actions. */
  reasons: z.array(z.object({ step: z.string(), reason: z.string() })).nullable(),
});
export type ContractEvent = z.infer<typeof contractEventSchema>;

/** GET /api/hotel/{hotelId}/contract/ and the answer of send and save-approbe. */
export const contractSchema = z.object({
  hotel: z.number(),
  status: z.enum(CONTRACT_STATUSES),
  rooms_locked: z.boolean(),
  /**
   * Whether staff verified the hotel's claim (decision 027); the contract cannot be sent before.
   */
  verified: z.boolean(),
  /** While `returned`: the reopened steps with staff's reasons (the owner's stepper marks them). */
  returned_steps: z.array(z.object({ step: z.string(), reason: z.string() })),
  /** Newest first. */
  events: z.array(contractEventSchema),
});
export type Contract = z.infer<typeof contractSchema>;

/**
 * POST /api/hotel/{hotelId}/contract/save-approbe: the Opinions step as it is on screen (saved
 * first, in the same transaction), then the approval. An empty text removes that area's opinion.
 */
export const contractApproveSchema = z
  .strictObject({
    opinions: z
      .array(
        z.strictObject({
          area: opinionAreaSchema,
          text: z.union([opinionTextSchema, z.string().trim().max(0)]),
        }),
      )
      .max(20)
      .optional(),
  })
  .nullish()
  // A POST without a body approves without saving anything first.
  .transform((body) => body ?? {});
export type ContractApprove = z.infer<typeof contractApproveSchema>;

/**
 * The wizard's end (spec §4): the next hotel after `currentId` (list order, wrapping around) that
 * still has an incomplete step, or null when every other hotel is complete.
 */
export function nextPendingHotel<T extends { id: number; resume: { path: string } | null }>(
  hotels: readonly T[],
  currentId: number | null,
): T | null {
  const at = hotels.findIndex((hotel) => hotel.id === currentId);
  const ordered = at < 0 ? hotels : [...hotels.slice(at + 1), ...hotels.slice(0, at)];
  return ordered.find((hotel) => hotel.id !== currentId && hotel.resume !== null) ?? null;
}
