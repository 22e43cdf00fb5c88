import type { RateContract } from '@hotel/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Everything cached for one hotel's rates starts with this key. */
export const ratesKey = (userId: number, hotelId: number) => ['rates', userId, hotelId] as const;
export const contractsKey = (userId: number, hotelId: number) =>
  [...ratesKey(userId, hotelId), 'contracts'] as const;

export const contractsPath = (userId: number, hotelId: number) =>
  `/api/rates/contracts/${userId}/${hotelId}/`;

/** GET /api/rates/contracts/{userId}/{hotId}/: the hotel's contracts with their rates. */
export function fetchContracts(
  userId: number,
  hotelId: number,
  signal?: AbortSignal,
): Promise<RateContract[]> {
  return api<RateContract[]>(contractsPath(userId, hotelId), { signal });
}

export function useRateContracts(userId: number, hotelId: number) {
  return useQuery({
    queryKey: contractsKey(userId, hotelId),
    queryFn: ({ signal }) => fetchContracts(userId, hotelId, signal),
  });
}

/** POST /api/rates/contracts/{userId}/{hotId}/ with a name. A 404 is the screen's to explain. */
export function createContract(userId: number, hotelId: number, name: string): Promise<RateContract> {
  return api<RateContract>(contractsPath(userId, hotelId), {
    method: 'POST',
    body: { name },
    allowNotFound: true,
  });
}

export function useCreateContract(userId: number, hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => createContract(userId, hotelId, name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractsKey(userId, hotelId) }),
  });
}
