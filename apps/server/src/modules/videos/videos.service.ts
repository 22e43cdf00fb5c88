import {
  isSafeFileName,
  isWellFormedVideo,
  MEDIA_MSG,
  resolveVideoUrl,
  sniffVideo,
  VIDEO_MAX_BYTES,
  type Video,
  type VideoFormat,
  type VideoKind,
  type videoCreateSchema,
} from '@hotel/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { ActivityLog } from '../../lib/activity-log.ts';
import { AppError } from '../../lib/errors.ts';
import type { UploadedFile } from '../../lib/multipart.ts';
import {
  fileError,
  type MediaLibrary,
  type MediaRow,
  type MediaStorage,
  mediaUrl,
  newMediaBase,
  removeMediaFiles,
  UploadRefused,
} from '../media/index.ts';

const VIDEO_EXTENSIONS: Record<VideoFormat, string> = { mp4: 'mp4', avi: 'avi', mpeg: 'mpg' };

/** The hotel videos (spec §7 hotel content): YouTube or Vimeo links and uploaded files, in order. */
export class VideosService {
  constructor(
    private readonly repository: MediaLibrary,
    private readonly storage: MediaStorage,
    private readonly log: FastifyBaseLogger,
    /** The back office's log: who added or removed which video (decision 061). */
    private readonly activity: ActivityLog,
  ) {}

  async list(hotelId: number): Promise<Video[]> {
    return (await this.repository.list(hotelId, 'video'))
      .sort((a, b) => a.order - b.order || a.id - b.id)
      .map(videoDto);
  }

  async get(hotelId: number, id: number): Promise<Video> {
    const row = await this.repository.find(hotelId, 'video', id);
    if (!row) throw AppError.notFound();
    return videoDto(row);
  }

  /**
   * A YouTube or Vimeo link (already validated by the schema), stored with its code and player URL;
   * its type is the address's (a Vimeo address sent as YouTube is a Vimeo video).
   */
  async add(actor: number, hotelId: number, input: z.output<typeof videoCreateSchema>): Promise<Video> {
    const parsed = resolveVideoUrl(input.url_type, input.url);
    if (!parsed) throw AppError.validation({ url: MEDIA_MSG.videoUrlInvalid });
    const row = await this.repository.insertVideo(hotelId, input.category, input.order, {
      urlType: parsed.type,
      url: input.url,
      code: parsed.code,
      publicUrl: parsed.public_url,
      storageKey: null,
      bytes: null,
    });
    await this.added(actor, hotelId, row);
    return videoDto(row);
  }

  /** An uploaded video: one well-formed AVI, MPEG or MP4 by its bytes, within VIDEO_MAX_BYTES; stored as sent. */
  async upload(
    actor: number,
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
      await this.added(actor, hotelId, row);
      return videoDto(row);
    } catch (error) {
      await removeMediaFiles(this.storage, this.log, [key]);
      throw error;
    }
  }

  private added(actor: number, hotelId: number, row: MediaRow): Promise<void> {
    return this.activity.record({
      hotelId,
      userId: actor,
      action: 'video.added',
      detail: { video: row.id, category: row.category, url: row.storageKey ? null : row.url },
    });
  }

  async delete(actor: number, hotelId: number, id: number): Promise<void> {
    const row = await this.repository.delete(hotelId, 'video', id);
    if (!row) throw AppError.notFound();
    await this.activity.record({
      hotelId,
      userId: actor,
      action: 'video.deleted',
      detail: { video: id, category: row.category, url: row.storageKey ? null : row.url },
    });
    if (row.storageKey) await removeMediaFiles(this.storage, this.log, [row.storageKey]);
  }
}

export function videoTooLarge(): AppError {
  return new AppError(413, {
    key: MEDIA_MSG.videoTooLarge,
    params: { max: Math.round(VIDEO_MAX_BYTES / 1024 / 1024) },
  });
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
