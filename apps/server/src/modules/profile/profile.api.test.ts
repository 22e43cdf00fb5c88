import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, rows, signUp, type TestApp, VALID_PASSWORD } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Gazpacho-andaluz-2026';

function loginAs(email: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { email, password },
    remoteAddress: `10.9.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
  });
}

async function eventsOf(userId: number): Promise<string[]> {
  const events = await rows<{ kind: string }>(
    t.app,
    sql`select kind from auth_events where user_id = ${userId} order by id`,
  );
  return events.map((event) => event.kind);
}

describe('password change', () => {
  const change = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/auth/user/change-password', headers, payload });

  it('needs the right current password, and then changes nothing', async () => {
    const ana = await signUp(t.app);
    const wrong = await change(ana.headers, {
      current_password: 'not-my-password',
      new_password: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toEqual({ current_password: ['La contraseña actual no es correcta'] });
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/change-password',
      headers: { ...ana.headers, 'accept-language': 'en' },
      payload: { current_password: 'not-my-password', new_password: NEW_PASSWORD },
    });
    expect(json(english)).toEqual({ current_password: ['The current password is not correct'] });
    expect((await loginAs(ana.email, VALID_PASSWORD)).statusCode).toBe(200);
    expect((await loginAs(ana.email, NEW_PASSWORD)).statusCode).toBe(400);
    expect(await eventsOf(ana.userId)).not.toContain('password_change');
  });

  it('checks the new password like registration does', async () => {
    const ana = await signUp(t.app);
    const common = await change(ana.headers, {
      current_password: VALID_PASSWORD,
      new_password: 'password123',
    });
    expect(common.statusCode).toBe(400);
    expect(json(common)).toEqual({ new_password: ['Esta contraseña es demasiado común; elija otra'] });
    const short = await change(ana.headers, { current_password: VALID_PASSWORD, new_password: 'short' });
    expect(json(short)).toEqual({ new_password: ['La contraseña debe tener al menos 8 caracteres'] });
    const missing = await change(ana.headers, { new_password: NEW_PASSWORD });
    expect(json(missing)).toEqual({ current_password: ['Este campo es obligatorio'] });
    expect((await loginAs(ana.email, VALID_PASSWORD)).statusCode).toBe(200);
  });

  it('ends the other sessions of the user, keeps the current one, and records the change', async () => {
    const ana = await signUp(t.app);
    const other = await loginAs(ana.email, VALID_PASSWORD);
    const otherHeaders = { authorization: `Token ${json<{ auth_id: string }>(other).auth_id}` };
    const bea = await signUp(t.app);
    const me = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/auth/user/data/', headers });
    expect((await me(otherHeaders)).statusCode).toBe(200);

    const done = await change(ana.headers, { current_password: VALID_PASSWORD, new_password: NEW_PASSWORD });
    expect(done.statusCode).toBe(204);
    expect((await me(ana.headers)).statusCode).toBe(200);
    expect((await me(otherHeaders)).statusCode).toBe(401);
    expect((await me(bea.headers)).statusCode).toBe(200);
    expect((await loginAs(ana.email, VALID_PASSWORD)).statusCode).toBe(400);
    expect((await loginAs(ana.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect(await eventsOf(ana.userId)).toContain('password_change');
  });

  it('answers 429 after too many wrong current passwords', async () => {
    const ana = await signUp(t.app);
    for (let attempt = 0; attempt < 10; attempt++) {
      expect(
        (await change(ana.headers, { current_password: `wrong-${attempt}`, new_password: NEW_PASSWORD }))
          .statusCode,
      ).toBe(400);
    }
    const blocked = await change(ana.headers, {
      current_password: VALID_PASSWORD,
      new_password: NEW_PASSWORD,
    });
    expect(blocked.statusCode).toBe(429);
    expect((await loginAs(ana.email, VALID_PASSWORD)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    expect(
      (await change({}, { current_password: VALID_PASSWORD, new_password: NEW_PASSWORD })).statusCode,
    ).toBe(401);
  });
});

describe('email change', () => {
  const change = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/auth/user/change-email', headers, payload });

  it('needs the current password; a wrong one changes nothing', async () => {
    const ana = await signUp(t.app);
    const target = `new.${randomBytes(4).toString('hex')}@example.com`;
    const missing = await change(ana.headers, { email: target });
    expect(missing.statusCode).toBe(400);
    expect(json(missing)).toEqual({ current_password: ['Este campo es obligatorio'] });
    const wrong = await change(ana.headers, { email: target, current_password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toEqual({ current_password: ['La contraseña actual no es correcta'] });
    const [user] = await rows<{ email: string }>(
      t.app,
      sql`select email from users where id = ${ana.userId}`,
    );
    expect(user?.email).toBe(ana.email);
  });

  // The change waits for its link (decision 022): see account-changes.api.test.ts.
  it('asks for the new address, lower-cased, without changing it; records the request', async () => {
    const ana = await signUp(t.app);
    const target = `New.${randomBytes(4).toString('hex')}@Example.com`;
    const done = await change(ana.headers, { email: target, current_password: VALID_PASSWORD });
    expect(done.statusCode).toBe(200);
    expect(json(done)).toMatchObject({
      id: ana.userId,
      email: ana.email,
      pending_email: target.toLowerCase(),
    });
    expect((await loginAs(ana.email, VALID_PASSWORD)).statusCode).toBe(200);
    expect((await loginAs(target.toLowerCase(), VALID_PASSWORD)).statusCode).toBe(400);
    expect(await eventsOf(ana.userId)).toContain('email_change_request');
  });

  it("does not say that another user's email is taken; refuses an invalid one", async () => {
    const ana = await signUp(t.app);
    const bea = await signUp(t.app);
    const taken = await change(ana.headers, { email: bea.email, current_password: VALID_PASSWORD });
    const free = await change(ana.headers, {
      email: `free.${randomBytes(4).toString('hex')}@example.com`,
      current_password: VALID_PASSWORD,
    });
    expect(taken.statusCode).toBe(200);
    expect(free.statusCode).toBe(200);
    expect(json(taken)).toEqual({ ...json(free), pending_email: bea.email });
    const invalid = await change(ana.headers, { email: 'nope', current_password: VALID_PASSWORD });
    expect(json(invalid)).toEqual({ email: ['Debes introducir un email válido'] });
  });
});

/** A multipart/form-data body with text fields and at most one file. */
function multipart(fields: Record<string, string>, file?: { filename: string; type: string; data: Buffer }) {
  const boundary = `----hx${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(
  headers: Record<string, string>,
  fields: Record<string, string>,
  file?: Parameters<typeof multipart>[1],
) {
  const body = multipart(fields, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/user/update-avatar',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

/** A 600×400 photo-like PNG carrying EXIF (a camera name and a copyright). */
function pngWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'Private owner' } })
    .png()
    .toBuffer();
}

