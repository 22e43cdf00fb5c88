import { type AriRoomType, ariRoomTypeSchema } from '@hotel/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { checkedAnswer } from '../lib/checked-answer.ts';

/**
 * GET /api/rates/contracts/room-types/{userId}/{hotId}/: the hotel's room types and apartments a
 * rate can sell, each with the most adults its per-person prices list (decision 020).
 */

/** Query keys of this resource: everything under `all`, one hotel's list under `hotel`. */
export const rateRoomTypesKeys = {
  all: ['rate-room-types'] as const,
  hotel: (userId: number, hotelId: number) => [...rateRoomTypesKeys.all, userId, hotelId] as const,
};

const rateRoomTypesPath = (userId: number, hotelId: number) =>
  `/api/rates/contracts/room-types/${userId}/${hotelId}/`;

/** The answer parsed with the domain schema in development and tests: a changed contract fails here, not deep in a screen. */
export async function fetchRateRoomTypes(
  userId: number,
  hotelId: number,
  signal?: AbortSignal,
): Promise<AriRoomType[]> {
  return checkedAnswer(
    await api<unknown>(rateRoomTypesPath(userId, hotelId), { signal }),
    import.meta.env.DEV && ariRoomTypeSchema.array(),
  );
}

export function rateRoomTypesQuery(userId: number, hotelId: number) {
  return queryOptions({
    queryKey: rateRoomTypesKeys.hotel(userId, hotelId),
    queryFn: ({ signal }) => fetchRateRoomTypes(userId, hotelId, signal),
  });
}
