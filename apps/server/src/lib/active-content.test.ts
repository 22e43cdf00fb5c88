import { describe, expect, it } from 'vitest';
import {
  ACTIVE_CONTENT_MARKERS,
  findActiveContent,
  textRanges,
  ZIP_END_SEARCH_BYTES,
} from './active-content.ts';

/** Deterministic "random" bytes (xorshift32), so that a clean case can never fail by chance. */
function noise(length: number, seed = 0x9e3779b9): Uint8Array {
  const bytes = new Uint8Array(length);
  let state = seed >>> 0 || 1;
  for (let i = 0; i < length; i++) {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    bytes[i] = state & 0xff;
  }
  return bytes;
}

const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01];
const PNG_HEAD = [
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
];
const EOCD = [0x50, 0x4b, 0x05, 0x06];
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** A JPEG-like file: its header, `size` noise bytes, and `insert` at `at` (default: the middle). */
function image(head: number[], size: number, insert: number[] = [], at = Math.floor(size / 2)) {
  const body = noise(size);
  const bytes = new Uint8Array(head.length + size + insert.length);
  bytes.set(head);
  bytes.set(body.subarray(0, at), head.length);
  bytes.set(insert, head.length + at);
  bytes.set(body.subarray(at), head.length + at + insert.length);
  return bytes;
}

/** The markers as written, in upper case, and with alternating case. */
const variants = (text: string) => [
  text,
  text.toUpperCase(),
  [...text].map((char, i) => (i % 2 ? char.toUpperCase() : char.toLowerCase())).join(''),
];

describe('findActiveContent', () => {
  const cases = ACTIVE_CONTENT_MARKERS.flatMap((marker) =>
    variants(marker.text).map((text) => [marker.text, `${text}${marker.followedBy ? ' ' : ''}`] as const),
  );

  it.each(cases)('finds %s written %j, in a JPEG and in a PNG', (name, text) => {
    expect(findActiveContent(image(JPEG_HEAD, 4096, ascii(text)))).toBe(name);
    expect(findActiveContent(image(PNG_HEAD, 4096, ascii(text)))).toBe(name);
    // At the very start and at the very end.
    expect(findActiveContent(Uint8Array.from(ascii(text)))).toBe(name);
    expect(findActiveContent(image(JPEG_HEAD, 4096, ascii(text), 4096))).toBe(name);
  });

  it('takes only markers of 5 bytes or more (a short one would match compressed data by chance)', () => {
    for (const marker of ACTIVE_CONTENT_MARKERS) {
      expect(marker.text.length + (marker.followedBy ? 1 : 0), marker.text).toBeGreaterThanOrEqual(5);
    }
  });

  it.each([
    ['<svg>', '<svg'],
    ['<svg/>', '<svg'],
    ['<SVG\nxmlns', '<svg'],
    ['<svg\txmlns', '<svg'],
    ['<svgx', null],
    ['<svg', null],
    ['<scrip', null],
    ['<?ph', null],
    ['<htm', null],
    ['< html', null],
    ['<ifram', null],
    ['<!doctyp', null],
    ['<?xml-styleshee', null],
    // Not letters: no case folding of '?', '!' or '-'.
    ['<\u001fphp', null],
    ['<\u0001doctype', null],
    ['<?xml\rstylesheet', null],
  ] as const)('%j → %s', (text, expected) => {
    expect(findActiveContent(Uint8Array.from(ascii(text)))).toBe(expected);
  });

  it('finds a ZIP end record in the last 65 557 bytes, not before', () => {
    expect(findActiveContent(image(JPEG_HEAD, 100_000, EOCD, 100_000))).toBe('zip');
    expect(findActiveContent(image(JPEG_HEAD, 100_000, [...EOCD, ...Array(18).fill(0)], 100_000))).toBe(
      'zip',
    );
    const total = JPEG_HEAD.length + 100_000 + EOCD.length;
    // The record starts exactly ZIP_END_SEARCH_BYTES before the end: found; one byte earlier: not.
    const at = (start: number) => image(JPEG_HEAD, 100_000, EOCD, start - JPEG_HEAD.length);
    expect(findActiveContent(at(total - ZIP_END_SEARCH_BYTES))).toBe('zip');
    expect(findActiveContent(at(total - ZIP_END_SEARCH_BYTES - 1))).toBeNull();
    expect(findActiveContent(Uint8Array.from(EOCD))).toBe('zip');
    expect(findActiveContent(Uint8Array.from(EOCD.slice(0, 3)))).toBeNull();
    // A local file header alone (PK\x03\x04) is not the end record.
    expect(findActiveContent(image(PNG_HEAD, 4096, [0x50, 0x4b, 0x03, 0x04], 4096))).toBeNull();
  });

  it.each([
    ['JPEG', JPEG_HEAD],
    ['PNG', PNG_HEAD],
  ])('lets a clean %s (header and 2 MB of noise) pass', (_, head) => {
    expect(findActiveContent(image(head, 2 * 1024 * 1024))).toBeNull();
    expect(findActiveContent(new Uint8Array(0))).toBeNull();
  });

  it('reads a Uint8Array view at an offset of a larger buffer', () => {
    const whole = Uint8Array.from([...ascii('<html '), ...noise(64)]);
    expect(findActiveContent(whole.subarray(1))).toBeNull();
    expect(findActiveContent(whole.subarray(0, 5))).toBe('<html');
  });
});

