import { type Contract, contractSchema, hotelSummarySchema } from '@hotel/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../lib/api-client.ts';

/**
 * The contract step (issue 19, decision 030): the user's hotels as the contract sees them (ready,
 * missing steps, unverified, already sent), sending the chosen ones, and the approver's permission
 * the Opinions step reads. Answers are parsed with the domain's schemas.
 */

/** Query keys of this resource. The hotel list lives under `hotels`, so a write that refreshes the list refreshes it too. */
export const contractKeys = {
  hotels: (token: string | null) => ['hotels', 'contract', token] as const,
  /** The same key as features/contracts (the history on the Opinions step reads it). */
  hotel: (hotelId: number) => ['hotel', hotelId, 'contract'] as const,
  approver: (token: string | null) => ['current-user', token, 'approval'] as const,
};

/** What the contract step reads of each hotel in the list (the progress is not its business). */
const contractHotelSchema = hotelSummarySchema.pick({
  id: true,
  name: true,
  city: true,
  contract_status: true,
  verified: true,
  resume: true,
  missing: true,
});
export type ContractHotel = z.infer<typeof contractHotelSchema>;
const hotelListSchema = z.array(contractHotelSchema);
/** The list call answers exactly the caller; only the permission is read here. */
const approverSchema = z.array(z.object({ approbe_contract_perm: z.boolean() }));

/** GET /api/hotel/: the user's hotels, each with its contract status, verification and missing steps. */
export async function fetchContractHotels(signal?: AbortSignal): Promise<ContractHotel[]> {
  return hotelListSchema.parse(await api<unknown>('/api/hotel/', { signal }));
}

export function contractHotelsQuery(token: string | null) {
  return queryOptions({
    queryKey: contractKeys.hotels(token),
    queryFn: ({ signal }) => fetchContractHotels(signal),
    enabled: Boolean(token),
    // What is ready changes with every step saved elsewhere: read again on entering.
    staleTime: 0,
  });
}

/**
 * POST /api/hotel/{hotelId}/contract/send: 400 `{non_field_errors, steps}` while a step is
 * incomplete, 409 until staff verify the hotel; the messages come translated.
 */
export async function postSendContract(hotelId: number): Promise<Contract> {
  return contractSchema.parse(
    await api<unknown>(`/api/hotel/${hotelId}/contract/send`, { method: 'POST', body: {} }),
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

export function useSendContracts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendContracts,
    onSuccess(outcomes) {
      for (const outcome of outcomes)
        if (outcome.ok) queryClient.setQueryData(contractKeys.hotel(outcome.hotelId), outcome.contract);
    },
    // The statuses in the hotel list (sidebar, home, this step) changed with it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['hotels'] }),
  });
}

/**
 * approbe_contract_perm, read again from the server each time the Opinions step is entered; a
 * failure is only logged (spec §8), and then there is no approval button.
 */
export function approverQuery(token: string | null) {
  return queryOptions({
    queryKey: contractKeys.approver(token),
    queryFn: ({ signal }) =>
      api<unknown>('/api/auth/user/data/', { signal })
        .then((answer) => approverSchema.parse(answer)[0]?.approbe_contract_perm === true)
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
