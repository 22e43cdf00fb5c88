import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.ts';
import { startS3rver, type TestBucket } from '../../test/s3rver.ts';
import { type AvatarStorage, DiskAvatarStorage, isAvatarName, S3AvatarStorage } from './avatar-storage.ts';
import {
  DiskMediaStorage,
  isMediaKey,
  type MediaStorage,
  newMediaBase,
  type StoredObject,
} from './media.storage.ts';
import { S3Bucket, S3MediaStorage } from './s3.storage.ts';
import { createStorages } from './storages.ts';

const root = `/tmp/hotel-extranet-storage-test-${randomBytes(6).toString('hex')}`;
let s3: TestBucket;
beforeAll(async () => {
  s3 = await startS3rver();
});
afterAll(async () => {
  await s3?.close();
  await rm(root, { recursive: true, force: true });
});

async function text(object: StoredObject | undefined): Promise<string> {
  if (!object) throw new Error('no object');
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

/**
 * The two storages behind the same cases. `holds` looks where that storage must have put the
 * object, by its own means (the file system, or the bucket through the SDK), never through the
 * storage under test.
 */
const backends: {
  name: string;
  media: () => MediaStorage;
  avatars: () => AvatarStorage;
  holds: (key: string) => Promise<boolean>;
}[] = [
  {
    name: 'disk',
    media: () => new DiskMediaStorage(root),
    avatars: () => new DiskAvatarStorage(join(root, 'avatars')),
    holds: async (key) => existsSync(join(root, key)),
  },
  {
    name: 's3',
    media: () => new S3MediaStorage(new S3Bucket(s3.client, s3.bucket)),
    avatars: () => new S3AvatarStorage(new S3Bucket(s3.client, s3.bucket)),
    holds: async (key) => (await s3.keys(key)).includes(key),
  },
];

describe.each(backends)('media storage on $name', (backend) => {
  let storage: MediaStorage;
  beforeAll(() => {
    storage = backend.media();
  });

  it('writes and reads an object whole, with its type, size and entity tag', async () => {
    const key = `${newMediaBase(3)}-320.webp`;
    await storage.put(key, Buffer.from('0123456789'));
    expect(await backend.holds(key)).toBe(true);
    const whole = await storage.get(key);
    expect(whole).toMatchObject({ size: 10, length: 10, contentType: 'image/webp' });
    expect(whole?.range).toBeUndefined();
    expect(whole?.etag).toMatch(/^"[^"]+"$/);
    expect(await text(whole)).toBe('0123456789');
  });

  it('reads byte ranges: closed, open-ended, past the end; an unsatisfiable one answers the whole', async () => {
    const key = `${newMediaBase(3)}.mp4`;
    await storage.put(key, Buffer.from('0123456789'));
    const closed = await storage.get(key, { start: 2, end: 4 });
    expect(closed).toMatchObject({
      length: 3,
      size: 10,
      range: { start: 2, end: 4 },
      contentType: 'video/mp4',
    });
    expect(await text(closed)).toBe('234');
    const open = await storage.get(key, { start: 7 });
    expect(open).toMatchObject({ length: 3, size: 10, range: { start: 7, end: 9 } });
    expect(await text(open)).toBe('789');
    const beyond = await storage.get(key, { start: 8, end: 100 });
    expect(beyond).toMatchObject({ length: 2, size: 10, range: { start: 8, end: 9 } });
    expect(await text(beyond)).toBe('89');
    for (const range of [{ start: 20 }, { start: 5, end: 2 }]) {
      const whole = await storage.get(key, range);
      expect(whole).toMatchObject({ length: 10, size: 10 });
      expect(whole?.range).toBeUndefined();
      expect(await text(whole)).toBe('0123456789');
    }
  });

  it('overwrites an object: the new bytes, size and entity tag', async () => {
    const key = `${newMediaBase(4)}-1024.webp`;
    await storage.put(key, Buffer.from('first'));
    const before = await storage.get(key);
    await text(before);
    await storage.put(key, Buffer.from('the second one'));
    const after = await storage.get(key);
    expect(after).toMatchObject({ size: 14, length: 14 });
    expect(after?.etag).not.toBe(before?.etag);
    expect(await text(after)).toBe('the second one');
  });

  it('deletes objects, ignoring missing ones', async () => {
    const key = `${newMediaBase(5)}-2048.webp`;
    await storage.put(key, Buffer.from('bytes'));
    await storage.delete([key, `${newMediaBase(5)}.mp4`]);
    expect(await backend.holds(key)).toBe(false);
    expect(await storage.get(key)).toBeUndefined();
    await storage.delete([key]);
  });

  it('answers nothing for a missing object', async () => {
    expect(await storage.get(`${newMediaBase(6)}-320.webp`)).toBeUndefined();
    expect(await storage.get(`${newMediaBase(6)}.mp4`, { start: 0, end: 10 })).toBeUndefined();
  });

  it('takes only generated media keys', async () => {
    await expect(storage.put('../evil.webp', Buffer.from('x'))).rejects.toThrow(/not a media key/);
    await expect(storage.put('avatars/x.webp', Buffer.from('x'))).rejects.toThrow(/not a media key/);
    expect(await storage.get('hotels/1/../../../../etc/passwd')).toBeUndefined();
    expect(await backend.holds('../evil.webp')).toBe(false);
  });

  it('keeps avatars beside the media: save, read, remove, missing', async () => {
    const avatars = backend.avatars();
    const name = await avatars.save(Buffer.from('avatar bytes'));
    expect(isAvatarName(name)).toBe(true);
    expect(await backend.holds(`avatars/${name}`)).toBe(true);
    expect((await avatars.read(name))?.toString()).toBe('avatar bytes');
    await avatars.remove(name);
    expect(await backend.holds(`avatars/${name}`)).toBe(false);
    expect(await avatars.read(name)).toBeUndefined();
    expect(await avatars.read('../../etc/passwd')).toBeUndefined();
  });
});

describe('createStorages', () => {
  it('puts media and avatars in the bucket with MEDIA_STORAGE=s3, nothing on the disk', async () => {
    const mediaDir = `${root}-s3-app`;
    const storages = createStorages(loadConfig({ ...s3.env, MEDIA_DIR: mediaDir }));
    try {
      const key = `${newMediaBase(8)}-320.webp`;
      await storages.media.put(key, Buffer.from('photo'));
      const avatar = await storages.avatars.save(Buffer.from('face'));
      expect(await s3.keys(key)).toEqual([key]);
      expect((await s3.bytes(`avatars/${avatar}`))?.toString()).toBe('face');
      expect(existsSync(mediaDir)).toBe(false);
    } finally {
      storages.close();
    }
  });

  it('keeps the disk by default', async () => {
    const mediaDir = `${root}-disk-app`;
    const storages = createStorages(loadConfig({ MEDIA_DIR: mediaDir }));
    const key = `${newMediaBase(9)}-320.webp`;
    await storages.media.put(key, Buffer.from('photo'));
    expect(existsSync(join(mediaDir, key))).toBe(true);
    expect(await s3.keys('hotels/9/')).toEqual([]);
    await rm(mediaDir, { recursive: true, force: true });
  });
});

describe('media keys', () => {
  it.each<[string, boolean]>([
    ['hotels/12/0123456789abcdef0123456789abcdef-1024.webp', true],
    ['hotels/12/0123456789abcdef0123456789abcdef.mp4', true],
    ['hotels/12/0123456789abcdef0123456789abcdef.mpg', true],
    ['hotels/12/../0123456789abcdef0123456789abcdef.mp4', false],
    ['hotels/12/0123456789abcdef0123456789abcdef.php', false],
    ['hotels/0/0123456789abcdef0123456789abcdef.mp4', false],
    ['/etc/passwd', false],
    ['hotels/12/0123456789ABCDEF0123456789ABCDEF.mp4', false],
    ['avatars/0123456789abcdef0123456789abcdef.webp', false],
  ])('%s → %s', (key, expected) => {
    expect(isMediaKey(key)).toBe(expected);
  });

  it('generates keys of the hotel with 128 random bits', () => {
    const a = newMediaBase(7);
    expect(a).toMatch(/^hotels\/7\/[0-9a-f]{32}$/);
    expect(newMediaBase(7)).not.toBe(a);
    expect(isMediaKey(`${a}-320.webp`)).toBe(true);
  });
});

describe('DiskMediaStorage', () => {
  const storage = new DiskMediaStorage(root);

  it('never reads or writes outside its root', async () => {
    expect(await storage.get('../../../etc/passwd')).toBeUndefined();
    expect(await storage.get('hotels/1/../../../../etc/passwd')).toBeUndefined();
    await expect(storage.put('../evil.webp', Buffer.from('x'))).rejects.toThrow(/not a media key/);
    await storage.delete(['../../etc/hosts']);
    expect(existsSync('/etc/hosts')).toBe(true);
  });
});
