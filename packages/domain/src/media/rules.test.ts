import { describe, expect, it } from 'vitest';
import { photoUpdateSchema, videoCreateSchema } from './contract.ts';
import {
  exposureScore,
  isSafeFileName,
  isWellFormedVideo,
  parseVideoUrl,
  resolutionScore,
  resolveVideoUrl,
  sharpnessScore,
  sniffImage,
  sniffVideo,
  suggestPhotoQuality,
} from './rules.ts';

describe('parseVideoUrl', () => {
  it.each<[string, 'youtube' | 'vimeo', string, { code: string; public_url: string } | null]>([
    [
      'watch',
      'youtube',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      { code: 'dQw4w9WgXcQ', public_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' },
    ],
    [
      'watch with time and list',
      'youtube',
      'https://youtube.com/watch?v=dQw4w9WgXcQ&t=1m&list=PL1',
      { code: 'dQw4w9WgXcQ', public_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' },
    ],
    [
      'mobile',
      'youtube',
      'http://m.youtube.com/watch?v=dQw4w9WgXcQ',
      { code: 'dQw4w9WgXcQ', public_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' },
    ],
    [
      'short link',
      'youtube',
      'https://youtu.be/9bZkp7q19f0?si=abc',
      { code: '9bZkp7q19f0', public_url: 'https://www.youtube-nocookie.com/embed/9bZkp7q19f0' },
    ],
    [
      'embed',
      'youtube',
      'https://www.youtube.com/embed/9bZkp7q19f0',
      { code: '9bZkp7q19f0', public_url: 'https://www.youtube-nocookie.com/embed/9bZkp7q19f0' },
    ],
    [
      'shorts',
      'youtube',
      'https://www.youtube.com/shorts/aqz-KE-bpKQ',
      { code: 'aqz-KE-bpKQ', public_url: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ' },
    ],
    [
      'spaces around',
      'youtube',
      '  https://youtu.be/9bZkp7q19f0  ',
      { code: '9bZkp7q19f0', public_url: 'https://www.youtube-nocookie.com/embed/9bZkp7q19f0' },
    ],
    [
      'vimeo page',
      'vimeo',
      'https://vimeo.com/76979871',
      { code: '76979871', public_url: 'https://player.vimeo.com/video/76979871' },
    ],
    [
      'vimeo unlisted',
      'vimeo',
      'https://vimeo.com/76979871/8c9d1a4b2e',
      { code: '76979871', public_url: 'https://player.vimeo.com/video/76979871?h=8c9d1a4b2e' },
    ],
    [
      'vimeo channel',
      'vimeo',
      'https://vimeo.com/channels/staffpicks/76979871',
      { code: '76979871', public_url: 'https://player.vimeo.com/video/76979871' },
    ],
    [
      'vimeo player',
      'vimeo',
      'https://player.vimeo.com/video/76979871',
      { code: '76979871', public_url: 'https://player.vimeo.com/video/76979871' },
    ],
    ['another site', 'youtube', 'https://www.dailymotion.com/video/x7tgad0', null],
    ['look-alike host', 'youtube', 'https://youtube.com.example.net/watch?v=dQw4w9WgXcQ', null],
    ['youtube as vimeo', 'vimeo', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', null],
    ['vimeo as youtube', 'youtube', 'https://vimeo.com/76979871', null],
    ['id too short', 'youtube', 'https://www.youtube.com/watch?v=abc', null],
    ['no id', 'youtube', 'https://www.youtube.com/', null],
    ['channel page', 'youtube', 'https://www.youtube.com/@canal', null],
    ['javascript', 'youtube', 'javascript:alert(1)', null],
    ['ftp', 'youtube', 'ftp://youtu.be/9bZkp7q19f0', null],
    ['credentials', 'youtube', 'https://user:pw@youtu.be/9bZkp7q19f0', null],
    ['vimeo name', 'vimeo', 'https://vimeo.com/staffpicks', null],
    ['vimeo bad hash', 'vimeo', 'https://vimeo.com/76979871/<script>', null],
    ['not a URL', 'vimeo', 'vimeo 76979871', null],
  ])('%s', (_name, type, url, expected) => {
    expect(parseVideoUrl(type, url)).toEqual(expected);
  });

  it('is what the video schema checks, defaulting the type to youtube', () => {
    expect(videoCreateSchema.safeParse({ url: 'https://youtu.be/9bZkp7q19f0' }).data).toMatchObject({
      url_type: 'youtube',
      category: 'promotional',
    });
    const refused = videoCreateSchema.safeParse({
      url_type: 'vimeo',
      url: 'https://www.dailymotion.com/video/x7tgad0',
    });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['url', 'media.errors.video_url_invalid'],
    ]);
  });

  it('takes the type from the address when it is the other service (issue 34)', () => {
    // The default type is YouTube: a Vimeo address is a Vimeo video, not a mistake.
    expect(videoCreateSchema.safeParse({ url: 'https://vimeo.com/76979871' }).success).toBe(true);
    expect(resolveVideoUrl('youtube', 'https://vimeo.com/76979871')).toEqual({
      type: 'vimeo',
      code: '76979871',
      public_url: 'https://player.vimeo.com/video/76979871',
    });
    expect(resolveVideoUrl('vimeo', 'https://youtu.be/9bZkp7q19f0')).toMatchObject({
      type: 'youtube',
      code: '9bZkp7q19f0',
    });
    expect(resolveVideoUrl('vimeo', 'https://vimeo.com/76979871')?.type).toBe('vimeo');
    expect(resolveVideoUrl('youtube', 'https://www.dailymotion.com/video/x7tgad0')).toBeNull();
  });
});

describe('sniffing', () => {
  const bytes = (...values: (number | string)[]) =>
    new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));
  it.each<[string, Uint8Array, string | null]>([
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'jpeg'],
    ['png', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0), 'png'],
    ['webp', bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '), 'webp'],
    ['riff avi is no image', bytes('RIFF', 0, 0, 0, 0, 'AVI LIST'), null],
    ['php', bytes('<?php echo 1; ?>'), null],
    ['gif', bytes('GIF89a', 0, 0), null],
    ['svg', bytes('<svg xmlns="http://www.w3.org/2000/svg">'), null],
    ['too short', bytes(0xff, 0xd8), null],
    ['empty', bytes(), null],
  ])('image: %s', (_name, input, expected) => {
    expect(sniffImage(input)).toBe(expected);
  });

  const ts = new Uint8Array(400);
  ts[0] = 0x47;
  ts[188] = 0x47;
  ts[376] = 0x47;
  it.each<[string, Uint8Array, string | null]>([
    ['mp4', bytes(0, 0, 0, 0x18, 'ftypisom', 0, 0), 'mp4'],
    ['quicktime-style mp4', bytes(0, 0, 0, 0x14, 'ftypqt  '), 'mp4'],
    ['avi', bytes('RIFF', 1, 2, 3, 4, 'AVI LIST'), 'avi'],
    ['mpeg program stream', bytes(0, 0, 1, 0xba, 0x44), 'mpeg'],
    ['mpeg video stream', bytes(0, 0, 1, 0xb3, 0x14), 'mpeg'],
    ['mpeg transport stream', ts, 'mpeg'],
    ['webp is no video', bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '), null],
    ['text', bytes('hola, no soy un video'), null],
    ['php', bytes('<?php ?>'), null],
  ])('video: %s', (_name, input, expected) => {
    expect(sniffVideo(input)).toBe(expected);
  });
});

describe('isWellFormedVideo', () => {
  const box = (type: string, body: number[] | Uint8Array) => {
    const size = 8 + body.length;
    return [
      size >>> 24,
      (size >>> 16) & 255,
      (size >>> 8) & 255,
      size & 255,
      ...[...type].map((c) => c.charCodeAt(0)),
      ...body,
    ];
  };
  const mp4 = [
    ...box('ftyp', [...'isom'].map((c) => c.charCodeAt(0)).concat([0, 0, 2, 0])),
    ...box('mdat', new Uint8Array(32)),
  ];
  const text = (value: string) => [...value].map((c) => c.charCodeAt(0));
  const riff = (body: number[]) => {
    const size = 4 + body.length;
    return [
      ...text('RIFF'),
      size & 255,
      (size >>> 8) & 255,
      (size >>> 16) & 255,
      size >>> 24,
      ...text('AVI '),
      ...body,
    ];
  };
  const pack = [0, 0, 1, 0xba, 0x44, 0, 4, 0, 4, 1, 1, 0x89, 0xc3, 0xf8];
  const pes = [0, 0, 1, 0xe0, 0, 4, 1, 2, 3, 4];
  const end = [0, 0, 1, 0xb9];
  it.each<[string, number[], 'mp4' | 'avi' | 'mpeg', boolean]>([
    ['an MP4 of boxes tiling the file', mp4, 'mp4', true],
    [
      'an MP4 whose last box runs to the end (size 0)',
      [...mp4.slice(0, 16), 0, 0, 0, 0, ...text('mdat'), 1, 2, 3],
      'mp4',
      true,
    ],
    ['an MP4 with an HTML page after it', [...mp4, ...text('<html><script>x</script></html>')], 'mp4', false],
    ['an MP4 with a ZIP after it', [...mp4, 0x50, 0x4b, 3, 4, ...new Array(40).fill(0)], 'mp4', false],
    [
      'an MP4 whose box claims more than the file',
      [...mp4.slice(0, 16), 0, 0, 0, 1, ...text('mdat'), 0, 0, 1, 0, 0, 0, 0, 0],
      'mp4',
      false,
    ],
    ['an MP4 not starting with ftyp', [...box('mdat', [1, 2]), ...mp4], 'mp4', false],
    ['an AVI whose RIFF size is the file', riff([1, 2, 3, 4]), 'avi', true],
    ['an AVI with bytes after its RIFF chunk', [...riff([1, 2, 3, 4]), ...text('PK')], 'avi', false],
    ['an MPEG program stream ending with its end code', [...pack, ...pes, ...end], 'mpeg', true],
    [
      'an MPEG program stream with a page after the end code',
      [...pack, ...pes, ...end, ...text('<html>')],
      'mpeg',
      false,
    ],
    ['an MPEG program stream without an end code', [...pack, ...pes], 'mpeg', false],
    [
      'an MPEG transport stream of whole packets',
      [0x47, ...new Array(187).fill(0), 0x47, ...new Array(187).fill(0)],
      'mpeg',
      true,
    ],
    [
      'an MPEG transport stream with a tail',
      [0x47, ...new Array(187).fill(0), ...text('<html>')],
      'mpeg',
      false,
    ],
    [
      'an MPEG video stream ending with its end code',
      [0, 0, 1, 0xb3, 1, 2, 3, 4, 0, 0, 1, 0xb7],
      'mpeg',
      true,
    ],
    [
      'an MPEG video stream with a tail',
      [0, 0, 1, 0xb3, 1, 2, 3, 4, 0, 0, 1, 0xb7, 0x50, 0x4b],
      'mpeg',
      false,
    ],
  ])('%s', (_name, bytes, format, expected) => {
    expect(isWellFormedVideo(new Uint8Array(bytes), format)).toBe(expected);
  });
});

describe('isSafeFileName', () => {
  it.each<[string, boolean]>([
    ['foto.jpg', true],
    ['Piscina exterior (2).JPEG', true],
    ['habitación-ñ.webp', true],
    ['../foto.jpg', false],
    ['../../etc/passwd', false],
    ['fotos/foto.jpg', false],
    ['C:\\fotos\\foto.jpg', false],
    ['..', false],
    ['foto..jpg', false],
    ['foto\u0000.jpg', false],
    ['foto\n.jpg', false],
    ['', false],
    ['a'.repeat(256), false],
  ])('%j → %s', (name, expected) => {
    expect(isSafeFileName(name)).toBe(expected);
  });
});

describe('photo quality formula', () => {
  it.each<[number, number, number]>([
    [4000, 3000, 5],
    [2000, 2000, 5],
    [1920, 1080, 4],
    [1280, 800, 3],
    [1000, 1000, 3],
    [640, 480, 2],
    [320, 240, 1],
  ])('resolution %d×%d → %d', (width, height, expected) => {
    expect(resolutionScore(width, height)).toBe(expected);
  });

  it.each<[number, number]>([
    [800, 5],
    [200, 5],
    [199, 4],
    [90, 4],
    [89, 3],
    [35, 3],
    [34, 2],
    [12, 2],
    [11.9, 1],
    [0, 1],
  ])('sharpness %d → %d', (variance, expected) => {
    expect(sharpnessScore(variance)).toBe(expected);
  });

  it.each<[number, number, number]>([
    [128, 0, 5],
    [80, 0.05, 5],
    [180, 0, 5],
    [70, 0, 4],
    [55, 0, 4],
    [54, 0, 3],
    [205, 0, 4],
    [230, 0, 3],
    [128, 0.15, 4],
    [128, 0.16, 3],
    [20, 0.5, 1],
  ])('exposure: brightness %d, clipped %d → %d', (brightness, clipped, expected) => {
    expect(exposureScore(brightness, clipped)).toBe(expected);
  });

  const good = { width: 4000, height: 3000, sharpness: 400, brightness: 120, clipped: 0.01 };
  it.each<[string, typeof good, number]>([
    ['a large, sharp, well exposed photo: 5', good, 5],
    ['full HD, fairly sharp: 4', { ...good, width: 1920, height: 1080, sharpness: 120 }, 4],
    ['large but dark: 4', { ...good, brightness: 30, clipped: 0.3 }, 4],
    ['large but soft: 4', { ...good, sharpness: 40 }, 4],
    ['large but blurred, capped one above sharpness: 2', { ...good, sharpness: 5 }, 2],
    ['upscaled, many pixels and no detail: 2', { ...good, sharpness: 8 }, 2],
    ['small and sharp, capped one above resolution: 3', { ...good, width: 640, height: 480 }, 3],
    ['tiny and blurred but well exposed: 2', { ...good, width: 300, height: 200, sharpness: 3 }, 2],
    ['everything poor: 1', { width: 320, height: 240, sharpness: 1, brightness: 10, clipped: 0.9 }, 1],
  ])('%s', (_name, metrics, expected) => {
    expect(suggestPhotoQuality(metrics)).toBe(expected);
  });
});

describe('photoUpdateSchema', () => {
  it.each<[unknown, boolean]>([
    [{ order: 1 }, true],
    [{ quality_rate: 5 }, true],
    [{ category: 'spa', order: 2 }, true],
    [{}, false],
    [{ order: 0 }, false],
    [{ quality_rate: 0 }, false],
    [{ quality_rate: 6 }, false],
    [{ quality_rate: 4.5 }, false],
    [{ category: 'sauna' }, false],
    [{ url: '/etc/passwd' }, false],
  ])('%j valid: %s', (body, valid) => {
    expect(photoUpdateSchema.safeParse(body).success).toBe(valid);
  });
});
