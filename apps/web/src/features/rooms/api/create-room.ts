import type { LocalizedNames, Room } from '@hotel/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { refreshRooms } from './rooms.ts';

export interface NewRoom {
  /** Apartment hotels (type 2) add apartments; the others room types. */
  apartment: boolean;
  name: string;
  names?: LocalizedNames;
}

/** POST /api/hotel/{hotelId}/room/ or /apartment/: a new room type starts with the default bedroom. */
export function createRoom(hotelId: number, room: NewRoom): Promise<Room> {
  const resource = room.apartment ? 'apartment' : 'room';
  const body = room.names ? { name: room.name, names: room.names } : { name: room.name };
  return api<Room>(`/api/hotel/${hotelId}/${resource}/`, { method: 'POST', body });
}

/** Adding a room type reloads the room list (spec §4). */
export function useCreateRoom(hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (room: NewRoom) => createRoom(hotelId, room),
    onSuccess: () => refreshRooms(queryClient, hotelId),
  });
}
