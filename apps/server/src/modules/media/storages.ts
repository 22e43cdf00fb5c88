import type { Config } from '../../config/env.ts';
import { type AvatarStorage, DiskAvatarStorage, S3AvatarStorage } from './avatar-storage.ts';
import { DiskMediaStorage, type MediaStorage } from './media.storage.ts';
import { createS3Client, S3Bucket, S3MediaStorage } from './s3.storage.ts';

export interface Storages {
  media: MediaStorage;
  avatars: AvatarStorage;
  /** Releases the store's connections (the S3 client's sockets) when the app closes. */
  close(): void;
}

/** The hotels' media and the avatars, both on the disk or both in one bucket, as MEDIA_STORAGE says. */
export function createStorages(config: Config): Storages {
  if (config.MEDIA_STORAGE === 's3') {
    // loadConfig refuses MEDIA_STORAGE=s3 without a bucket; this only narrows the type.
    if (!config.S3_BUCKET) throw new Error('S3_BUCKET is required with MEDIA_STORAGE=s3');
    const client = createS3Client(config);
    const bucket = new S3Bucket(client, config.S3_BUCKET);
    return {
      media: new S3MediaStorage(bucket),
      avatars: new S3AvatarStorage(bucket),
      close: () => client.destroy(),
    };
  }
  return {
    media: new DiskMediaStorage(config.mediaDir),
    avatars: new DiskAvatarStorage(`${config.mediaDir}/avatars`),
    close: () => {},
  };
}
