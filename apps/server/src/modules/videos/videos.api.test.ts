/** Videos: YouTube and Vimeo links and uploaded files, in order. */
import { describe, expect, it } from 'vitest';
import { json } from '../../test/app.ts';
import {
  expectMp4Served,
  filesOf,
  mediaTestApp,
  mp4Bytes,
  multipart,
  userWithHotel,
  type Video,
} from '../../test/media.test-helpers.ts';

const t = mediaTestApp();

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
      // The address decides the type (issue 34): a Vimeo address with the default type YouTube.
      [
        { url: 'https://vimeo.com/76979871' },
        {
          url_type: 'vimeo',
          code: '76979871',
          public_url: 'https://player.vimeo.com/video/76979871',
          order: 5,
        },
      ],
      [
        { url_type: 'vimeo', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
        { url_type: 'youtube', code: 'dQw4w9WgXcQ', order: 6 },
      ],
    ];
    for (const [payload, expected] of cases) {
      const response = await add(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(201);
      expect(json<Video>(response)).toMatchObject(expected);
    }
    const refused: Record<string, unknown>[] = [
      { url_type: 'youtube', url: 'https://www.dailymotion.com/video/x7tgad0' },
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
      url: ['La dirección no es un vídeo de YouTube ni de Vimeo'],
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
    expect(list.map((video) => video.order)).toEqual([0, 1, 2, 3, 4, 5, 6]);
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
    const { whole } = await expectMp4Served(t.app, video.public_url);
    expect(whole.headers['x-content-type-options']).toBe('nosniff');

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
    expect(filesOf(t.mediaDir, hotelId)).toHaveLength(1);

    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/hotel/${hotelId}/video/${video.id}`,
          headers: user.headers,
        })
      ).statusCode,
    ).toBe(204);
    expect(filesOf(t.mediaDir, hotelId)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: video.public_url })).statusCode).toBe(404);
  });
});
