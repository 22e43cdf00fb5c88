import type { ApartmentPatch, Room, RoomPatch } from '@hotel/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { refreshRooms, roomsKey } from './rooms.ts';

export interface RoomUpdate {
  room: Pick<Room, 'id' | 'is_apartment'>;
  patch: RoomPatch | ApartmentPatch;
}

/** PATCH /api/hotel/{hotelId}/room/{roomId} or /apartment/{roomId}: the fields sent must leave it valid. */
export function updateRoom(hotelId: number, { room, patch }: RoomUpdate): Promise<Room> {
  const resource = room.is_apartment ? 'apartment' : 'room';
  return api<Room>(`/api/hotel/${hotelId}/${resource}/${room.id}`, { method: 'PATCH', body: patch });
}

/** Saves, shows the answer in the list at once, then reads the list again (renaming reloads: spec §4). */
export function useUpdateRoom(hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: RoomUpdate) => updateRoom(hotelId, update),
    async onSuccess(saved) {
      queryClient.setQueryData<Room[]>(roomsKey(hotelId), (list) =>
        list?.map((room) => (room.id === saved.id ? saved : room)),
      );
      await refreshRooms(queryClient, hotelId);
    },
  });
}
