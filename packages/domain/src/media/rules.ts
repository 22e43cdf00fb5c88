/**
 * Photos and videos of a hotel (spec §3 Media, §5 video dialog, §9 photo scale, ordering, video
 * types and formats): categories, limits, video URL parsing, the byte signatures uploads are checked
 * against, and the suggested photo quality. Free of zod, so that the web's photos step can use it
 * without loading zod first (docs/decisions/018); the API contract is in media/contract.ts.
 */
import {
  PHOTO_QUALITY_MAX,
  PHOTO_QUALITY_MIN,
  type VIDEO_UPLOAD_FORMATS,
  VIDEO_URL_TYPES,
} from '../shared/constants.ts';

/**
 * Picture categories, aligned with the OpenTravel Alliance "Picture Category Code" list (PIC):
 * the slug is what the API stores, `ota` the OTA code for feeds.
 */
export const MEDIA_CATEGORIES = [
  { key: 'exterior', ota: 1 },
  { key: 'lobby', ota: 2 },
  { key: 'pool', ota: 3 },
  { key: 'restaurant', ota: 4 },
  { key: 'health_club', ota: 5 },
  { key: 'guest_room', ota: 6 },
  { key: 'suite', ota: 7 },
  { key: 'meeting_room', ota: 8 },
  { key: 'ballroom', ota: 9 },
  { key: 'golf', ota: 10 },
  { key: 'beach', ota: 11 },
  { key: 'spa', ota: 12 },
  { key: 'bar', ota: 13 },
  { key: 'recreation', ota: 14 },
  { key: 'logo', ota: 15 },
  { key: 'basics', ota: 16 },
  { key: 'map', ota: 17 },
  { key: 'promotional', ota: 18 },
  { key: 'hot_news', ota: 19 },
  { key: 'miscellaneous', ota: 20 },
  { key: 'room_amenity', ota: 21 },
  { key: 'property_amenity', ota: 22 },
  { key: 'business_center', ota: 23 },
] as const;
export type MediaCategory = (typeof MEDIA_CATEGORIES)[number]['key'];
export const MEDIA_CATEGORY_KEYS = MEDIA_CATEGORIES.map((c) => c.key) as [MediaCategory, ...MediaCategory[]];
export const DEFAULT_PHOTO_CATEGORY: MediaCategory = 'exterior';
export const DEFAULT_VIDEO_CATEGORY: MediaCategory = 'promotional';

/** Upload limits. A photo larger than either limit is refused before it is decoded. */
export const PHOTO_MAX_BYTES = 20 * 1024 * 1024;
export const PHOTO_MAX_PIXELS = 50_000_000;
/** Files one photo upload request may carry (the web sends one file per request). */
export const PHOTO_MAX_FILES = 20;
export const PHOTO_ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Stored renditions: the longest side in pixels, all WebP. */
export const PHOTO_RENDITIONS = [320, 1024, 2048] as const;
export type PhotoRendition = (typeof PHOTO_RENDITIONS)[number];
export const VIDEO_MAX_BYTES = 50 * 1024 * 1024;
export const VIDEO_ACCEPTED_EXTENSIONS = ['.avi', '.mpeg', '.mpg', '.mp4'] as const;

export const MEDIA_MSG = {
  fileRequired: 'media.errors.file_required',
  fileTypeInvalid: 'media.errors.file_type_invalid',
  fileTooLarge: 'media.errors.file_too_large',
  imageTooLarge: 'media.errors.image_too_large',
  imageUnreadable: 'media.errors.image_unreadable',
  fileNameInvalid: 'media.errors.file_name_invalid',
  /** An image carrying an HTML page, a script, an SVG or a ZIP (a polyglot): 415. */
  fileActiveContent: 'media.errors.file_active_content',
  /** A photo's stars are changed only by staff (approbe_contract_perm): 403. */
  rateForbidden: 'media.errors.rate_forbidden',
  tooManyFiles: 'media.errors.too_many_files',
  videoTypeInvalid: 'media.errors.video_type_invalid',
  videoTooLarge: 'media.errors.video_too_large',
  videoUrlInvalid: 'media.errors.video_url_invalid',
  categoryInvalid: 'media.errors.category_invalid',
  nothingToChange: 'media.errors.nothing_to_change',
  photoNotFound: 'media.errors.photo_not_found',
} as const;

