import { z } from 'zod';
import { REFUSAL } from './refusals.ts';

// Apart from contract.ts (ids), which the forms' validation loads: only the server builds these.

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
