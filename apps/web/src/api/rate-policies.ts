import { type RatePoliciesAnswer, type RatePoliciesInput, ratePoliciesSchema } from '@hotel/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { checkedAnswer } from '../lib/checked-answer.ts';
import { rateKeys } from './rates.ts';

/** A rate's cancellation policy and date overrides (decision 056). */
const policiesPath = (userId: number, hotelId: number, contractId: number, rateId: number) =>
  `/api/rates/contracts/${userId}/${hotelId}/${contractId}/rates/${rateId}/policies/`;

export const ratePoliciesKey = (userId: number, hotelId: number, rateId: number) =>
  [...rateKeys.hotel(userId, hotelId), 'policies', rateId] as const;

/** GET …/rates/{rateId}/policies/. A 404 (not the hotel's rate) is the screen's to explain. */
export async function fetchRatePolicies(
  userId: number,
  hotelId: number,
  contractId: number,
  rateId: number,
  signal?: AbortSignal,
): Promise<RatePoliciesAnswer> {
  return checkedAnswer(
    await api<unknown>(policiesPath(userId, hotelId, contractId, rateId), { signal, allowNotFound: true }),
    import.meta.env.DEV && ratePoliciesSchema,
  );
}

export function ratePoliciesQuery(userId: number, hotelId: number, contractId: number, rateId: number) {
  return queryOptions({
    queryKey: ratePoliciesKey(userId, hotelId, rateId),
    queryFn: ({ signal }) => fetchRatePolicies(userId, hotelId, contractId, rateId, signal),
  });
}

/** PUT …/rates/{rateId}/policies/: the policy and overrides replaced whole. */
export async function putRatePolicies(
  userId: number,
  hotelId: number,
  contractId: number,
  rateId: number,
  input: RatePoliciesInput,
): Promise<RatePoliciesAnswer> {
  return checkedAnswer(
    await api<unknown>(policiesPath(userId, hotelId, contractId, rateId), {
      method: 'PUT',
      body: input,
      allowNotFound: true,
    }),
    import.meta.env.DEV && ratePoliciesSchema,
  );
}
