import type { Rate, RateCreate } from '@hotel/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { contractsPath, ratesKey } from './contracts.ts';

/**
 * POST /api/rates/contracts/{userId}/{hotId}/{contractId}/rates/: the draft's terms and what the
 * rate sells (room types, boards, period and base prices, or a base rate to derive from).
 */
export function createRate(
  userId: number,
  hotelId: number,
  contractId: number,
  input: RateCreate,
): Promise<Rate> {
  return api<Rate>(`${contractsPath(userId, hotelId)}${contractId}/rates/`, {
    method: 'POST',
    body: input,
    allowNotFound: true,
  });
}

/** DELETE /api/rates/contracts/{userId}/{hotId}/{contractId}/rates/{rateId}/ */
export function deleteRate(
  userId: number,
  hotelId: number,
  contractId: number,
  rateId: number,
): Promise<void> {
  return api<void>(`${contractsPath(userId, hotelId)}${contractId}/rates/${rateId}/`, {
    method: 'DELETE',
    allowNotFound: true,
  });
}

export function useDeleteRate(userId: number, hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rate: { contract: number; id: number }) =>
      deleteRate(userId, hotelId, rate.contract, rate.id),
    // Contracts and calendars both change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ratesKey(userId, hotelId) }),
  });
}
