import type { PhotoCategoryList, PhotoUpdate } from '@hotel/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deletePhoto,
  mediaKeys,
  photosQuery,
  refreshPhotos,
  requestPhotographer,
  updatePhoto,
} from '../../../api/media.ts';

/** The categories with their photos, in order. */
export function usePhotos(hotelId: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...options, ...photosQuery(hotelId) });
}

/** Puts a changed photo in the cached list at once (its category and place), before the server answers. */
function applyLocally(list: PhotoCategoryList, id: number, patch: PhotoUpdate): PhotoCategoryList {
  return list.map((group) => {
    const index = group.media.findIndex((photo) => photo.id === id);
    if (index < 0) return group;
    const media = [...group.media];
    const [photo] = media.splice(index, 1);
    if (!photo) return group;
    const updated = {
      ...photo,
      ...(patch.quality_rate === undefined ? {} : { quality_rate: patch.quality_rate }),
    };
    const at = patch.order === undefined ? index : Math.min(Math.max(patch.order - 1, 0), media.length);
    media.splice(at, 0, updated);
    return { ...group, media: media.map((item, position) => ({ ...item, order: position + 1 })) };
  });
}

/** Order or stars: shown at once, read again after. */
export function useUpdatePhoto(hotelId: number) {
  const queryClient = useQueryClient();
  const key = mediaKeys.photos(hotelId);
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: PhotoUpdate }) => updatePhoto(hotelId, id, patch),
    async onMutate({ id, patch }) {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<PhotoCategoryList>(key);
      if (previous && patch.category === undefined) {
        queryClient.setQueryData(key, applyLocally(previous, id, patch));
      }
      return { previous };
    },
    onError(_error, _variables, context) {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => refreshPhotos(queryClient, hotelId),
  });
}

export function useDeletePhoto(hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deletePhoto(hotelId, id),
    onSettled: () => refreshPhotos(queryClient, hotelId),
  });
}

/** The group's staff are emailed a request for a professional photographer. */
export function useRequestPhotographer(hotelId: number) {
  return useMutation({ mutationFn: () => requestPhotographer(hotelId) });
}
