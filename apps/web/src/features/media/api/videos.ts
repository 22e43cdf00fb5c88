import type { Video, VideoCreateInput } from '@hotel/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { uploadWithProgress } from './upload.ts';

export const videosKey = (hotelId: number) => ['hotel', hotelId, 'videos'] as const;

export function useVideos(hotelId: number) {
  return useQuery({
    queryKey: videosKey(hotelId),
    queryFn: ({ signal }) => api<Video[]>(`/api/hotel/${hotelId}/video/`, { signal }),
  });
}

/** POST /api/hotel/{hotelId}/video/: url_type, url, category, order. */
export function useAddVideo(hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (video: VideoCreateInput) =>
      api<Video>(`/api/hotel/${hotelId}/video/`, { method: 'POST', body: { ...video, hotel: hotelId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: videosKey(hotelId) }),
  });
}

export function uploadVideo(
  hotelId: number,
  file: File,
  category: string,
  onProgress: (percent: number) => void,
) {
  const form = new FormData();
  form.append('category', category);
  form.append('file', file, file.name);
  return uploadWithProgress<Video>(`/api/hotel/${hotelId}/video/upload`, form, onProgress);
}

export function useDeleteVideo(hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<void>(`/api/hotel/${hotelId}/video/${id}`, { method: 'DELETE', allowNotFound: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: videosKey(hotelId) }),
  });
}
