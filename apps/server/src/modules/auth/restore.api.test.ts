import { createHash } from 'node:crypto';
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
import { mailsTo, restoreLinkTo } from '../../test/mail.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://extranet.example.com/' });
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Gazpacho-andaluz-77';
const SENT_ES = { detail: 'Se ha enviado un correo al email que nos ha indicado.' };
const INVALID_ES = { token: ['El enlace no es válido o ha caducado. Solicite uno nuevo.'] };

let ipCounter = 0;
/** A client address of its own per call site, so that per-address limits of one test stay apart. */
const freshIp = () => `192.0.2.${++ipCounter}`;

const requestRestore = (email: string, remoteAddress = freshIp(), headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/user/restore-pass',
    payload: { email },
    remoteAddress,
    headers,
  });

const confirm = (token: string, password = NEW_PASSWORD, remoteAddress = freshIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/user/restore-pass/confirm',
    payload: { token, password },
    remoteAddress,
  });

const login = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { email, password },
    remoteAddress: freshIp(),
  });

async function tokenFor(email: string): Promise<string> {
  const token = (await restoreLinkTo(t.app, email)).searchParams.get('token');
  if (!token) throw new Error('no token');
  return token;
}

async function passwordHashOf(email: string): Promise<string | undefined> {
  const [row] = await rows<{ password_hash: string }>(
    t.app,
    sql`select password_hash from users where email = ${email}`,
  );
  return row?.password_hash;
}

