/**
 * Active content hidden in an uploaded image (a polyglot: an HTML page, a PHP script, an SVG or a
 * ZIP appended to the image or inside a comment / tEXt chunk). Uploads that carry it are refused
 * before they are decoded (docs/decisions/015-hostile-input-and-auth-abuse.md); the re-encoding
 * stays behind it as a second defence.
 */

/** A marker and the bytes that may follow it (none: anything). Letters match in either case. */
interface Marker {
  text: string;
  /** Bytes one of which must come right after `text` (a tag name ends there). */
  followedBy?: readonly number[];
}

/** HTML whitespace, `/` and `>`: what may end a tag name. */
const TAG_END = [0x09, 0x0a, 0x0c, 0x0d, 0x20, 0x2f, 0x3e] as const;

/**
 * Every marker is at least 5 bytes long, so that compressed image data (close to random bytes)
 * holds one by chance very rarely: `<svg` is only 4, so it counts with the byte that ends the tag
 * name. The estimate is in decision 015.
 */
export const ACTIVE_CONTENT_MARKERS: readonly Marker[] = [
  { text: '<?php' },
  { text: '<script' },
  { text: '<html' },
  { text: '<iframe' },
  { text: '<!doctype' },
  { text: '<svg', followedBy: TAG_END },
  { text: '<?xml-stylesheet' },
];

/** A ZIP archive's end-of-central-directory record starts with these 4 bytes ("PK\x05\x06"). */
export const ZIP_END_OF_CENTRAL_DIRECTORY = [0x50, 0x4b, 0x05, 0x06] as const;
/** The record (22 bytes) plus the longest comment it may carry (65 535 bytes) ends a ZIP file. */
export const ZIP_END_SEARCH_BYTES = 22 + 65_535;

const LT = 0x3c;
const isLetter = (code: number) => code >= 0x61 && code <= 0x7a;

interface CompiledMarker {
  name: string;
  /** Lower-case bytes; a letter is compared with its input byte OR 0x20 (ASCII case folding). */
  bytes: Uint8Array;
  letters: boolean[];
  followedBy?: ReadonlySet<number>;
}

const COMPILED: readonly CompiledMarker[] = ACTIVE_CONTENT_MARKERS.map((marker) => {
  const bytes = Uint8Array.from([...marker.text].map((char) => char.charCodeAt(0)));
  return {
    name: marker.text,
    bytes,
    letters: [...bytes].map(isLetter),
    ...(marker.followedBy ? { followedBy: new Set(marker.followedBy) } : {}),
  };
});

function matchesAt(bytes: Uint8Array, at: number, marker: CompiledMarker): boolean {
  const length = marker.bytes.length;
  const end = at + length;
  if (end + (marker.followedBy ? 1 : 0) > bytes.length) return false;
  for (let i = 1; i < length; i++) {
    const byte = bytes[at + i] as number;
    const want = marker.bytes[i] as number;
    // Only ASCII letters fold: byte | 0x20 is a lower-case letter only when byte is a letter.
    if ((marker.letters[i] ? byte | 0x20 : byte) !== want) return false;
  }
  return !marker.followedBy || marker.followedBy.has(bytes[end] as number);
}

/** A range of bytes, [start, end). */
export type ByteRange = readonly [start: number, end: number];

const u16be = (bytes: Uint8Array, at: number) => ((bytes[at] as number) << 8) | (bytes[at + 1] as number);
const u32be = (bytes: Uint8Array, at: number) => u16be(bytes, at) * 0x10000 + u16be(bytes, at + 2);
const u32le = (bytes: Uint8Array, at: number) =>
  (bytes[at] as number) +
  (bytes[at + 1] as number) * 0x100 +
  (bytes[at + 2] as number) * 0x10000 +
  (bytes[at + 3] as number) * 0x1000000;
const fourcc = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

/** JPEG: every segment (markers, metadata, comments, tables) and what follows the end of image. */
function jpegRanges(bytes: Uint8Array): ByteRange[] | null {
  const ranges: ByteRange[] = [];
  let at = 2;
  let from = 0;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] as number;
    if (marker === 0xff) {
      at += 1; // fill byte
    } else if (marker === 0xd9) {
      ranges.push([from, bytes.length]); // the end of image, and any trailer after it
      return ranges;
    } else if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // standalone markers
    } else {
      if (at + 3 >= bytes.length) return null;
      at += 2 + u16be(bytes, at + 2);
      if (at > bytes.length) return null;
      if (marker === 0xda) {
        // Entropy-coded data follows the scan header, up to the next marker that is neither a
        // stuffed 0xFF00 nor a restart: compressed pixels, left out.
        ranges.push([from, at]);
        let next = bytes.indexOf(0xff, at);
        while (next !== -1) {
          const following = bytes[next + 1];
          if (following === undefined) return null;
          if (following !== 0x00 && !(following >= 0xd0 && following <= 0xd7)) break;
          next = bytes.indexOf(0xff, next + 1);
        }
        if (next === -1) return null;
        at = next;
        from = next;
      }
    }
  }
  return null;
}

