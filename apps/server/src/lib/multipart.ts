import { MEDIA_MSG, MSG } from '@hotel/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/** An uploaded file as read from the request: the name the client sent and its bytes. */
export interface UploadedFile {
  filename: string;
  bytes: Buffer;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: UploadedFile[];
}

export interface MultipartLimits {
  /** The one field files may come in (the web sends `file`); a file under any other is refused. */
  fileField: string;
  fileSize: number;
  files: number;
}

/** A field name plain enough to name in the answer; anything else is reported as non_field_errors. */
const PLAIN_NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

/**
 * Reads a multipart body: its small fields and its files, each within `fileSize` (413 beyond it,
 * with `tooLarge`'s message) and at most `files` of them, all in `fileField` (400 for a file in
 * any other field). A stream that breaks off or cannot be parsed is the client's fault: 400.
 */
export async function readMultipart(
  request: FastifyRequest,
  limits: MultipartLimits,
  tooLarge: () => AppError,
): Promise<MultipartBody> {
  const body: MultipartBody = { fields: {}, files: [] };
  const unexpected: string[] = [];
  try {
    for await (const part of request.parts({
      limits: {
        fileSize: limits.fileSize,
        files: limits.files,
        fields: 10,
        fieldSize: 1024,
        parts: limits.files + 10,
        headerPairs: 100,
      },
    })) {
      if (part.type === 'file') {
        if (part.fieldname === limits.fileField) {
          body.files.push({ filename: part.filename ?? '', bytes: await part.toBuffer() });
        } else {
          // Drained, never kept: the request is refused once the stream has been read.
          unexpected.push(part.fieldname);
          part.file.resume();
        }
      } else if (typeof part.value === 'string' || typeof part.value === 'number') {
        body.fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT') {
      throw AppError.validation({
        [limits.fileField]: { key: MEDIA_MSG.tooManyFiles, params: { max: limits.files } },
      });
    }
    // The other limits (parts, fields) keep their own answers (413) in the error handler.
    if (code?.startsWith('FST_')) throw error;
    // busboy's 'Unexpected end of form', 'Malformed part header', …: a truncated or broken body.
    request.log.info({ err: error }, 'unreadable multipart body');
    throw AppError.validation({ non_field_errors: MSG.malformedBody });
  }
  if (unexpected.length > 0) {
    const errors: Record<string, string> = {};
    for (const name of unexpected)
      errors[PLAIN_NAME.test(name) ? name : 'non_field_errors'] = MSG.unknownField;
    throw AppError.validation(errors);
  }
  return body;
}
