import type { Contract, OpinionDraft } from '@hotel/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const contractKey = (hotelId: number) => ['hotel', hotelId, 'contract'] as const;

/** GET /api/hotel/{hotelId}/contract/: status and history. */
export function useContract(hotelId: number) {
  return useQuery({
    queryKey: contractKey(hotelId),
    queryFn: ({ signal }) => api<Contract>(`/api/hotel/${hotelId}/contract/`, { signal }),
  });
}

/** POST /api/hotel/{hotelId}/contract/send: refused (400, field `steps`) while a step is incomplete. */
export function sendContract(hotelId: number): Promise<Contract> {
  return api<Contract>(`/api/hotel/${hotelId}/contract/send`, { method: 'POST' });
}

/** POST /api/hotel/{hotelId}/contract/save-approbe: saves the Opinions step as on screen, then approves. */
export function useApproveContract(hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (opinions: OpinionDraft[]) =>
      api<Contract>(`/api/hotel/${hotelId}/contract/save-approbe`, { method: 'POST', body: { opinions } }),
    onSuccess: (contract) => queryClient.setQueryData(contractKey(hotelId), contract),
    // The opinions, the lock and the hotel list changed with it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['hotel', hotelId] }),
  });
}
