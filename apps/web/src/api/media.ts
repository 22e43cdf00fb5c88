import {
  type Photo,
  type PhotoCategoryList,
  type PhotographerRequest,
  type PhotoUpdate,
  photoCategoryListSchema,
  photographerRequestSchema,
  photoSchema,
  type RoomPhotos,
  roomPhotosSchema,
  type Video,
  type VideoCreateInput,
  videoSchema,
} from '@hotel/domain';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { checkedAnswer } from '../lib/checked-answer.ts';
import { uploadWithProgress } from '../lib/upload.ts';
import { hotelKeys } from './hotels.ts';

/**
 * A hotel's media: photos by category, the photos each room type shows, videos, and the request
 * for a photographer. Answers are parsed with the domain's schemas in development and tests
 * (`checkedAnswer`).
 */

/** Query keys of this resource, under the hotel's key. */
export const mediaKeys = {
  photos: (hotelId: number) => [...hotelKeys.hotel(hotelId), 'photos'] as const,
  roomPhotos: (hotelId: number) => [...mediaKeys.photos(hotelId), 'rooms'] as const,
  videos: (hotelId: number) => [...hotelKeys.hotel(hotelId), 'videos'] as const,
};

/** GET /api/hotel/{hotelId}/photo/: the categories with their photos, in order. */
export async function fetchPhotos(hotelId: number, signal?: AbortSignal): Promise<PhotoCategoryList> {
  return checkedAnswer(
    await api<unknown>(`/api/hotel/${hotelId}/photo/`, { signal }),
    import.meta.env.DEV && photoCategoryListSchema,
  );
}

export function photosQuery(hotelId: number) {
  return queryOptions({
    queryKey: mediaKeys.photos(hotelId),
    queryFn: ({ signal }) => fetchPhotos(hotelId, signal),
  });
}

/**
 * Reads the photos again (and the room photos under them) after a change, and the hotel list:
 * its progress counts the photos, and the sidebar and the step show that one figure (issue 34).
 */
export function refreshPhotos(queryClient: QueryClient, hotelId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: mediaKeys.photos(hotelId) }),
    queryClient.invalidateQueries({ queryKey: hotelKeys.all }),
  ]);
}

/** A file and its category, as the upload endpoints take them. */
function mediaForm(file: File, category: string): FormData {
  const form = new FormData();
  form.append('category', category);
  form.append('file', file, file.name);
  return form;
}

/** POST /api/hotel/{hotelId}/photo: one file, with progress. */
export async function uploadPhoto(
  hotelId: number,
  file: File,
  category: string,
  onProgress: (percent: number) => void,
): Promise<Photo[]> {
  return checkedAnswer(
    await uploadWithProgress<unknown>(`/api/hotel/${hotelId}/photo`, mediaForm(file, category), onProgress),
    import.meta.env.DEV && photoSchema.array(),
  );
}

/** PATCH /api/hotel/{hotelId}/photo/{id}: order or stars. */
export async function updatePhoto(hotelId: number, id: number, patch: PhotoUpdate): Promise<Photo> {
  return checkedAnswer(
    await api<unknown>(`/api/hotel/${hotelId}/photo/${id}`, { method: 'PATCH', body: patch }),
    import.meta.env.DEV && photoSchema,
  );
}

/** DELETE /api/hotel/{hotelId}/photo/{id}. */
export function deletePhoto(hotelId: number, id: number): Promise<void> {
  return api<void>(`/api/hotel/${hotelId}/photo/${id}`, { method: 'DELETE', allowNotFound: true });
}

/** GET /api/hotel/{hotelId}/photo/rooms: each room type with the ids of the photos it shows. */
export async function fetchRoomPhotos(hotelId: number, signal?: AbortSignal): Promise<RoomPhotos[]> {
  return checkedAnswer(
    await api<unknown>(`/api/hotel/${hotelId}/photo/rooms`, { signal }),
    import.meta.env.DEV && roomPhotosSchema.array(),
  );
}

export function roomPhotosQuery(hotelId: number) {
  return queryOptions({
    queryKey: mediaKeys.roomPhotos(hotelId),
    queryFn: ({ signal }) => fetchRoomPhotos(hotelId, signal),
  });
}

/**
 * PATCH …/room/{roomId}/photo/{photoId} (or /apartment/) with the order the room shows it at;
 * DELETE (order null) stops showing it.
 */
export async function placeRoomPhoto(
  hotelId: number,
  room: Pick<RoomPhotos, 'id' | 'is_apartment'>,
  photoId: number,
  order: number | null,
): Promise<RoomPhotos | undefined> {
  const path = `/api/hotel/${hotelId}/${room.is_apartment ? 'apartment' : 'room'}/${room.id}/photo/${photoId}`;
  if (order === null) {
    await api<void>(path, { method: 'DELETE', allowNotFound: true });
    return undefined;
  }
  return checkedAnswer(
    await api<unknown>(path, { method: 'PATCH', body: { order } }),
    import.meta.env.DEV && roomPhotosSchema,
  );
}

/** GET /api/hotel/{hotelId}/video/. */
export async function fetchVideos(hotelId: number, signal?: AbortSignal): Promise<Video[]> {
  return checkedAnswer(
    await api<unknown>(`/api/hotel/${hotelId}/video/`, { signal }),
    import.meta.env.DEV && videoSchema.array(),
  );
}

export function videosQuery(hotelId: number) {
  return queryOptions({
    queryKey: mediaKeys.videos(hotelId),
    queryFn: ({ signal }) => fetchVideos(hotelId, signal),
  });
}

/** POST /api/hotel/{hotelId}/video/: url_type, url, category, order. */
export async function addVideo(hotelId: number, video: VideoCreateInput): Promise<Video> {
  return checkedAnswer(
    await api<unknown>(`/api/hotel/${hotelId}/video/`, {
      method: 'POST',
      body: { ...video, hotel: hotelId },
    }),
    import.meta.env.DEV && videoSchema,
  );
}

/** POST /api/hotel/{hotelId}/video/upload: one file, with progress. */
export async function uploadVideo(
  hotelId: number,
  file: File,
  category: string,
  onProgress: (percent: number) => void,
): Promise<Video> {
  return checkedAnswer(
    await uploadWithProgress<unknown>(
      `/api/hotel/${hotelId}/video/upload`,
      mediaForm(file, category),
      onProgress,
    ),
    import.meta.env.DEV && videoSchema,
  );
}

/** DELETE /api/hotel/{hotelId}/video/{id}. */
export function deleteVideo(hotelId: number, id: number): Promise<void> {
  return api<void>(`/api/hotel/${hotelId}/video/${id}`, { method: 'DELETE', allowNotFound: true });
}

/** POST /api/hotel/{hotelId}/photographerrequest: the group's staff are emailed. */
export async function requestPhotographer(hotelId: number): Promise<PhotographerRequest> {
  return checkedAnswer(
    await api<unknown>(`/api/hotel/${hotelId}/photographerrequest`, { method: 'POST' }),
    import.meta.env.DEV && photographerRequestSchema,
  );
}