/** PNG: every chunk but the compressed pixel data (IDAT, fdAT), and what follows IEND. */
function pngRanges(bytes: Uint8Array): ByteRange[] | null {
  const ranges: ByteRange[] = [];
  let at = 8;
  let from = 0;
  while (at + 8 <= bytes.length) {
    const length = u32be(bytes, at);
    const type = fourcc(bytes, at + 4);
    const dataStart = at + 8;
    const end = dataStart + length + 4;
    if (end > bytes.length) return null;
    if (type === 'IDAT' || type === 'fdAT') {
      ranges.push([from, dataStart]);
      from = dataStart + length;
    }
    at = end;
    if (type === 'IEND') {
      ranges.push([from, bytes.length]);
      return ranges;
    }
  }
  return null;
}

/** WebP: every chunk but the compressed pixel data, and what follows the RIFF container. */
function webpRanges(bytes: Uint8Array): ByteRange[] | null {
  if (bytes.length < 12) return null;
  const riffEnd = 8 + u32le(bytes, 4);
  if (riffEnd > bytes.length) return null;
  const ranges: ByteRange[] = [];
  let at = 12;
  let from = 0;
  while (at + 8 <= riffEnd) {
    const type = fourcc(bytes, at);
    const size = u32le(bytes, at + 4);
    const dataStart = at + 8;
    const end = dataStart + size + (size % 2);
    if (end > riffEnd + 1) return null;
    if (type === 'VP8 ' || type === 'VP8L' || type === 'ALPH' || type === 'ANMF') {
      ranges.push([from, dataStart]);
      from = dataStart + size;
    }
    at = end;
  }
  ranges.push([from, bytes.length]);
  return ranges;
}

/**
 * The ranges of an image where text can hide as written: headers, metadata, comments, text chunks
 * and anything after the image's end. Compressed pixel data is left out, because it is close to
 * random bytes and would match a marker by chance (a 20 MB photo about once in 650, decision 015).
 * A file whose structure does not parse, or another format (GIF), is scanned whole.
 */
export function textRanges(bytes: Uint8Array): ByteRange[] {
  const whole: ByteRange[] = [[0, bytes.length]];
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegRanges(bytes) ?? whole;
  if (bytes[0] === 0x89 && fourcc(bytes, 1) === 'PNG\r') return pngRanges(bytes) ?? whole;
  if (fourcc(bytes, 0) === 'RIFF' && fourcc(bytes, 8) === 'WEBP') return webpRanges(bytes) ?? whole;
  return whole;
}

/**
 * The first active-content marker in the text ranges of the bytes, or null. Every marker starts
 * with `<`, so the scan jumps from one `<` to the next (a native search) and compares the markers
 * there; then the ZIP end record is looked for in the last ZIP_END_SEARCH_BYTES. Allocates nothing
 * but the list of ranges.
 */
export function findActiveContent(bytes: Uint8Array): string | null {
  const ranges = textRanges(bytes);
  for (const [start, end] of ranges) {
    const range = bytes.subarray(start, end);
    for (let at = range.indexOf(LT); at !== -1; at = range.indexOf(LT, at + 1)) {
      for (const marker of COMPILED) if (matchesAt(range, at, marker)) return marker.name;
    }
  }
  const [p, k, five, six] = ZIP_END_OF_CENTRAL_DIRECTORY;
  const zipFrom = Math.max(0, bytes.length - ZIP_END_SEARCH_BYTES);
  for (const [start, end] of ranges) {
    const last = end - ZIP_END_OF_CENTRAL_DIRECTORY.length;
    for (
      let at = bytes.indexOf(p, Math.max(start, zipFrom));
      at !== -1 && at <= last;
      at = bytes.indexOf(p, at + 1)
    ) {
      if (bytes[at + 1] === k && bytes[at + 2] === five && bytes[at + 3] === six) return 'zip';
    }
  }
  return null;
}
