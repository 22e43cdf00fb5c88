import type { Photo, PhotoCategoryList, PhotoUpdate } from '@hotel/domain';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { uploadWithProgress } from './upload.ts';

export const photosKey = (hotelId: number) => ['hotel', hotelId, 'photos'] as const;

/** GET /api/hotel/{hotelId}/photo/: the categories with their photos, in order. */
export function usePhotos(hotelId: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...options,
    queryKey: photosKey(hotelId),
    queryFn: ({ signal }) => api<PhotoCategoryList>(`/api/hotel/${hotelId}/photo/`, { signal }),
  });
}

/** POST /api/hotel/{hotelId}/photo: one file, with progress. */
export function uploadPhoto(
  hotelId: number,
  file: File,
  category: string,
  onProgress: (percent: number) => void,
): Promise<Photo[]> {
  const form = new FormData();
  form.append('category', category);
  form.append('file', file, file.name);
  return uploadWithProgress<Photo[]>(`/api/hotel/${hotelId}/photo`, form, onProgress);
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

/** PATCH /api/hotel/{hotelId}/photo/{id}: order or stars; shown at once, read again after. */
export function useUpdatePhoto(hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: PhotoUpdate }) =>
      api<Photo>(`/api/hotel/${hotelId}/photo/${id}`, { method: 'PATCH', body: patch }),
    async onMutate({ id, patch }) {
      await queryClient.cancelQueries({ queryKey: photosKey(hotelId) });
      const previous = queryClient.getQueryData<PhotoCategoryList>(photosKey(hotelId));
      if (previous && patch.category === undefined) {
        queryClient.setQueryData(photosKey(hotelId), applyLocally(previous, id, patch));
      }
      return { previous };
    },
    onError(_error, _variables, context) {
      if (context?.previous) queryClient.setQueryData(photosKey(hotelId), context.previous);
    },
    onSettled: () => refreshPhotos(queryClient, hotelId),
  });
}

export function useDeletePhoto(hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<void>(`/api/hotel/${hotelId}/photo/${id}`, { method: 'DELETE', allowNotFound: true }),
    onSettled: () => refreshPhotos(queryClient, hotelId),
  });
}

export function refreshPhotos(queryClient: QueryClient, hotelId: number) {
  return queryClient.invalidateQueries({ queryKey: ['hotel', hotelId, 'photos'] });
}
