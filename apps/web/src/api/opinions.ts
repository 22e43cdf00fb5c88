import { type Opinion, type OpinionDraft, opinionSavePlan, opinionSchema } from '@hotel/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { checkedAnswer } from '../lib/checked-answer.ts';
import { hotelKeys } from './hotels.ts';

/**
 * The director's opinions of a hotel (the wizard's Opinions step). Answers are parsed with the
 * domain's schema in development and tests (`checkedAnswer`).
 */

/** Query keys of this resource, under the hotel's key. */
export const opinionKeys = {
  list: (hotelId: number) => [...hotelKeys.hotel(hotelId), 'opinions'] as const,
};

const opinionsPath = (hotelId: number) => `/api/hotel/${hotelId}/director-opinion/`;

/** GET /api/hotel/{hotelId}/director-opinion/. */
export async function fetchOpinions(hotelId: number, signal?: AbortSignal): Promise<Opinion[]> {
  return checkedAnswer(
    await api<unknown>(opinionsPath(hotelId), { signal }),
    import.meta.env.DEV && opinionSchema.array(),
  );
}

export function opinionsQuery(hotelId: number) {
  return queryOptions({
    queryKey: opinionKeys.list(hotelId),
    queryFn: ({ signal }) => fetchOpinions(hotelId, signal),
  });
}

/**
 * Saves the step: POST for a new non-empty area, PATCH for a changed one, DELETE for an emptied
 * one; empty new areas are not saved (spec §5). Answers the plan it carried out.
 */
export async function saveOpinions(hotelId: number, saved: Opinion[], drafts: OpinionDraft[]) {
  const plan = opinionSavePlan(saved, drafts);
  const base = opinionsPath(hotelId);
  for (const id of plan.delete) await api<void>(`${base}${id}`, { method: 'DELETE', allowNotFound: true });
  for (const update of plan.update) {
    checkedAnswer(
      await api<unknown>(`${base}${update.id}`, {
        method: 'PATCH',
        body: { hotel: hotelId, text: update.text },
      }),
      import.meta.env.DEV && opinionSchema,
    );
  }
  for (const create of plan.create) {
    checkedAnswer(
      await api<unknown>(base, { method: 'POST', body: { hotel: hotelId, ...create } }),
      import.meta.env.DEV && opinionSchema,
    );
  }
  return plan;
}
