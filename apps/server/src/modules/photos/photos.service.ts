import {
  isLowQuality,
  isSafeFileName,
  MEDIA_CATEGORIES,
  MEDIA_MSG,
  PHOTO_RENDITIONS,
  type Photo,
  type PhotoCategoryList,
  type PhotoUpdate,
} from '@hotel/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { ActivityLog } from '../../lib/activity-log.ts';
import { AppError } from '../../lib/errors.ts';
import type { UploadedFile } from '../../lib/multipart.ts';
import type { SessionUser } from '../../lib/request-context.ts';
import {
  fileError,
  type MediaLibrary,
  type MediaRow,
  type MediaStorage,
  mediaUrl,
  newMediaBase,
  processPhoto,
  removeMediaFiles,
  renditionKey,
  UploadRefused,
} from '../media/index.ts';

const CATEGORY_ORDER = new Map<string, number>(
  MEDIA_CATEGORIES.map((category, index) => [category.key, index]),
);

/** The hotel photos (spec §7 hotel content): uploaded in categories, ordered, rated, deleted. */
export class PhotosService {
  constructor(
    private readonly repository: MediaLibrary,
    private readonly storage: MediaStorage,
    private readonly log: FastifyBaseLogger,
    /** The back office's log: who added, moved, rated or removed which photos (decision 061). */
    private readonly activity: ActivityLog,
  ) {}

  /** The categories that have photos, in the catalogue's order, each with its photos in order. */
  async list(hotelId: number): Promise<PhotoCategoryList> {
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

  async get(hotelId: number, id: number): Promise<Photo> {
    const row = await this.repository.find(hotelId, 'photo', id);
    if (!row) throw AppError.notFound();
    return photoDto(row);
  }

  /**
   * Accepts photos only when every file is an acceptable image: all are processed before any is
   * stored, so a refused file leaves nothing behind. Stored at `order` (following ones after it)
   * in the category, or at its end.
   */
  async upload(
    actor: number,
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
      await this.activity.record({
        hotelId,
        userId: actor,
        action: 'photo.added',
        detail: { category: fields.category, count: rows.length, photos: rows.map((row) => row.id) },
      });
      return rows.map(photoDto);
    } catch (error) {
      await this.storage
        .delete(stored)
        .catch((cleanup: unknown) =>
          this.log.warn({ err: cleanup }, 'could not remove the files of a failed upload'),
        );
      throw error;
    }
  }

  /**
   * Moves a photo (order, category: any user of the hotel) or rates it (quality_rate: staff only,
   * approbe_contract_perm, else 403 and nothing changes; decision 005). The tenant rule ran first;
   * a photo that is not the hotel's is 404 before the permission is looked at.
   */
  async update(user: SessionUser, hotelId: number, id: number, patch: PhotoUpdate): Promise<Photo> {
    if (patch.quality_rate !== undefined && !user.approbeContractPerm) {
      if (!(await this.repository.find(hotelId, 'photo', id))) throw AppError.notFound();
      throw AppError.forbidden(MEDIA_MSG.rateForbidden);
    }
    const current = await this.repository.find(hotelId, 'photo', id);
    const row = await this.repository.updatePhoto(hotelId, id, {
      order: patch.order,
      category: patch.category,
      qualityRate: patch.quality_rate,
    });
    if (!row || !current) throw AppError.notFound();
    const before = photoDto(current);
    const after = photoDto(row);
    if (before.quality_rate !== after.quality_rate)
      await this.activity.record({
        hotelId,
        userId: user.id,
        action: 'photo.rated',
        detail: { photo: id, before: { stars: before.quality_rate }, after: { stars: after.quality_rate } },
      });
    if (before.category !== after.category || before.order !== after.order)
      await this.activity.record({
        hotelId,
        userId: user.id,
        action: 'photo.moved',
        detail: {
          photo: id,
          before: { category: before.category, order: before.order },
          after: { category: after.category, order: after.order },
        },
      });
    return after;
  }

  /** Deletes the record, then its files (a file that cannot be removed is logged, never shown). */
  async delete(actor: number, hotelId: number, id: number): Promise<void> {
    const row = await this.repository.delete(hotelId, 'photo', id);
    if (!row) throw AppError.notFound();
    await this.activity.record({
      hotelId,
      userId: actor,
      action: 'photo.deleted',
      detail: { photo: id, category: row.category },
    });
    await removeMediaFiles(this.storage, this.log, photoKeys(row));
  }
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
