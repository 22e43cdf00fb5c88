import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config } from '../../config/env.ts';
import { isMediaKey, MEDIA_CONTENT_TYPES, type MediaStorage, type StoredObject } from './media.storage.ts';

export type S3Settings = Pick<
  Config,
  'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'
>;

/** Every stored key is written once under a random name: caches may keep it for ever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The official AWS SDK v3 client for any S3-compatible store (decision 026). The checksums the SDK
 * adds by default since 2025 (CRC32 headers and aws-chunked trailers on every upload) are asked
 * only where the S3 API requires them: MinIO, Ceph, R2 and s3rver releases in use refuse or
 * mishandle them. Each upload carries a Content-MD5 instead, which every S3 store checks.
 */
export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    endpoint: settings.S3_ENDPOINT,
    region: settings.S3_REGION,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE,
    credentials:
      settings.S3_ACCESS_KEY_ID && settings.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: settings.S3_ACCESS_KEY_ID, secretAccessKey: settings.S3_SECRET_ACCESS_KEY }
        : undefined,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** The HTTP status of an SDK error (its `$metadata`), undefined for anything else. */
function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

const CONTENT_RANGE = /^bytes (\d+)-(\d+)\/(\d+)$/;

/**
 * Objects of one bucket by key, with no opinion on the keys: the media and avatar storages
 * check theirs before calling it.
 */
export class S3Bucket {
  constructor(
    readonly client: S3Client,
    readonly name: string,
  ) {}

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.name,
        Key: key,
        Body: data,
        ContentLength: data.length,
        ContentMD5: createHash('md5').update(data).digest('base64'),
        ContentType: contentType,
        CacheControl: IMMUTABLE,
      }),
    );
  }

  /**
   * The object streamed from the store, or undefined when there is none. A range past the end
   * answers the whole object, as the disk does (S3 would answer 416).
   */
  async get(
    key: string,
    contentType: string,
    range?: { start: number; end?: number },
  ): Promise<StoredObject | undefined> {
    // An inverted range (5-2) is not a range: the whole object, as from the disk.
    const wanted =
      range && (range.end === undefined || range.end >= range.start)
        ? `bytes=${range.start}-${range.end ?? ''}`
        : undefined;
    let answer: GetObjectCommandOutput;
    try {
      answer = await this.client.send(new GetObjectCommand({ Bucket: this.name, Key: key, Range: wanted }));
    } catch (error) {
      if (statusOf(error) === 404) return undefined;
      if (wanted && statusOf(error) === 416) return this.get(key, contentType);
      throw error;
    }
    const body = answer.Body as Readable;
    const length = answer.ContentLength ?? 0;
    const served = wanted ? CONTENT_RANGE.exec(answer.ContentRange ?? '') : null;
    return {
      body,
      length,
      size: served ? Number(served[3]) : length,
      contentType,
      ...(served ? { range: { start: Number(served[1]), end: Number(served[2]) } } : {}),
      etag: answer.ETag ?? `"${length.toString(16)}"`,
    };
  }

  /** The whole object in memory (small ones only: avatars), or undefined when there is none. */
  async read(key: string): Promise<Buffer | undefined> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.name, Key: key }));
      return Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
    } catch (error) {
      if (statusOf(error) === 404) return undefined;
      throw error;
    }
  }

  /**
   * One DeleteObject per key, in parallel: unlike DeleteObjects it needs no checksum header and
   * every S3-compatible store has it; a missing key is not an error (S3 answers 204).
   */
  async delete(keys: readonly string[]): Promise<void> {
    await Promise.all(
      keys.map((key) => this.client.send(new DeleteObjectCommand({ Bucket: this.name, Key: key }))),
    );
  }
}

/** The media of the hotels in a bucket, under the same keys as on disk (`hotels/{id}/…`). */
export class S3MediaStorage implements MediaStorage {
  constructor(private readonly bucket: S3Bucket) {}

  async put(key: string, data: Buffer): Promise<void> {
    if (!isMediaKey(key)) throw new Error(`not a media key: ${key}`);
    await this.bucket.put(key, data, contentTypeOf(key));
  }

  async get(key: string, range?: { start: number; end?: number }): Promise<StoredObject | undefined> {
    if (!isMediaKey(key)) return undefined;
    return this.bucket.get(key, contentTypeOf(key), range);
  }

  async delete(keys: readonly string[]): Promise<void> {
    await this.bucket.delete(keys.filter(isMediaKey));
  }
}

/** The type served is the key's (never what the store says it holds), as from the disk. */
function contentTypeOf(key: string): string {
  return MEDIA_CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
