/** The contract of a hotel (spec §4 wizard end, §6 approval): its status, history and the approval call. */
import { z } from 'zod';
import { opinionAreaSchema, opinionTextSchema } from './opinions.ts';

export const CONTRACT_STATUSES = ['none', 'sent', 'approved'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const CONTRACT_MSG = {
  incompleteSteps: 'contract.errors.incomplete_steps',
  notSent: 'contract.errors.not_sent',
  noPermission: 'contract.errors.no_permission',
} as const;

export const contractEventSchema = z.object({
  action: z.enum(['sent', 'approved']),
  at: z.string(),
  user: z.object({ id: z.number(), name: z.string() }).nullable(),
});
export type ContractEvent = z.infer<typeof contractEventSchema>;

/** GET /api/hotel/{hotelId}/contract/ and the answer of send and save-approbe. */
export const contractSchema = z.object({
  hotel: z.number(),
  status: z.enum(CONTRACT_STATUSES),
  rooms_locked: z.boolean(),
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
