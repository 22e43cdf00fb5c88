import type { BillingConfigurationInput } from '@hotel/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  billingConfigurationsQuery,
  billingKeys,
  deleteBillingConfiguration,
  saveBillingConfiguration,
} from '../../../api/billing.ts';
import { useToken } from '../../../lib/session.ts';

export function useBillingConfigurations() {
  return useQuery(billingConfigurationsQuery(useToken()));
}

export function useSaveBillingConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: BillingConfigurationInput }) =>
      saveBillingConfiguration(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.configurations() }),
  });
}

export function useDeleteBillingConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBillingConfiguration,
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.configurations() }),
  });
}