export interface ParsedVideoUrl {
  code: string;
  public_url: string;
}

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'www.youtube-nocookie.com',
  'youtube-nocookie.com',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/;

/**
 * Turns a video page address into the video's code and an embeddable player address; null when
 * the address is not a video of that service (another site, another service, no id).
 *
 * YouTube: watch?v=ID, youtu.be/ID, /embed/ID, /shorts/ID, /live/ID; Vimeo: /ID, /ID/HASH
 * (unlisted), /channels/NAME/ID, player.vimeo.com/video/ID. Only http and https.
 */
export function parseVideoUrl(type: (typeof VIDEO_URL_TYPES)[number], raw: string): ParsedVideoUrl | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || (url.port && url.port !== '443' && url.port !== '80')) return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  if (type === 'youtube') {
    if (!YOUTUBE_HOSTS.has(host)) return null;
    let id: string | null | undefined;
    if (host === 'youtu.be') id = segments.length === 1 ? segments[0] : null;
    else if (segments[0] === 'watch' && segments.length === 1) id = url.searchParams.get('v');
    else if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '') && segments.length === 2)
      id = segments[1];
    if (!id || !YOUTUBE_ID.test(id)) return null;
    return { code: id, public_url: `https://www.youtube-nocookie.com/embed/${id}` };
  }
  if (!VIMEO_HOSTS.has(host)) return null;
  let id: string | undefined;
  let hash: string | null | undefined;
  if (host === 'player.vimeo.com') {
    if (segments[0] !== 'video' || segments.length !== 2) return null;
    id = segments[1];
    hash = url.searchParams.get('h');
  } else if (segments[0] === 'channels' && segments.length === 3) {
    id = segments[2];
  } else if (segments.length === 1 || segments.length === 2) {
    id = segments[0];
    hash = segments[1];
  }
  if (!id || !VIMEO_ID.test(id)) return null;
  if (hash && !VIMEO_HASH.test(hash)) return null;
  return {
    code: id,
    public_url: `https://player.vimeo.com/video/${id}${hash ? `?h=${hash}` : ''}`,
  };
}

export type ImageFormat = 'jpeg' | 'png' | 'webp';
/** A video link's service and its parsed address. */
export interface ResolvedVideoUrl extends ParsedVideoUrl {
  type: (typeof VIDEO_URL_TYPES)[number];
}

/**
 * The service a video address is of, and the address parsed: the type chosen when the address is
 * one of its, otherwise the other service's when it is one of those (issue 34: a Vimeo address
 * with the default type YouTube is a Vimeo video, not a mistake). Null for no video of either.
 */
export function resolveVideoUrl(
  type: (typeof VIDEO_URL_TYPES)[number],
  raw: string,
): ResolvedVideoUrl | null {
  for (const candidate of [type, ...VIDEO_URL_TYPES.filter((other) => other !== type)]) {
    const parsed = parseVideoUrl(candidate, raw);
    if (parsed) return { type: candidate, ...parsed };
  }
  return null;
}

