/** Photos: upload, order, rating, deletion, and the files they are served from. */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { json, rows, signUp } from '../../test/app.ts';
import {
  filesOf,
  image,
  makeStaff,
  mediaTestApp,
  type Photo,
  photoList,
  pngHeaderOnly,
  uploadPhotos,
  userWithHotel,
} from '../../test/media.test-helpers.ts';

const t = mediaTestApp();

const idsOf = (list: { category: string; media: Photo[] }[], category: string) =>
  list.find((group) => group.category === category)?.media.map((photo) => [photo.id, photo.order]) ?? [];

describe('photo upload', () => {
  it('accepts JPEG, PNG and WebP files at once: oriented, stripped WebP renditions served immutable', async () => {
    const { user, hotelId } = await userWithHotel(t.app);
    const response = await uploadPhotos(t.app, user, hotelId, [
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
    expect(filesOf(t.mediaDir, hotelId)).toHaveLength(9);

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
    const response = await uploadPhotos(t.app, user, hotelId, [
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
      const response = await uploadPhotos(t.app, user, hotelId, [file]);
      expect(response.statusCode, name).toBe(status);
      expect(json<{ file: string[] }>(response).file, name).toEqual([message]);
    }
    // One bad file refuses the whole request: the good one beside it is not kept either.
    const mixed = await uploadPhotos(t.app, user, hotelId, [
      { filename: 'buena.jpg', bytes: await image('jpeg', 400, 300) },
      { filename: 'mala.jpg', bytes: Buffer.from('<?php echo 1; ?>') },
    ]);
    expect(mixed.statusCode).toBe(400);

    const huge = await uploadPhotos(t.app, user, hotelId, [
      {
        filename: 'grande.jpg',
        bytes: Buffer.concat([await image('jpeg', 400, 300), Buffer.alloc(60 * 1024 * 1024)]),
      },
    ]);
    expect(huge.statusCode).toBe(413);
    expect(json(huge)).toEqual({ detail: 'El archivo supera el tamaño máximo de 20 MB' });

    const none = await uploadPhotos(t.app, user, hotelId, []);
    expect(none.statusCode).toBe(400);
    expect(json(none)).toEqual({ file: ['Elija al menos un archivo'] });

    const badCategory = await uploadPhotos(
      t.app,
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

    const english = await uploadPhotos(
      t.app,
      user,
      hotelId,
      [{ filename: 'x.jpg', bytes: Buffer.from('<?php ?>') }],
      { category: 'pool' },
      'en',
    );
    expect(json(english)).toEqual({ file: ['The file is not a JPEG, PNG or WebP image'] });

    expect(await photoList(t.app, user, hotelId)).toEqual([]);
    expect(filesOf(t.mediaDir, hotelId)).toEqual([]);
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
      await uploadPhotos(
        t.app,
        user,
        hotelId,
        [1, 2, 3].map((n) => ({ filename: `p${n}.jpg`, bytes: jpeg })),
      ),
    );
    const [a, b, c] = three.map((photo) => photo.id) as [number, number, number];
    const inserted = json<Photo[]>(
      await uploadPhotos(t.app, user, hotelId, [{ filename: 'primera.jpg', bytes: jpeg }], {
        category: 'pool',
        order: '1',
      }),
    );
    const d = inserted[0]?.id as number;
    expect(idsOf(await photoList(t.app, user, hotelId), 'pool')).toEqual([
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
    expect(idsOf(await photoList(t.app, user, hotelId), 'pool')).toEqual([
      [c, 1],
      [d, 2],
      [a, 3],
      [b, 4],
    ]);
    expect(json<Photo>(await patch(c, { order: 99 })).order).toBe(4);
    expect(idsOf(await photoList(t.app, user, hotelId), 'pool')).toEqual([
      [d, 1],
      [a, 2],
      [b, 3],
      [c, 4],
    ]);

    const moved = json<Photo>(await patch(a, { category: 'lobby' }));
    expect(moved).toMatchObject({ category: 'lobby', order: 1 });
    const list = await photoList(t.app, user, hotelId);
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
    expect(idsOf(await photoList(t.app, user, hotelId), 'pool')).toEqual([
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
    const before = filesOf(t.mediaDir, hotelId);
    const photo = json<Photo>(
      await t.app.inject({ method: 'GET', url: `/api/hotel/${hotelId}/photo/${d}`, headers: user.headers }),
    );
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/hotel/${hotelId}/photo/${d}`,
      headers: user.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect(filesOf(t.mediaDir, hotelId)).toHaveLength(before.length - 3);
    for (const url of [photo.url, photo.thumbnail_url, photo.public_url]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    expect(idsOf(await photoList(t.app, user, hotelId), 'pool')).toEqual([
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
