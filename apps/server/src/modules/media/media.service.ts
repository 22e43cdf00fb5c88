import {
  DEFAULT_LANGUAGE,
  isLowQuality,
  isSafeFileName,
  isWellFormedVideo,
  MEDIA_CATEGORIES,
  MEDIA_MSG,
  PHOTO_RENDITIONS,
  PHOTOGRAPHER_PRICE_EUR,
  type Photo,
  type PhotoCategoryList,
  type PhotoUpdate,
  parseVideoUrl,
  type RoomPhotos,
  sniffVideo,
  VIDEO_MAX_BYTES,
  type Video,
  type VideoFormat,
  type VideoKind,
  type videoCreateSchema,
} from '@hotel/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import type { UploadedFile } from '../../lib/multipart.ts';
import { formatPhone } from '../../lib/phone.ts';
import type { RateLimiter } from '../../plugins/rate-limiter.ts';
import type { SessionUser } from '../auth/auth.service.ts';
import type { MediaRepository, MediaRow } from './media.repository.ts';
import { type MediaStorage, newMediaBase } from './media.storage.ts';
import { processPhoto, UploadRefused } from './photo-pipeline.ts';

/** An uploaded file as the route read it. */
export type { UploadedFile };

/** The staff email of a photographer request (template 'photographer_request'). */
export interface PhotographerRequestMail {
  to: string;
  template: 'photographer_request';
  language: string;
  params: {
    hotel: string;
    code: string;
    city: string;
    name: string;
    email: string;
    phone: string;
    price: string;
  };
}

export interface MediaMailer {
  send(message: PhotographerRequestMail): Promise<unknown>;
}

export interface MediaServiceOptions {
  /** The group's staff inbox (CONTACT_EMAIL): photographer requests go there. */
  staffEmail: string;
  log: FastifyBaseLogger;
}

/** A hotel may ask for a photographer this many times a day (a request is an email to staff). */
const PHOTOGRAPHER_REQUESTS_PER_DAY = 3;
const DAY_MS = 24 * 3_600_000;

const CATEGORY_ORDER = new Map<string, number>(
  MEDIA_CATEGORIES.map((category, index) => [category.key, index]),
);
const VIDEO_EXTENSIONS: Record<VideoFormat, string> = { mp4: 'mp4', avi: 'avi', mpeg: 'mpg' };

/** The public address of a stored file. */
export const mediaUrl = (key: string) => `/media/${key}`;
const renditionKey = (base: string, side: number) => `${base}-${side}.webp`;

/**
 * A refused file: 400 `{"file": [message]}` (the web shows the first message in a dialog), or
 * 415 `{"detail": message}` for active content (the web shows the detail alike).
 */
function fileError(refusal: UploadRefused): AppError {
  const message = { key: refusal.key, params: refusal.params };
  if (refusal.status !== 400) return new AppError(refusal.status, message);
  return new AppError(400, message, { file: [message] });
}

export class MediaService {
  constructor(
    private readonly repository: MediaRepository,
    private readonly storage: MediaStorage,
    private readonly rateLimiter: RateLimiter,
    private readonly mailer: MediaMailer,
    private readonly options: MediaServiceOptions,
  ) {}

  // ---- photos ----

  async photos(hotelId: number): Promise<PhotoCategoryList> {
    const rows = await this.repository.list(hotelId, 'photo');
    const byCategory = new Map<string, Photo[]>();
    for (const row of rows) {
      const list = byCategory.get(row.category) ?? [];
      list.push(photoDto(row));
      byCategory.set(row.category, list);
    }
    return [...byCategory.entries()]
      .sort(([a], [b]) => (CATEGORY_ORDER.get(a) ?? 999) - (CATEGORY_ORDER.get(b) ?? 999))
      .map(([category, media]) => ({ category, media }));
  }

  async photo(hotelId: number, id: number): Promise<Photo> {
    const row = await this.repository.find(hotelId, 'photo', id);
    if (!row) throw AppError.notFound();
    return photoDto(row);
  }

  /**
   * Accepts photos only when every file is an acceptable image: all are processed before any is
   * stored, so a refused file leaves nothing behind. Stored at `order` (following ones after it)
   * in the category, or at its end.
   */
  async uploadPhotos(
    hotelId: number,
    fields: { category: string; order?: number },
    files: UploadedFile[],
  ): Promise<Photo[]> {
    if (files.length === 0) throw AppError.validation({ file: MEDIA_MSG.fileRequired });
    for (const file of files) {
      if (!isSafeFileName(file.filename)) throw fileError(new UploadRefused(MEDIA_MSG.fileNameInvalid));
    }
    const processed = await Promise.all(
      files.map((file) =>
        processPhoto(file.bytes).catch((error: unknown) => {
          if (error instanceof UploadRefused) throw fileError(error);
          throw error;
        }),
      ),
    );
    const stored: string[] = [];
    try {
      const photos = [];
      for (const [index, photo] of processed.entries()) {
        const base = newMediaBase(hotelId);
        for (const [side, bytes] of photo.renditions) {
          const key = renditionKey(base, side);
          await this.storage.put(key, bytes);
          stored.push(key);
        }
        photos.push({
          storageKey: base,
          suggestedQuality: photo.suggested,
          width: photo.width,
          height: photo.height,
          bytes: files[index]?.bytes.length ?? 0,
        });
      }
      const rows = await this.repository.insertPhotos(hotelId, fields.category, fields.order, photos);
      return rows.map(photoDto);
    } catch (error) {
      await this.storage
        .delete(stored)
        .catch((cleanup: unknown) =>
          this.options.log.warn({ err: cleanup }, 'could not remove the files of a failed upload'),
        );
      throw error;
    }
  }

