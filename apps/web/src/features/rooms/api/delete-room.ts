import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { refreshRooms } from './rooms.ts';

/** DELETE /api/hotel/{hotelId}/room/{roomId}: the room resource removes a room type or an apartment. */
export function deleteRoom(hotelId: number, roomId: number): Promise<void> {
  return api<void>(`/api/hotel/${hotelId}/room/${roomId}`, { method: 'DELETE', allowNotFound: true });
}

export function useDeleteRoom(hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (roomId: number) => deleteRoom(hotelId, roomId),
    onSettled: () => refreshRooms(queryClient, hotelId),
  });
}
