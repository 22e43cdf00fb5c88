import type { Contract, OpinionDraft } from '@hotel/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const contractKey = (hotelId: number) => ['hotel', hotelId, 'contract'] as const;

/** GET /api/hotel/{hotelId}/contract/: status, history, verification and the returned steps. */
export function useContract(hotelId: number | null) {
  return useQuery({
    queryKey: contractKey(hotelId ?? 0),
    queryFn: ({ signal }) => api<Contract>(`/api/hotel/${hotelId}/contract/`, { signal }),
    enabled: hotelId !== null,
  });
}

/** The steps staff returned, while the contract is returned (none otherwise). */
export function returnedSteps(contract: Contract | undefined): Contract['returned_steps'] {
  return contract?.status === 'returned' ? (contract.returned_steps ?? []) : [];
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