export type VideoFormat = (typeof VIDEO_UPLOAD_FORMATS)[number];

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  if (bytes.length < at + signature.length) return false;
  return signature.every((byte, i) => bytes[at + i] === byte);
}
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image format the bytes really are (JPEG, PNG or WebP), whatever the file is called. */
export function sniffImage(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/** The video container the bytes really are: MP4 (ISO BMFF `ftyp`), AVI (RIFF AVI) or MPEG (PS/TS). */
export function sniffVideo(bytes: Uint8Array): VideoFormat | null {
  if (startsWith(bytes, ascii('ftyp'), 4)) return 'mp4';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('AVI '), 8)) return 'avi';
  // MPEG program stream (pack header) or elementary video stream (sequence header).
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0xba]) || startsWith(bytes, [0x00, 0x00, 0x01, 0xb3]))
    return 'mpeg';
  // MPEG transport stream: sync byte every 188 bytes.
  if (bytes.length >= 377 && bytes[0] === 0x47 && bytes[188] === 0x47 && bytes[376] === 0x47) return 'mpeg';
  return null;
}

/**
 * Whether the bytes are one well-formed container of that format from their first byte to their
 * last, so that nothing can ride after the video (a ZIP, an HTML page: a polyglot) and no size
 * field points beyond the file. Uploaded videos are stored as sent (no transcoder), so this walk
 * is what keeps another format out. MP4: top-level boxes, ftyp first, sizes tiling the file.
 * AVI: RIFF chunks ('AVI ' then 'AVIX'). MPEG: transport packets of 188 bytes, program-stream
 * packs and packets ending with the end code, or an elementary stream ending with its end code.
 */
export function isWellFormedVideo(bytes: Uint8Array, format: VideoFormat): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const length = bytes.length;
  if (format === 'mp4') {
    let at = 0;
    while (at < length) {
      if (length - at < 8) return false;
      let size = view.getUint32(at);
      let header = 8;
      for (let i = at + 4; i < at + 8; i++) {
        const byte = bytes[i] as number;
        if (byte < 0x20 || byte > 0x7e) return false;
      }
      if (at === 0 && !startsWith(bytes, ascii('ftyp'), 4)) return false;
      if (size === 1) {
        if (length - at < 16) return false;
        size = view.getUint32(at + 8) * 2 ** 32 + view.getUint32(at + 12);
        header = 16;
      } else if (size === 0) {
        size = length - at;
      }
      if (size < header || size > length - at) return false;
      at += size;
    }
    return at === length;
  }
  if (format === 'avi') {
    let at = 0;
    while (at < length) {
      if (length - at < 12 || !startsWith(bytes, ascii('RIFF'), at)) return false;
      if (!startsWith(bytes, ascii(at === 0 ? 'AVI ' : 'AVIX'), at + 8)) return false;
      const size = view.getUint32(at + 4, true);
      const total = 8 + size + (size % 2);
      if (size < 4 || total > length - at) {
        // The last chunk may leave its pad byte out.
        if (!(size % 2 === 1 && 8 + size === length - at)) return false;
        return true;
      }
      at += total;
    }
    return at === length;
  }
  if (bytes[0] === 0x47) {
    if (length === 0 || length % 188 !== 0) return false;
    for (let at = 0; at < length; at += 188) if (bytes[at] !== 0x47) return false;
    return true;
  }
  const startCode = (at: number) => bytes[at] === 0 && bytes[at + 1] === 0 && bytes[at + 2] === 1;
  if (bytes[3] === 0xb3) {
    return length >= 8 && startCode(length - 4) && bytes[length - 1] === 0xb7;
  }
  // Program stream: packs (MPEG-1 or MPEG-2 headers), system headers and packets, then the end code.
  let at = 0;
  while (at + 4 <= length) {
    if (!startCode(at)) return false;
    const code = bytes[at + 3] as number;
    if (code === 0xb9) return at + 4 === length;
    if (code === 0xba) {
      const marker = bytes[at + 4] ?? 0;
      if ((marker & 0xc0) === 0x40) {
        if (at + 14 > length) return false;
        at += 14 + ((bytes[at + 13] as number) & 0x07);
      } else if ((marker & 0xf0) === 0x20) {
        at += 12;
      } else {
        return false;
      }
    } else if (code >= 0xbb) {
      if (at + 6 > length) return false;
      at += 6 + view.getUint16(at + 4);
    } else {
      return false;
    }
  }
  return false;
}

