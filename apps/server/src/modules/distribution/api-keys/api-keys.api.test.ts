import {
  type ApiKey,
  type ApiKeyCreated,
  type ApiKeyList,
  idParam,
  type StaffHotelSearch,
} from '@hotel/domain';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiKeyPlugin, currentApiKey } from '../../../plugins/api-key.ts';
import { errorHandlerPlugin } from '../../../plugins/error-handler.ts';
import { i18nPlugin } from '../../../plugins/i18n.ts';
import {
  createApiKey,
  createHotel,
  createTestApp,
  json,
  rows,
  signUp,
  type TestApp,
} from '../../../test/app.ts';
import { makeStaff, type User } from '../../../test/media.test-helpers.ts';

let t: TestApp;
let staff: User;
let owner: User;
let hotelA: number;
let hotelB: number;
/** A bare app with the key plugin and one probe route, on the test app's own services. */
let probe: FastifyInstance;

async function probeApp(app: FastifyInstance): Promise<FastifyInstance> {
  const bare = Fastify().withTypeProvider<ZodTypeProvider>();
  bare.setValidatorCompiler(validatorCompiler);
  bare.setSerializerCompiler(serializerCompiler);
  await bare.register(i18nPlugin);
  await bare.register(errorHandlerPlugin);
  await bare.register(apiKeyPlugin, { apiKeys: app.services.apiKeys, rateLimiter: app.services.rateLimiter });
  bare.get(
    '/probe/:hotelId',
    { preHandler: bare.requireApiKey('ari:read'), schema: { params: z.object({ hotelId: idParam }) } },
    async (request) => ({ key: currentApiKey(request).id, hotel: request.params.hotelId }),
  );
  bare.get('/probe-either', { preHandler: bare.requireApiKey('ari:read', 'content:read') }, async () => ({}));
  await bare.ready();
  return bare;
}

beforeAll(async () => {
  t = await createTestApp();
  staff = await signUp(t.app, { name: 'Carmen Integraciones' });
  await makeStaff(t.app, staff);
  owner = await signUp(t.app);
  hotelA = await createHotel(t.app, owner.headers);
  hotelB = await createHotel(t.app, owner.headers);
  probe = await probeApp(t.app);
});
afterAll(async () => {
  await probe.close();
  await t.close();
});

const create = (payload: unknown, headers: Record<string, string> = staff.headers) =>
  t.app.inject({ method: 'POST', url: '/api/staff/api-keys/', headers, payload: payload as object });
const callProbe = (hotelId: number, authorization?: string, app = probe) =>
  app.inject({ method: 'GET', url: `/probe/${hotelId}`, headers: authorization ? { authorization } : {} });

