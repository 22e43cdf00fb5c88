import type { BillingData, BillingDataResponse } from '@hotel/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useToken } from '../../../lib/session.ts';

export const billingKey = ['billing'] as const;
const dataKey = (userId: number, token: string | null) => [...billingKey, 'data', userId, token] as const;

/** GET /api/facturation/data/{id}/: the user's billing data (empty fields while nothing is saved). */
export function useBillingData(userId: number) {
  const token = useToken();
  return useQuery({
    queryKey: dataKey(userId, token),
    queryFn: ({ signal }) => api<BillingDataResponse>(`/api/facturation/data/${userId}/`, { signal }),
    enabled: Boolean(token),
  });
}

/** PUT /api/facturation/data/{id}/; the user's has_facturation_data changes with it, so the user is reloaded. */
export function useSaveBillingData(userId: number) {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: (data: BillingData) =>
      api<BillingDataResponse>(`/api/facturation/data/${userId}/`, { method: 'PUT', body: data }),
    async onSuccess(saved) {
      queryClient.setQueryData(dataKey(userId, token), saved);
      // The signed-in user's query (keyed 'current-user' by the auth feature) carries the flag.
      await queryClient.invalidateQueries({ queryKey: ['current-user'] });
    },
  });
}
