import { AVATAR_MAX_PIXELS, AVATAR_SIZE } from '@hotel/domain';
import sharp from 'sharp';
import { findActiveContent } from '../../lib/active-content.ts';

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif';

/** The image format named by the first bytes (magic numbers), whatever the file name or type claims. */
export function detectImageKind(bytes: Uint8Array): ImageKind | undefined {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0x47, 0x49, 0x46, 0x38) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) {
    return 'gif';
  }
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return undefined;
}

export class AvatarImageError extends Error {
  constructor(readonly reason: 'not_image' | 'too_many_pixels' | 'active_content') {
    super(reason);
  }
}

/**
 * Re-encodes an uploaded image as the stored avatar: turned upright by its EXIF orientation,
 * cropped to a 256×256 square (cover), WebP, and no metadata at all (sharp keeps none unless
 * asked). Images over 40 megapixels, and images carrying active content (an HTML page, a script,
 * an SVG or a ZIP: a polyglot), are refused before they are decoded.
 */
export async function toAvatarWebp(bytes: Buffer): Promise<Buffer> {
  const kind = detectImageKind(bytes);
  if (!kind) throw new AvatarImageError('not_image');
  if (findActiveContent(bytes)) throw new AvatarImageError('active_content');
  try {
    return await sharp(bytes, { limitInputPixels: AVATAR_MAX_PIXELS, failOn: 'error', pages: 1 })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new AvatarImageError('too_many_pixels');
    }
    throw new AvatarImageError('not_image');
  }
}
