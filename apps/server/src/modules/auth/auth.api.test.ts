import { LOGIN_ADDRESS_FAILURE_LIMIT } from '@hotel/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  json,
  registration,
  rows,
  signUp,
  type TestApp,
  VALID_PASSWORD,
} from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/user/data/', payload: payload as object, headers });
/** Logins come from the given address (default one per test file run) so that per-address limits stay apart. */
const login = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = '192.0.2.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: payload as object,
    headers,
    remoteAddress,
  });

describe('registration', () => {
  it('creates the user with the chosen hotels as pending hotels', async () => {
    const body = registration();
    const response = await register(body);
    expect(response.statusCode).toBe(201);
    // The answer names no account (decision 022); the account is read after signing in.
    expect(json(response)).toEqual({ detail: 'Hemos recibido su registro. Revise su correo.' });
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: body.email, password: body.password },
    });
    expect(json(signedIn).user).toMatchObject({
      name: 'Ana García',
      email: body.email,
      has_facturation_data: false,
      approbe_contract_perm: false,
      hotels: body.hotels,
    });
    expect(json(signedIn).user).not.toHaveProperty('password');
  });

  it('refuses a registration without hotels, on the hotels field, in the asked language', async () => {
    const before = await countUsers();
    const es = await register(registration({ hotels: [] }));
    expect(es.statusCode).toBe(400);
    expect(json(es)).toEqual({ hotels: ['Debe seleccionar al menos un hotel'] });
    const en = await register(registration({ hotels: [] }), { 'accept-language': 'en-GB,en;q=0.9' });
    expect(json(en)).toEqual({ hotels: ['You must select at least one hotel'] });
    expect(await countUsers()).toBe(before);
  });

  it('answers a duplicate email as a new one (decision 022) and keeps the first account', async () => {
    const body = registration();
    const first = await register(body);
    expect(first.statusCode).toBe(201);
    const before = await countUsers();
    const again = await register({ ...body, email: body.email.toUpperCase(), name: 'Otra' });
    expect(again.statusCode).toBe(201);
    expect(json(again)).toEqual(json(first));
    expect(await countUsers()).toBe(before);
  });

  it('lists every invalid field at once', async () => {
    const response = await register({ name: '', email: 'nope', phone: '123', password: 'short', hotels: [] });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(json(response)).sort()).toEqual(['email', 'hotels', 'name', 'password', 'phone']);
    expect(json<Record<string, string[]>>(response).email).toEqual(['Debes introducir un email válido']);
  });

  it('stores the phone as people type it in E.164 (issue 19), Spain’s when it has no prefix', async () => {
    for (const [typed, e164] of [
      ['+34 600 123 456', '+34600123456'],
      ['600 12 34 56', '+34600123456'],
      ['+44 20 7946 0958', '+442079460958'],
    ]) {
      const body = registration({ phone: typed });
      expect((await register(body)).statusCode).toBe(201);
      const signedIn = await login({ email: body.email, password: body.password });
      expect(json(signedIn).user).toMatchObject({ phone: e164 });
      const [row] = await rows<{ phone: string }>(
        t.app,
        sql`select phone from users where email = ${body.email}`,
      );
      expect(row?.phone).toBe(e164);
    }
  });

  it('answers the phone and the common password at once, creating nothing', async () => {
    const before = await countUsers();
    const response = await register(registration({ phone: '600 1234', password: 'password123' }));
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({
      phone: ['El teléfono debe tener al menos 11 caracteres'],
      password: ['Esta contraseña es demasiado común; elija otra'],
    });
    expect(await countUsers()).toBe(before);
  });

  it('refuses a common password', async () => {
    const response = await register(registration({ password: 'password123' }));
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ password: ['Esta contraseña es demasiado común; elija otra'] });
  });

  it('refuses unknown fields and malformed or oversized bodies without a stack trace', async () => {
    const unknown = await register({ ...registration(), is_admin: true });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown)).toEqual({ is_admin: ['Campo no permitido'] });

    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/data/',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(json(malformed)).toEqual({ non_field_errors: ['La petición no tiene un formato válido'] });

    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/data/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...registration(), name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(json(huge)).toEqual({ detail: 'La petición es demasiado grande' });
  });
});