describe('API keys in the back office', () => {
  it('creates a key shown once, stored hashed, listed by its first characters', async () => {
    const response = await create({
      name: ' Motor de reservas ',
      scopes: ['ari:read', 'content:read'],
      allHotels: false,
      hotels: [hotelA],
    });
    expect(response.statusCode).toBe(201);
    const { key, token } = json<ApiKeyCreated>(response);
    expect(token).toMatch(/^hxk_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({
      name: 'Motor de reservas',
      prefix: token.slice(0, 12),
      scopes: ['ari:read', 'content:read'],
      allHotels: false,
      rateLimit: 600,
      revokedAt: null,
      useCount: 0,
      createdBy: 'Carmen Integraciones',
    });
    expect(key.hotels.map((hotel) => hotel.id)).toEqual([hotelA]);
    const list = json<ApiKeyList>(
      await t.app.inject({ method: 'GET', url: '/api/staff/api-keys/', headers: staff.headers }),
    );
    expect(list.keys[0]?.id).toBe(key.id);
    expect(JSON.stringify(list)).not.toContain(token);
    const [stored] = await rows<{ token_hash: string }>(
      t.app,
      sql`select token_hash from api_keys where id = ${key.id}`,
    );
    expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.token_hash).not.toContain(token);
    const [decision] = await rows<{ action: string; user_id: number }>(
      t.app,
      sql`select action, user_id from hotel_activity where action = 'api_key.created' and (detail->>'key')::int = ${key.id}`,
    );
    expect(decision).toEqual({ action: 'api_key.created', user_id: staff.userId });
  });

  it('refuses bad input per field and writes nothing', async () => {
    const before = await rows<{ n: number }>(t.app, sql`select count(*)::int as n from api_keys`);
    const cases: [unknown, string][] = [
      [{ name: '', scopes: ['ari:read'], allHotels: true }, 'name'],
      [{ name: 'x'.repeat(101), scopes: ['ari:read'], allHotels: true }, 'name'],
      [{ name: 'k', scopes: [], allHotels: true }, 'scopes'],
      [{ name: 'k', scopes: ['ari:read', 'ari:read'], allHotels: true }, 'scopes'],
      [{ name: 'k', scopes: ['admin'], allHotels: true }, 'scopes.0'],
      [{ name: 'k', scopes: ['ari:read'], allHotels: false }, 'hotels'],
      [{ name: 'k', scopes: ['ari:read'], allHotels: false, hotels: [hotelA, 999_999] }, 'hotels.1'],
      [{ name: 'k', scopes: ['ari:read'], allHotels: true, expiresAt: '2020-01-01T00:00:00Z' }, 'expiresAt'],
      [{ name: 'k', scopes: ['ari:read'], allHotels: true, rateLimit: 0 }, 'rateLimit'],
      [{ name: 'k', scopes: ['ari:read'], allHotels: true, token: 'mine' }, 'token'],
    ];
    for (const [payload, field] of cases) {
      const response = await create(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(json(response)), JSON.stringify(payload)).toContain(field);
    }
    expect(await rows(t.app, sql`select count(*)::int as n from api_keys`)).toEqual(before);
  });

  it('is for staff only', async () => {
    expect(
      (await create({ name: 'k', scopes: ['ari:read'], allHotels: true }, owner.headers)).statusCode,
    ).toBe(403);
    expect((await create({ name: 'k', scopes: ['ari:read'], allHotels: true }, {})).statusCode).toBe(401);
    const list = await t.app.inject({ method: 'GET', url: '/api/staff/api-keys/', headers: owner.headers });
    expect(list.statusCode).toBe(403);
  });

  it('finds existing hotels by name, code or id for the key form', async () => {
    const [hotel] = await rows<{ name: string; code: string }>(
      t.app,
      sql`select name, code from hotels where id = ${hotelA}`,
    );
    const search = async (q: string) =>
      json<StaffHotelSearch>(
        await t.app.inject({
          method: 'GET',
          url: `/api/staff/hotels/?q=${encodeURIComponent(q)}`,
          headers: staff.headers,
        }),
      ).hotels.map((found) => found.id);
    expect(await search(hotel?.code ?? '')).toContain(hotelA);
    expect(await search(hotel?.name.slice(0, 6) ?? '')).toContain(hotelA);
    expect(await search(String(hotelB))).toContain(hotelB);
    expect(await search('%_%')).toEqual([]);
    const empty = await t.app.inject({ method: 'GET', url: '/api/staff/hotels/?q=', headers: staff.headers });
    expect(empty.statusCode).toBe(400);
  });

  it('revokes once: 409 the second time, 404 for no such key', async () => {
    const { id } = await createApiKey(t.app, { scopes: ['ari:read'], allHotels: true });
    const revoke = (keyId: number) =>
      t.app.inject({ method: 'DELETE', url: `/api/staff/api-keys/${keyId}`, headers: staff.headers });
    const first = await revoke(id);
    expect(first.statusCode).toBe(200);
    expect(json<{ key: ApiKey }>(first).key.revokedAt).not.toBeNull();
    expect((await revoke(id)).statusCode).toBe(409);
    expect((await revoke(999_999)).statusCode).toBe(404);
  });
});

