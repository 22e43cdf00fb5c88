import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import type { MediaStorage } from './media.storage.ts';
import type { UploadRefused } from './photo-pipeline.ts';

/** The public address of a stored file (served by mediaFilesRoutes). */
export const mediaUrl = (key: string) => `/media/${key}`;

/** The key of a photo rendition: its base and its longest side. */
export const renditionKey = (base: string, side: number) => `${base}-${side}.webp`;

/**
 * A refused file: 400 `{"file": [message]}` (the web shows the first message in a dialog), or
 * 415 `{"detail": message}` for active content (the web shows the detail alike).
 */
export function fileError(refusal: UploadRefused): AppError {
  const message = { key: refusal.key, params: refusal.params };
  if (refusal.status !== 400) return new AppError(refusal.status, message);
  return new AppError(400, message, { file: [message] });
}

/** Removes the files of a deleted record; a file that cannot be removed is logged, never shown. */
export async function removeMediaFiles(storage: MediaStorage, log: FastifyBaseLogger, keys: string[]) {
  try {
    await storage.delete(keys);
  } catch (error) {
    log.warn({ err: error, keys }, 'could not remove media files');
  }
}
