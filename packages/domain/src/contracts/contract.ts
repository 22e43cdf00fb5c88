/** The contract of a hotel (spec §4 wizard end, §6 approval): its status, history and the approval call. */
import { z } from 'zod';
import { opinionAreaSchema, opinionTextSchema } from '../opinions/contract.ts';
import { CONTRACT_STATUSES } from './rules.ts';

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
