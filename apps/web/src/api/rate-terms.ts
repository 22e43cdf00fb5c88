import {
  type HotelTaxesAnswer,
  type HotelTaxesInput,
  hotelTaxesAnswerSchema,
  type RateTermsAnswer,
  type RateTermsInput,
  rateTermsAnswerSchema,
} from '@hotel/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { checkedAnswer } from '../lib/checked-answer.ts';
import { rateKeys } from './rates.ts';

/**
 * A rate's contract terms and the hotel's taxes and fees (issue 33, decision 064): each list is
 * read and replaced whole. A 404 (not the hotel's rate) is the screen's to explain.
 */
const termsPath = (userId: number, hotelId: number, contractId: number, rateId: number) =>
  `/api/rates/contracts/${userId}/${hotelId}/${contractId}/rates/${rateId}/terms/`;
const taxesPath = (userId: number, hotelId: number) => `/api/rates/contracts/taxes/${userId}/${hotelId}/`;

export const rateTermsKey = (userId: number, hotelId: number, rateId: number) =>
  [...rateKeys.hotel(userId, hotelId), 'terms', rateId] as const;
export const hotelTaxesKey = (userId: number, hotelId: number) =>
  [...rateKeys.hotel(userId, hotelId), 'taxes'] as const;

/** GET …/rates/{rateId}/terms/. */
export async function fetchRateTerms(
  userId: number,
  hotelId: number,
  contractId: number,
  rateId: number,
  signal?: AbortSignal,
): Promise<RateTermsAnswer> {
  return checkedAnswer(
    await api<unknown>(termsPath(userId, hotelId, contractId, rateId), { signal, allowNotFound: true }),
    import.meta.env.DEV && rateTermsAnswerSchema,
  );
}

export function rateTermsQuery(userId: number, hotelId: number, contractId: number, rateId: number) {
  return queryOptions({
    queryKey: rateTermsKey(userId, hotelId, rateId),
    queryFn: ({ signal }) => fetchRateTerms(userId, hotelId, contractId, rateId, signal),
  });
}

/** PUT …/rates/{rateId}/terms/: the rate's terms replaced whole (an empty list removes them). */
export async function putRateTerms(
  userId: number,
  hotelId: number,
  contractId: number,
  rateId: number,
  input: RateTermsInput,
): Promise<RateTermsAnswer> {
  return checkedAnswer(
    await api<unknown>(termsPath(userId, hotelId, contractId, rateId), {
      method: 'PUT',
      body: input,
      allowNotFound: true,
    }),
    import.meta.env.DEV && rateTermsAnswerSchema,
  );
}

/** GET /api/rates/contracts/taxes/{userId}/{hotId}/. */
export async function fetchHotelTaxes(
  userId: number,
  hotelId: number,
  signal?: AbortSignal,
): Promise<HotelTaxesAnswer> {
  return checkedAnswer(
    await api<unknown>(taxesPath(userId, hotelId), { signal }),
    import.meta.env.DEV && hotelTaxesAnswerSchema,
  );
}

export function hotelTaxesQuery(userId: number, hotelId: number) {
  return queryOptions({
    queryKey: hotelTaxesKey(userId, hotelId),
    queryFn: ({ signal }) => fetchHotelTaxes(userId, hotelId, signal),
  });
}

/** PUT /api/rates/contracts/taxes/{userId}/{hotId}/: the hotel's taxes replaced whole. */
export async function putHotelTaxes(
  userId: number,
  hotelId: number,
  input: HotelTaxesInput,
): Promise<HotelTaxesAnswer> {
  return checkedAnswer(
    await api<unknown>(taxesPath(userId, hotelId), { method: 'PUT', body: input }),
    import.meta.env.DEV && hotelTaxesAnswerSchema,
  );
}
