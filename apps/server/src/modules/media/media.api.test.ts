/** The tenant rule on every media route: photos, room photos, videos and the photographer request. */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { json, rows } from '../../test/app.ts';
import {
  filesOf,
  image,
  mediaTestApp,
  mp4Bytes,
  multipart,
  type Photo,
  photoList,
  uploadPhotos,
  userWithHotel,
  type Video,
} from '../../test/media.test-helpers.ts';

const t = mediaTestApp();

describe('tenant rule', () => {
  it('answers 404 on every media route for a hotel of another user, and 401 without a session', async () => {
    const { user, hotelId } = await userWithHotel(t.app);
    const stranger = await userWithHotel(t.app);
    const [photo] = json<Photo[]>(
      await uploadPhotos(t.app, user, hotelId, [{ filename: 'a.jpg', bytes: await image('jpeg', 400, 300) }]),
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
    expect((await photoList(t.app, user, hotelId))[0]?.media).toHaveLength(1);
    expect(filesOf(t.mediaDir, stranger.hotelId)).toEqual([]);
  });
});
