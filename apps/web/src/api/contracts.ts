import { type Contract, contractSchema, type HotelSummary, type OpinionDraft } from '@hotel/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { checkedAnswer } from '../lib/checked-answer.ts';
import { currentUserKeys, fetchCurrentUser } from './current-user.ts';
import { hotelKeys, hotelsQuery } from './hotels.ts';

/**
 * A hotel's contract (issue 19, decision 030): its status and history, the user's hotels as the
 * contract step sees them (ready, missing steps, unverified, already sent), sending the chosen
 * ones, staff's approval, and the approver's permission the Opinions step reads. Answers are
 * parsed with the domain's schemas in development and tests (`checkedAnswer`).
 */

/** Query keys of this resource: under the hotel's key, so reading the hotel again reads its contract too. */
export const contractKeys = {
  hotel: (hotelId: number) => [...hotelKeys.hotel(hotelId), 'contract'] as const,
};

/** GET /api/hotel/{hotelId}/contract/: status, history, verification and the returned steps. */
export async function fetchContract(hotelId: number, signal?: AbortSignal): Promise<Contract> {
  return checkedAnswer(
    await api<unknown>(`/api/hotel/${hotelId}/contract/`, { signal }),
    import.meta.env.DEV && contractSchema,
  );
}

export function contractQuery(hotelId: number) {
  return queryOptions({
    queryKey: contractKeys.hotel(hotelId),
    queryFn: ({ signal }) => fetchContract(hotelId, signal),
  });
}

/** What the contract step reads of each hotel in the list (the progress is not its business). */
export type ContractHotel = Pick<
  HotelSummary,
  'id' | 'name' | 'city' | 'contract_status' | 'verified' | 'resume' | 'missing'
>;

/** The user's hotels (the one hotel list), read again on entering the contract step. */
export function contractHotelsQuery(token: string | null) {
  return queryOptions({
    ...hotelsQuery(token),
    // What is ready changes with every step saved elsewhere: read again on entering.
    staleTime: 0,
  });
}

/**
 * POST /api/hotel/{hotelId}/contract/send: 400 `{non_field_errors, steps}` while a step is
 * incomplete, 409 until staff verify the hotel; the messages come translated.
 */
export async function postSendContract(hotelId: number): Promise<Contract> {
  return checkedAnswer(
    await api<unknown>(`/api/hotel/${hotelId}/contract/send`, { method: 'POST', body: {} }),
    import.meta.env.DEV && contractSchema,
  );
}

/** POST /api/hotel/{hotelId}/contract/save-approbe: staff save the Opinions step as on screen, then approve. */
export async function postApproveContract(hotelId: number, opinions: OpinionDraft[]): Promise<Contract> {
  return checkedAnswer(
    await api<unknown>(`/api/hotel/${hotelId}/contract/save-approbe`, { method: 'POST', body: { opinions } }),
    import.meta.env.DEV && contractSchema,
  );
}

/** The outcome of sending one hotel's contract. */
export type SendOutcome =
  | { hotelId: number; ok: true; contract: Contract }
  | { hotelId: number; ok: false; error: unknown };

/** Sends the contracts of the chosen hotels one by one; one refusal does not stop the others. */
export async function sendContracts(hotelIds: readonly number[]): Promise<SendOutcome[]> {
  const outcomes: SendOutcome[] = [];
  for (const hotelId of hotelIds) {
    try {
      outcomes.push({ hotelId, ok: true, contract: await postSendContract(hotelId) });
    } catch (error) {
      outcomes.push({ hotelId, ok: false, error });
    }
  }
  return outcomes;
}

/**
 * approbe_contract_perm, read again from the server each time the Opinions step is entered; a
 * failure is only logged (spec §8), and then there is no approval button.
 */
export function approverQuery(token: string | null) {
  return queryOptions({
    queryKey: currentUserKeys.approval(token),
    queryFn: () =>
      fetchCurrentUser()
        .then((user) => user?.approbe_contract_perm === true)
        .catch((error: unknown) => {
          console.warn('could not read the user for the approval', error);
          return false;
        }),
    enabled: Boolean(token),
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: 'always',
  });
}
