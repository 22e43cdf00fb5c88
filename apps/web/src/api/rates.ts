import { type Rate, type RateContract, type RateCreate, rateContractSchema, rateSchema } from '@hotel/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { checkedAnswer } from '../lib/checked-answer.ts';

/**
 * A hotel's rate contracts and their rates (spec, rates); the days each rate applies are in
 * api/rate-calendar.ts. Answers are parsed with the domain's schemas in development and tests
 * (lib/checked-answer.ts).
 */

/** Query keys of this resource: everything cached for one hotel's rates lives under `hotel`. */
export const rateKeys = {
  all: ['rates'] as const,
  hotel: (userId: number, hotelId: number) => [...rateKeys.all, userId, hotelId] as const,
  rateContracts: (userId: number, hotelId: number) =>
    [...rateKeys.hotel(userId, hotelId), 'rate-contracts'] as const,
  calendar: (userId: number, hotelId: number, year: number, rateContractId: number) =>
    [...rateKeys.hotel(userId, hotelId), 'calendar', year, rateContractId] as const,
};

const rateContractsPath = (userId: number, hotelId: number) => `/api/rates/contracts/${userId}/${hotelId}/`;

/** GET /api/rates/contracts/{userId}/{hotId}/: the hotel's rate contracts with their rates. */
export async function fetchRateContracts(
  userId: number,
  hotelId: number,
  signal?: AbortSignal,
): Promise<RateContract[]> {
  return checkedAnswer(
    await api<unknown>(rateContractsPath(userId, hotelId), { signal }),
    import.meta.env.DEV && rateContractSchema.array(),
  );
}

export function rateContractsQuery(userId: number, hotelId: number) {
  return queryOptions({
    queryKey: rateKeys.rateContracts(userId, hotelId),
    queryFn: ({ signal }) => fetchRateContracts(userId, hotelId, signal),
  });
}

/** POST /api/rates/contracts/{userId}/{hotId}/ with a name. A 404 is the screen's to explain. */
export async function postRateContract(userId: number, hotelId: number, name: string): Promise<RateContract> {
  return checkedAnswer(
    await api<unknown>(rateContractsPath(userId, hotelId), {
      method: 'POST',
      body: { name },
      allowNotFound: true,
    }),
    import.meta.env.DEV && rateContractSchema,
  );
}

/**
 * POST /api/rates/contracts/{userId}/{hotId}/{rateContractId}/rates/: the draft's terms and what the
 * rate sells (room types, boards, period and base prices, or a base rate to derive from).
 */
export async function postRate(
  userId: number,
  hotelId: number,
  rateContractId: number,
  input: RateCreate,
): Promise<Rate> {
  return checkedAnswer(
    await api<unknown>(`${rateContractsPath(userId, hotelId)}${rateContractId}/rates/`, {
      method: 'POST',
      body: input,
      allowNotFound: true,
    }),
    import.meta.env.DEV && rateSchema,
  );
}

/** DELETE /api/rates/contracts/{userId}/{hotId}/{rateContractId}/rates/{rateId}/ */
export function deleteRate(
  userId: number,
  hotelId: number,
  rateContractId: number,
  rateId: number,
): Promise<void> {
  return api<void>(`${rateContractsPath(userId, hotelId)}${rateContractId}/rates/${rateId}/`, {
    method: 'DELETE',
    allowNotFound: true,
  });
}