export const VIDEO_CONTENT_TYPES: Record<VideoFormat, string> = {
  mp4: 'video/mp4',
  avi: 'video/x-msvideo',
  mpeg: 'video/mpeg',
};

/**
 * A file name as the browser sends it: a plain name, never a path or a control character. The
 * name is never used to store the file (keys are generated); a path-like name is refused so that
 * nothing downstream is tempted to.
 */
export function isSafeFileName(name: string): boolean {
  if (name.length === 0 || name.length > 255) return false;
  if (name === '.' || name === '..' || name.includes('..')) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  return !/[/\\:\u0000-\u001f\u007f]/.test(name);
}

/** What the upload pipeline measures of a photo (decoded and auto-oriented). */
export interface PhotoMetrics {
  width: number;
  height: number;
  /**
   * Variance of the 4-neighbour Laplacian of the greyscale largest rendition (at most 2048 px on
   * its longest side): higher is sharper (blurred or upscaled images have few strong edges).
   */
  sharpness: number;
  /** Mean luminance 0..255. */
  brightness: number;
  /** Share (0..1) of pixels crushed to black (≤ 5) or blown to white (≥ 250). */
  clipped: number;
}

/** Resolution points: megapixels at least 4 → 5, 2 → 4, 1 → 3, 0.3 → 2, else 1. */
export function resolutionScore(width: number, height: number): number {
  const megapixels = (width * height) / 1_000_000;
  if (megapixels >= 4) return 5;
  if (megapixels >= 2) return 4;
  if (megapixels >= 1) return 3;
  if (megapixels >= 0.3) return 2;
  return 1;
}

/** Sharpness points from the Laplacian variance: ≥ 200 → 5, 90 → 4, 35 → 3, 12 → 2, else 1. */
export function sharpnessScore(laplacianVariance: number): number {
  if (laplacianVariance >= 200) return 5;
  if (laplacianVariance >= 90) return 4;
  if (laplacianVariance >= 35) return 3;
  if (laplacianVariance >= 12) return 2;
  return 1;
}

/**
 * Exposure points: 5 less one per 25 levels the mean luminance lies outside 80..180, less one
 * per 10 % of clipped pixels beyond the first 5 %; at least 1.
 */
export function exposureScore(brightness: number, clipped: number): number {
  const outside = brightness < 80 ? 80 - brightness : brightness > 180 ? brightness - 180 : 0;
  const clippedPenalty = clipped > 0.05 ? Math.ceil((clipped - 0.05) / 0.1 - 1e-9) : 0;
  return Math.max(1, 5 - Math.ceil(outside / 25 - 1e-9) - clippedPenalty);
}

/**
 * The suggested stars of a photo (docs/decisions/005-photo-quality.md): a weighted mean of the
 * resolution (40 %), sharpness (35 %) and exposure (25 %) points, rounded half up, and never more
 * than one star above the weakest of resolution and sharpness (a tiny or blurred photo cannot be
 * rescued by good light). Always 1..5.
 */
export function suggestPhotoQuality(metrics: PhotoMetrics): number {
  const resolution = resolutionScore(metrics.width, metrics.height);
  const sharpness = sharpnessScore(metrics.sharpness);
  const exposure = exposureScore(metrics.brightness, metrics.clipped);
  const weighted = 0.4 * resolution + 0.35 * sharpness + 0.25 * exposure;
  const capped = Math.min(Math.floor(weighted + 0.5 + 1e-9), Math.min(resolution, sharpness) + 1);
  return Math.min(PHOTO_QUALITY_MAX, Math.max(PHOTO_QUALITY_MIN, capped));
}

export const VIDEO_KINDS = [...VIDEO_URL_TYPES, 'upload'] as const;
export type VideoKind = (typeof VIDEO_KINDS)[number];
