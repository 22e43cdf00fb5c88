import type { Opinion, OpinionDraft } from '@hotel/domain';
import { opinionSavePlan } from '@hotel/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const opinionsKey = (hotelId: number) => ['hotel', hotelId, 'opinions'] as const;

/** GET /api/hotel/{hotelId}/director-opinion/. */
export function useOpinions(hotelId: number) {
  return useQuery({
    queryKey: opinionsKey(hotelId),
    queryFn: ({ signal }) => api<Opinion[]>(`/api/hotel/${hotelId}/director-opinion/`, { signal }),
  });
}

/**
 * Saves the step: POST for a new non-empty area, PATCH for a changed one, DELETE for an emptied
 * one; empty new areas are not saved (spec §5).
 */
export function useSaveOpinions(hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    async mutationFn({ saved, drafts }: { saved: Opinion[]; drafts: OpinionDraft[] }) {
      const plan = opinionSavePlan(saved, drafts);
      const base = `/api/hotel/${hotelId}/director-opinion/`;
      for (const id of plan.delete)
        await api<void>(`${base}${id}`, { method: 'DELETE', allowNotFound: true });
      for (const update of plan.update) {
        await api<Opinion>(`${base}${update.id}`, {
          method: 'PATCH',
          body: { hotel: hotelId, text: update.text },
        });
      }
      for (const create of plan.create) {
        await api<Opinion>(base, { method: 'POST', body: { hotel: hotelId, ...create } });
      }
      return plan;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: opinionsKey(hotelId) }),
  });
}
