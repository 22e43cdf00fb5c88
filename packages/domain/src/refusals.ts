import { z } from 'zod';

/**
 * The machine-readable reason of a 403, beside its translated `detail` (decision 023). A 403 never
 * means the session is invalid (that is a 401): the web signs out only on 401, sends staff without
 * a second factor to enrol it, and shows any other refusal where the user is.
 */
export const REFUSAL = {
  /** Staff (approbe_contract_perm) whose second factor is not on yet: enrol it first. */
  secondFactorRequired: 'second_factor_required',
  /** The signed-in user may not do this (no permission); the session stays valid. */
  forbidden: 'forbidden',
} as const;
export type RefusalCode = (typeof REFUSAL)[keyof typeof REFUSAL];

export const refusalCodeSchema = z.enum([REFUSAL.secondFactorRequired, REFUSAL.forbidden]);

/**
 * Every error answer other than 400: `{"detail": "<translated message>"}`; a 403 adds `code`.
 * (A 400 answers field lists instead: `{"<field>": ["…"], "non_field_errors": ["…"]}`.)
 */
export const errorDetailSchema = z.object({
  detail: z.string(),
  code: refusalCodeSchema.optional(),
});
export type ErrorDetail = z.infer<typeof errorDetailSchema>;
