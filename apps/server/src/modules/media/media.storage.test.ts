import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DiskMediaStorage, isMediaKey, newMediaBase } from './media.storage.ts';

const root = `/tmp/hotel-extranet-storage-test-${randomBytes(6).toString('hex')}`;
afterAll(() => rm(root, { recursive: true, force: true }));

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
  it('puts, gets (whole and a range) and deletes by key', async () => {
    const key = `${newMediaBase(3)}-320.webp`;
    await storage.put(key, Buffer.from('0123456789'));
    expect(existsSync(join(root, key))).toBe(true);
    const whole = await storage.get(key);
    expect(whole).toMatchObject({ size: 10, length: 10, contentType: 'image/webp' });
    const chunks: Buffer[] = [];
    for await (const chunk of whole?.body ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('0123456789');
    const part = await storage.get(key, { start: 2, end: 4 });
    expect(part).toMatchObject({ length: 3, range: { start: 2, end: 4 } });
    part?.body.destroy();
    whole?.body.destroy();
    await storage.delete([key, `${newMediaBase(3)}.mp4`]);
    expect(existsSync(join(root, key))).toBe(false);
    expect(await storage.get(key)).toBeUndefined();
  });

  it('never reads or writes outside its root', async () => {
    expect(await storage.get('../../../etc/passwd')).toBeUndefined();
    expect(await storage.get('hotels/1/../../../../etc/passwd')).toBeUndefined();
    await expect(storage.put('../evil.webp', Buffer.from('x'))).rejects.toThrow(/not a media key/);
    await storage.delete(['../../etc/hosts']);
    expect(existsSync('/etc/hosts')).toBe(true);
  });
});
