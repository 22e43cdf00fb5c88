import {
  type ApartmentPatch,
  type LocalizedNames,
  type Room,
  type RoomPatch,
  roomSchema,
} from '@hotel/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { checkedAnswer } from '../lib/checked-answer.ts';
import { hotelKeys } from './hotels.ts';

/**
 * A hotel's room types and apartments (/api/hotel/{hotelId}/room/ and /apartment/). Answers are
 * parsed with the domain's schema in development and tests (`checkedAnswer`).
 */

/** Query keys of this resource: under the hotel's key, so that reading the hotel again reads its rooms again too. */
export const roomKeys = {
  list: (hotelId: number) => [...hotelKeys.hotel(hotelId), 'rooms'] as const,
};

/** Apartment hotels (type 2) have apartments; the others room types. */
const resource = (apartment: boolean) => (apartment ? 'apartment' : 'room');

/** GET /api/hotel/{hotelId}/room/: the hotel's room types and apartments, in list order. */
export async function fetchRooms(hotelId: number, signal?: AbortSignal): Promise<Room[]> {
  return checkedAnswer(
    await api<unknown>(`/api/hotel/${hotelId}/room/`, { signal }),
    import.meta.env.DEV && roomSchema.array(),
  );
}

export function roomsQuery(hotelId: number) {
  return queryOptions({
    queryKey: roomKeys.list(hotelId),
    queryFn: ({ signal }) => fetchRooms(hotelId, signal),
  });
}

export interface NewRoom {
  /** Apartment hotels (type 2) add apartments; the others room types. */
  apartment: boolean;
  name: string;
  names?: LocalizedNames;
}

/** POST /api/hotel/{hotelId}/room/ or /apartment/: a new room type starts with the default bedroom. */
export async function createRoom(hotelId: number, room: NewRoom): Promise<Room> {
  const body = room.names ? { name: room.name, names: room.names } : { name: room.name };
  return checkedAnswer(
    await api<unknown>(`/api/hotel/${hotelId}/${resource(room.apartment)}/`, { method: 'POST', body }),
    import.meta.env.DEV && roomSchema,
  );
}

export interface RoomUpdate {
  room: Pick<Room, 'id' | 'is_apartment'>;
  patch: RoomPatch | ApartmentPatch;
}

/** PATCH /api/hotel/{hotelId}/room/{roomId} or /apartment/{roomId}: the fields sent must leave it valid. */
export async function updateRoom(hotelId: number, { room, patch }: RoomUpdate): Promise<Room> {
  return checkedAnswer(
    await api<unknown>(`/api/hotel/${hotelId}/${resource(room.is_apartment)}/${room.id}`, {
      method: 'PATCH',
      body: patch,
    }),
    import.meta.env.DEV && roomSchema,
  );
}

/** DELETE /api/hotel/{hotelId}/room/{roomId}: the room resource removes a room type or an apartment. */
export function deleteRoom(hotelId: number, roomId: number): Promise<void> {
  return api<void>(`/api/hotel/${hotelId}/room/${roomId}`, { method: 'DELETE', allowNotFound: true });
}
