import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  enableSecondFactor,
  json,
  rows,
  signUp,
  type TestApp,
  VALID_PASSWORD,
} from '../../test/app.ts';
import { totpAt } from './totp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Each user signs in from an address of their own, so that per-address limits stay apart. */
const address = () => `10.77.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

function login(payload: Record<string, unknown>, remoteAddress: string, language = 'es') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload,
    remoteAddress,
    headers: { 'accept-language': language },
  });
}

const enable = (headers: Record<string, string>) => enableSecondFactor(t.app, headers);

/** A code of the next time step: later than the one that enabled the factor, and inside the drift window. */
const nextCode = (secret: string) => totpAt(secret, Date.now() + 30_000);

async function sessionsOf(userId: number): Promise<number> {
  const [row] = await rows<{ n: number }>(
    t.app,
    sql`select count(*)::int as n from sessions where user_id = ${userId}`,
  );
  return row?.n ?? 0;
}

describe('enrolment', () => {
  it('sets up a secret, refuses a wrong code, enables with a right one and answers 10 recovery codes once', async () => {
    const ana = await signUp(t.app);
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/totp/setup',
      headers: ana.headers,
    });
    const { secret, otpauth_url } = json<{ secret: string; otpauth_url: string }>(setup);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toContain(`secret=${secret}`);
    expect(otpauth_url).toContain(encodeURIComponent(ana.email));

    const right = totpAt(secret, Date.now());
    const wrong = right === '000000' ? '111111' : '000000';
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/totp/enable',
      headers: ana.headers,
      payload: { code: wrong },
    });
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toEqual({ code: ['El código de verificación no es correcto'] });
    const me = () => t.app.inject({ method: 'GET', url: '/api/auth/user/data/', headers: ana.headers });
    expect(json<{ totp_enabled: boolean }[]>(await me())[0]?.totp_enabled).toBe(false);

    const enabled = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/totp/enable',
      headers: ana.headers,
      payload: { code: right },
    });
    expect(enabled.statusCode).toBe(200);
    const codes = json<{ recovery_codes: string[] }>(enabled).recovery_codes;
    expect(codes).toHaveLength(10);
    expect(json<{ totp_enabled: boolean }[]>(await me())[0]?.totp_enabled).toBe(true);

    const [stored] = await rows<{ recovery_code_hashes: string[]; enabled: boolean }>(
      t.app,
      sql`select recovery_code_hashes, enabled from user_totp where user_id = ${ana.userId}`,
    );
    expect(stored?.enabled).toBe(true);
    expect(stored?.recovery_code_hashes).toHaveLength(10);
    const text = JSON.stringify(stored);
    for (const code of codes) expect(text).not.toContain(code.replaceAll('-', ''));

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/totp/setup',
      headers: ana.headers,
    });
    expect(again.statusCode).toBe(409);
    const kinds = await rows<{ kind: string }>(
      t.app,
      sql`select kind from auth_events where user_id = ${ana.userId}`,
    );
    expect(kinds.map((row) => row.kind)).toContain('totp_enable');
  });

  it('refuses to enable before a setup, and rate-limits wrong codes', async () => {
    const ana = await signUp(t.app);
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/totp/enable',
      headers: ana.headers,
      payload: { code: '123456' },
    });
    expect(early.statusCode).toBe(400);
    expect(json(early)).toEqual({ code: ['Inicie primero la activación de la verificación en dos pasos'] });
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/totp/setup',
      headers: ana.headers,
    });
    const { secret } = json<{ secret: string }>(setup);
    const right = totpAt(secret, Date.now());
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/user/totp/enable',
        headers: ana.headers,
        payload: { code: wrong },
      });
      expect(response.statusCode).toBe(400);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/totp/enable',
      headers: ana.headers,
      payload: { code: right },
    });
    expect(blocked.statusCode).toBe(429);
  });

  it('refuses a malformed code by its shape', async () => {
    const ana = await signUp(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/totp/enable',
      headers: { ...ana.headers, 'accept-language': 'en' },
      payload: { code: '12ab56' },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ code: ['The verification code is not correct'] });
  });
});

describe('login with the second factor', () => {
  it('asks for the code when it is missing, opening no session', async () => {
    const ana = await signUp(t.app);
    await enable(ana.headers);
    const before = await sessionsOf(ana.userId);
    const response = await login({ email: ana.email, password: VALID_PASSWORD }, address());
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ token: ['Introduzca el código de verificación'] });
    const english = await login({ email: ana.email, password: VALID_PASSWORD }, address(), 'en');
    expect(json(english)).toEqual({ token: ['Enter the verification code'] });
    expect(await sessionsOf(ana.userId)).toBe(before);
  });

  it('refuses a wrong code, accepts the right one once, and refuses its replay', async () => {
    const ana = await signUp(t.app);
    const { secret } = await enable(ana.headers);
    const from = address();
    const code = nextCode(secret);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await login({ email: ana.email, password: VALID_PASSWORD, token: wrong }, from);
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toEqual({ token: ['El código de verificación no es correcto'] });

    const accepted = await login({ email: ana.email, password: VALID_PASSWORD, token: code }, from);
    expect(accepted.statusCode).toBe(200);
    expect(json<{ user: { totp_enabled: boolean } }>(accepted).user.totp_enabled).toBe(true);

    const replay = await login({ email: ana.email, password: VALID_PASSWORD, token: code }, from);
    expect(replay.statusCode).toBe(400);
    expect(json(replay)).toEqual({ token: ['Este código ya se ha utilizado; espere al siguiente'] });
    // The code of the step that enabled the factor is older than the last one used: refused too.
    const older = await login(
      { email: ana.email, password: VALID_PASSWORD, token: totpAt(secret, Date.now() - 30_000) },
      from,
    );
    expect(older.statusCode).toBe(400);
  });

  it('counts wrong codes toward the login rate limit (429 on the 11th attempt, even with the right code)', async () => {
    const ana = await signUp(t.app);
    const { secret } = await enable(ana.headers);
    const code = nextCode(secret);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await login({ email: ana.email, password: VALID_PASSWORD, token: wrong }, address());
      expect(response.statusCode).toBe(400);
    }
    const blocked = await login({ email: ana.email, password: VALID_PASSWORD, token: code }, address());
    expect(blocked.statusCode).toBe(429);
    const kinds = await rows<{ kind: string }>(
      t.app,
      sql`select kind from auth_events where user_id = ${ana.userId} and kind = 'totp_failure'`,
    );
    expect(kinds).toHaveLength(10);
  });

  it('accepts a recovery code once, however it is typed', async () => {
    const ana = await signUp(t.app);
    const { recoveryCodes } = await enable(ana.headers);
    const code = recoveryCodes[3] ?? '';
    const from = address();
    const first = await login(
      { email: ana.email, password: VALID_PASSWORD, token: code.toUpperCase().replaceAll('-', ' ') },
      from,
    );
    expect(first.statusCode).toBe(200);
    const again = await login({ email: ana.email, password: VALID_PASSWORD, token: code }, from);
    expect(again.statusCode).toBe(400);
    expect(json(again)).toEqual({ token: ['El código de verificación no es correcto'] });
    const other = await login(
      { email: ana.email, password: VALID_PASSWORD, token: recoveryCodes[4] ?? '' },
      from,
    );
    expect(other.statusCode).toBe(200);
    const [stored] = await rows<{ n: number }>(
      t.app,
      sql`select jsonb_array_length(recovery_code_hashes)::int as n from user_totp where user_id = ${ana.userId}`,
    );
    expect(stored?.n).toBe(8);
  });

  it('turns off with the password only; then no code is asked', async () => {
    const ana = await signUp(t.app);
    await enable(ana.headers);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/totp/disable',
      headers: ana.headers,
      payload: { password: 'not-my-password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toEqual({ password: ['La contraseña actual no es correcta'] });
    expect((await login({ email: ana.email, password: VALID_PASSWORD }, address())).statusCode).toBe(400);
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/totp/disable',
      headers: ana.headers,
      payload: { password: VALID_PASSWORD },
    });
    expect(done.statusCode).toBe(204);
    expect((await login({ email: ana.email, password: VALID_PASSWORD }, address())).statusCode).toBe(200);
  });
});

describe('staff (approbe_contract_perm) must have the second factor', () => {
  const grant = (userId: number) =>
    t.app.database.db.execute(sql`update users set approbe_contract_perm = true where id = ${userId}`);

  it('lets staff without it sign in only to enrol: everything else answers 403 until it is on', async () => {
    const ana = await signUp(t.app);
    await grant(ana.userId);
    const from = address();
    const signedIn = await login({ email: ana.email, password: VALID_PASSWORD }, from);
    expect(signedIn.statusCode).toBe(200);
    const { auth_id, user } = json<{ auth_id: string; user: Record<string, unknown> }>(signedIn);
    expect(user).toMatchObject({ approbe_contract_perm: true, totp_enabled: false });
    const headers = { authorization: `Token ${auth_id}` };

    const hotels = await t.app.inject({ method: 'GET', url: '/api/hotel/', headers });
    expect(hotels.statusCode).toBe(403);
    // The reason sends the web to the enrolment screen instead of signing out (decision 023).
    expect(json(hotels)).toEqual({
      detail: 'Active primero la verificación en dos pasos',
      code: 'second_factor_required',
    });
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/auth/user/data/${ana.userId}/`,
      headers,
      payload: { name: 'X' },
    });
    expect(patch.statusCode).toBe(403);
    // The session that existed before the grant is held back too.
    expect((await t.app.inject({ method: 'GET', url: '/api/hotel/', headers: ana.headers })).statusCode).toBe(
      403,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/auth/user/data/${ana.userId}/`, headers })).statusCode,
    ).toBe(200);

    await enable(headers);
    expect((await t.app.inject({ method: 'GET', url: '/api/hotel/', headers })).statusCode).toBe(200);
    expect((await login({ email: ana.email, password: VALID_PASSWORD }, from)).statusCode).toBe(400);
    const disable = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/totp/disable',
      headers,
      payload: { password: VALID_PASSWORD },
    });
    expect(disable.statusCode).toBe(400);
    expect(json(disable)).toEqual({
      non_field_errors: [
        'La verificación en dos pasos es obligatoria para el personal con permiso para aprobar contratos',
      ],
    });
  });

  it('still lets a held-back staff session log out', async () => {
    const ana = await signUp(t.app);
    await grant(ana.userId);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/auth/logout/', headers: ana.headers })).statusCode,
    ).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/user/data/', headers: ana.headers })).statusCode,
    ).toBe(401);
  });
});
