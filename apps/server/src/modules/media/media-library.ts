import type { media } from '../../db/schema/index.ts';

export type MediaRow = typeof media.$inferSelect;
export type MediaKind = 'photo' | 'video';

export interface NewPhoto {
  storageKey: string;
  suggestedQuality: number;
  width: number;
  height: number;
  bytes: number;
}

export interface NewVideo {
  urlType: string;
  url: string;
  code: string | null;
  publicUrl: string;
  storageKey: string | null;
  bytes: number | null;
}

/**
 * A hotel's photos and videos (the `media` table) as the photos, videos and room-photos modules
 * use them (decision 049): the media module owns the table and answers this port. Orders stay
 * contiguous after every insert, move and delete, each taking the hotel's lock.
 */
export interface MediaLibrary {
  list(hotelId: number, kind: MediaKind): Promise<MediaRow[]>;
  find(hotelId: number, kind: MediaKind, id: number): Promise<MediaRow | undefined>;
  insertPhotos(
    hotelId: number,
    category: string,
    order: number | undefined,
    photos: NewPhoto[],
  ): Promise<MediaRow[]>;
  insertVideo(
    hotelId: number,
    category: string,
    order: number | undefined,
    video: NewVideo,
  ): Promise<MediaRow>;
  /** Answers undefined when the photo is not the hotel's. */
  updatePhoto(
    hotelId: number,
    id: number,
    patch: { order?: number; category?: string; qualityRate?: number },
  ): Promise<MediaRow | undefined>;
  /** Answers the deleted row (for its files), or undefined when it is not the hotel's. */
  delete(hotelId: number, kind: MediaKind, id: number): Promise<MediaRow | undefined>;
}