describe('login and logout', () => {
  it('answers auth_id and the user, whose token then works until logout', async () => {
    const body = registration();
    await register(body);
    const response = await login({ email: body.email.toUpperCase(), password: VALID_PASSWORD });
    expect(response.statusCode).toBe(200);
    const { auth_id, user } = json<{ auth_id: string; user: Record<string, unknown> }>(response);
    expect(auth_id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(user).toMatchObject({
      email: body.email,
      has_facturation_data: false,
      approbe_contract_perm: false,
    });
    expect(user.hotels).toEqual(body.hotels);

    const headers = { authorization: `Token ${auth_id}` };
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/auth/user/data/${user.id}/`, headers })).statusCode,
    ).toBe(200);
    const stored = await rows<{ token_hash: string }>(t.app, sql`select token_hash from sessions`);
    const hashes = stored.map((row) => row.token_hash);
    expect(hashes).not.toContain(auth_id);

    expect((await t.app.inject({ method: 'DELETE', url: '/api/auth/logout/', headers })).statusCode).toBe(
      204,
    );
    const replay = await t.app.inject({ method: 'GET', url: `/api/auth/user/data/${user.id}/`, headers });
    expect(replay.statusCode).toBe(401);
    expect(json(replay)).toEqual({ detail: 'Debe iniciar sesión' });
  });

  it('answers the same for a wrong password and an unknown email', async () => {
    const body = registration();
    await register(body);
    const wrong = await login({ email: body.email, password: 'not the password' });
    const unknown = await login({ email: `nobody.${body.email}`, password: 'not the password' });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(json(wrong)).toEqual({ non_field_errors: ['El email o la contraseña no son correctos'] });
    expect(json(unknown)).toEqual(json(wrong));
  });

  it('answers 429 to the 11th failed login for one email from unknown devices, even with the right password', async () => {
    const body = registration();
    await register(body);
    // Each attempt from another address and no device cookie: the limit per account holds on its own
    // (a browser that signed in before has a limit of its own: throttle.api.test.ts).
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await login(
        { email: body.email, password: `wrong-${attempt}` },
        {},
        `198.51.100.${attempt}`,
      );
      expect(response.statusCode).toBe(400);
    }
    const blocked = await login(
      { email: body.email, password: VALID_PASSWORD },
      { 'accept-language': 'en' },
      '198.51.100.99',
    );
    expect(blocked.statusCode).toBe(429);
    expect(json(blocked)).toEqual({ detail: 'Too many attempts. Wait a few minutes and try again.' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const events = await rows<{ kind: string }>(
      t.app,
      sql`select kind from auth_events where email = ${body.email} order by id`,
    );
    const kinds = events.map((row) => row.kind);
    expect(kinds.filter((kind) => kind === 'login_failure')).toHaveLength(10);
    expect(kinds.at(-1)).toBe('login_blocked');
  });

  it(`answers 429 to failed login ${LOGIN_ADDRESS_FAILURE_LIMIT + 1} from one address, whatever the email`, async () => {
    for (let attempt = 1; attempt <= LOGIN_ADDRESS_FAILURE_LIMIT; attempt++) {
      const response = await login(
        { email: `nobody${attempt}@example.com`, password: 'wrong-password' },
        {},
        '203.0.113.7',
      );
      expect(response.statusCode).toBe(400);
    }
    const blocked = await login(
      { email: 'someone.else@example.com', password: 'wrong-password' },
      {},
      '203.0.113.7',
    );
    expect(blocked.statusCode).toBe(429);
    expect(json(blocked)).toEqual({
      detail: 'Demasiados intentos. Espere unos minutos y vuelva a intentarlo.',
    });
    const elsewhere = await login(
      { email: 'someone.else@example.com', password: 'wrong-password' },
      {},
      '203.0.113.8',
    );
    expect(elsewhere.statusCode).toBe(400);
  });

  it('refuses a logout without a session', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: '/api/auth/logout/' })).statusCode).toBe(401);
    const bogus = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/logout/',
      headers: { authorization: 'Token AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(bogus.statusCode).toBe(401);
  });

  it('ends a session that was idle too long', async () => {
    const { headers, userId } = await signUp(t.app);
    await t.app.database.db.execute(sql`update sessions set last_seen_at = now() - interval '1 day'`);
    const response = await t.app.inject({ method: 'GET', url: `/api/auth/user/data/${userId}/`, headers });
    expect(response.statusCode).toBe(401);
  });

  it('ends a session past its absolute expiry', async () => {
    const { headers, userId } = await signUp(t.app);
    await t.app.database.db.execute(sql`update sessions set expires_at = now() - interval '1 second'`);
    const response = await t.app.inject({ method: 'GET', url: `/api/auth/user/data/${userId}/`, headers });
    expect(response.statusCode).toBe(401);
  });
});

describe('user data', () => {
  it('reads and updates only one own data; another id answers 404', async () => {
    const ana = await signUp(t.app);
    const bea = await signUp(t.app, { name: 'Bea' });
    const url = (id: number) => `/api/auth/user/data/${id}/`;

    expect(
      (await t.app.inject({ method: 'GET', url: url(bea.userId), headers: ana.headers })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: url(999999), headers: ana.headers })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/user/data/abc/', headers: ana.headers }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: url(ana.userId) })).statusCode).toBe(401);

    const patch = await t.app.inject({
      method: 'PATCH',
      url: url(ana.userId),
      headers: ana.headers,
      payload: { name: 'Ana María', phone: '+34 611222333' },
    });
    expect(patch.statusCode).toBe(200);
    // Stored and answered in E.164 (issue 19).
    expect(json(patch)).toMatchObject({ name: 'Ana María', phone: '+34611222333' });

    const foreign = await t.app.inject({
      method: 'PATCH',
      url: url(bea.userId),
      headers: ana.headers,
      payload: { name: 'X' },
    });
    expect(foreign.statusCode).toBe(404);
    const beaNow = await t.app.inject({ method: 'GET', url: url(bea.userId), headers: bea.headers });
    expect(json(beaNow)).toMatchObject({ name: 'Bea' });

    const bad = await t.app.inject({
      method: 'PATCH',
      url: url(ana.userId),
      headers: ana.headers,
      payload: { phone: '12' },
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toEqual({ phone: ['El teléfono debe tener al menos 11 caracteres'] });

    const list = await t.app.inject({ method: 'GET', url: '/api/auth/user/data/', headers: ana.headers });
    expect(json<{ id: number }[]>(list).map((user) => user.id)).toEqual([ana.userId]);
  });
});

async function countUsers(): Promise<number> {
  const [row] = await rows<{ n: number }>(t.app, sql`select count(*)::int as n from users`);
  return row?.n ?? 0;
}