/** Noise without 0xFF, as a JPEG encoder's stuffed output looks to a marker search. */
const entropy = (length: number, seed?: number) =>
  noise(length, seed).map((byte) => (byte === 0xff ? 0xfe : byte));
const u16 = (value: number) => [value >> 8, value & 0xff];
const u32 = (value: number) => [...u16(value >>> 16), ...u16(value & 0xffff)];
const le32 = (value: number) => [value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff, value >>> 24];

/** A JPEG built of its segments: SOI, a comment, a scan header, entropy-coded data, EOI, a trailer. */
function jpeg({ comment = 'made by hand', scan = entropy(4096), trailer = [] as number[] } = {}) {
  const text = ascii(comment);
  return Uint8Array.from([
    0xff,
    0xd8,
    0xff,
    0xfe,
    ...u16(text.length + 2),
    ...text,
    0xff,
    0xda,
    ...u16(8),
    1,
    1,
    0,
    0,
    63,
    0,
    ...scan,
    0xff,
    0xd9,
    ...trailer,
  ]);
}

function pngChunk(type: string, data: number[] | Uint8Array) {
  return [...u32(data.length), ...ascii(type), ...data, 0, 0, 0, 0];
}

/** A PNG built of its chunks: IHDR, a tEXt, one IDAT of noise, IEND, a trailer. */
function png({ text = 'Comment\u0000made by hand', idat = noise(4096), trailer = [] as number[] } = {}) {
  return Uint8Array.from([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...pngChunk('IHDR', Array(13).fill(0)),
    ...pngChunk('tEXt', ascii(text)),
    ...pngChunk('IDAT', idat),
    ...pngChunk('IEND', []),
    ...trailer,
  ]);
}

/** A WebP built of its chunks: VP8 of noise, an EXIF chunk, then a trailer after the RIFF. */
function webp({ exif = 'Exif made by hand', vp8 = noise(4096), trailer = [] as number[] } = {}) {
  const chunk = (type: string, data: number[] | Uint8Array) => [
    ...ascii(type),
    ...le32(data.length),
    ...data,
    ...(data.length % 2 ? [0] : []),
  ];
  const body = [...ascii('WEBP'), ...chunk('VP8 ', vp8), ...chunk('EXIF', ascii(exif))];
  return Uint8Array.from([...ascii('RIFF'), ...le32(body.length), ...body, ...trailer]);
}

/** Pixel data holding `text` at its middle. */
const pixelsWith = (text: string, pixels: Uint8Array) => {
  const copy = pixels.slice();
  copy.set(ascii(text), 2000);
  return copy;
};

describe('findActiveContent reads the structure of JPEG, PNG and WebP', () => {
  it('finds a marker in a JPEG comment or after the end of the image, not in its entropy-coded data', () => {
    expect(findActiveContent(jpeg())).toBeNull();
    expect(findActiveContent(jpeg({ comment: '<?php system($_GET[1]); ?>' }))).toBe('<?php');
    expect(findActiveContent(jpeg({ trailer: ascii('<html><script>alert(1)</script>') }))).toBe('<html');
    expect(findActiveContent(jpeg({ trailer: [...Array(100).fill(0), ...EOCD, ...Array(18).fill(0)] }))).toBe(
      'zip',
    );
    expect(findActiveContent(jpeg({ scan: pixelsWith('<html ', entropy(4096)) }))).toBeNull();
  });

  it('finds a marker in a PNG text chunk or after IEND, not in IDAT', () => {
    expect(findActiveContent(png())).toBeNull();
    expect(findActiveContent(png({ text: 'Comment\u0000<script>alert(1)</script>' }))).toBe('<script');
    expect(findActiveContent(png({ trailer: ascii('<!DOCTYPE html>') }))).toBe('<!doctype');
    expect(findActiveContent(png({ idat: pixelsWith('<iframe ', noise(4096)) }))).toBeNull();
  });

  it('finds a marker in a WebP metadata chunk or after the RIFF container, not in VP8 data', () => {
    expect(findActiveContent(webp())).toBeNull();
    expect(findActiveContent(webp({ exif: '<svg onload=alert(1)>' }))).toBe('<svg');
    expect(findActiveContent(webp({ trailer: ascii('<?php echo 1;') }))).toBe('<?php');
    expect(findActiveContent(webp({ vp8: pixelsWith('<?php ', noise(4096)) }))).toBeNull();
  });

  it('scans a file whole when its structure does not parse (truncated, lying lengths, other formats)', () => {
    const truncated = jpeg({ scan: pixelsWith('<html ', entropy(4096)) }).subarray(0, 3000);
    expect(textRanges(truncated)).toEqual([[0, truncated.length]]);
    expect(findActiveContent(truncated)).toBe('<html');
    const lying = png({ idat: pixelsWith('<html ', noise(4096)) });
    lying.set(u32(0x7fffffff), 8 + 25 + 12 + 'Comment\u0000made by hand'.length);
    expect(findActiveContent(lying)).toBe('<html');
    const gif = Uint8Array.from([...ascii('GIF89a'), ...pixelsWith('<html ', noise(4096))]);
    expect(findActiveContent(gif)).toBe('<html');
  });

  it('leaves the pixel data of a 20 MB JPEG out of the scan', () => {
    const big = jpeg({ scan: entropy(20 * 1024 * 1024, 7) });
    const scanned = textRanges(big).reduce((sum, [start, end]) => sum + end - start, 0);
    expect(scanned).toBeLessThan(100);
  });
});
