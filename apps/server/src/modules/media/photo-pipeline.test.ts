import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { measure, processPhoto, UploadRefused } from './photo-pipeline.ts';

describe('measure', () => {
  it('finds a flat grey image dull but well exposed, a checkerboard sharp, black and white clipped', () => {
    const flat = new Uint8Array(64 * 64).fill(128);
    expect(measure(flat, 64, 64)).toEqual({ sharpness: 0, brightness: 128, clipped: 0 });
    const board = new Uint8Array(64 * 64).map((_, i) =>
      ((i % 64) + Math.floor(i / 64)) % 2 === 0 ? 0 : 255,
    );
    const checker = measure(board, 64, 64);
    expect(checker.sharpness).toBeGreaterThan(100_000);
    expect(checker.clipped).toBe(1);
    expect(checker.brightness).toBeCloseTo(127.5);
  });

  it('reads the first channel of multi-channel pixels', () => {
    const rgb = new Uint8Array(4 * 4 * 3);
    for (let i = 0; i < 16; i++) rgb.set([200, 0, 0], i * 3);
    expect(measure(rgb, 4, 4, 3).brightness).toBe(200);
  });
});

describe('processPhoto', () => {
  const photo = (width: number, height: number) =>
    sharp({
      create: {
        width,
        height,
        channels: 3,
        background: '#787878',
        noise: { type: 'gaussian', mean: 120, sigma: 50 },
      },
    });

  it('makes three WebP renditions no larger than the original, and suggests stars', async () => {
    const result = await processPhoto(await photo(1500, 1000).jpeg().toBuffer());
    expect(result.format).toBe('jpeg');
    expect([result.width, result.height]).toEqual([1500, 1000]);
    const sizes = await Promise.all(
      [...result.renditions].map(async ([side, bytes]) => {
        const meta = await sharp(bytes).metadata();
        return [side, meta.format, meta.width, meta.height];
      }),
    );
    expect(sizes).toEqual([
      [320, 'webp', 320, 213],
      [1024, 'webp', 1024, 683],
      [2048, 'webp', 1500, 1000],
    ]);
    expect(result.suggested).toBeGreaterThanOrEqual(1);
    expect(result.suggested).toBeLessThanOrEqual(5);
  });

  it('drops EXIF (GPS, camera) and applies the orientation', async () => {
    const withExif = await photo(400, 200)
      .withExif({ IFD0: { Make: 'Cámara', Model: 'Secreta' }, IFD3: { GPSLatitudeRef: 'N' } })
      .withMetadata({ orientation: 8 })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const result = await processPhoto(withExif);
    expect([result.width, result.height]).toEqual([200, 400]);
    for (const bytes of result.renditions.values()) {
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.height).toBeGreaterThan(meta.width ?? 0);
    }
  });

  it.each<[string, () => Promise<Buffer>, string]>([
    ['a GIF', () => photo(50, 50).gif().toBuffer(), 'media.errors.file_type_invalid'],
    [
      'an SVG',
      async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      'media.errors.file_type_invalid',
    ],
    [
      'a truncated JPEG',
      async () => (await photo(300, 300).jpeg().toBuffer()).subarray(0, 200),
      'media.errors.image_unreadable',
    ],
    [
      'a PNG claiming to be JPEG inside',
      async () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), await photo(20, 20).png().toBuffer()]),
      'media.errors.image_unreadable',
    ],
  ])('refuses %s', async (_name, make, key) => {
    const refusal = await processPhoto(await make()).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(UploadRefused);
    expect((refusal as UploadRefused).key).toBe(key);
  });
});