  /**
   * Moves a photo (order, category: any user of the hotel) or rates it (quality_rate: staff only,
   * approbe_contract_perm, else 403 and nothing changes; decision 005). The tenant rule ran first;
   * a photo that is not the hotel's is 404 before the permission is looked at.
   */
  async updatePhoto(user: SessionUser, hotelId: number, id: number, patch: PhotoUpdate): Promise<Photo> {
    if (patch.quality_rate !== undefined && !user.approbeContractPerm) {
      if (!(await this.repository.find(hotelId, 'photo', id))) throw AppError.notFound();
      throw AppError.forbidden(MEDIA_MSG.rateForbidden);
    }
    const row = await this.repository.updatePhoto(hotelId, id, {
      order: patch.order,
      category: patch.category,
      qualityRate: patch.quality_rate,
    });
    if (!row) throw AppError.notFound();
    return photoDto(row);
  }

  /** Deletes the record, then its files (a file that cannot be removed is logged, never shown). */
  async deletePhoto(hotelId: number, id: number): Promise<void> {
    const row = await this.repository.delete(hotelId, 'photo', id);
    if (!row) throw AppError.notFound();
    await this.removeFiles(photoKeys(row));
  }

  // ---- photos per room type ----

  async roomsWithPhotos(hotelId: number): Promise<RoomPhotos[]> {
    const rooms = await this.repository.roomsWithPhotos(hotelId);
    return rooms.map((room) => ({
      id: room.id,
      name: room.name,
      is_apartment: room.isApartment,
      photos: room.photos,
    }));
  }

  async roomPhotos(hotelId: number, roomId: number, isApartment: boolean): Promise<RoomPhotos> {
    const room = await this.room(hotelId, roomId, isApartment);
    return {
      id: room.id,
      name: room.name,
      is_apartment: room.isApartment,
      photos: await this.repository.roomPhotos(roomId),
    };
  }

  async placeRoomPhoto(
    hotelId: number,
    roomId: number,
    isApartment: boolean,
    photoId: number,
    order: number,
  ): Promise<RoomPhotos> {
    const room = await this.room(hotelId, roomId, isApartment);
    if (!(await this.repository.find(hotelId, 'photo', photoId))) throw AppError.notFound();
    const photos = await this.repository.placeRoomPhoto(hotelId, roomId, photoId, order);
    return { id: room.id, name: room.name, is_apartment: room.isApartment, photos };
  }

  async removeRoomPhoto(
    hotelId: number,
    roomId: number,
    isApartment: boolean,
    photoId: number,
  ): Promise<void> {
    await this.room(hotelId, roomId, isApartment);
    if (!(await this.repository.removeRoomPhoto(hotelId, roomId, photoId))) throw AppError.notFound();
  }

  /** A room type of the hotel reached through the matching path (/room/ or /apartment/), else 404. */
  private async room(hotelId: number, roomId: number, isApartment: boolean) {
    const room = await this.repository.findRoom(hotelId, roomId);
    if (!room || room.isApartment !== isApartment) throw AppError.notFound();
    return room;
  }

  // ---- videos ----

  async videos(hotelId: number): Promise<Video[]> {
    return (await this.repository.list(hotelId, 'video'))
      .sort((a, b) => a.order - b.order || a.id - b.id)
      .map(videoDto);
  }

  async video(hotelId: number, id: number): Promise<Video> {
    const row = await this.repository.find(hotelId, 'video', id);
    if (!row) throw AppError.notFound();
    return videoDto(row);
  }

  /** A YouTube or Vimeo link (already validated by the schema), stored with its code and player URL. */
  async addVideo(hotelId: number, input: z.output<typeof videoCreateSchema>): Promise<Video> {
    const parsed = parseVideoUrl(input.url_type, input.url);
    if (!parsed) throw AppError.validation({ url: MEDIA_MSG.videoUrlInvalid });
    const row = await this.repository.insertVideo(hotelId, input.category, input.order, {
      urlType: input.url_type,
      url: input.url,
      code: parsed.code,
      publicUrl: parsed.public_url,
      storageKey: null,
      bytes: null,
    });
    return videoDto(row);
  }

