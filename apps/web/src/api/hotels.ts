import {
  type Hotel,
  type HotelActivity,
  type HotelSummary,
  type HotelUpdate,
  hotelActivitySchema,
  hotelSchema,
  hotelSummarySchema,
  type LocationSuggestion,
  locationSuggestionSchema,
  roomsLockedAnswerSchema,
} from '@hotel/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { checkedAnswer } from '../lib/checked-answer.ts';

/**
 * The user's hotels and each hotel's own calls (GET /api/hotel/, /api/hotel/{hotelId}…). The hotel
 * list has one cache entry, read by the hotels screens, the sidebar, billing, contacts and the
 * contract step. Answers are parsed with the domain's schemas in development and tests
 * (`checkedAnswer`).
 */

/** Query keys of this resource. */
export const hotelKeys = {
  /** The hotel list: what a write that changes a hotel's progress or status invalidates. */
  all: ['hotels'] as const,
  list: (token: string | null) => [...hotelKeys.all, token] as const,
  /** One hotel, and under it everything read about it (rooms, photos, contract…). */
  hotel: (hotelId: number) => ['hotel', hotelId] as const,
  roomsLocked: (hotelId: number) => [...hotelKeys.hotel(hotelId), 'rooms-locked'] as const,
  location: (hotelId: number) => [...hotelKeys.hotel(hotelId), 'location'] as const,
};

/** GET /api/hotel/: the user's hotels with their wizard progress, contract status and verification. */
export async function fetchHotels(signal?: AbortSignal): Promise<HotelSummary[]> {
  return checkedAnswer(
    await api<unknown>('/api/hotel/', { signal }),
    import.meta.env.DEV && hotelSummarySchema.array(),
  );
}

export function hotelsQuery(token: string | null) {
  return queryOptions({
    queryKey: hotelKeys.list(token),
    queryFn: ({ signal }) => fetchHotels(signal),
    enabled: Boolean(token),
  });
}

/** A hotel as a choice (a billing configuration's hotels, the hotels a contact serves). */
export interface HotelOption {
  id: number;
  name: string;
}

const toHotelOptions = (hotels: HotelSummary[]) => hotels.map(({ id, name }): HotelOption => ({ id, name }));

/** The hotel list as choices: the same cache entry, so creating a hotel refreshes these too. */
export function hotelOptionsQuery(token: string | null) {
  return queryOptions({ ...hotelsQuery(token), select: toHotelOptions });
}

/** GET /api/hotel/{hotelId}. */
export async function fetchHotel(hotelId: number, signal?: AbortSignal): Promise<Hotel> {
  return checkedAnswer(
    await api<unknown>(`/api/hotel/${hotelId}`, { signal }),
    import.meta.env.DEV && hotelSchema,
  );
}

export function hotelQuery(hotelId: number) {
  return queryOptions({
    queryKey: hotelKeys.hotel(hotelId),
    queryFn: ({ signal }) => fetchHotel(hotelId, signal),
  });
}

/** POST /api/hotel/: a hotel chosen from the catalogue. */
export async function createHotel(choice: { name: string; raw_code: string; code: string }): Promise<Hotel> {
  return checkedAnswer(
    await api<unknown>('/api/hotel/', { method: 'POST', body: choice }),
    import.meta.env.DEV && hotelSchema,
  );
}

/** PATCH /api/hotel/{hotelId}: a wizard step's fields. */
export async function updateHotel(hotelId: number, patch: HotelUpdate): Promise<Hotel> {
  return checkedAnswer(
    await api<unknown>(`/api/hotel/${hotelId}`, { method: 'PATCH', body: patch }),
    import.meta.env.DEV && hotelSchema,
  );
}

/** GET /api/hotel/{hotelId}/rooms-locked. */
export async function fetchRoomsLocked(hotelId: number, signal?: AbortSignal): Promise<boolean> {
  const answer = checkedAnswer(
    await api<unknown>(`/api/hotel/${hotelId}/rooms-locked`, { signal, allowNotFound: true }),
    import.meta.env.DEV && roomsLockedAnswerSchema,
  );
  return answer.rooms_locked;
}

/** A failure counts as locked (spec §8: logged, and the rooms are treated as locked). */
export function roomsLockedQuery(hotelId: number) {
  return queryOptions({
    queryKey: hotelKeys.roomsLocked(hotelId),
    queryFn: ({ signal }) =>
      fetchRoomsLocked(hotelId, signal).catch((error: unknown) => {
        console.warn('rooms-locked failed; treating the rooms as locked', error);
        return true;
      }),
  });
}

/** GET /api/hotel/{hotelId}/location: places matching the hotel's address. */
export async function fetchLocationSuggestions(
  hotelId: number,
  signal?: AbortSignal,
): Promise<LocationSuggestion[]> {
  return checkedAnswer(
    await api<unknown>(`/api/hotel/${hotelId}/location`, { signal }),
    import.meta.env.DEV && locationSuggestionSchema.array(),
  );
}

export function locationSuggestionsQuery(hotelId: number) {
  return queryOptions({
    queryKey: hotelKeys.location(hotelId),
    queryFn: ({ signal }) => fetchLocationSuggestions(hotelId, signal),
  });
}

/** GET /api/geo/reverse: the address at a point of the map. */
export async function reverseGeocode(latitude: number, longitude: number): Promise<LocationSuggestion> {
  return checkedAnswer(
    await api<unknown>(`/api/geo/reverse?lat=${latitude}&lon=${longitude}`, { allowNotFound: true }),
    import.meta.env.DEV && locationSuggestionSchema,
  );
}

/** POST /api/hotel/{hotelId}/activity/: an activity in a zone. */
export async function addActivity(
  hotelId: number,
  pair: { activity: number; zone: number },
): Promise<HotelActivity> {
  return checkedAnswer(
    await api<unknown>(`/api/hotel/${hotelId}/activity/`, {
      method: 'POST',
      body: { ...pair, hotel: hotelId },
    }),
    import.meta.env.DEV && hotelActivitySchema,
  );
}

/** DELETE /api/hotel/{hotelId}/activity/{activityId}. */
export function deleteActivity(hotelId: number, activityId: number): Promise<void> {
  return api<void>(`/api/hotel/${hotelId}/activity/${activityId}`, { method: 'DELETE', allowNotFound: true });
}
