import { availableParallelism } from 'node:os';
import {
  type ImageFormat,
  MEDIA_MSG,
  PHOTO_MAX_PIXELS,
  PHOTO_RENDITIONS,
  type PhotoMetrics,
  type PhotoRendition,
  sniffImage,
  suggestPhotoQuality,
} from '@hotel/domain';
import sharp from 'sharp';
import { findActiveContent } from '../../lib/active-content.ts';
import type { MessageParams } from '../../lib/errors.ts';

/** Why a file was refused: a catalogue key, its parameters and the status (400 unless told). */
export class UploadRefused extends Error {
  constructor(
    readonly key: string,
    readonly params?: MessageParams,
    readonly status: 400 | 415 = 400,
  ) {
    super(key);
  }
}

export interface ProcessedPhoto {
  format: ImageFormat;
  /** Size after auto-orientation. */
  width: number;
  height: number;
  /** WebP renditions by longest side; never larger than the original. */
  renditions: Map<PhotoRendition, Buffer>;
  metrics: PhotoMetrics;
  /** Stars suggested by the documented formula (docs/decisions/005-photo-quality.md). */
  suggested: number;
}

/** WebP settings of the renditions (exported for the bench's sharp-alone ceiling, which must encode alike). */
export const WEBP = { quality: 80, effort: 1 } as const;
export const WEBP_SMALL = { quality: 78, effort: 4 } as const;

/** At most this many photos are decoded at once in one process (memory stays bounded under load). */
const slots = new (class Semaphore {
  private free = Math.max(2, availableParallelism());
  private readonly waiting: (() => void)[] = [];
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free--;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.free++;
    }
  }
})();

/**
 * One upload, bytes in, renditions out: checks the bytes are a JPEG, PNG or WebP within the pixel
 * limit, auto-orients, strips every metadata (sharp keeps none unless asked), converts to sRGB and
 * encodes the WebP renditions, and measures what the quality suggestion needs. Throws
 * UploadRefused for a file that is not an acceptable image. This is what the bench times.
 */
export function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  return slots.run(() => process(bytes));
}

async function process(bytes: Buffer): Promise<ProcessedPhoto> {
  const format = sniffImage(bytes);
  if (!format) throw new UploadRefused(MEDIA_MSG.fileTypeInvalid);
  // A polyglot (an HTML page, a script, an SVG or a ZIP riding in the image) is refused before it
  // is decoded; the re-encoding below would drop it anyway (decision 015: defence in depth).
  if (findActiveContent(bytes)) throw new UploadRefused(MEDIA_MSG.fileActiveContent, undefined, 415);
  const options = { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' as const };
  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    // The header only: the pixel limit is checked below with its own message.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new UploadRefused(MEDIA_MSG.imageUnreadable);
  }
  if (metadata.format !== format || !metadata.width || !metadata.height) {
    throw new UploadRefused(MEDIA_MSG.imageUnreadable);
  }
  if (metadata.width * metadata.height > PHOTO_MAX_PIXELS) {
    throw new UploadRefused(MEDIA_MSG.imageTooLarge, { max: Math.round(PHOTO_MAX_PIXELS / 1_000_000) });
  }
  const rotated = (metadata.orientation ?? 1) >= 5;
  const width = rotated ? metadata.height : metadata.width;
  const height = rotated ? metadata.width : metadata.height;
  const largest = PHOTO_RENDITIONS[PHOTO_RENDITIONS.length - 1] as PhotoRendition;

  let base: Awaited<ReturnType<typeof decode>>;
  try {
    base = await decode(bytes, options, largest);
  } catch {
    throw new UploadRefused(MEDIA_MSG.imageUnreadable);
  }
  const raw = { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } };
  const fromBase = () => sharp(base.data, raw);

  const encoded = await Promise.all(
    PHOTO_RENDITIONS.map(async (side) => {
      const image =
        side >= Math.max(base.info.width, base.info.height)
          ? fromBase()
          : fromBase().resize({ width: side, height: side, fit: 'inside' });
      return [side, await image.webp(side <= 320 ? WEBP_SMALL : WEBP).toBuffer()] as const;
    }),
  );
  // Measured on the largest rendition: the detail a guest can zoom into (an upscaled photo is blurred there).
  const grey = await fromBase().greyscale().raw().toBuffer({ resolveWithObject: true });
  const measured = measure(grey.data, grey.info.width, grey.info.height, grey.info.channels);
  const metrics: PhotoMetrics = { width, height, ...measured };
  return {
    format,
    width,
    height,
    renditions: new Map(encoded),
    metrics,
    suggested: suggestPhotoQuality(metrics),
  };
}

/** Decoded once, oriented, in sRGB and brought down to the largest rendition: the others derive from it. */
function decode(bytes: Buffer, options: { limitInputPixels: number; failOn: 'error' }, side: number) {
  return sharp(bytes, options)
    .rotate()
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/**
 * Sharpness (variance of the 4-neighbour Laplacian), mean brightness and the share of clipped
 * pixels of a greyscale image (the first channel of each pixel is read).
 */
export function measure(
  pixels: Uint8Array,
  width: number,
  height: number,
  channels = 1,
): Pick<PhotoMetrics, 'sharpness' | 'brightness' | 'clipped'> {
  const count = width * height;
  if (count === 0) return { sharpness: 0, brightness: 0, clipped: 1 };
  const grey = channels === 1 ? pixels : new Uint8Array(count);
  if (channels !== 1) for (let i = 0; i < count; i++) grey[i] = pixels[i * channels] as number;
  let sum = 0;
  let clipped = 0;
  for (let i = 0; i < count; i++) {
    const value = grey[i] as number;
    sum += value;
    if (value <= 5 || value >= 250) clipped++;
  }
  let lapSum = 0;
  let lapSquares = 0;
  let lapCount = 0;
  for (let y = 1; y < height - 1; y++) {
    const row = y * width;
    for (let x = 1; x < width - 1; x++) {
      const i = row + x;
      const laplacian =
        4 * (grey[i] as number) -
        (grey[i - 1] as number) -
        (grey[i + 1] as number) -
        (grey[i - width] as number) -
        (grey[i + width] as number);
      lapSum += laplacian;
      lapSquares += laplacian * laplacian;
      lapCount++;
    }
  }
  const mean = lapCount > 0 ? lapSum / lapCount : 0;
  const sharpness = lapCount > 0 ? lapSquares / lapCount - mean * mean : 0;
  return { sharpness, brightness: sum / count, clipped: clipped / count };
}