  /** An uploaded video: one well-formed AVI, MPEG or MP4 by its bytes, within VIDEO_MAX_BYTES; stored as sent. */
  async uploadVideo(
    hotelId: number,
    fields: { category: string; order?: number },
    file: UploadedFile | undefined,
  ): Promise<Video> {
    if (!file || file.bytes.length === 0) throw AppError.validation({ file: MEDIA_MSG.fileRequired });
    if (!isSafeFileName(file.filename)) throw fileError(new UploadRefused(MEDIA_MSG.fileNameInvalid));
    if (file.bytes.length > VIDEO_MAX_BYTES) throw videoTooLarge();
    const format = sniffVideo(file.bytes);
    // Stored as sent: only one well-formed container, with nothing riding after it (a polyglot).
    if (!format || !isWellFormedVideo(file.bytes, format)) {
      throw fileError(new UploadRefused(MEDIA_MSG.videoTypeInvalid));
    }
    const key = `${newMediaBase(hotelId)}.${VIDEO_EXTENSIONS[format]}`;
    await this.storage.put(key, file.bytes);
    try {
      const row = await this.repository.insertVideo(hotelId, fields.category, fields.order, {
        urlType: 'upload',
        url: mediaUrl(key),
        code: null,
        publicUrl: mediaUrl(key),
        storageKey: key,
        bytes: file.bytes.length,
      });
      return videoDto(row);
    } catch (error) {
      await this.removeFiles([key]);
      throw error;
    }
  }

  async deleteVideo(hotelId: number, id: number): Promise<void> {
    const row = await this.repository.delete(hotelId, 'video', id);
    if (!row) throw AppError.notFound();
    if (row.storageKey) await this.removeFiles([row.storageKey]);
  }

  // ---- photographer ----

  /**
   * Records a request for a professional photographer (PHOTOGRAPHER_PRICE_EUR) and emails the
   * group's staff, in Spanish; at most PHOTOGRAPHER_REQUESTS_PER_DAY per hotel a day (429).
   */
  async requestPhotographer(user: SessionUser, hotelId: number) {
    const bucket = 'photographer-request';
    const who = await this.repository.hotelAndUser(hotelId, user.id);
    if (!who) throw AppError.notFound();
    // After the tenant check (requireHotel): another user's hotel answers 404 whatever its count.
    await this.rateLimiter.reserve([
      { bucket, key: String(hotelId), limit: PHOTOGRAPHER_REQUESTS_PER_DAY, windowMs: DAY_MS },
    ]);
    const request = await this.repository.recordPhotographerRequest(hotelId, user.id);
    await this.mailer.send({
      to: this.options.staffEmail,
      template: 'photographer_request',
      language: DEFAULT_LANGUAGE,
      params: {
        hotel: who.hotel.name,
        code: who.hotel.code,
        city: who.hotel.city ?? '',
        name: who.user.name,
        email: who.user.email,
        phone: formatPhone(who.user.phone),
        price: String(PHOTOGRAPHER_PRICE_EUR),
      },
    });
    return {
      id: request.id,
      hotel: hotelId,
      price_eur: PHOTOGRAPHER_PRICE_EUR,
      created_at: request.createdAt.toISOString(),
    };
  }

  // ---- files ----

  /** A stored file for the `/media/…` route; undefined for anything that is not one. */
  file(key: string, range?: { start: number; end?: number }) {
    return this.storage.get(key, range);
  }

  private async removeFiles(keys: string[]) {
    try {
      await this.storage.delete(keys);
    } catch (error) {
      this.options.log.warn({ err: error, keys }, 'could not remove media files');
    }
  }
}

export function videoTooLarge(): AppError {
  return new AppError(413, {
    key: MEDIA_MSG.videoTooLarge,
    params: { max: Math.round(VIDEO_MAX_BYTES / 1024 / 1024) },
  });
}

function photoKeys(row: MediaRow): string[] {
  return row.storageKey ? PHOTO_RENDITIONS.map((side) => renditionKey(row.storageKey as string, side)) : [];
}

function photoDto(row: MediaRow): Photo {
  const base = row.storageKey ?? '';
  const rate = row.qualityRate ?? row.suggestedQuality ?? 1;
  return {
    id: row.id,
    order: row.order,
    category: row.category,
    quality_rate: rate,
    suggested_quality_rate: row.suggestedQuality,
    low_quality: isLowQuality(rate),
    url: mediaUrl(renditionKey(base, 1024)),
    thumbnail_url: mediaUrl(renditionKey(base, 320)),
    public_url: mediaUrl(renditionKey(base, 2048)),
    width: row.width,
    height: row.height,
  };
}

function videoDto(row: MediaRow): Video {
  return {
    id: row.id,
    order: row.order,
    category: row.category,
    url_type: (row.urlType ?? 'youtube') as VideoKind,
    url: row.url ?? '',
    code: row.code,
    public_url: row.publicUrl ?? '',
  };
}
