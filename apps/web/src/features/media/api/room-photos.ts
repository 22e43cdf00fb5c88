import type { RoomPhotos } from '@hotel/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const roomPhotosKey = (hotelId: number) => ['hotel', hotelId, 'photos', 'rooms'] as const;

/** GET /api/hotel/{hotelId}/photo/rooms: each room type with the ids of the photos it shows. */
export function useRoomPhotos(hotelId: number) {
  return useQuery({
    queryKey: roomPhotosKey(hotelId),
    queryFn: ({ signal }) => api<RoomPhotos[]>(`/api/hotel/${hotelId}/photo/rooms`, { signal }),
  });
}

const resource = (room: Pick<RoomPhotos, 'id' | 'is_apartment'>) =>
  room.is_apartment ? 'apartment' : 'room';

/** PATCH …/room/{roomId}/photo/{photoId} (or /apartment/) with order; DELETE stops showing it. */
export function useRoomPhotoChange(hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      room,
      photoId,
      order,
    }: {
      room: RoomPhotos;
      photoId: number;
      order: number | null;
    }): Promise<unknown> =>
      order === null
        ? api<void>(`/api/hotel/${hotelId}/${resource(room)}/${room.id}/photo/${photoId}`, {
            method: 'DELETE',
            allowNotFound: true,
          })
        : api<RoomPhotos>(`/api/hotel/${hotelId}/${resource(room)}/${room.id}/photo/${photoId}`, {
            method: 'PATCH',
            body: { order },
          }),
    // Shown at once; the server's answer is read again after.
    async onMutate({ room, photoId, order }) {
      await queryClient.cancelQueries({ queryKey: roomPhotosKey(hotelId) });
      const previous = queryClient.getQueryData<RoomPhotos[]>(roomPhotosKey(hotelId));
      if (previous) {
        queryClient.setQueryData(
          roomPhotosKey(hotelId),
          previous.map((item) =>
            item.id === room.id ? { ...item, photos: placed(item.photos, photoId, order) } : item,
          ),
        );
      }
      return { previous };
    },
    onError(_error, _variables, context) {
      if (context?.previous) queryClient.setQueryData(roomPhotosKey(hotelId), context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: roomPhotosKey(hotelId) }),
  });
}

/** The photo ids once `photoId` is at `order` (1 = first), or removed when order is null. */
export function placed(photos: readonly number[], photoId: number, order: number | null): number[] {
  const without = photos.filter((id) => id !== photoId);
  if (order === null) return without;
  const at = Math.min(Math.max(order - 1, 0), without.length);
  return [...without.slice(0, at), photoId, ...without.slice(at)];
}
