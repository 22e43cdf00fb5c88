import type { RatePoliciesInput } from '@hotel/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { putRatePolicies, ratePoliciesKey, ratePoliciesQuery } from '../../../api/rate-policies.ts';

export function useRatePolicies(userId: number, hotelId: number, contractId: number, rateId: number) {
  return useQuery(ratePoliciesQuery(userId, hotelId, contractId, rateId));
}

export function useSaveRatePolicies(userId: number, hotelId: number, contractId: number, rateId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RatePoliciesInput) => putRatePolicies(userId, hotelId, contractId, rateId, input),
    onSuccess: (answer) => queryClient.setQueryData(ratePoliciesKey(userId, hotelId, rateId), answer),
  });
}
