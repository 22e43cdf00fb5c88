import type { PaymentMethodInput } from '@hotel/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  billingKeys,
  deletePaymentMethod,
  paymentMethodsQuery,
  savePaymentMethod,
} from '../../../api/billing.ts';
import { useToken } from '../../../lib/session.ts';

export function usePaymentMethods() {
  return useQuery(paymentMethodsQuery(useToken()));
}

/** A 404 is the form's to explain, never a reason to leave the page and lose what was typed. */
export function useSavePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: PaymentMethodInput }) =>
      savePaymentMethod(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.methods() }),
  });
}

/** 409 while a configuration pays with it. */
export function useDeletePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePaymentMethod,
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.methods() }),
  });
}
