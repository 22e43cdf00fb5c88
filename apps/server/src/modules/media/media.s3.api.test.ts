/**
 * The media API with MEDIA_STORAGE=s3 against a real S3-protocol server (s3rver, started here):
 * photos, uploaded videos and avatars written, served (whole and by range) and deleted through the
 * bucket. Every check of where a file went looks in the bucket through the SDK, and MEDIA_DIR must
 * stay absent: a storage falling back to the disk fails here.
 */
import { existsSync } from 'node:fs';
import { PHOTO_RENDITIONS } from '@hotel/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../test/app.ts';
import {
  expectMp4Served,
  image,
  mediaTestApp,
  mp4Bytes,
  multipart,
  userWithHotel,
} from '../../test/media.test-helpers.ts';
import { startS3rver, type TestBucket } from '../../test/s3rver.ts';

let s3: TestBucket;
// Hooks run in order and after-hooks in reverse: the bucket starts before the app and closes after it.
beforeAll(async () => {
  s3 = await startS3rver();
});
afterAll(async () => {
  await s3?.close();
});
const t = mediaTestApp(() => s3.env);

/** The bucket key of a `/media/…` URL. */
const keyOf = (url: string) => url.replace(/^\/media\//, '');

describe('photos in the bucket', () => {
  it('stores every rendition in the bucket, serves them from it, and deletes them', async () => {
    const { user, hotelId } = await userWithHotel(t.app);
    const body = multipart({ category: 'pool' }, [
      { filename: 'piscina.jpg', contentType: 'image/jpeg', bytes: await image('jpeg', 2400, 1600) },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/hotel/${hotelId}/photo`,
      headers: { ...user.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const [photo] = json<{ id: number; url: string; thumbnail_url: string; public_url: string }[]>(uploaded);
    if (!photo) throw new Error('no photo answered');
    const base = keyOf(photo.url).replace(/-\d+\.webp$/, '');
    const keys = PHOTO_RENDITIONS.map((side) => `${base}-${side}.webp`).sort();
    expect(await s3.keys(`hotels/${hotelId}/`)).toEqual(keys);
    expect(existsSync(t.mediaDir)).toBe(false);

    for (const [url, side] of [
      [photo.thumbnail_url, 320],
      [photo.url, 1024],
      [photo.public_url, 2048],
    ] as const) {
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals((await s3.bytes(keyOf(url))) ?? Buffer.alloc(0))).toBe(true);
      expect(served.headers).toMatchObject({
        'content-type': 'image/webp',
        'content-length': String(served.rawPayload.length),
        'cache-control': 'public, max-age=31536000, immutable',
        'accept-ranges': 'bytes',
        'x-content-type-options': 'nosniff',
      });
      expect(served.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
      const { width = 0, height = 0 } = await sharp(served.rawPayload).metadata();
      expect(Math.max(width, height)).toBe(side);
    }

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/hotel/${hotelId}/photo/${photo.id}`,
      headers: user.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await s3.keys(`hotels/${hotelId}/`)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(404);
  });

  it('leaves nothing in the bucket when one file of an upload is refused', async () => {
    const { user, hotelId } = await userWithHotel(t.app);
    const body = multipart({ category: 'pool' }, [
      { filename: 'bien.jpg', contentType: 'image/jpeg', bytes: await image('jpeg', 1600, 1200) },
      { filename: 'mal.jpg', contentType: 'image/jpeg', bytes: Buffer.from('no es una imagen') },
    ]);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/hotel/${hotelId}/photo`,
      headers: { ...user.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(await s3.keys(`hotels/${hotelId}/`)).toEqual([]);
  });
});

describe('uploaded videos in the bucket', () => {
  it('serves byte ranges from the bucket and deletes the object with the video', async () => {
    const { user, hotelId } = await userWithHotel(t.app);
    const body = multipart({ category: 'exterior' }, [
      { filename: 'visita.mp4', contentType: 'video/mp4', bytes: mp4Bytes() },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/hotel/${hotelId}/video/upload`,
      headers: { ...user.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const video = json<{ id: number; public_url: string }>(uploaded);
    const key = keyOf(video.public_url);
    expect(await s3.keys(`hotels/${hotelId}/`)).toEqual([key]);
    expect((await s3.bytes(key))?.equals(mp4Bytes())).toBe(true);

    const { whole, partial } = await expectMp4Served(t.app, video.public_url);
    expect(partial.headers['content-length']).toBe('8');
    expect(partial.headers.etag).toBe(whole.headers.etag);
    const tail = await t.app.inject({
      method: 'GET',
      url: video.public_url,
      headers: { range: 'bytes=4090-' },
    });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe('bytes 4090-4095/4096');
    expect(tail.rawPayload.equals(mp4Bytes().subarray(4090))).toBe(true);
    // Past the end: the whole file, as from the disk.
    const past = await t.app.inject({
      method: 'GET',
      url: video.public_url,
      headers: { range: 'bytes=9000-' },
    });
    expect(past.statusCode).toBe(200);
    expect(past.rawPayload.length).toBe(4096);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/hotel/${hotelId}/video/${video.id}`,
      headers: user.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await s3.keys(`hotels/${hotelId}/`)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: video.public_url })).statusCode).toBe(404);
    expect(existsSync(t.mediaDir)).toBe(false);
  });
});

describe('avatars in the bucket', () => {
  it('stores, serves and replaces an avatar through the bucket', async () => {
    const { user } = await userWithHotel(t.app);
    const send = async (bytes: Buffer) => {
      const body = multipart({ userId: String(user.userId) }, [
        { filename: 'yo.png', contentType: 'image/png', bytes },
      ]);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/user/update-avatar',
        headers: { ...user.headers, 'content-type': body.contentType },
        payload: body.payload,
      });
      expect(response.statusCode, response.body).toBe(200);
      return json<{ url: string }>(response).url;
    };
    const first = await send(await image('png', 400, 400));
    expect(await s3.keys(keyOf(first))).toEqual([keyOf(first)]);
    const served = await t.app.inject({ method: 'GET', url: first });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals((await s3.bytes(keyOf(first))) ?? Buffer.alloc(0))).toBe(true);

    const second = await send(await image('png', 300, 500));
    expect(await s3.keys(keyOf(first))).toEqual([]);
    expect(await s3.keys(keyOf(second))).toEqual([keyOf(second)]);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect(existsSync(t.mediaDir)).toBe(false);
  });
});
