import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, rows, signUp, type TestApp } from '../../test/app.ts';
import {
  image,
  makeStaff,
  mp4Bytes,
  multipart,
  pngHeaderOnly,
  type User,
  userWithHotel,
} from './media.test-helpers.ts';

const mediaDir = `/tmp/hotel-extranet-media-test-${randomBytes(6).toString('hex')}`;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MEDIA_DIR: mediaDir, CONTACT_EMAIL: 'fotos@grupo.example' });
});
afterAll(async () => {
  await t.close();
  await rm(mediaDir, { recursive: true, force: true });
});

interface Photo {
  id: number;
  order: number;
  category: string;
  quality_rate: number;
  suggested_quality_rate: number | null;
  low_quality: boolean;
  url: string;
  thumbnail_url: string;
  public_url: string;
  width: number;
  height: number;
}
interface Video {
  id: number;
  order: number;
  category: string;
  url_type: string;
  url: string;
  code: string | null;
  public_url: string;
}

/** Every file under MEDIA_DIR/hotels/{hotelId}. */
function filesOf(hotelId: number): string[] {
  const dir = join(mediaDir, 'hotels', String(hotelId));
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}

async function upload(
  user: User,
  hotelId: number,
  files: { filename: string; bytes: Buffer; contentType?: string }[],
  fields: Record<string, string> = { category: 'pool' },
  language = 'es',
) {
  const body = multipart(
    fields,
    files.map((file) => ({ ...file, contentType: file.contentType ?? 'image/jpeg' })),
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/hotel/${hotelId}/photo`,
    headers: { ...user.headers, 'content-type': body.contentType, 'accept-language': language },
    payload: body.payload,
  });
}

async function photoList(user: User, hotelId: number) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/hotel/${hotelId}/photo/`,
    headers: user.headers,
  });
  expect(response.statusCode).toBe(200);
  return json<{ category: string; media: Photo[] }[]>(response);
}

const idsOf = (list: { category: string; media: Photo[] }[], category: string) =>
  list.find((group) => group.category === category)?.media.map((photo) => [photo.id, photo.order]) ?? [];

