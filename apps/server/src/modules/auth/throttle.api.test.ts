/**
 * Sign-in throttling without lock-out (issue 18, item 1; docs/decisions/021-sign-in-throttling.md):
 * device cookies choose the bucket of an attempt, and every limit is reserved atomically before
 * the password (or code, or email) work, on one instance or two.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  LOGIN_ADDRESS_FAILURE_LIMIT,
  LOGIN_DEVICE_FAILURE_LIMIT,
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_MS,
} from '@hotel/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, json, registration, rows, type TestApp, VALID_PASSWORD } from '../../test/app.ts';
import { PASSWORD_CHECK_LIMIT } from '../profile/index.ts';
import { SecurityService, totpAt } from '../security/index.ts';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_MS } from './devices.ts';
import { PasswordHasher } from './passwords.ts';
import { RESTORE_REQUESTS_PER_EMAIL } from './restore.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

let addressCounter = 0;
/** A client address of its own per call, so that the per-address limit never mixes tests. */
const freshIp = () => `198.19.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function login(
  payload: Record<string, unknown>,
  options: { ip?: string; cookie?: string; app?: FastifyInstance } = {},
) {
  return (options.app ?? t.app).inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload,
    remoteAddress: options.ip ?? freshIp(),
    ...(options.cookie ? { cookies: { [DEVICE_COOKIE]: options.cookie } } : {}),
  });
}

function deviceCookieOf(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === DEVICE_COOKIE);
}

/** Registers an account and signs it in once, from a browser that keeps the device cookie. */
async function accountWithDevice() {
  const body = registration();
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/auth/user/data/',
    payload: body,
    remoteAddress: freshIp(),
  });
  expect(registered.statusCode).toBe(201);
  const signedIn = await login({ email: body.email, password: VALID_PASSWORD });
  expect(signedIn.statusCode).toBe(200);
  const cookie = deviceCookieOf(signedIn)?.value;
  if (!cookie) throw new Error('no device cookie after a sign-in');
  const { auth_id, user } = json<{ auth_id: string; user: { id: number } }>(signedIn);
  return { email: body.email, userId: user.id, cookie, headers: { authorization: `Token ${auth_id}` } };
}

/** Fills the account's unknown-device bucket: LOGIN_FAILURE_LIMIT wrong passwords, each from another address. */
async function failFromEverywhere(email: string) {
  for (let attempt = 0; attempt < LOGIN_FAILURE_LIMIT; attempt++) {
    expect((await login({ email, password: `wrong-${attempt}` })).statusCode).toBe(400);
  }
}

const statuses = (responses: LightMyRequestResponse[]) =>
  responses.reduce<Record<number, number>>((counts, response) => {
    counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
    return counts;
  }, {});

describe('the device cookie', () => {
  it('is set by a sign-in: HttpOnly, SameSite=Strict, Path=/api/auth/, a year, stored only hashed', async () => {
    const ana = await accountWithDevice();
    const again = await login({ email: ana.email, password: VALID_PASSWORD }, { cookie: ana.cookie });
    const cookie = deviceCookieOf(again);
    expect(cookie).toMatchObject({
      value: ana.cookie,
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/auth/',
      maxAge: DEVICE_COOKIE_MAX_AGE_MS / 1000,
    });
    // PUBLIC_URL is http in the tests: a Secure cookie would never come back over it.
    expect(cookie?.secure).toBeUndefined();
    const stored = await rows<{ token_hash: string }>(
      t.app,
      sql`select token_hash from trusted_devices where user_id = ${ana.userId}`,
    );
    // The same browser signing in again stays one device.
    expect(stored).toEqual([{ token_hash: sha256(ana.cookie) }]);
    // Failed attempts set nothing.
    const failed = await login({ email: ana.email, password: 'wrong' }, { cookie: ana.cookie });
    expect(deviceCookieOf(failed)).toBeUndefined();
  });

  it('is Secure when the public URL is https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://extranet.example.com' });
    try {
      const body = registration();
      await secure.app.inject({ method: 'POST', url: '/api/auth/user/data/', payload: body });
      const signedIn = await login({ email: body.email, password: VALID_PASSWORD }, { app: secure.app });
      expect(signedIn.statusCode).toBe(200);
      expect(deviceCookieOf(signedIn)?.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });

  it('ignores a malformed or unknown cookie and makes the browser a device', async () => {
    const ana = await accountWithDevice();
    for (const cookie of ['garbage; "quoted"', randomBytes(32).toString('base64url')]) {
      const response = await login({ email: ana.email, password: VALID_PASSWORD }, { cookie });
      expect(response.statusCode).toBe(200);
      const next = deviceCookieOf(response)?.value ?? '';
      expect(next).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(next).not.toBe(ana.cookie);
    }
  });

  it('is forgotten by the periodic prune once unused for as long as it lives', async () => {
    const ana = await accountWithDevice();
    const bea = await accountWithDevice();
    await rows(
      t.app,
      sql`update trusted_devices set last_used_at = now() - interval '366 days' where user_id = ${ana.userId}`,
    );
    await t.app.services.auth.pruneExpired();
    const left = await rows<{ user_id: number }>(
      t.app,
      sql`select user_id from trusted_devices where user_id in (${ana.userId}, ${bea.userId})`,
    );
    expect(left).toEqual([{ user_id: bea.userId }]);
  });
});

describe('no lock-out', () => {
  it(`${LOGIN_FAILURE_LIMIT + 1} wrong passwords from ${LOGIN_FAILURE_LIMIT + 1} addresses: the known device still signs in, an unknown one waits`, async () => {
    const victim = await accountWithDevice();
    for (let attempt = 0; attempt < LOGIN_FAILURE_LIMIT; attempt++) {
      expect((await login({ email: victim.email, password: `guess-${attempt}` })).statusCode).toBe(400);
    }
    // The attacker's 11th guess is refused before any verification.
    const verify = vi.spyOn(PasswordHasher.prototype, 'verify');
    expect((await login({ email: victim.email, password: 'guess-11' })).statusCode).toBe(429);
    expect(verify).not.toHaveBeenCalled();

    const fromDevice = await login(
      { email: victim.email, password: VALID_PASSWORD },
      { cookie: victim.cookie },
    );
    expect(fromDevice.statusCode).toBe(200);
    // An unknown browser cannot be told from the attacker's: it shares the account's unknown-device
    // bucket and waits for the window, which is what keeps guessing slow from any number of addresses.
    const fromElsewhere = await login({ email: victim.email, password: VALID_PASSWORD });
    expect(fromElsewhere.statusCode).toBe(429);
    expect(Number(fromElsewhere.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(fromElsewhere.headers['retry-after'])).toBeLessThanOrEqual(LOGIN_FAILURE_WINDOW_MS / 1000);
  });

  it("a device cookie of user A does not give B's email the device bucket", async () => {
    const ana = await accountWithDevice();
    const bea = await accountWithDevice();
    await failFromEverywhere(bea.email);
    const withAnasCookie = await login(
      { email: bea.email, password: VALID_PASSWORD },
      { cookie: ana.cookie },
    );
    expect(withAnasCookie.statusCode).toBe(429);
    // Nor did guessing B with A's cookie spend A's device bucket.
    const [anaDevice] = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from rate_limit_hits where bucket = 'login-device'
          and key = (select id::text from trusted_devices where token_hash = ${sha256(ana.cookie)})`,
    );
    expect(anaDevice?.n).toBe(0);
    expect(
      (await login({ email: bea.email, password: VALID_PASSWORD }, { cookie: bea.cookie })).statusCode,
    ).toBe(200);
  });

  it('one browser remembers several accounts (a shared front desk), each with its own device', async () => {
    const ana = await accountWithDevice();
    const bea = await accountWithDevice();
    const shared = await login({ email: bea.email, password: VALID_PASSWORD }, { cookie: ana.cookie });
    const both = deviceCookieOf(shared)?.value ?? '';
    // B signed in on A's browser: that browser becomes B's device too, B's token first.
    const [beaHere, anaHere, ...rest] = both.split('.');
    expect([anaHere, rest]).toEqual([ana.cookie, []]);
    expect(beaHere).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(beaHere).not.toBe(bea.cookie);
    await failFromEverywhere(ana.email);
    expect((await login({ email: ana.email, password: VALID_PASSWORD }, { cookie: both })).statusCode).toBe(
      200,
    );
  });

  it(`a known device has its own limit of ${LOGIN_DEVICE_FAILURE_LIMIT} (a stolen cookie guesses no faster)`, async () => {
    const ana = await accountWithDevice();
    for (let attempt = 0; attempt < LOGIN_DEVICE_FAILURE_LIMIT; attempt++) {
      const response = await login(
        { email: ana.email, password: `wrong-${attempt}` },
        { cookie: ana.cookie },
      );
      expect(response.statusCode).toBe(400);
    }
    expect(
      (await login({ email: ana.email, password: VALID_PASSWORD }, { cookie: ana.cookie })).statusCode,
    ).toBe(429);
    // The device's failures did not fill the account's unknown-device bucket.
    expect((await login({ email: ana.email, password: VALID_PASSWORD })).statusCode).toBe(200);
  });

  it('a successful sign-in does not count', async () => {
    const ana = await accountWithDevice();
    const ip = freshIp();
    for (let attempt = 0; attempt <= LOGIN_FAILURE_LIMIT + 2; attempt++) {
      expect((await login({ email: ana.email, password: VALID_PASSWORD }, { ip })).statusCode).toBe(200);
    }
  });
});

