import type { BillingConfiguration, BillingConfigurationInput } from '@hotel/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useToken } from '../../../lib/session.ts';

const configurationsKey = ['billing', 'configurations'] as const;

/** GET /api/facturation/configuration/ */
export function useBillingConfigurations() {
  const token = useToken();
  return useQuery({
    queryKey: [...configurationsKey, token],
    queryFn: ({ signal }) => api<BillingConfiguration[]>('/api/facturation/configuration/', { signal }),
    enabled: Boolean(token),
  });
}

/** POST /api/facturation/configuration/ or PUT /api/facturation/configuration/{id}/ */
export function useSaveBillingConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: BillingConfigurationInput }) =>
      id === null
        ? api<BillingConfiguration>('/api/facturation/configuration/', {
            method: 'POST',
            body: input,
            allowNotFound: true,
          })
        : api<BillingConfiguration>(`/api/facturation/configuration/${id}/`, {
            method: 'PUT',
            body: input,
            allowNotFound: true,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: configurationsKey }),
  });
}

/** DELETE /api/facturation/configuration/{id}/ */
export function useDeleteBillingConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<void>(`/api/facturation/configuration/${id}/`, { method: 'DELETE', allowNotFound: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: configurationsKey }),
  });
}
