import type { RoomPhotos } from '@hotel/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mediaKeys, placeRoomPhoto, roomPhotosQuery } from '../../../api/media.ts';

/** Each room type with the ids of the photos it shows. */
export function useRoomPhotos(hotelId: number) {
  return useQuery(roomPhotosQuery(hotelId));
}

/** Places a photo in a room's photos at `order`, or stops showing it (order null). */
export function useRoomPhotoChange(hotelId: number) {
  const queryClient = useQueryClient();
  const key = mediaKeys.roomPhotos(hotelId);
  return useMutation({
    mutationFn: ({ room, photoId, order }: { room: RoomPhotos; photoId: number; order: number | null }) =>
      placeRoomPhoto(hotelId, room, photoId, order),
    // Shown at once; the server's answer is read again after.
    async onMutate({ room, photoId, order }) {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<RoomPhotos[]>(key);
      if (previous) {
        queryClient.setQueryData(
          key,
          previous.map((item) =>
            item.id === room.id ? { ...item, photos: placed(item.photos, photoId, order) } : item,
          ),
        );
      }
      return { previous };
    },
    onError(_error, _variables, context) {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** The photo ids once `photoId` is at `order` (1 = first), or removed when order is null. */
export function placed(photos: readonly number[], photoId: number, order: number | null): number[] {
  const without = photos.filter((id) => id !== photoId);
  if (order === null) return without;
  const at = Math.min(Math.max(order - 1, 0), without.length);
  return [...without.slice(0, at), photoId, ...without.slice(at)];
}
