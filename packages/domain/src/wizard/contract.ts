import { z } from 'zod';
import { idParam } from '../shared/contract.ts';
import { MSG } from '../shared/messages.ts';
import { WIZARD_STEP_KEYS } from './progress.ts';

/*
 * The API contract of the reviewed steps (decision 031), apart from the progress rules: the rules
 * run in every signed-in first load (the wizard's frame, the sidebar), and a zod schema in their
 * module would bring zod with them (bench/bundle-budget.ts).
 */

/** GET /api/hotel/{hotelId}/steps and the answer of PUT /api/hotel/{hotelId}/steps/{step}. */
export const stepReviewsSchema = z.object({ reviewed: z.array(z.enum(WIZARD_STEP_KEYS)) });
export type StepReviews = z.infer<typeof stepReviewsSchema>;
/** An unknown step answers 404, as an unknown path would. */
export const stepReviewParamsSchema = z.object({
  hotelId: idParam,
  step: z.enum(WIZARD_STEP_KEYS, { error: MSG.notFound }),
});