describe('photo upload', () => {
  it('accepts JPEG, PNG and WebP files at once: oriented, stripped WebP renditions served immutable', async () => {
    const { user, hotelId } = await userWithHotel(t.app);
    const response = await upload(user, hotelId, [
      { filename: 'fachada.jpg', bytes: await image('jpeg', 2600, 1400, { orientation: 6 }) },
      { filename: 'piscina.png', bytes: await image('png', 900, 600), contentType: 'image/png' },
      { filename: 'hall.webp', bytes: await image('webp', 300, 200), contentType: 'image/webp' },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const photos = json<Photo[]>(response);
    expect(photos.map((photo) => [photo.category, photo.order])).toEqual([
      ['pool', 1],
      ['pool', 2],
      ['pool', 3],
    ]);
    // Orientation 6 (rotated 90°): the stored photo is upright, taller than wide.
    expect(photos[0]).toMatchObject({ width: 1400, height: 2600 });
    for (const photo of photos) {
      expect(photo.quality_rate).toBe(photo.suggested_quality_rate);
      expect(photo.quality_rate).toBeGreaterThanOrEqual(1);
      expect(photo.quality_rate).toBeLessThanOrEqual(5);
    }
    // Three renditions per photo, nothing else.
    expect(filesOf(hotelId)).toHaveLength(9);

    const [first] = photos;
    if (!first) throw new Error('no photo');
    for (const [url, longest] of [
      [first.thumbnail_url, 320],
      [first.url, 1024],
      [first.public_url, 2048],
    ] as const) {
      const file = await t.app.inject({ method: 'GET', url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(longest);
      expect(meta.height).toBeGreaterThan(meta.width ?? 0);
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
    // A small photo is never enlarged: its largest rendition keeps its own size.
    const small = await sharp(
      (await t.app.inject({ method: 'GET', url: photos[2]?.public_url ?? '' })).rawPayload,
    ).metadata();
    expect([small.width, small.height]).toEqual([300, 200]);
  });

  it('suggests fewer stars for a small, blurred photo than for a large, sharp one', async () => {
    const { user, hotelId } = await userWithHotel(t.app);
    const sharpPhoto = await image('jpeg', 2600, 1800);
    const blurred = await sharp(await image('jpeg', 500, 340))
      .blur(6)
      .jpeg()
      .toBuffer();
    const response = await upload(user, hotelId, [
      { filename: 'nitida.jpg', bytes: sharpPhoto },
      { filename: 'borrosa.jpg', bytes: blurred },
    ]);
    expect(response.statusCode).toBe(201);
    const [good, poor] = json<Photo[]>(response);
    expect(good?.quality_rate).toBeGreaterThanOrEqual(4);
    expect(poor?.quality_rate).toBeLessThan(3);
    expect(poor?.low_quality).toBe(true);
    expect(good?.low_quality).toBe(false);
  });

  it('refuses bad files with a clear file error and keeps nothing', async () => {
    const { user, hotelId } = await userWithHotel(t.app);
    const cases: [string, { filename: string; bytes: Buffer; contentType?: string }, number, string][] = [
      [
        'a PHP script named .jpg',
        { filename: 'foto.jpg', bytes: Buffer.from('<?php system($_GET["c"]); ?>') },
        400,
        'El archivo no es una imagen JPEG, PNG o WebP',
      ],
      [
        'a text file named .png',
        {
          filename: 'foto.png',
          bytes: Buffer.from('hola, esto no es una imagen\n'.repeat(50)),
          contentType: 'image/png',
        },
        400,
        'El archivo no es una imagen JPEG, PNG o WebP',
      ],
      [
        'a JPEG signature with garbage after it',
        {
          filename: 'rota.jpg',
          bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(3000)]),
        },
        400,
        'No se ha podido leer la imagen; puede estar dañada',
      ],
      [
        'a 20000×20000 image',
        { filename: 'enorme.png', bytes: pngHeaderOnly(20_000, 20_000), contentType: 'image/png' },
        400,
        'La imagen tiene demasiados píxeles (máximo 50 megapíxeles)',
      ],
      [
        'a path-like file name',
        { filename: '../../etc/passwd.jpg', bytes: await image('jpeg', 400, 300) },
        400,
        'El nombre del archivo no es válido',
      ],
      [
        'a Windows path file name',
        { filename: 'C:\\fotos\\hotel.jpg', bytes: await image('jpeg', 400, 300) },
        400,
        'El nombre del archivo no es válido',
      ],
    ];
    for (const [name, file, status, message] of cases) {
      const response = await upload(user, hotelId, [file]);
      expect(response.statusCode, name).toBe(status);
      expect(json<{ file: string[] }>(response).file, name).toEqual([message]);
    }
    // One bad file refuses the whole request: the good one beside it is not kept either.
    const mixed = await upload(user, hotelId, [
      { filename: 'buena.jpg', bytes: await image('jpeg', 400, 300) },
      { filename: 'mala.jpg', bytes: Buffer.from('<?php echo 1; ?>') },
    ]);
    expect(mixed.statusCode).toBe(400);

    const huge = await upload(user, hotelId, [
      {
        filename: 'grande.jpg',
        bytes: Buffer.concat([await image('jpeg', 400, 300), Buffer.alloc(60 * 1024 * 1024)]),
      },
    ]);
    expect(huge.statusCode).toBe(413);
    expect(json(huge)).toEqual({ detail: 'El archivo supera el tamaño máximo de 20 MB' });

    const none = await upload(user, hotelId, []);
    expect(none.statusCode).toBe(400);
    expect(json(none)).toEqual({ file: ['Elija al menos un archivo'] });

    const badCategory = await upload(
      user,
      hotelId,
      [{ filename: 'a.jpg', bytes: await image('jpeg', 400, 300) }],
      { category: 'kitchen-sink' },
    );
    expect(badCategory.statusCode).toBe(400);
    expect(json(badCategory)).toEqual({ category: ['La categoría elegida no existe'] });

    const notMultipart = await t.app.inject({
      method: 'POST',
      url: `/api/hotel/${hotelId}/photo`,
      headers: user.headers,
      payload: { category: 'pool' },
    });
    expect(notMultipart.statusCode).toBe(415);

    const english = await upload(
      user,
      hotelId,
      [{ filename: 'x.jpg', bytes: Buffer.from('<?php ?>') }],
      { category: 'pool' },
      'en',
    );
    expect(json(english)).toEqual({ file: ['The file is not a JPEG, PNG or WebP image'] });

    expect(await photoList(user, hotelId)).toEqual([]);
    expect(filesOf(hotelId)).toEqual([]);
    const [count] = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from media where hotel_id = ${hotelId}`,
    );
    expect(count?.n).toBe(0);
  });
});

describe('photo order, rating and deletion', () => {
  it('keeps each category in order from 1 through inserts, moves, category changes and deletes', async () => {
    const { user, hotelId } = await userWithHotel(t.app);
    const jpeg = await image('jpeg', 400, 300);
    const three = json<Photo[]>(
      await upload(
        user,
        hotelId,
        [1, 2, 3].map((n) => ({ filename: `p${n}.jpg`, bytes: jpeg })),
      ),
    );
    const [a, b, c] = three.map((photo) => photo.id) as [number, number, number];
    const inserted = json<Photo[]>(
      await upload(user, hotelId, [{ filename: 'primera.jpg', bytes: jpeg }], {
        category: 'pool',
        order: '1',
      }),
    );
    const d = inserted[0]?.id as number;
    expect(idsOf(await photoList(user, hotelId), 'pool')).toEqual([
      [d, 1],
      [a, 2],
      [b, 3],
      [c, 4],
    ]);

    const patch = (id: number, payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/hotel/${hotelId}/photo/${id}`,
        headers: user.headers,
        payload,
      });
    expect((await patch(c, { order: 1 })).statusCode).toBe(200);
    expect(idsOf(await photoList(user, hotelId), 'pool')).toEqual([
      [c, 1],
      [d, 2],
      [a, 3],
      [b, 4],
    ]);
    expect(json<Photo>(await patch(c, { order: 99 })).order).toBe(4);
    expect(idsOf(await photoList(user, hotelId), 'pool')).toEqual([
      [d, 1],
      [a, 2],
      [b, 3],
      [c, 4],
    ]);

    const moved = json<Photo>(await patch(a, { category: 'lobby' }));
    expect(moved).toMatchObject({ category: 'lobby', order: 1 });
    const list = await photoList(user, hotelId);
    expect(list.map((group) => group.category)).toEqual(['lobby', 'pool']);
    expect(idsOf(list, 'pool')).toEqual([
      [d, 1],
      [b, 2],
      [c, 3],
    ]);

    // The stars are the staff's (decision 005): the hotel user is refused, and nothing changes.
    const suggested = json<Photo>(
      await t.app.inject({ method: 'GET', url: `/api/hotel/${hotelId}/photo/${b}`, headers: user.headers }),
    );
    for (const [payload, language, detail] of [
      [{ quality_rate: 5 }, 'es', 'Solo el personal del grupo puede cambiar la valoración de las fotos'],
      [{ quality_rate: 1, order: 1 }, 'en', "Only the group's staff can change the rating of photos"],
    ] as const) {
      const refused = await t.app.inject({
        method: 'PATCH',
        url: `/api/hotel/${hotelId}/photo/${b}`,
        headers: { ...user.headers, 'accept-language': language },
        payload,
      });
      expect(refused.statusCode, refused.body).toBe(403);
      expect(json(refused)).toEqual({ detail, code: 'forbidden' });
    }
    const [unchanged] = await rows<{ quality_rate: number | null }>(
      t.app,
      sql`select quality_rate from media where id = ${b}`,
    );
    expect(unchanged?.quality_rate).toBe(suggested.quality_rate);
    expect(idsOf(await photoList(user, hotelId), 'pool')).toEqual([
      [d, 1],
      [b, 2],
      [c, 3],
    ]);
    // A photo that is not the hotel's stays 404 (no existence leak), permission or not.
    expect((await patch(2_000_000_000, { quality_rate: 5 })).statusCode).toBe(404);
    // Its order stays the hotel user's to change.
    expect(json<Photo>(await patch(b, { order: 3 }))).toMatchObject({
      order: 3,
      quality_rate: suggested.quality_rate,
    });
    expect(json<Photo>(await patch(b, { order: 2 })).order).toBe(2);

    // Staff rate it, attached to the hotel or not (the staff scope, decision 027); the suggestion
    // stays beside it.
    const staff = await signUp(t.app, { name: 'Marta Staff' });
    const staffPatch = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/hotel/${hotelId}/photo/${b}`,
        headers: staff.headers,
        payload,
      });
    await makeStaff(t.app, staff);
    const rated = json<Photo>(await staffPatch({ quality_rate: 2 }));
    expect(rated).toMatchObject({ quality_rate: 2, low_quality: true });
    expect(rated.suggested_quality_rate).toBe(suggested.suggested_quality_rate);
    expect(json<Photo>(await staffPatch({ quality_rate: 5 }))).toMatchObject({
      quality_rate: 5,
      low_quality: false,
    });
    for (const payload of [
      { quality_rate: 6 },
      { quality_rate: 0 },
      { quality_rate: 3.5 },
      { order: 0 },
      {},
      { url: 'x' },
    ]) {
      expect((await patch(b, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }

    // Deleting removes the record and its three files, and closes the gap.
    const before = filesOf(hotelId);
    const photo = json<Photo>(
      await t.app.inject({ method: 'GET', url: `/api/hotel/${hotelId}/photo/${d}`, headers: user.headers }),
    );
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/hotel/${hotelId}/photo/${d}`,
      headers: user.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect(filesOf(hotelId)).toHaveLength(before.length - 3);
    for (const url of [photo.url, photo.thumbnail_url, photo.public_url]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    expect(idsOf(await photoList(user, hotelId), 'pool')).toEqual([
      [b, 1],
      [c, 2],
    ]);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/hotel/${hotelId}/photo/${d}`,
          headers: user.headers,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('serves only generated file names: anything else is 404', async () => {
    for (const url of [
      '/media/hotels/1/..%2F..%2Fetc%2Fpasswd',
      '/media/hotels/../../etc/passwd',
      '/media/hotels/1/0123456789abcdef0123456789abcdef-1024.png',
      '/media/hotels/x/0123456789abcdef0123456789abcdef-1024.webp',
      '/media/hotels/1/0123456789abcdef0123456789abcdef-1024.webp',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});

describe('photos per room type', () => {
  it('orders the photos a room type shows, from 1, and only with photos and rooms of the hotel', async () => {
    const { user, hotelId } = await userWithHotel(t.app);
    const other = await userWithHotel(t.app);
    const [room] = await rows<{ id: number }>(
      t.app,
      sql`insert into rooms (hotel_id, name) values (${hotelId}, 'Doble') returning id`,
    );
    const [apartment] = await rows<{ id: number }>(
      t.app,
      sql`insert into rooms (hotel_id, name, is_apartment) values (${hotelId}, 'Ático', true) returning id`,
    );
    const jpeg = await image('jpeg', 400, 300);
    const [p1, p2] = json<Photo[]>(
      await upload(user, hotelId, [
        { filename: 'a.jpg', bytes: jpeg },
        { filename: 'b.jpg', bytes: jpeg },
      ]),
    ).map((p) => p.id);
    const [foreign] = json<Photo[]>(
      await upload(other.user, other.hotelId, [{ filename: 'c.jpg', bytes: jpeg }]),
    ).map((p) => p.id);
    const place = (
      kind: string,
      roomId: number,
      photoId: number,
      order: number,
      who = user,
      hotel = hotelId,
    ) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/hotel/${hotel}/${kind}/${roomId}/photo/${photoId}`,
        headers: who.headers,
        payload: { order },
      });

    expect(json(await place('room', room?.id as number, p1 as number, 1))).toMatchObject({ photos: [p1] });
    expect(json(await place('room', room?.id as number, p2 as number, 1))).toMatchObject({
      photos: [p2, p1],
    });
    expect(json(await place('room', room?.id as number, p2 as number, 2))).toMatchObject({
      photos: [p1, p2],
    });
    expect(json(await place('apartment', apartment?.id as number, p2 as number, 1))).toMatchObject({
      is_apartment: true,
      photos: [p2],
    });
    // The wrong resource, another hotel's photo, order 0: refused.
    expect((await place('apartment', room?.id as number, p1 as number, 1)).statusCode).toBe(404);
    expect((await place('room', apartment?.id as number, p1 as number, 1)).statusCode).toBe(404);
    expect((await place('room', room?.id as number, foreign as number, 1)).statusCode).toBe(404);
    expect((await place('room', room?.id as number, p1 as number, 0)).statusCode).toBe(400);
    expect((await place('room', room?.id as number, p1 as number, 1, other.user)).statusCode).toBe(404);

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/hotel/${hotelId}/photo/rooms`,
      headers: user.headers,
    });
    expect(json(list)).toEqual([
      { id: room?.id, name: 'Doble', is_apartment: false, photos: [p1, p2] },
      { id: apartment?.id, name: 'Ático', is_apartment: true, photos: [p2] },
    ]);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/hotel/${hotelId}/room/${room?.id}/photo/${p1}`,
      headers: user.headers,
    });
    expect(removed.statusCode).toBe(204);
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/hotel/${hotelId}/room/${room?.id}/photo/`,
      headers: user.headers,
    });
    expect(json(one)).toMatchObject({ photos: [p2] });
    // Deleting a photo removes it from every room type.
    await t.app.inject({ method: 'DELETE', url: `/api/hotel/${hotelId}/photo/${p2}`, headers: user.headers });
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/hotel/${hotelId}/photo/rooms`,
      headers: user.headers,
    });
    expect(json<{ photos: number[] }[]>(after).map((r) => r.photos)).toEqual([[], []]);
  });
});

