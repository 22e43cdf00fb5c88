import { type StepReviews, stepReviewsSchema, type WizardStepKey } from '@hotel/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { checkedAnswer } from '../lib/checked-answer.ts';

/**
 * The wizard steps a hotel reviewed and saved at least once (issue 19, decision 031): honest
 * progress counts a step only then. Answers are parsed with the domain's schema (in development
 * and tests: `checkedAnswer`).
 */

/** The answer, parsed in development and tests only: the wizard's first load stays free of zod. */
const checkedReviews = (answer: unknown) => checkedAnswer(answer, import.meta.env.DEV && stepReviewsSchema);

/** Query keys of this resource. */
export const wizardStepKeys = {
  all: ['wizard-steps'] as const,
  hotel: (hotelId: number) => [...wizardStepKeys.all, hotelId] as const,
};

/** GET /api/hotel/{hotelId}/steps */
export async function fetchStepReviews(hotelId: number, signal?: AbortSignal): Promise<StepReviews> {
  return checkedReviews(await api<unknown>(`/api/hotel/${hotelId}/steps`, { signal }));
}

export function stepReviewsQuery(hotelId: number) {
  return queryOptions({
    queryKey: wizardStepKeys.hotel(hotelId),
    queryFn: ({ signal }) => fetchStepReviews(hotelId, signal),
  });
}

/** PUT /api/hotel/{hotelId}/steps/{step}: records the step as reviewed; answers every reviewed step. */
export async function putStepReviewed(hotelId: number, step: WizardStepKey): Promise<StepReviews> {
  return checkedReviews(await api<unknown>(`/api/hotel/${hotelId}/steps/${step}`, { method: 'PUT' }));
}
