import type { Room } from '@hotel/domain';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contractKeys } from '../../../api/contracts.ts';
import { hotelKeys } from '../../../api/hotels.ts';
import { useReference } from '../../../api/reference.ts';
import {
  createRoom,
  deleteRoom,
  type NewRoom,
  type RoomUpdate,
  roomKeys,
  roomsQuery,
  updateRoom,
} from '../../../api/rooms.ts';

export function useRooms(hotelId: number | null) {
  return useQuery({ ...roomsQuery(hotelId ?? 0), enabled: hotelId !== null });
}

/**
 * After a change: the room list again, the hotel list (its wizard progress counts the rooms) and
 * the contract (an approved hotel's change goes to staff for review: decision 062).
 */
function refreshRooms(queryClient: QueryClient, hotelId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: roomKeys.list(hotelId) }),
    queryClient.invalidateQueries({ queryKey: hotelKeys.all }),
    queryClient.invalidateQueries({ queryKey: contractKeys.hotel(hotelId) }),
  ]);
}

/** Adding a room type reloads the room list (spec §4). */
export function useCreateRoom(hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (room: NewRoom) => createRoom(hotelId, room),
    onSuccess: () => refreshRooms(queryClient, hotelId),
  });
}

/** Saves, shows the answer in the list at once, then reads the list again (renaming reloads: spec §4). */
export function useUpdateRoom(hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: RoomUpdate) => updateRoom(hotelId, update),
    async onSuccess(saved) {
      queryClient.setQueryData<Room[]>(roomKeys.list(hotelId), (list) =>
        list?.map((room) => (room.id === saved.id ? saved : room)),
      );
      await refreshRooms(queryClient, hotelId);
    },
  });
}

export function useDeleteRoom(hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (roomId: number) => deleteRoom(hotelId, roomId),
    onSettled: () => refreshRooms(queryClient, hotelId),
  });
}

/** The room and apartment attributes in the current language: reference lists (spec §7). */
export const useRoomAttributes = () => useReference('room/attributes');
export const useApartmentAttributes = () => useReference('apartment/attributes');
