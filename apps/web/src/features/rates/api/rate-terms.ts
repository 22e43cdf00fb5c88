import type { HotelTaxesInput, RateTermsInput } from '@hotel/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  hotelTaxesKey,
  hotelTaxesQuery,
  putHotelTaxes,
  putRateTerms,
  rateTermsKey,
  rateTermsQuery,
} from '../../../api/rate-terms.ts';

/** The rates feature's hooks on a rate's terms and the hotel's taxes (apps/web/src/api/rate-terms.ts). */

export function useRateTerms(userId: number, hotelId: number, contractId: number, rateId: number) {
  return useQuery(rateTermsQuery(userId, hotelId, contractId, rateId));
}

/** Saves a rate's terms; `contractId`/`rateId` per call, so one hook also copies to another rate. */
export function useSaveRateTerms(userId: number, hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: { contractId: number; rateId: number; input: RateTermsInput }) =>
      putRateTerms(userId, hotelId, save.contractId, save.rateId, save.input),
    onSuccess: (answer) => queryClient.setQueryData(rateTermsKey(userId, hotelId, answer.rateId), answer),
  });
}

export function useHotelTaxes(userId: number, hotelId: number) {
  return useQuery(hotelTaxesQuery(userId, hotelId));
}

export function useSaveHotelTaxes(userId: number, hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: HotelTaxesInput) => putHotelTaxes(userId, hotelId, input),
    onSuccess: (answer) => queryClient.setQueryData(hotelTaxesKey(userId, hotelId), answer),
  });
}
