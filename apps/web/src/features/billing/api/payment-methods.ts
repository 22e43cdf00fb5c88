import type { BillingPaymentMethod, PaymentMethodInput } from '@hotel/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useToken } from '../../../lib/session.ts';

const methodsKey = ['billing', 'methods'] as const;

/** GET /api/facturation/payment-method/ */
export function usePaymentMethods() {
  const token = useToken();
  return useQuery({
    queryKey: [...methodsKey, token],
    queryFn: ({ signal }) => api<BillingPaymentMethod[]>('/api/facturation/payment-method/', { signal }),
    enabled: Boolean(token),
  });
}

/**
 * POST /api/facturation/payment-method/ or PUT /api/facturation/payment-method/{id}/. A 404 is
 * the form's to explain, never a reason to leave the page and lose what was typed.
 */
export function useSavePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: PaymentMethodInput }) =>
      id === null
        ? api<BillingPaymentMethod>('/api/facturation/payment-method/', {
            method: 'POST',
            body: input,
            allowNotFound: true,
          })
        : api<BillingPaymentMethod>(`/api/facturation/payment-method/${id}/`, {
            method: 'PUT',
            body: input,
            allowNotFound: true,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: methodsKey }),
  });
}

/** DELETE /api/facturation/payment-method/{id}/; 409 while a configuration pays with it. */
export function useDeletePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<void>(`/api/facturation/payment-method/${id}/`, { method: 'DELETE', allowNotFound: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: methodsKey }),
  });
}
