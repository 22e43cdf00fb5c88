/**
 * Helpers of the media (photos, room photos, videos, photographer), opinions and contracts API
 * tests: the media tests' app, hotels, a complete wizard, staff users, multipart bodies, images made
 * on the fly, photo uploads and the files they leave.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  catalogueChoice,
  createHotel,
  createTestApp,
  json,
  rows,
  signUp,
  type TestApp,
  verifyHotel,
} from './app.ts';
import { basicAndLocationBody } from './fixtures.ts';

export type User = Awaited<ReturnType<typeof signUp>>;

/**
 * Signs a user up with a catalogue hotel chosen at registration and creates it; answers the user,
 * the hotel id and its catalogue choice. `verified`: staff verify the user's claim through the
 * back office, as a hotel must be before its contract is sent (decision 027).
 */
export async function userWithHotel(app: FastifyInstance, options: { verified?: boolean } = {}) {
  const hotel = await catalogueChoice(app);
  const user = await signUp(app, { hotels: [hotel] });
  const hotelId = await createHotel(app, user.headers, hotel);
  if (options.verified) await verifyHotel(app, hotelId, user.userId);
  return { user, hotelId, hotel };
}

/** Fills the basic and location steps and adds one valid room type: every wizard step is complete. */
export async function completeWizard(app: FastifyInstance, user: User, hotelId: number) {
  const patched = await app.inject({
    method: 'PATCH',
    url: `/api/hotel/${hotelId}`,
    headers: user.headers,
    payload: basicAndLocationBody,
  });
  expect(patched.statusCode).toBe(200);
  const attributes = json<{ types: { id: number }[]; bath: { id: number }[] }>(
    await app.inject({ method: 'GET', url: '/api/hotel/room/attributes', headers: user.headers }),
  );
  const beds = json<{ id: number; room_allowed: boolean }[]>(
    await app.inject({ method: 'GET', url: '/api/hotel/beddings', headers: user.headers }),
  );
  const room = await app.inject({
    method: 'POST',
    url: `/api/hotel/${hotelId}/room/`,
    headers: user.headers,
    payload: {
      name: 'Doble estándar',
      type: attributes.types[0]?.id,
      bath: attributes.bath[0]?.id,
      default_adults: 2,
      hotelroom_rooms: [
        { order: 0, hoteltypebeds: [{ rbed: beds.find((b) => b.room_allowed)?.id, quantity: 1 }] },
      ],
    },
  });
  expect(room.statusCode, room.body).toBe(201);
  return json<{ id: number }>(room).id;
}

/** Makes a user staff (approbe_contract_perm, with the second factor staff need) attached to the hotel. */
export async function makeStaff(app: FastifyInstance, staff: User, hotelId?: number) {
  await rows(app, sql`update users set approbe_contract_perm = true where id = ${staff.userId}`);
  await rows(
    app,
    sql`insert into user_totp (user_id, secret, enabled) values (${staff.userId}, 'JBSWY3DPEHPK3PXP', true)
        on conflict (user_id) do update set enabled = true`,
  );
  if (hotelId !== undefined) {
    await rows(app, sql`insert into user_hotels (user_id, hotel_id) values (${staff.userId}, ${hotelId})`);
  }
}

