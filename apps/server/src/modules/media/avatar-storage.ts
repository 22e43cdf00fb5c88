import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { S3Bucket } from './s3.storage.ts';

/** Public path of the avatars; a stored avatar's URL is this plus its file name. */
export const AVATAR_URL_PREFIX = '/media/avatars/';
/** The only names ever stored or served: 128 random bits in hex, .webp. No path can be formed. */
const NAME = /^[0-9a-f]{32}\.webp$/;

export function isAvatarName(name: string): boolean {
  return NAME.test(name);
}

/** The file name of an avatar URL written by this store, or undefined for anything else. */
export function avatarNameOf(url: string | null | undefined): string | undefined {
  if (!url?.startsWith(AVATAR_URL_PREFIX)) return undefined;
  const name = url.slice(AVATAR_URL_PREFIX.length);
  return isAvatarName(name) ? name : undefined;
}

/** Where avatars are kept: the disk (MEDIA_DIR/avatars) or the media bucket (avatars/…), per MEDIA_STORAGE. */
export interface AvatarStorage {
  save(bytes: Buffer): Promise<string>;
  read(name: string): Promise<Buffer | undefined>;
  remove(name: string): Promise<void>;
}

export class DiskAvatarStorage implements AvatarStorage {
  constructor(private readonly dir: string) {}

  /** Writes under a new random name (through a temporary file, so a reader never sees half a file). */
  async save(bytes: Buffer): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    const name = `${randomBytes(16).toString('hex')}.webp`;
    const temporary = join(this.dir, `.${name}.tmp`);
    await writeFile(temporary, bytes, { flag: 'wx' });
    await rename(temporary, join(this.dir, name));
    return name;
  }

  async read(name: string): Promise<Buffer | undefined> {
    if (!isAvatarName(name)) return undefined;
    try {
      return await readFile(join(this.dir, name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async remove(name: string): Promise<void> {
    if (!isAvatarName(name)) return;
    await rm(join(this.dir, name), { force: true });
  }
}

/** Avatars in the media bucket under `avatars/{name}`: the disk's layout, so a copy moves one to the other. */
export class S3AvatarStorage implements AvatarStorage {
  constructor(private readonly bucket: S3Bucket) {}

  async save(bytes: Buffer): Promise<string> {
    const name = `${randomBytes(16).toString('hex')}.webp`;
    await this.bucket.put(`avatars/${name}`, bytes, 'image/webp');
    return name;
  }

  async read(name: string): Promise<Buffer | undefined> {
    if (!isAvatarName(name)) return undefined;
    return this.bucket.read(`avatars/${name}`);
  }

  async remove(name: string): Promise<void> {
    if (!isAvatarName(name)) return;
    await this.bucket.delete([`avatars/${name}`]);
  }
}
