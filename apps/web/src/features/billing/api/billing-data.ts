import type { BillingData } from '@hotel/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { billingDataQuery, billingKeys, putBillingData } from '../../../api/billing.ts';
import { currentUserKeys } from '../../../api/current-user.ts';
import { useToken } from '../../../lib/session.ts';

/** The user's billing data (empty fields while nothing is saved). */
export function useBillingData(userId: number) {
  return useQuery(billingDataQuery(userId, useToken()));
}

/** Saves the billing data; the user's has_facturation_data changes with it, so the user is reloaded. */
export function useSaveBillingData(userId: number) {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: (data: BillingData) => putBillingData(userId, data),
    async onSuccess(saved) {
      queryClient.setQueryData(billingKeys.data(userId, token), saved);
      // The signed-in user carries the flag.
      await queryClient.invalidateQueries({ queryKey: currentUserKeys.all });
    },
  });
}
