import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteRate, rateKeys } from '../../../api/rates.ts';

export function useDeleteRate(userId: number, hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rate: { contract: number; id: number }) =>
      deleteRate(userId, hotelId, rate.contract, rate.id),
    // Contracts and calendars both change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: rateKeys.hotel(userId, hotelId) }),
  });
}