describe('restore request', () => {
  it('answers the same to a known and an unknown email; only the known one gets an email', async () => {
    const ana = await signUp(t.app);
    const unknown = `nobody.${ana.email}`;
    const known = await requestRestore(ana.email);
    const stranger = await requestRestore(unknown);
    expect(known.statusCode).toBe(200);
    expect(stranger.statusCode).toBe(200);
    expect(json(known)).toEqual(SENT_ES);
    expect(json(stranger)).toEqual(json(known));
    expect(await mailsTo(t.app, unknown)).toEqual([]);
    const [mail] = await mailsTo(t.app, ana.email, 'restore');
    expect(mail).toMatchObject({ template: 'restore', language: 'es', subject: 'Restablezca su contraseña' });
    const english = await requestRestore(`x.${unknown}`, freshIp(), { 'accept-language': 'en' });
    expect(json(english)).toEqual({ detail: 'An email has been sent to the address you gave us.' });
  });

  it('emails a single link to PUBLIC_URL with a 256-bit token that is stored only hashed, valid one hour', async () => {
    const ana = await signUp(t.app);
    await requestRestore(ana.email.toUpperCase());
    const link = await restoreLinkTo(t.app, ana.email);
    expect(`${link.origin}${link.pathname}`).toBe('https://extranet.example.com/auth/restore-password');
    expect(link.searchParams.get('lang')).toBe('es');
    const token = link.searchParams.get('token') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await rows<{ token_hash: string; valid_minutes: number; used_at: Date | null }>(
      t.app,
      sql`select token_hash, used_at, extract(epoch from expires_at - created_at)::float / 60 as valid_minutes
          from password_resets where user_id = ${ana.userId}`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(stored[0]?.used_at).toBeNull();
    expect(stored[0]?.valid_minutes).toBeCloseTo(60, 0);
    // The same link in the plain-text part and in the HTML.
    const [mail] = await mailsTo(t.app, ana.email, 'restore');
    expect(mail?.text).toContain(link.toString());
    expect(mail?.eml).toContain(`href="${link.toString().replace('&', '&amp;')}"`);
  });

  it("writes the email in the user's language", async () => {
    const body = registration();
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/data/',
      payload: body,
      headers: { 'accept-language': 'it' },
      remoteAddress: freshIp(),
    });
    await requestRestore(body.email);
    const [mail] = await mailsTo(t.app, body.email, 'restore');
    expect(mail).toMatchObject({ language: 'it', subject: 'Reimposti la Sua password' });
    expect((await restoreLinkTo(t.app, body.email)).searchParams.get('lang')).toBe('it');
  });

  it('writes the email in the language the user switched to last, not the registration one', async () => {
    // Registered in Spanish (no Accept-Language), then the interface is switched to English.
    const ana = await signUp(t.app);
    const switched = await t.app.inject({
      method: 'PATCH',
      url: `/api/auth/user/data/${ana.userId}/`,
      headers: ana.headers,
      payload: { language: 'en' },
    });
    expect(switched.statusCode).toBe(200);
    expect(json(switched)).toMatchObject({ language: 'en' });
    await requestRestore(ana.email);
    const [mail] = await mailsTo(t.app, ana.email, 'restore');
    expect(mail).toMatchObject({ language: 'en', subject: 'Reset your password' });
    expect((await restoreLinkTo(t.app, ana.email)).searchParams.get('lang')).toBe('en');

    // Only the six languages of the product are stored.
    const unknown = await t.app.inject({
      method: 'PATCH',
      url: `/api/auth/user/data/${ana.userId}/`,
      headers: ana.headers,
      payload: { language: 'de' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(json(unknown))).toEqual(['language']);
  });

  it('records every request in auth_events, with user, time and address', async () => {
    const ana = await signUp(t.app);
    await requestRestore(ana.email, '198.51.100.40');
    await requestRestore(`ghost.${ana.email}`, '198.51.100.40');
    const events = await rows<{ kind: string; user_id: number | null; email: string; ip: string; at: Date }>(
      t.app,
      sql`select kind, user_id, email, ip, at from auth_events where ip = '198.51.100.40' order by id`,
    );
    expect(events.map(({ at: _at, ...event }) => event)).toEqual([
      { kind: 'restore_request', user_id: ana.userId, email: ana.email, ip: '198.51.100.40' },
      { kind: 'restore_request', user_id: null, email: `ghost.${ana.email}`, ip: '198.51.100.40' },
    ]);
    expect(events.every((event) => event.at !== null)).toBe(true);
  });

  it('answers 429 to the 6th request for one email within an hour, whatever the address', async () => {
    const ana = await signUp(t.app);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await requestRestore(ana.email)).statusCode).toBe(200);
    }
    const blocked = await requestRestore(ana.email);
    expect(blocked.statusCode).toBe(429);
    expect(json(blocked)).toEqual({
      detail: 'Demasiados intentos. Espere unos minutos y vuelva a intentarlo.',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mailsTo(t.app, ana.email, 'restore')).toHaveLength(5);
    // Unknown emails are limited alike, so the limit tells nothing either.
    const ghost = `ghost.${ana.email}`;
    for (let attempt = 1; attempt <= 5; attempt++) await requestRestore(ghost);
    expect((await requestRestore(ghost)).statusCode).toBe(429);
  });

  it('answers 429 to the 21st request from one address within an hour, whatever the email', async () => {
    for (let attempt = 1; attempt <= 20; attempt++) {
      expect((await requestRestore(`someone${attempt}@example.com`, '203.0.113.50')).statusCode).toBe(200);
    }
    expect((await requestRestore('someone.else@example.com', '203.0.113.50')).statusCode).toBe(429);
    expect((await requestRestore('someone.else@example.com', '203.0.113.51')).statusCode).toBe(200);
  });

  it('validates the email', async () => {
    const response = await requestRestore('not-an-email');
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ email: ['Debes introducir un email válido'] });
  });
});

