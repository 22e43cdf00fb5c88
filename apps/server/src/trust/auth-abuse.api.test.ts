/**
 * Authentication abuse (issue 8, item 5; docs/decisions/015-hostile-input-and-auth-abuse.md):
 * replayed and expired tokens, reused and expired restore links, brute force on the login, the
 * second factor and the restore, and user enumeration through login, registration and restore.
 * No timing is asserted: the unknown-email paths are shown to do the same work by spying on it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { LOGIN_FAILURE_LIMIT, MSG, RESTORE_MSG } from '@hotel/domain';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DEVICE_COOKIE,
  PasswordHasher,
  RESTORE_CONFIRMS_PER_IP,
  RESTORE_REQUESTS_PER_EMAIL,
} from '../modules/auth/index.ts';
import { totpAt } from '../modules/security/index.ts';
import { translate } from '../plugins/i18n.ts';
import {
  createTestApp,
  json,
  registration,
  rows,
  signUp,
  type TestApp,
  VALID_PASSWORD,
} from '../test/app.ts';
import { confirmEmailTokenTo, mailsTo, restoreLinkTo } from '../test/mail.ts';

/** Registrations allowed per address per hour in this suite (the production default is 20). */
const REGISTRATIONS_PER_HOUR = 4;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REGISTRATIONS_PER_HOUR: String(REGISTRATIONS_PER_HOUR) });
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const NEW_PASSWORD = 'Paella-valenciana-1999';
let addressCounter = 0;
/** A client address of its own per call site, so that per-address limits of one test stay apart. */
const freshIp = () => `198.18.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

const DETAIL = {
  unauthenticated: { es: translate('es', MSG.notAuthenticated), en: translate('en', MSG.notAuthenticated) },
  tooMany: { en: translate('en', MSG.tooManyAttempts) },
};
const BAD_CREDENTIALS = { non_field_errors: [translate('es', MSG.badCredentials)] };
const RESTORE_INVALID_EN = { token: [translate('en', RESTORE_MSG.tokenInvalid)] };

function login(
  payload: Record<string, unknown>,
  remoteAddress = freshIp(),
  language = 'es',
  deviceCookie?: string,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload,
    remoteAddress,
    headers: { 'accept-language': language },
    ...(deviceCookie ? { cookies: { [DEVICE_COOKIE]: deviceCookie } } : {}),
  });
}

/** Signs in once more and answers the device cookie that browser keeps (decision 021). */
async function deviceCookieOf(email: string): Promise<string> {
  const response = await login({ email, password: VALID_PASSWORD });
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((candidate) => candidate.name === DEVICE_COOKIE)?.value;
  if (!cookie) throw new Error('no device cookie after a sign-in');
  return cookie;
}

function me(userId: number, token: string, language = 'es') {
  return t.app.inject({
    method: 'GET',
    url: `/api/auth/user/data/${userId}/`,
    headers: { authorization: `Token ${token}`, 'accept-language': language },
  });
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function sessionExists(token: string): Promise<boolean> {
  const found = await rows(t.app, sql`select 1 from sessions where token_hash = ${sha256(token)}`);
  return found.length > 0;
}

/** The headers of an answer that could tell two answers apart (the date aside). */
function comparable(response: LightMyRequestResponse) {
  const { date: _date, ...headers } = response.headers;
  return { status: response.statusCode, headers, body: response.body };
}

function restoreRequest(email: string, remoteAddress = freshIp(), language = 'es') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/user/restore-pass',
    payload: { email },
    remoteAddress,
    headers: { 'accept-language': language },
  });
}

function restoreConfirm(token: string, password: string, remoteAddress = freshIp(), language = 'es') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/user/restore-pass/confirm',
    payload: { token, password },
    remoteAddress,
    headers: { 'accept-language': language },
  });
}

async function restoreToken(email: string): Promise<string> {
  const response = await restoreRequest(email);
  expect(response.statusCode).toBe(200);
  const token = (await restoreLinkTo(t.app, email)).searchParams.get('token');
  if (!token) throw new Error('no token in the restore link');
  return token;
}

describe('session tokens', () => {
  it('refuses a token replayed after logout, on reads, writes and a second logout', async () => {
    const ana = await signUp(t.app);
    expect((await me(ana.userId, ana.token)).statusCode).toBe(200);
    const logout = await t.app.inject({ method: 'DELETE', url: '/api/auth/logout/', headers: ana.headers });
    expect(logout.statusCode).toBe(204);
    expect(await sessionExists(ana.token)).toBe(false);

    const replays = [
      await me(ana.userId, ana.token, 'en'),
      await t.app.inject({
        method: 'PATCH',
        url: `/api/auth/user/data/${ana.userId}/`,
        headers: ana.headers,
        payload: { name: 'Intrusa' },
      }),
      await t.app.inject({ method: 'GET', url: '/api/hotel/', headers: ana.headers }),
      await t.app.inject({ method: 'DELETE', url: '/api/auth/logout/', headers: ana.headers }),
    ];
    expect(replays.map((response) => response.statusCode)).toEqual([401, 401, 401, 401]);
    expect(json(replays[0] as LightMyRequestResponse)).toEqual({ detail: DETAIL.unauthenticated.en });
    expect(json(replays[1] as LightMyRequestResponse)).toEqual({ detail: DETAIL.unauthenticated.es });
    const [user] = await rows<{ name: string }>(t.app, sql`select name from users where id = ${ana.userId}`);
    expect(user?.name).not.toBe('Intrusa');
  });

  it('refuses the stored hash of a token used as a token (a leaked sessions table opens nothing)', async () => {
    const ana = await signUp(t.app);
    const [stored] = await rows<{ token_hash: string }>(
      t.app,
      sql`select token_hash from sessions where user_id = ${ana.userId}`,
    );
    expect(stored?.token_hash).toBe(sha256(ana.token));
    expect((await me(ana.userId, stored?.token_hash ?? '')).statusCode).toBe(401);
  });

  it('refuses a session past its idle limit or its absolute expiry, and deletes it', async () => {
    const idle = await signUp(t.app);
    const old = await signUp(t.app);
    const fresh = await signUp(t.app);
    // Only these sessions move in time: the other tests' sessions stay as they are.
    await rows(
      t.app,
      sql`update sessions set last_seen_at = now() - interval '2 days' where token_hash = ${sha256(idle.token)}`,
    );
    await rows(
      t.app,
      sql`update sessions set expires_at = now() - interval '1 second' where token_hash = ${sha256(old.token)}`,
    );
    await rows(
      t.app,
      sql`update sessions set last_seen_at = now() - interval '5 minutes' where token_hash = ${sha256(fresh.token)}`,
    );
    for (const user of [idle, old]) {
      const response = await me(user.userId, user.token);
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual({ detail: DETAIL.unauthenticated.es });
      expect(await sessionExists(user.token)).toBe(false);
      // Expired stays expired: the refused call did not touch the session back to life.
      expect((await me(user.userId, user.token)).statusCode).toBe(401);
    }
    expect((await me(fresh.userId, fresh.token)).statusCode).toBe(200);
  });

  it('refuses the tokens of every session once the password is restored', async () => {
    const ana = await signUp(t.app);
    const second = json<{ auth_id: string }>(
      await login({ email: ana.email, password: VALID_PASSWORD }),
    ).auth_id;
    const token = await restoreToken(ana.email);
    expect((await restoreConfirm(token, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await me(ana.userId, ana.token)).statusCode).toBe(401);
    expect((await me(ana.userId, second)).statusCode).toBe(401);
  });
});

describe('restore links', () => {
  it('works once: a reused link is refused, translated, and the password stays the one set', async () => {
    const ana = await signUp(t.app);
    const token = await restoreToken(ana.email);
    expect((await restoreConfirm(token, NEW_PASSWORD)).statusCode).toBe(200);
    const reuse = await restoreConfirm(token, 'Otra-clave-distinta-55', freshIp(), 'en');
    expect(reuse.statusCode).toBe(400);
    expect(json(reuse)).toEqual(RESTORE_INVALID_EN);
    expect((await login({ email: ana.email, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await login({ email: ana.email, password: 'Otra-clave-distinta-55' })).statusCode).toBe(400);
  });

  it('refuses an expired link and changes nothing', async () => {
    const ana = await signUp(t.app);
    const token = await restoreToken(ana.email);
    await rows(
      t.app,
      sql`update password_resets set expires_at = now() - interval '1 second' where token_hash = ${sha256(token)}`,
    );
    const expired = await restoreConfirm(token, NEW_PASSWORD, freshIp(), 'en');
    expect(expired.statusCode).toBe(400);
    expect(json(expired)).toEqual(RESTORE_INVALID_EN);
    expect((await me(ana.userId, ana.token)).statusCode).toBe(200);
    expect((await login({ email: ana.email, password: VALID_PASSWORD })).statusCode).toBe(200);
  });

  it('voids a link sent to the old address once the email changes', async () => {
    const ana = await signUp(t.app);
    const token = await restoreToken(ana.email);
    const target = `nueva.${randomBytes(4).toString('hex')}@example.com`;
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/change-email',
      headers: ana.headers,
      payload: { email: target, current_password: VALID_PASSWORD },
    });
    expect(asked.statusCode).toBe(200);
    // The change takes effect when the link sent to the new address is opened (decision 022).
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/confirm-email/',
      payload: { token: await confirmEmailTokenTo(t.app, target) },
      remoteAddress: freshIp(),
    });
    expect(changed.statusCode).toBe(200);
    // Whoever still reads the old mailbox must not take the account over with the link sent there.
    const used = await restoreConfirm(token, NEW_PASSWORD, freshIp(), 'en');
    expect(used.statusCode).toBe(400);
    expect(json(used)).toEqual(RESTORE_INVALID_EN);
    expect((await me(ana.userId, ana.token)).statusCode).toBe(200);
  });
});

describe('brute force', () => {
  it(`login: ${LOGIN_FAILURE_LIMIT} wrong passwords, then 429 translated even with the right one; the same for an unknown email`, async () => {
    const ana = await signUp(t.app);
    const nobody = `nadie.${randomBytes(4).toString('hex')}@example.com`;
    for (const email of [ana.email, nobody]) {
      for (let attempt = 0; attempt < LOGIN_FAILURE_LIMIT; attempt++) {
        expect((await login({ email, password: `wrong-${attempt}` })).statusCode).toBe(400);
      }
    }
    const blocked = await login({ email: ana.email, password: VALID_PASSWORD }, freshIp(), 'en');
    const blockedUnknown = await login({ email: nobody, password: VALID_PASSWORD }, freshIp(), 'en');
    expect(blocked.statusCode).toBe(429);
    expect(json(blocked)).toEqual({ detail: DETAIL.tooMany.en });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Blocked known and unknown emails look alike (the wait may differ by a second between them).
    const { 'retry-after': _a, ...knownHeaders } = comparable(blocked).headers;
    const { 'retry-after': _b, ...unknownHeaders } = comparable(blockedUnknown).headers;
    expect({ ...comparable(blockedUnknown), headers: unknownHeaders }).toEqual({
      ...comparable(blocked),
      headers: knownHeaders,
    });
  });

  it(`lock-out: ${LOGIN_FAILURE_LIMIT + 1} guesses from as many addresses do not refuse the victim's known device; forged or borrowed cookies buy nothing`, async () => {
    const victim = await signUp(t.app);
    const accomplice = await signUp(t.app);
    const victimDevice = await deviceCookieOf(victim.email);
    const accompliceDevice = await deviceCookieOf(accomplice.email);
    for (let attempt = 0; attempt <= LOGIN_FAILURE_LIMIT; attempt++) {
      const guess = await login({ email: victim.email, password: `guess-${attempt}` });
      expect(guess.statusCode).toBe(attempt < LOGIN_FAILURE_LIMIT ? 400 : 429);
    }
    // A made-up token and the attacker's own account's device are unknown devices for the victim.
    const forged = await login(
      { email: victim.email, password: VALID_PASSWORD },
      freshIp(),
      'es',
      randomBytes(32).toString('base64url'),
    );
    const borrowed = await login(
      { email: victim.email, password: VALID_PASSWORD },
      freshIp(),
      'es',
      accompliceDevice,
    );
    expect([forged.statusCode, borrowed.statusCode]).toEqual([429, 429]);
    const own = await login({ email: victim.email, password: VALID_PASSWORD }, freshIp(), 'es', victimDevice);
    expect(own.statusCode).toBe(200);
  });

  it(`second factor: wrong codes count like wrong passwords; ${LOGIN_FAILURE_LIMIT} from unknown devices, then 429 even with the right code`, async () => {
    const ana = await signUp(t.app);
    const device = await deviceCookieOf(ana.email);
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await rows(
      t.app,
      sql`insert into user_totp (user_id, secret, enabled) values (${ana.userId}, ${secret}, true)`,
    );
    const right = () => totpAt(secret, Date.now());
    for (let attempt = 0; attempt < LOGIN_FAILURE_LIMIT; attempt++) {
      const wrong = String((Number(right()) + 500_000 + attempt) % 1_000_000).padStart(6, '0');
      const response = await login({ email: ana.email, password: VALID_PASSWORD, token: wrong });
      expect(response.statusCode).toBe(400);
    }
    const blocked = await login(
      { email: ana.email, password: VALID_PASSWORD, token: right() },
      freshIp(),
      'en',
    );
    expect(blocked.statusCode).toBe(429);
    expect(json(blocked)).toEqual({ detail: DETAIL.tooMany.en });
    // Sign-up's session only: the refused attempts opened none.
    const [opened] = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from sessions where user_id = ${ana.userId}`,
    );
    expect(opened?.n).toBe(2);
    // The code guesses were made elsewhere: the user's own browser signs in with the right code.
    const own = await login(
      { email: ana.email, password: VALID_PASSWORD, token: right() },
      freshIp(),
      'es',
      device,
    );
    expect(own.statusCode).toBe(200);
  });

  it(`restore: ${RESTORE_REQUESTS_PER_EMAIL} requests per email, then 429 for known and unknown alike`, async () => {
    const ana = await signUp(t.app);
    const nobody = `nadie.${randomBytes(4).toString('hex')}@example.com`;
    for (const email of [ana.email, nobody]) {
      for (let attempt = 0; attempt < RESTORE_REQUESTS_PER_EMAIL; attempt++) {
        expect((await restoreRequest(email)).statusCode).toBe(200);
      }
    }
    const known = await restoreRequest(ana.email, freshIp(), 'en');
    const unknown = await restoreRequest(nobody, freshIp(), 'en');
    expect(known.statusCode).toBe(429);
    expect(json(known)).toEqual({ detail: DETAIL.tooMany.en });
    expect(unknown.statusCode).toBe(429);
    expect(json(unknown)).toEqual(json(known));
  });

  it(`restore links: ${RESTORE_CONFIRMS_PER_IP} guesses from one address, then 429 even for a valid link`, async () => {
    const ana = await signUp(t.app);
    const token = await restoreToken(ana.email);
    const attacker = freshIp();
    for (let attempt = 0; attempt < RESTORE_CONFIRMS_PER_IP; attempt++) {
      const guess = await restoreConfirm(randomBytes(32).toString('base64url'), NEW_PASSWORD, attacker);
      expect(guess.statusCode).toBe(400);
    }
    const blocked = await restoreConfirm(token, NEW_PASSWORD, attacker, 'en');
    expect(blocked.statusCode).toBe(429);
    expect(json(blocked)).toEqual({ detail: DETAIL.tooMany.en });
    expect((await login({ email: ana.email, password: VALID_PASSWORD })).statusCode).toBe(200);
  });
});

describe('user enumeration', () => {
  it('login: an unknown email and a wrong password answer alike, after the same password verification', async () => {
    const ana = await signUp(t.app);
    const verify = vi.spyOn(PasswordHasher.prototype, 'verify');
    const wrong = await login({ email: ana.email, password: 'not-the-password' });
    const wrongCalls = verify.mock.calls.slice();
    verify.mockClear();
    const unknown = await login({ email: `nadie.${ana.email}`, password: 'not-the-password' });
    const unknownCalls = verify.mock.calls.slice();

    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toEqual(BAD_CREDENTIALS);
    expect(comparable(unknown)).toEqual(comparable(wrong));
    // One Argon2id verification each, with the same cost parameters: the unknown email verifies a
    // dummy hash instead of skipping the work (no timing is measured here; bench does timings).
    expect(wrongCalls).toHaveLength(1);
    expect(unknownCalls).toHaveLength(1);
    const parameters = (hash: string) => /^\$argon2id\$v=\d+\$(m=\d+,t=\d+,p=\d+)\$/.exec(hash)?.[1];
    const [wrongHash, wrongPassword] = wrongCalls[0] as [string, string];
    const [dummyHash, unknownPassword] = unknownCalls[0] as [string, string];
    expect(parameters(wrongHash)).toBeDefined();
    expect(parameters(dummyHash)).toBe(parameters(wrongHash));
    expect(dummyHash).not.toBe(wrongHash);
    expect(unknownPassword).toBe(wrongPassword);
    await expect(verify.mock.results[0]?.value).resolves.toBe(false);
  });

  it('registration: an existing email answers like a new one (decision 022), after the same work', async () => {
    const ana = await signUp(t.app);
    const hash = vi.spyOn(PasswordHasher.prototype, 'hash');
    const attacker = freshIp();
    const register = (email: string, language = 'es') =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/user/data/',
        payload: registration({ email }),
        remoteAddress: attacker,
        headers: { 'accept-language': language },
      });
    const send = vi.spyOn(t.app.services.mail, 'send');
    const taken = await register(ana.email);
    expect(taken.statusCode).toBe(201);
    // The taken address hashed the password and wrote one e-mail (to its owner), like a new one.
    expect(hash).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledTimes(1);
    const accepted = await register(`nuevo.${randomBytes(4).toString('hex')}@example.com`);
    expect(comparable(accepted)).toEqual(comparable(taken));
    expect(hash).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenCalledTimes(2);
    send.mockRestore();
    expect(await mailsTo(t.app, ana.email, 'register_existing')).toHaveLength(1);
    // Probing emails counts toward the registrations one address may make in an hour.
    for (let attempt = 2; attempt < REGISTRATIONS_PER_HOUR; attempt++) {
      expect((await register(`sonda${attempt}.${ana.email}`)).statusCode).not.toBe(429);
    }
    const capped = await register(ana.email, 'en');
    expect(capped.statusCode).toBe(429);
    expect(json(capped)).toEqual({ detail: DETAIL.tooMany.en });
  });

  it('restore: a known and an unknown email answer alike, and both write the email', async () => {
    const ana = await signUp(t.app);
    const nobody = `nadie.${randomBytes(4).toString('hex')}@example.com`;
    const mail = t.app.services.mail;
    const send = vi.spyOn(mail, 'send');
    const compose = vi.spyOn(mail, 'compose');
    const known = await restoreRequest(ana.email);
    const knownWork = { send: send.mock.calls.length, compose: compose.mock.calls.length };
    send.mockClear();
    compose.mockClear();
    const unknown = await restoreRequest(nobody);
    expect(known.statusCode).toBe(200);
    expect(comparable(unknown)).toEqual(comparable(known));
    // The unknown address gets no email, but its email is rendered, written and recorded all the
    // same, withheld from delivery.
    expect(knownWork).toEqual({ send: 1, compose: 1 });
    expect(send).toHaveBeenCalledTimes(1);
    expect(compose).toHaveBeenCalledTimes(1);
    const [message, options] = send.mock.calls[0] as unknown as [
      { template: string; to: string },
      { withhold: boolean },
    ];
    expect(message).toMatchObject({ template: 'restore', to: nobody });
    expect(options).toEqual({ withhold: true });
    expect(await mailsTo(t.app, nobody)).toEqual([]);
    // Both requests count toward the same limits and are both recorded.
    const hits = await rows<{ key: string; n: number }>(
      t.app,
      sql`select key, count(*)::int as n from rate_limit_hits
          where bucket = 'restore-email' and key in (${ana.email}, ${nobody}) group by key`,
    );
    expect(hits.map((row) => row.n)).toEqual([1, 1]);
    const events = await rows<{ email: string }>(
      t.app,
      sql`select email from auth_events where kind = 'restore_request' and email in (${ana.email}, ${nobody})`,
    );
    expect(events).toHaveLength(2);
  });
});