describe('atomic limits', () => {
  const PARALLEL = 80;

  it(`${PARALLEL} parallel wrong passwords for one account: exactly ${LOGIN_FAILURE_LIMIT} verified`, async () => {
    const ana = await accountWithDevice();
    const verify = vi.spyOn(PasswordHasher.prototype, 'verify');
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, attempt) =>
        login({ email: ana.email, password: `wrong-${attempt}` }),
      ),
    );
    expect(statuses(responses)).toEqual({ 400: LOGIN_FAILURE_LIMIT, 429: PARALLEL - LOGIN_FAILURE_LIMIT });
    expect(verify).toHaveBeenCalledTimes(LOGIN_FAILURE_LIMIT);
  });

  it(`${PARALLEL} parallel attempts for an unknown email from one address: exactly ${LOGIN_FAILURE_LIMIT} verified`, async () => {
    const nobody = `nadie.${randomBytes(4).toString('hex')}@example.com`;
    const ip = freshIp();
    const verify = vi.spyOn(PasswordHasher.prototype, 'verify');
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, attempt) =>
        login({ email: nobody, password: `wrong-${attempt}` }, { ip }),
      ),
    );
    expect(statuses(responses)).toEqual({ 400: LOGIN_FAILURE_LIMIT, 429: PARALLEL - LOGIN_FAILURE_LIMIT });
    expect(verify).toHaveBeenCalledTimes(LOGIN_FAILURE_LIMIT);
  });

  it(`parallel attempts for many emails from one address: exactly ${LOGIN_ADDRESS_FAILURE_LIMIT} verified`, async () => {
    const ip = freshIp();
    const total = LOGIN_ADDRESS_FAILURE_LIMIT + 30;
    const verify = vi.spyOn(PasswordHasher.prototype, 'verify');
    const responses = await Promise.all(
      Array.from({ length: total }, (_, attempt) =>
        login(
          { email: `spray${attempt}.${randomBytes(3).toString('hex')}@example.com`, password: 'x'.repeat(8) },
          { ip },
        ),
      ),
    );
    expect(statuses(responses)).toEqual({
      400: LOGIN_ADDRESS_FAILURE_LIMIT,
      429: total - LOGIN_ADDRESS_FAILURE_LIMIT,
    });
    expect(verify).toHaveBeenCalledTimes(LOGIN_ADDRESS_FAILURE_LIMIT);
  });

  it(`on PostgreSQL, ${PARALLEL} parallel wrong passwords spread over two instances: exactly ${LOGIN_FAILURE_LIMIT} verified`, async () => {
    const second = await t.openSecondInstance?.();
    if (!second) {
      // PGlite is one process's database: there is no second instance to race with.
      expect(t.app.database.kind).toBe('pglite');
      return;
    }
    const ana = await accountWithDevice();
    const verify = vi.spyOn(PasswordHasher.prototype, 'verify');
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, attempt) =>
        login(
          { email: ana.email, password: `wrong-${attempt}` },
          { app: attempt % 2 === 0 ? t.app : second },
        ),
      ),
    );
    expect(statuses(responses)).toEqual({ 400: LOGIN_FAILURE_LIMIT, 429: PARALLEL - LOGIN_FAILURE_LIMIT });
    expect(verify).toHaveBeenCalledTimes(LOGIN_FAILURE_LIMIT);
  });

  it(`${PARALLEL} parallel wrong second-factor codes: exactly ${LOGIN_FAILURE_LIMIT} checked, then the known device still signs in`, async () => {
    const ana = await accountWithDevice();
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await rows(
      t.app,
      sql`insert into user_totp (user_id, secret, enabled) values (${ana.userId}, ${secret}, true)`,
    );
    const right = totpAt(secret, Date.now());
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
    const checked = vi.spyOn(SecurityService.prototype, 'verify');
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        login({ email: ana.email, password: VALID_PASSWORD, token: wrong }),
      ),
    );
    expect(statuses(responses)).toEqual({ 400: LOGIN_FAILURE_LIMIT, 429: PARALLEL - LOGIN_FAILURE_LIMIT });
    expect(checked).toHaveBeenCalledTimes(LOGIN_FAILURE_LIMIT);
    const [failures] = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from auth_events where kind = 'totp_failure' and user_id = ${ana.userId}`,
    );
    expect(failures?.n).toBe(LOGIN_FAILURE_LIMIT);
    // The guesses came from unknown devices: the user's own browser is not refused.
    const own = await login(
      { email: ana.email, password: VALID_PASSWORD, token: totpAt(secret, Date.now() + 30_000) },
      { cookie: ana.cookie },
    );
    expect(own.statusCode).toBe(200);
  });

  it(`${PARALLEL} parallel restore requests for one email: exactly ${RESTORE_REQUESTS_PER_EMAIL} handled`, async () => {
    const ana = await accountWithDevice();
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/user/restore-pass',
          payload: { email: ana.email },
          remoteAddress: freshIp(),
        }),
      ),
    );
    expect(statuses(responses)).toEqual({
      200: RESTORE_REQUESTS_PER_EMAIL,
      429: PARALLEL - RESTORE_REQUESTS_PER_EMAIL,
    });
    const [requests] = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from auth_events where kind = 'restore_request' and user_id = ${ana.userId}`,
    );
    expect(requests?.n).toBe(RESTORE_REQUESTS_PER_EMAIL);
  });

  it(`${PARALLEL / 2} parallel wrong current passwords in the profile: exactly ${PASSWORD_CHECK_LIMIT} verified`, async () => {
    const ana = await accountWithDevice();
    const verify = vi.spyOn(PasswordHasher.prototype, 'verify');
    const responses = await Promise.all(
      Array.from({ length: PARALLEL / 2 }, (_, attempt) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/user/change-password',
          headers: ana.headers,
          payload: { current_password: `wrong-${attempt}`, new_password: 'Paella-valenciana-1999' },
        }),
      ),
    );
    expect(statuses(responses)).toEqual({
      400: PASSWORD_CHECK_LIMIT,
      429: PARALLEL / 2 - PASSWORD_CHECK_LIMIT,
    });
    expect(verify).toHaveBeenCalledTimes(PASSWORD_CHECK_LIMIT);
  });
});