describe('a key on a distribution route', () => {
  it('is the only credential: no header, a session token or a key under another scheme answer 401', async () => {
    const key = await createApiKey(t.app, { scopes: ['ari:read'], allHotels: true });
    const none = await callProbe(hotelA);
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    expect((await callProbe(hotelA, owner.headers.authorization)).statusCode).toBe(401);
    const sessionToken = owner.headers.authorization?.split(' ')[1] ?? '';
    expect((await callProbe(hotelA, `Bearer ${sessionToken}`)).statusCode).toBe(401);
    expect((await callProbe(hotelA, `Token ${key.token}`)).statusCode).toBe(401);
    expect((await callProbe(hotelA, `Bearer ${key.token}x`)).statusCode).toBe(401);
    expect((await callProbe(hotelA, key.headers.authorization)).statusCode).toBe(200);
  });

  it('is never accepted on the web routes', async () => {
    const key = await createApiKey(t.app, {
      scopes: ['content:read', 'ari:read', 'ari:write'],
      allHotels: true,
    });
    for (const url of ['/api/user/claims/', `/api/hotel/${hotelA}`, '/api/staff/api-keys/']) {
      const response = await t.app.inject({ method: 'GET', url, headers: key.headers });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('needs its scope (403) and reaches only its hotels (404)', async () => {
    const contentOnly = await createApiKey(t.app, { scopes: ['content:read'], allHotels: true });
    const refused = await callProbe(hotelA, contentOnly.headers.authorization);
    expect(refused.statusCode).toBe(403);
    expect(json<{ code: string }>(refused).code).toBe('forbidden');
    const forA = await createApiKey(t.app, { scopes: ['ari:read'], hotels: [hotelA] });
    expect((await callProbe(hotelA, forA.headers.authorization)).statusCode).toBe(200);
    expect((await callProbe(hotelB, forA.headers.authorization)).statusCode).toBe(404);
    const all = await createApiKey(t.app, { scopes: ['ari:read'], allHotels: true });
    expect((await callProbe(hotelB, all.headers.authorization)).statusCode).toBe(200);
    expect((await callProbe(999_999, all.headers.authorization)).statusCode).toBe(404);
  });

  it('passes with any one of the scopes a route names', async () => {
    const either = (key: { headers: Record<string, string> }) =>
      probe.inject({ method: 'GET', url: '/probe-either', headers: key.headers });
    expect(
      (await either(await createApiKey(t.app, { scopes: ['content:read'], allHotels: true }))).statusCode,
    ).toBe(200);
    expect(
      (await either(await createApiKey(t.app, { scopes: ['ari:read'], hotels: [hotelA] }))).statusCode,
    ).toBe(200);
    expect(
      (await either(await createApiKey(t.app, { scopes: ['ari:write'], allHotels: true }))).statusCode,
    ).toBe(403);
  });

  it('records each use: last used and count', async () => {
    const key = await createApiKey(t.app, { scopes: ['ari:read'], allHotels: true });
    for (let i = 0; i < 3; i++) await callProbe(hotelA, key.headers.authorization);
    const [use] = await rows<{ use_count: string | number; used: boolean }>(
      t.app,
      sql`select use_count, last_used_at is not null as used from api_keys where id = ${key.id}`,
    );
    expect(Number(use?.use_count)).toBe(3);
    expect(use?.used).toBe(true);
  });

  it('answers 429 with Retry-After past its requests a minute', async () => {
    const key = await createApiKey(t.app, { scopes: ['ari:read'], allHotels: true, rateLimit: 2 });
    expect((await callProbe(hotelA, key.headers.authorization)).statusCode).toBe(200);
    expect((await callProbe(hotelA, key.headers.authorization)).statusCode).toBe(200);
    const limited = await callProbe(hotelA, key.headers.authorization);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const other = await createApiKey(t.app, { scopes: ['ari:read'], allHotels: true, rateLimit: 2 });
    expect((await callProbe(hotelA, other.headers.authorization)).statusCode).toBe(200);
  });

  it('is refused at once when revoked or expired, on every instance', async () => {
    const key = await createApiKey(t.app, { scopes: ['ari:read'], allHotels: true });
    const second = t.openSecondInstance ? await probeApp(await t.openSecondInstance()) : undefined;
    try {
      expect((await callProbe(hotelA, key.headers.authorization)).statusCode).toBe(200);
      if (second) expect((await callProbe(hotelA, key.headers.authorization, second)).statusCode).toBe(200);
      const revoked = await t.app.inject({
        method: 'DELETE',
        url: `/api/staff/api-keys/${key.id}`,
        headers: staff.headers,
      });
      expect(revoked.statusCode).toBe(200);
      expect((await callProbe(hotelA, key.headers.authorization)).statusCode).toBe(401);
      if (second) expect((await callProbe(hotelA, key.headers.authorization, second)).statusCode).toBe(401);

      const expiring = await createApiKey(t.app, { scopes: ['ari:read'], allHotels: true });
      expect((await callProbe(hotelA, expiring.headers.authorization)).statusCode).toBe(200);
      await rows(
        t.app,
        sql`update api_keys set expires_at = now() - interval '1 second' where id = ${expiring.id}`,
      );
      expect((await callProbe(hotelA, expiring.headers.authorization)).statusCode).toBe(401);
      if (second)
        expect((await callProbe(hotelA, expiring.headers.authorization, second)).statusCode).toBe(401);
    } finally {
      await second?.close();
    }
  });
});
