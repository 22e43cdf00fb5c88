import type { Opinion, OpinionDraft } from '@hotel/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { opinionKeys, opinionsQuery, saveOpinions } from '../../../api/opinions.ts';

export function useOpinions(hotelId: number) {
  return useQuery(opinionsQuery(hotelId));
}

/** Saves the step as on screen (api/opinions.ts), then reads the opinions again. */
export function useSaveOpinions(hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ saved, drafts }: { saved: Opinion[]; drafts: OpinionDraft[] }) =>
      saveOpinions(hotelId, saved, drafts),
    onSettled: () => queryClient.invalidateQueries({ queryKey: opinionKeys.list(hotelId) }),
  });
}
