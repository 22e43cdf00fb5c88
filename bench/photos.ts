/**
 * Photos per second through the real upload pipeline (multipart POST to the photo route: parse,
 * sniff, decode, orient, resize, encode the WebP renditions, measure quality, store, insert),
 * against the ceiling of the same decode and renditions with sharp alone in this process. The
 * photo is a 12-megapixel JPEG generated here (nothing is downloaded): smooth shapes, edges and
 * fine noise, so that it compresses and decodes like a real photograph rather than flat colour.
 */
import { PHOTO_RENDITIONS } from '@hotel/domain';
import sharp from 'sharp';
import { WEBP, WEBP_SMALL } from '../apps/server/src/modules/media/index.ts';

export interface PhotoFigures {
  photos: number;
  concurrency: number;
  jpegBytes: number;
  width: number;
  height: number;
  /** Photos per second through the upload route. */
  pipeline: number;
  /** Photos per second with sharp alone. */
  ceiling: number;
  errors: number;
}

/** A 4000 × 3000 JPEG (quality 90) that looks like a photograph to the codecs. */
export async function makePhoto(width = 4000, height = 3000): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  const noise = () => {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    return (seed % 17) - 8;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      // A sky gradient, a horizon, a few window-like blocks and sensor noise.
      const sky = y < height * 0.45;
      const window = !sky && x % 400 < 180 && y % 300 < 140;
      const base = sky
        ? 200 - (y / height) * 120
        : window
          ? 235
          : 90 + 40 * Math.sin(x / 37) * Math.cos(y / 53);
      pixels[i] = clamp(base + (sky ? -40 : 20) + noise());
      pixels[i + 1] = clamp(base + (sky ? -10 : 5) + noise());
      pixels[i + 2] = clamp(base + (sky ? 40 : -15) + noise());
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

function clamp(value: number): number {
  return value < 0 ? 0 : value > 255 ? 255 : Math.round(value);
}

/** Runs `count` tasks, `concurrency` at a time; answers photos per second and the failures. */
async function timed(count: number, concurrency: number, task: (index: number) => Promise<boolean>) {
  let next = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const index = next++;
        if (!(await task(index))) errors++;
      }
    }),
  );
  return { rate: count / ((performance.now() - started) / 1000), errors };
}

/** sharp alone: decode and orient once, bring down to the largest rendition, encode every rendition. */
async function renditions(jpeg: Buffer): Promise<boolean> {
  const largest = PHOTO_RENDITIONS[PHOTO_RENDITIONS.length - 1] ?? 2048;
  const base = await sharp(jpeg)
    .rotate()
    .resize({ width: largest, height: largest, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } };
  await Promise.all(
    PHOTO_RENDITIONS.map((side) =>
      sharp(base.data, raw)
        .resize({ width: side, height: side, fit: 'inside' })
        .webp(side <= 320 ? WEBP_SMALL : WEBP)
        .toBuffer(),
    ),
  );
  return true;
}

export async function measurePhotos(options: {
  baseUrl: string;
  token: string;
  hotelIds: number[];
  photos: number;
  concurrency: number;
}): Promise<PhotoFigures> {
  const jpeg = await makePhoto();
  const { width = 0, height = 0 } = await sharp(jpeg).metadata();
  // One photo each way first: sharp's and the server's first call pay for loading the codecs.
  await renditions(jpeg);
  const upload = async (index: number) => {
    const form = new FormData();
    form.append('category', 'guest_room');
    form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), `bench-${index}.jpg`);
    const hotelId = options.hotelIds[index % options.hotelIds.length];
    const response = await fetch(`${options.baseUrl}/api/hotel/${hotelId}/photo`, {
      method: 'POST',
      headers: { authorization: `Token ${options.token}` },
      body: form,
    });
    await response.arrayBuffer();
    return response.status === 201;
  };
  await upload(options.photos);
  const ceiling = await timed(options.photos, options.concurrency, () => renditions(jpeg));
  const pipeline = await timed(options.photos, options.concurrency, upload);
  return {
    photos: options.photos,
    concurrency: options.concurrency,
    jpegBytes: jpeg.length,
    width,
    height,
    pipeline: pipeline.rate,
    ceiling: ceiling.rate,
    errors: pipeline.errors,
  };
}