describe('restore confirm', () => {
  it('sets the new password, uses the token, ends every session and records the change', async () => {
    const ana = await signUp(t.app);
    const second = json<{ auth_id: string }>(await login(ana.email, VALID_PASSWORD)).auth_id;
    await requestRestore(ana.email);
    const token = await tokenFor(ana.email);

    const response = await confirm(token, NEW_PASSWORD, '198.51.100.60');
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      detail: 'Su contraseña se ha cambiado. Ya puede iniciar sesión con ella.',
    });

    for (const auth of [ana.token, second]) {
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/auth/user/data/',
        headers: { authorization: `Token ${auth}` },
      });
      expect(me.statusCode).toBe(401);
    }
    const [{ n } = { n: -1 }] = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from sessions where user_id = ${ana.userId}`,
    );
    expect(n).toBe(0);
    expect((await login(ana.email, VALID_PASSWORD)).statusCode).toBe(400);
    expect((await login(ana.email, NEW_PASSWORD)).statusCode).toBe(200);

    const [used] = await rows<{ used_at: Date | null }>(
      t.app,
      sql`select used_at from password_resets where user_id = ${ana.userId}`,
    );
    expect(used?.used_at).not.toBeNull();
    const events = await rows<{ kind: string; user_id: number; ip: string }>(
      t.app,
      sql`select kind, user_id, ip from auth_events where kind = 'password_restore' and user_id = ${ana.userId}`,
    );
    expect(events).toEqual([{ kind: 'password_restore', user_id: ana.userId, ip: '198.51.100.60' }]);
  });

  it('refuses a token used once already and changes nothing', async () => {
    const ana = await signUp(t.app);
    await requestRestore(ana.email);
    const token = await tokenFor(ana.email);
    expect((await confirm(token)).statusCode).toBe(200);
    const hash = await passwordHashOf(ana.email);
    const again = await confirm(token, 'Otra-clave-distinta-99');
    expect(again.statusCode).toBe(400);
    expect(json(again)).toEqual(INVALID_ES);
    expect(await passwordHashOf(ana.email)).toBe(hash);
    expect((await login(ana.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired token and changes nothing, sessions included', async () => {
    const ana = await signUp(t.app);
    await requestRestore(ana.email);
    const token = await tokenFor(ana.email);
    await t.app.database.db.execute(
      sql`update password_resets set expires_at = now() - interval '1 second' where user_id = ${ana.userId}`,
    );
    const hash = await passwordHashOf(ana.email);
    const response = await confirm(token);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual(INVALID_ES);
    expect(await passwordHashOf(ana.email)).toBe(hash);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user/data/', headers: ana.headers });
    expect(me.statusCode).toBe(200);
  });

  it('refuses an unknown or malformed token, translated, and records the failure', async () => {
    const unknown = await confirm('A'.repeat(43), NEW_PASSWORD, '198.51.100.70');
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown)).toEqual(INVALID_ES);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/restore-pass/confirm',
      payload: { token: '', password: NEW_PASSWORD },
      headers: { 'accept-language': 'en' },
      remoteAddress: freshIp(),
    });
    expect(json(empty)).toEqual({
      token: ['The link is not valid or has expired. Please ask for a new one.'],
    });
    const events = await rows<{ kind: string }>(
      t.app,
      sql`select kind from auth_events where ip = '198.51.100.70'`,
    );
    expect(events).toEqual([{ kind: 'password_restore_failure' }]);
  });

  it('refuses a short or common password and keeps the token usable', async () => {
    const ana = await signUp(t.app);
    await requestRestore(ana.email);
    const token = await tokenFor(ana.email);
    const short = await confirm(token, 'corta');
    expect(short.statusCode).toBe(400);
    expect(json(short)).toEqual({ password: ['La contraseña debe tener al menos 8 caracteres'] });
    const common = await confirm(token, 'password123');
    expect(common.statusCode).toBe(400);
    expect(json(common)).toEqual({ password: ['Esta contraseña es demasiado común; elija otra'] });
    expect((await confirm(token)).statusCode).toBe(200);
  });

  it('voids the other links of the user once one is used', async () => {
    const ana = await signUp(t.app);
    await requestRestore(ana.email);
    const first = await tokenFor(ana.email);
    await requestRestore(ana.email);
    const second = await tokenFor(ana.email);
    expect(second).not.toBe(first);
    expect((await confirm(second)).statusCode).toBe(200);
    expect(json(await confirm(first, 'Otra-clave-distinta-99'))).toEqual(INVALID_ES);
  });

  it('answers 429 to the 11th attempt from one address within an hour', async () => {
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await confirm(`${'B'.repeat(40)}${attempt}`, NEW_PASSWORD, '203.0.113.80')).statusCode).toBe(
        400,
      );
    }
    const ana = await signUp(t.app);
    await requestRestore(ana.email);
    const blocked = await confirm(await tokenFor(ana.email), NEW_PASSWORD, '203.0.113.80');
    expect(blocked.statusCode).toBe(429);
    expect((await login(ana.email, VALID_PASSWORD)).statusCode).toBe(200);
  });
});
