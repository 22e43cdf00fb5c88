import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { postRateContract, rateContractsQuery, rateKeys } from '../../../api/rates.ts';

/** The rates feature's hooks on a hotel's rate contracts (apps/web/src/api/rates.ts). */

export function useRateContracts(userId: number, hotelId: number) {
  return useQuery(rateContractsQuery(userId, hotelId));
}

export function useCreateRateContract(userId: number, hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => postRateContract(userId, hotelId, name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rateKeys.rateContracts(userId, hotelId) }),
  });
}
