/** Photos per room type: which of the hotel's photos each room type and apartment shows. */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { json, rows } from '../../test/app.ts';
import {
  image,
  mediaTestApp,
  type Photo,
  uploadPhotos,
  userWithHotel,
} from '../../test/media.test-helpers.ts';

const t = mediaTestApp();

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
      await uploadPhotos(t.app, user, hotelId, [
        { filename: 'a.jpg', bytes: jpeg },
        { filename: 'b.jpg', bytes: jpeg },
      ]),
    ).map((p) => p.id);
    const [foreign] = json<Photo[]>(
      await uploadPhotos(t.app, other.user, other.hotelId, [{ filename: 'c.jpg', bytes: jpeg }]),
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