export interface FilePart {
  field?: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** A multipart/form-data body: the fields first, then the files. */
export function multipart(fields: Record<string, string>, files: FilePart[]) {
  const boundary = `----hx${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A photo-like image: a gradient with detail, so that it encodes like a real photo. */
export async function image(
  format: 'jpeg' | 'png' | 'webp',
  width = 1200,
  height = 800,
  options: { orientation?: number } = {},
): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .blur(1)
    .png()
    .toBuffer();
  let pipeline = sharp(noise).composite([
    {
      input: Buffer.from(
        `<svg width="${width}" height="${height}"><rect x="${width / 4}" y="${height / 4}" width="${width / 2}" height="${height / 4}" fill="#1c7ed6"/></svg>`,
      ),
    },
  ]);
  if (options.orientation) pipeline = pipeline.withMetadata({ orientation: options.orientation });
  return pipeline.toFormat(format).toBuffer();
}

/** A PNG whose header claims width × height pixels (no real pixels: a decompression bomb's header). */
export function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A well-formed MP4 of `size` bytes: an `ftyp` box, then an `mdat` box of filler to the end. */
export function mp4Bytes(size = 4096): Buffer {
  const bytes = Buffer.alloc(size);
  Buffer.from([0x00, 0x00, 0x00, 0x18]).copy(bytes, 0);
  Buffer.from('ftypisom', 'ascii').copy(bytes, 4);
  bytes.writeUInt32BE(size - 0x18, 0x18);
  Buffer.from('mdat', 'ascii').copy(bytes, 0x1c);
  return bytes;
}

/** A MEDIA_DIR of a test file's own (the file removes it when it ends). */
function testMediaDir(): string {
  return `/tmp/hotel-extranet-media-test-${randomBytes(6).toString('hex')}`;
}

/**
 * The app of a media test file, on a MEDIA_DIR of its own: registers its start (beforeAll) and its
 * close and the removal of the directory (afterAll). `env` adds variables; a function, for those
 * known only once an earlier beforeAll ran (the S3 server's). `app` is there once the file's tests run.
 */
export function mediaTestApp(env: Record<string, string> | (() => Record<string, string>) = {}) {
  const mediaDir = testMediaDir();
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    testApp = await createTestApp({ ...(typeof env === 'function' ? env() : env), MEDIA_DIR: mediaDir });
  });
  afterAll(async () => {
    await testApp?.close();
    await rm(mediaDir, { recursive: true, force: true });
  });
  return {
    mediaDir,
    get app(): FastifyInstance {
      if (!testApp) throw new Error('mediaTestApp: the app starts in beforeAll');
      return testApp.app;
    },
  };
}

/**
 * Fetches a video uploaded as `mp4Bytes()` whole and by a range (bytes 4-11: the `ftyp` brand) and
 * checks both; answers the two responses for the checks a caller adds.
 */
export async function expectMp4Served(app: FastifyInstance, url: string) {
  const whole = await app.inject({ method: 'GET', url });
  expect(whole.statusCode).toBe(200);
  expect(whole.headers['content-type']).toBe('video/mp4');
  expect(whole.rawPayload.equals(mp4Bytes())).toBe(true);
  const partial = await app.inject({ method: 'GET', url, headers: { range: 'bytes=4-11' } });
  expect(partial.statusCode).toBe(206);
  expect(partial.headers['content-range']).toBe('bytes 4-11/4096');
  expect(partial.body).toBe('ftypisom');
  return { whole, partial };
}

/** A photo as the API answers it. */
export interface Photo {
  id: number;
  order: number;
  category: string;
  quality_rate: number;
  suggested_quality_rate: number | null;
  low_quality: boolean;
  url: string;
  thumbnail_url: string;
  public_url: string;
  width: number;
  height: number;
}

/** A video as the API answers it. */
export interface Video {
  id: number;
  order: number;
  category: string;
  url_type: string;
  url: string;
  code: string | null;
  public_url: string;
}

/** Every file under {mediaDir}/hotels/{hotelId}. */
export function filesOf(mediaDir: string, hotelId: number): string[] {
  const dir = join(mediaDir, 'hotels', String(hotelId));
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}

/** Uploads photos (JPEG unless a file says otherwise) as the Photos step does. */
export async function uploadPhotos(
  app: FastifyInstance,
  user: User,
  hotelId: number,
  files: { filename: string; bytes: Buffer; contentType?: string }[],
  fields: Record<string, string> = { category: 'pool' },
  language = 'es',
) {
  const body = multipart(
    fields,
    files.map((file) => ({ ...file, contentType: file.contentType ?? 'image/jpeg' })),
  );
  return app.inject({
    method: 'POST',
    url: `/api/hotel/${hotelId}/photo`,
    headers: { ...user.headers, 'content-type': body.contentType, 'accept-language': language },
    payload: body.payload,
  });
}

/** The hotel's photos by category; the list must answer 200. */
export async function photoList(app: FastifyInstance, user: User, hotelId: number) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/hotel/${hotelId}/photo/`,
    headers: user.headers,
  });
  expect(response.statusCode).toBe(200);
  return json<{ category: string; media: Photo[] }[]>(response);
}
