import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

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

/** Where avatars are kept; the disk today (MEDIA_DIR/avatars), an object store could replace it. */
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
