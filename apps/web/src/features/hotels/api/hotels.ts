import type { Hotel, HotelActivity, HotelSummary, HotelUpdate, LocationSuggestion } from '@hotel/domain';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useToken } from '../../../lib/session.ts';

export const hotelsKey = ['hotels'] as const;
export const hotelKey = (hotelId: number) => ['hotel', hotelId] as const;

/** The user's hotels with their wizard progress and contract status. */
export function useHotels() {
  const token = useToken();
  return useQuery({
    queryKey: [...hotelsKey, token],
    queryFn: ({ signal }) => api<HotelSummary[]>('/api/hotel/', { signal }),
    enabled: Boolean(token),
  });
}

export function useHotel(hotelId: number | null) {
  return useQuery({
    queryKey: hotelKey(hotelId ?? 0),
    queryFn: ({ signal }) => api<Hotel>(`/api/hotel/${hotelId}`, { signal }),
    enabled: hotelId !== null,
  });
}

function refreshHotel(queryClient: QueryClient, hotel: Hotel) {
  queryClient.setQueryData(hotelKey(hotel.id), hotel);
  return queryClient.invalidateQueries({ queryKey: hotelsKey });
}

export function useCreateHotel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: { name: string; raw_code: string; code: string }) =>
      api<Hotel>('/api/hotel/', { method: 'POST', body: choice }),
    async onSuccess(hotel) {
      await refreshHotel(queryClient, hotel);
      await queryClient.invalidateQueries({ queryKey: ['current-user'] });
    },
  });
}

export function useUpdateHotel(hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: HotelUpdate) => api<Hotel>(`/api/hotel/${hotelId}`, { method: 'PATCH', body: patch }),
    onSuccess: (hotel) => refreshHotel(queryClient, hotel),
  });
}

/** A failure counts as locked (spec §8: logged, and the rooms are treated as locked). */
export function useRoomsLocked(hotelId: number | null) {
  return useQuery({
    queryKey: ['hotel', hotelId, 'rooms-locked'],
    queryFn: ({ signal }) =>
      api<{ rooms_locked: boolean }>(`/api/hotel/${hotelId}/rooms-locked`, { signal, allowNotFound: true })
        .then((answer) => answer.rooms_locked)
        .catch((error: unknown) => {
          console.warn('rooms-locked failed; treating the rooms as locked', error);
          return true;
        }),
    enabled: hotelId !== null,
  });
}

export function useLocationSuggestions(hotelId: number) {
  return useQuery({
    queryKey: ['hotel', hotelId, 'location'],
    queryFn: ({ signal }) => api<LocationSuggestion[]>(`/api/hotel/${hotelId}/location`, { signal }),
  });
}

export function reverseGeocode(latitude: number, longitude: number): Promise<LocationSuggestion> {
  return api<LocationSuggestion>(`/api/geo/reverse?lat=${latitude}&lon=${longitude}`, {
    allowNotFound: true,
  });
}

export function useAddActivity(hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pair: { activity: number; zone: number }) =>
      api<HotelActivity>(`/api/hotel/${hotelId}/activity/`, {
        method: 'POST',
        body: { ...pair, hotel: hotelId },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hotelKey(hotelId) }),
  });
}

export function useDeleteActivity(hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (activityId: number) =>
      api<void>(`/api/hotel/${hotelId}/activity/${activityId}`, { method: 'DELETE', allowNotFound: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hotelKey(hotelId) }),
  });
}
