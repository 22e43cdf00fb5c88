import type { Hotel, HotelUpdate } from '@hotel/domain';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { currentUserKeys } from '../../../api/current-user.ts';
import {
  addActivity,
  createHotel,
  deleteActivity,
  hotelKeys,
  hotelQuery,
  hotelsQuery,
  locationSuggestionsQuery,
  roomsLockedQuery,
  updateHotel,
} from '../../../api/hotels.ts';
import { useToken } from '../../../lib/session.ts';

/** The user's hotels with their wizard progress and contract status. */
export function useHotels() {
  return useQuery(hotelsQuery(useToken()));
}

export function useHotel(hotelId: number | null) {
  return useQuery({ ...hotelQuery(hotelId ?? 0), enabled: hotelId !== null });
}

function refreshHotel(queryClient: QueryClient, hotel: Hotel) {
  queryClient.setQueryData(hotelKeys.hotel(hotel.id), hotel);
  return queryClient.invalidateQueries({ queryKey: hotelKeys.all });
}

export function useCreateHotel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHotel,
    async onSuccess(hotel) {
      await refreshHotel(queryClient, hotel);
      await queryClient.invalidateQueries({ queryKey: currentUserKeys.all });
    },
  });
}

export function useUpdateHotel(hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: HotelUpdate) => updateHotel(hotelId, patch),
    onSuccess: (hotel) => refreshHotel(queryClient, hotel),
  });
}

/** A failure counts as locked (api/hotels.ts). */
export function useRoomsLocked(hotelId: number | null) {
  return useQuery({ ...roomsLockedQuery(hotelId ?? 0), enabled: hotelId !== null });
}

export function useLocationSuggestions(hotelId: number) {
  return useQuery(locationSuggestionsQuery(hotelId));
}

export function useAddActivity(hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pair: { activity: number; zone: number }) => addActivity(hotelId, pair),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hotelKeys.hotel(hotelId) }),
  });
}

export function useDeleteActivity(hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (activityId: number) => deleteActivity(hotelId, activityId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hotelKeys.hotel(hotelId) }),
  });
}
