import type { VideoCreateInput } from '@hotel/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addVideo, deleteVideo, mediaKeys, videosQuery } from '../../../api/media.ts';

export function useVideos(hotelId: number) {
  return useQuery(videosQuery(hotelId));
}

export function useAddVideo(hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (video: VideoCreateInput) => addVideo(hotelId, video),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaKeys.videos(hotelId) }),
  });
}

export function useDeleteVideo(hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteVideo(hotelId, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mediaKeys.videos(hotelId) }),
  });
}