/** A PNG whose header claims 10000×10000 pixels (100 MP): refused before any decoding. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('avatar', () => {
  it('accepts a real PNG and stores it as a 256×256 WebP without EXIF, served immutable with nosniff', async () => {
    const ana = await signUp(t.app);
    const source = await pngWithExif();
    expect((await sharp(source).metadata()).exif).toBeDefined();
    const response = await upload(
      ana.headers,
      { userId: String(ana.userId) },
      {
        filename: 'me.png',
        type: 'image/png',
        data: source,
      },
    );
    expect(response.statusCode).toBe(200);
    const { url } = json<{ url: string }>(response);
    expect(url).toMatch(/^\/media\/avatars\/[0-9a-f]{32}\.webp$/);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const stored = await sharp(served.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(stored.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);

    const me = await t.app.inject({
      method: 'GET',
      url: `/api/auth/user/data/${ana.userId}/`,
      headers: ana.headers,
    });
    expect(json(me)).toMatchObject({ avatar: url });
    expect(await eventsOf(ana.userId)).toContain('avatar_update');
  });

  it('removes the old file when a new avatar replaces it (JPEG and GIF accepted too)', async () => {
    const ana = await signUp(t.app);
    const jpeg = await sharp({ create: { width: 300, height: 900, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const first = json<{ url: string }>(
      await upload(
        ana.headers,
        { userId: String(ana.userId) },
        { filename: 'a.jpg', type: 'image/jpeg', data: jpeg },
      ),
    ).url;
    const gif = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#ffcc00' } })
      .gif()
      .toBuffer();
    const second = await upload(
      ana.headers,
      { userId: String(ana.userId) },
      {
        filename: 'b.gif',
        type: 'image/gif',
        data: gif,
      },
    );
    expect(second.statusCode).toBe(200);
    const url = json<{ url: string }>(second).url;
    expect(url).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });

  it('accepts a photo larger than the JSON body limit (1 MB) but under 5 MB', async () => {
    const ana = await signUp(t.app);
    const noise = await sharp(randomBytes(1000 * 1000 * 3), {
      raw: { width: 1000, height: 1000, channels: 3 },
    })
      .jpeg({ quality: 100 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(1024 * 1024);
    const response = await upload(
      ana.headers,
      { userId: String(ana.userId) },
      {
        filename: 'noise.jpg',
        type: 'image/jpeg',
        data: noise,
      },
    );
    expect(response.statusCode).toBe(200);
  });

  it('refuses a file that is not an image with 415, whatever its name and type say', async () => {
    const ana = await signUp(t.app);
    const response = await upload(
      ana.headers,
      { userId: String(ana.userId) },
      {
        filename: 'photo.png',
        type: 'image/png',
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
    );
    expect(response.statusCode).toBe(415);
    expect(json(response)).toEqual({ detail: 'El archivo no es una imagen JPEG, PNG, WebP o GIF válida' });
    const broken = await upload(
      ana.headers,
      { userId: String(ana.userId) },
      {
        filename: 'broken.png',
        type: 'image/png',
        data: Buffer.concat([(await pngWithExif()).subarray(0, 40), randomBytes(200)]),
      },
    );
    expect(broken.statusCode).toBe(415);
    const me = await t.app.inject({
      method: 'GET',
      url: `/api/auth/user/data/${ana.userId}/`,
      headers: ana.headers,
    });
    expect(json(me)).toMatchObject({ avatar: null });
  });

  it('refuses a file over 5 MB with 413', async () => {
    const ana = await signUp(t.app);
    const big = Buffer.concat([await pngWithExif(), randomBytes(5 * 1024 * 1024)]);
    const response = await upload(
      ana.headers,
      { userId: String(ana.userId) },
      {
        filename: 'big.png',
        type: 'image/png',
        data: big,
      },
    );
    expect(response.statusCode).toBe(413);
    expect(json(response)).toEqual({ detail: 'La imagen no puede superar 5 MB' });
  });

  it('refuses an image of more than 40 megapixels with 400 on the file field', async () => {
    const ana = await signUp(t.app);
    const response = await upload(
      ana.headers,
      { userId: String(ana.userId) },
      {
        filename: 'huge.png',
        type: 'image/png',
        data: pngClaiming(10_000, 10_000),
      },
    );
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({
      file: ['La imagen es demasiado grande; utilice una de menos de 40 megapíxeles'],
    });
  });

  it("answers 404 for another user's id, 400 without userId or file, 415 when not multipart", async () => {
    const ana = await signUp(t.app);
    const bea = await signUp(t.app);
    const png = await pngWithExif();
    const foreign = await upload(
      ana.headers,
      { userId: String(bea.userId) },
      { filename: 'a.png', type: 'image/png', data: png },
    );
    expect(foreign.statusCode).toBe(404);
    const beaNow = await t.app.inject({
      method: 'GET',
      url: `/api/auth/user/data/${bea.userId}/`,
      headers: bea.headers,
    });
    expect(json(beaNow)).toMatchObject({ avatar: null });
    const noId = await upload(ana.headers, {}, { filename: 'a.png', type: 'image/png', data: png });
    expect(noId.statusCode).toBe(400);
    expect(json(noId)).toEqual({ userId: ['Este campo es obligatorio'] });
    const noFile = await upload(ana.headers, { userId: String(ana.userId) });
    expect(noFile.statusCode).toBe(400);
    expect(json(noFile)).toEqual({ file: ['Elija una imagen'] });
    const asJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/update-avatar',
      headers: ana.headers,
      payload: { userId: ana.userId },
    });
    expect(asJson.statusCode).toBe(415);
    const anonymous = await upload(
      {},
      { userId: String(ana.userId) },
      { filename: 'a.png', type: 'image/png', data: png },
    );
    expect(anonymous.statusCode).toBe(401);
  });

  it('serves only names it could have written: no path traversal', async () => {
    for (const url of [
      '/media/avatars/..%2F..%2F..%2Fetc%2Fpasswd',
      '/media/avatars/%2e%2e%2fpglite',
      '/media/avatars/0123456789abcdef0123456789abcdef.png',
      '/media/avatars/0123456789abcdef0123456789abcdef.webp',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