describe('videos', () => {
  it('turns YouTube and Vimeo page URLs into a code and an embeddable player, in order from 0', async () => {
    const { user, hotelId } = await userWithHotel(t.app);
    const add = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `/api/hotel/${hotelId}/video/`, headers: user.headers, payload });
    const cases: [Record<string, unknown>, Partial<Video>][] = [
      [
        { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s' },
        {
          url_type: 'youtube',
          code: 'dQw4w9WgXcQ',
          public_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
          order: 0,
        },
      ],
      [
        { url_type: 'youtube', url: 'https://youtu.be/9bZkp7q19f0' },
        { code: '9bZkp7q19f0', order: 1 },
      ],
      [
        { url_type: 'youtube', url: 'https://www.youtube.com/shorts/aqz-KE-bpKQ', category: 'pool' },
        { code: 'aqz-KE-bpKQ', category: 'pool', order: 2 },
      ],
      [
        { url_type: 'vimeo', url: 'https://vimeo.com/76979871' },
        {
          url_type: 'vimeo',
          code: '76979871',
          public_url: 'https://player.vimeo.com/video/76979871',
          order: 3,
        },
      ],
      [
        { url_type: 'vimeo', url: 'https://player.vimeo.com/video/148751763?h=8c9d1a4b2e' },
        { code: '148751763', public_url: 'https://player.vimeo.com/video/148751763?h=8c9d1a4b2e', order: 4 },
      ],
    ];
    for (const [payload, expected] of cases) {
      const response = await add(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(201);
      expect(json<Video>(response)).toMatchObject(expected);
    }
    const refused: Record<string, unknown>[] = [
      { url_type: 'youtube', url: 'https://www.dailymotion.com/video/x7tgad0' },
      { url_type: 'vimeo', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
      { url_type: 'youtube', url: 'https://vimeo.com/76979871' },
      { url_type: 'youtube', url: 'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ' },
      { url_type: 'youtube', url: 'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ' },
      { url_type: 'youtube', url: 'https://www.youtube.com/watch?v=short' },
      { url_type: 'vimeo', url: 'https://vimeo.com/channels/staffpicks' },
      { url_type: 'dailymotion', url: 'https://www.dailymotion.com/video/x7tgad0' },
      { url_type: 'youtube', url: '' },
    ];
    for (const payload of refused) {
      const response = await add(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(
      json(await add({ url_type: 'youtube', url: 'https://www.dailymotion.com/video/x7tgad0' })),
    ).toEqual({
      url: ['La dirección no es un vídeo de YouTube o Vimeo del tipo elegido'],
    });

    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/hotel/${hotelId}/video/`,
      headers: user.headers,
    });
    // The page may frame the two players it embeds, and nothing else.
    expect(listed.headers['content-security-policy']).toContain(
      'frame-src https://www.youtube-nocookie.com https://player.vimeo.com',
    );
    const list = json<Video[]>(listed);
    expect(list.map((video) => video.order)).toEqual([0, 1, 2, 3, 4]);
    const second = list[1] as Video;
    expect(
      json(
        await t.app.inject({
          method: 'GET',
          url: `/api/hotel/${hotelId}/video/${second.id}`,
          headers: user.headers,
        }),
      ),
    ).toEqual(second);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/hotel/${hotelId}/video/${list[0]?.id}`,
          headers: user.headers,
        })
      ).statusCode,
    ).toBe(204);
    const after = json<Video[]>(
      await t.app.inject({ method: 'GET', url: `/api/hotel/${hotelId}/video/`, headers: user.headers }),
    );
    expect(after.map((video) => [video.id, video.order])).toEqual(
      list.slice(1).map((video, index) => [video.id, index]),
    );
  });

  it('stores an uploaded MP4 checked by its bytes, refuses anything else, and deletes its file', async () => {
    const { user, hotelId } = await userWithHotel(t.app);
    const send = (file: { filename: string; bytes: Buffer; contentType: string }) => {
      const body = multipart({ category: 'exterior' }, [file]);
      return t.app.inject({
        method: 'POST',
        url: `/api/hotel/${hotelId}/video/upload`,
        headers: { ...user.headers, 'content-type': body.contentType },
        payload: body.payload,
      });
    };
    const uploaded = await send({ filename: 'visita.mp4', bytes: mp4Bytes(), contentType: 'video/mp4' });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const video = json<Video>(uploaded);
    expect(video).toMatchObject({ url_type: 'upload', code: null, category: 'exterior', order: 0 });
    expect(video.public_url).toMatch(/^\/media\/hotels\/\d+\/[0-9a-f]{32}\.mp4$/);
    const file = await t.app.inject({ method: 'GET', url: video.public_url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('video/mp4');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(mp4Bytes())).toBe(true);
    const partial = await t.app.inject({
      method: 'GET',
      url: video.public_url,
      headers: { range: 'bytes=4-11' },
    });
    expect(partial.statusCode).toBe(206);
    expect(partial.headers['content-range']).toBe('bytes 4-11/4096');
    expect(partial.body).toBe('ftypisom');

    const text = await send({
      filename: 'video.mp4',
      bytes: Buffer.from('esto no es un vídeo\n'.repeat(100)),
      contentType: 'video/mp4',
    });
    expect(text.statusCode).toBe(400);
    expect(json(text)).toEqual({ file: ['El archivo no es un vídeo AVI, MPEG o MP4'] });
    const pathLike = await send({ filename: '../video.mp4', bytes: mp4Bytes(), contentType: 'video/mp4' });
    expect(pathLike.statusCode).toBe(400);
    const big = await send({
      filename: 'largo.mp4',
      bytes: mp4Bytes(60 * 1024 * 1024),
      contentType: 'video/mp4',
    });
    expect(big.statusCode).toBe(413);
    expect(json(big)).toEqual({ detail: 'El vídeo supera el tamaño máximo de 50 MB' });
    expect(filesOf(hotelId)).toHaveLength(1);

    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/hotel/${hotelId}/video/${video.id}`,
          headers: user.headers,
        })
      ).statusCode,
    ).toBe(204);
    expect(filesOf(hotelId)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: video.public_url })).statusCode).toBe(404);
  });
});

describe('photographer request', () => {
  it('records the request, emails the staff inbox, and allows three a day per hotel', async () => {
    const { user, hotelId, hotel } = await userWithHotel(t.app);
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/hotel/${hotelId}/photographerrequest`,
        headers: user.headers,
      });
    const first = await ask();
    expect(first.statusCode).toBe(201);
    expect(json(first)).toMatchObject({ hotel: hotelId, price_eur: 100 });
    const mails = await rows<{ to: string; template: string; subject: string; text: string }>(
      t.app,
      sql`select "to", template, subject, text from mail_outbox where template = 'photographer_request' and subject like ${`%${hotel.name}%`}`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'fotos@grupo.example' });
    expect(mails[0]?.text).toContain(user.email);
    expect(mails[0]?.text).toContain('100 €');
    expect((await ask()).statusCode).toBe(201);
    expect((await ask()).statusCode).toBe(201);
    const fourth = await ask();
    expect(fourth.statusCode).toBe(429);
    const [count] = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from photographer_requests where hotel_id = ${hotelId}`,
    );
    expect(count?.n).toBe(3);
  });
});

describe('tenant rule', () => {
  it('answers 404 on every media route for a hotel of another user, and 401 without a session', async () => {
    const { user, hotelId } = await userWithHotel(t.app);
    const stranger = await userWithHotel(t.app);
    const [photo] = json<Photo[]>(
      await upload(user, hotelId, [{ filename: 'a.jpg', bytes: await image('jpeg', 400, 300) }]),
    );
    const video = json<Video>(
      await t.app.inject({
        method: 'POST',
        url: `/api/hotel/${hotelId}/video/`,
        headers: user.headers,
        payload: { url: 'https://youtu.be/9bZkp7q19f0' },
      }),
    );
    const [room] = await rows<{ id: number }>(
      t.app,
      sql`insert into rooms (hotel_id, name) values (${hotelId}, 'Doble') returning id`,
    );
    const jpeg = multipart({ category: 'pool' }, [
      { filename: 'a.jpg', contentType: 'image/jpeg', bytes: await image('jpeg', 400, 300) },
    ]);
    const mp4 = multipart({}, [{ filename: 'a.mp4', contentType: 'video/mp4', bytes: mp4Bytes() }]);
    const routes: {
      method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
      url: string;
      payload?: unknown;
      multipartBody?: { payload: Buffer; contentType: string };
    }[] = [
      { method: 'GET', url: `/api/hotel/${hotelId}/photo/` },
      { method: 'POST', url: `/api/hotel/${hotelId}/photo`, multipartBody: jpeg },
      { method: 'GET', url: `/api/hotel/${hotelId}/photo/rooms` },
      { method: 'GET', url: `/api/hotel/${hotelId}/photo/${photo?.id}` },
      { method: 'PATCH', url: `/api/hotel/${hotelId}/photo/${photo?.id}`, payload: { order: 1 } },
      { method: 'GET', url: `/api/hotel/${hotelId}/room/${room?.id}/photo/` },
      {
        method: 'PATCH',
        url: `/api/hotel/${hotelId}/room/${room?.id}/photo/${photo?.id}`,
        payload: { order: 1 },
      },
      { method: 'DELETE', url: `/api/hotel/${hotelId}/room/${room?.id}/photo/${photo?.id}` },
      { method: 'GET', url: `/api/hotel/${hotelId}/apartment/${room?.id}/photo/` },
      { method: 'GET', url: `/api/hotel/${hotelId}/video/` },
      {
        method: 'POST',
        url: `/api/hotel/${hotelId}/video/`,
        payload: { url: 'https://youtu.be/9bZkp7q19f0' },
      },
      { method: 'POST', url: `/api/hotel/${hotelId}/video/upload`, multipartBody: mp4 },
      { method: 'GET', url: `/api/hotel/${hotelId}/video/${video.id}` },
      { method: 'DELETE', url: `/api/hotel/${hotelId}/video/${video.id}` },
      { method: 'POST', url: `/api/hotel/${hotelId}/photographerrequest` },
      { method: 'DELETE', url: `/api/hotel/${hotelId}/photo/${photo?.id}` },
    ];
    for (const route of routes) {
      for (const [who, expected] of [
        [stranger.user.headers, 404],
        [{}, 401],
      ] as const) {
        const headers: Record<string, string> = { ...who };
        if (route.multipartBody) headers['content-type'] = route.multipartBody.contentType;
        const response = await t.app.inject({
          method: route.method,
          url: route.url,
          headers,
          ...(route.multipartBody
            ? { payload: route.multipartBody.payload }
            : route.payload
              ? { payload: route.payload as object }
              : {}),
        });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(expected);
      }
    }
    // The stranger's own hotel id with the owner's photo id: still not theirs.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/hotel/${stranger.hotelId}/photo/${photo?.id}`,
          headers: stranger.user.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/hotel/${stranger.hotelId}/video/${video.id}`,
          headers: stranger.user.headers,
        })
      ).statusCode,
    ).toBe(404);
    // Nothing was changed by the refused calls.
    expect((await photoList(user, hotelId))[0]?.media).toHaveLength(1);
    expect(filesOf(stranger.hotelId)).toEqual([]);
  });
});
