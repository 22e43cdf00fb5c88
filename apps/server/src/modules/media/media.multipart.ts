import type { FastifyMultipartOptions } from '@fastify/multipart';
import { issueMessage, PHOTO_MAX_BYTES, PHOTO_MAX_FILES } from '@hotel/domain';
import type { z } from 'zod';
import { AppError, type Message } from '../../lib/errors.ts';

/**
 * The multipart parser of the media route plugins (photos, room photos, videos, photographer),
 * registered in each plugin's scope only; each upload route passes its own file limits.
 * Every media route has it, so a multipart body where JSON is expected is a 400 on all of them.
 * preservePath: the name as the browser sent it, so that a path-like name is refused, not trimmed.
 */
export const MEDIA_MULTIPART: FastifyMultipartOptions = {
  preservePath: true,
  limits: {
    fileSize: PHOTO_MAX_BYTES,
    files: PHOTO_MAX_FILES,
    fields: 10,
    fieldSize: 1024,
    headerPairs: 100,
  },
};

/** Parses the multipart fields with a domain schema; its messages become 400 field errors. */
export function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.output<T> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors: Record<string, Message> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.') || 'non_field_errors';
    errors[field] ??= issueMessage({ ...issue, message: issue.message });
  }
  throw AppError.validation(errors);
}
