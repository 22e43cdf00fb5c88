import type { Room } from '@hotel/domain';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Under the hotel's key, so that reading the hotel again reads its rooms again too. */
export const roomsKey = (hotelId: number) => ['hotel', hotelId, 'rooms'] as const;

/** GET /api/hotel/{hotelId}/room/: the hotel's room types and apartments, in list order. */
export function fetchRooms(hotelId: number, signal?: AbortSignal): Promise<Room[]> {
  return api<Room[]>(`/api/hotel/${hotelId}/room/`, { signal });
}

export function useRooms(hotelId: number | null) {
  return useQuery({
    queryKey: roomsKey(hotelId ?? 0),
    queryFn: ({ signal }) => fetchRooms(hotelId ?? 0, signal),
    enabled: hotelId !== null,
  });
}

/**
 * After a change: the room list again, and the hotel list, whose wizard progress counts the rooms
 * (its key belongs to the hotels feature: ['hotels', …]).
 */
export function refreshRooms(queryClient: QueryClient, hotelId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: roomsKey(hotelId) }),
    queryClient.invalidateQueries({ queryKey: ['hotels'] }),
  ]);
}
