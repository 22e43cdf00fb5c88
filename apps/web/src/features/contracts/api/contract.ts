import type { Contract, OpinionDraft } from '@hotel/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contractKeys, contractQuery, postApproveContract, sendContracts } from '../../../api/contracts.ts';
import { hotelKeys } from '../../../api/hotels.ts';

/** The hotel's contract: status, history, verification and the returned steps. */
export function useContract(hotelId: number | null) {
  return useQuery({ ...contractQuery(hotelId ?? 0), enabled: hotelId !== null });
}

/** The steps staff returned, while the contract is returned (none otherwise). */
export function returnedSteps(contract: Contract | undefined): Contract['returned_steps'] {
  return contract?.status === 'returned' ? (contract.returned_steps ?? []) : [];
}

/** Staff save the Opinions step as on screen, then approve. */
export function useApproveContract(hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (opinions: OpinionDraft[]) => postApproveContract(hotelId, opinions),
    onSuccess: (contract) => queryClient.setQueryData(contractKeys.hotel(hotelId), contract),
    // The opinions, the lock and the hotel list changed with it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: hotelKeys.hotel(hotelId) }),
  });
}

export function useSendContracts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendContracts,
    onSuccess(outcomes) {
      for (const outcome of outcomes)
        if (outcome.ok) queryClient.setQueryData(contractKeys.hotel(outcome.hotelId), outcome.contract);
    },
    // The statuses in the hotel list (sidebar, home, this step) changed with it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: hotelKeys.all }),
  });
}
