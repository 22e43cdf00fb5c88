import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
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

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

interface Listed {
  id: number;
  browser: string | null;
  os: string | null;
  device: string;
  ip: string | null;
  created_at: string;
  last_used_at: string;
  current: boolean;
}

const address = () => `10.88.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

/** Signs the user in once more, from `userAgent` and an address of its own; answers the headers. */
async function login(user: { email: string }, userAgent?: string, remoteAddress = address(), code?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { email: user.email, password: VALID_PASSWORD, ...(code ? { token: code } : {}) },
    remoteAddress,
    headers: userAgent ? { 'user-agent': userAgent } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return { authorization: `Token ${json<{ auth_id: string }>(response).auth_id}` };
}

function list(headers: Record<string, string>, app: FastifyInstance = t.app) {
  return app.inject({ method: 'GET', url: '/api/auth/sessions/', headers });
}

async function listed(headers: Record<string, string>): Promise<Listed[]> {
  const response = await list(headers);
  expect(response.statusCode, response.body).toBe(200);
  return json<Listed[]>(response);
}

function end(headers: Record<string, string>, id: number | string) {
  return t.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${id}`, headers });
}

function endOthers(headers: Record<string, string>) {
  return t.app.inject({ method: 'DELETE', url: '/api/auth/sessions/others', headers });
}

const me = (headers: Record<string, string>, app: FastifyInstance = t.app) =>
  app.inject({ method: 'GET', url: '/api/auth/user/data/', headers });

async function events(userId: number, kind: string) {
  return rows<{ details: Record<string, unknown> | null }>(
    t.app,
    sql`select details from auth_events where user_id = ${userId} and kind = ${kind} order by id`,
  );
}

describe('sessions page API', () => {
  it('lists two sessions after two logins, newest use first, the current one marked, the browser parsed', async () => {
    // The sign-up's own session is ended first, so the list holds exactly the two logins below.
    const ana = await signUp(t.app);
    await t.app.inject({ method: 'DELETE', url: '/api/auth/logout/', headers: ana.headers });
    const desk = await login(ana, CHROME_WINDOWS, '10.88.0.1');
    const phone = await login(ana, SAFARI_IPHONE, '10.88.0.2');
    // The phone was last used five minutes ago; the desk is in use now (this very request): it comes first.
    await rows(
      t.app,
      sql`update sessions set last_seen_at = now() - interval '5 minutes'
          where user_id = ${ana.userId} and ip = '10.88.0.2'`,
    );

    const sessions = await listed(desk);
    expect(sessions).toHaveLength(2);
    const [first, second] = sessions;
    expect(first).toMatchObject({
      browser: 'Chrome 131',
      os: 'Windows 10',
      device: 'desktop',
      ip: '10.88.0.1',
      current: true,
    });
    expect(second).toMatchObject({
      browser: 'Mobile Safari 17',
      os: 'iOS 17.4',
      device: 'mobile',
      ip: '10.88.0.2',
      current: false,
    });
    expect(Date.parse(first?.last_used_at ?? '')).toBeGreaterThan(Date.parse(second?.last_used_at ?? ''));
    expect(Number.isNaN(Date.parse(second?.created_at ?? ''))).toBe(false);
    // The token hash never leaves the server: only these fields do.
    expect(Object.keys(first ?? {}).sort()).toEqual(
      ['browser', 'created_at', 'current', 'device', 'id', 'ip', 'last_used_at', 'os'].sort(),
    );
    const [hash] = await rows<{ token_hash: string }>(
      t.app,
      sql`select token_hash from sessions where user_id = ${ana.userId} limit 1`,
    );
    expect((await list(desk)).body).not.toContain(hash?.token_hash);

    // Seen from the phone, the phone is the current one, and now the newest used.
    expect((await listed(phone)).map((s) => [s.ip, s.current])).toEqual([
      ['10.88.0.2', true],
      ['10.88.0.1', false],
    ]);
  });

  it('answers the current session first, as used now, though its stored last use is older than another', async () => {
    const ana = await signUp(t.app);
    const desk = await login(ana, CHROME_WINDOWS, '10.88.2.1');
    await login(ana, SAFARI_IPHONE, '10.88.2.2');
    // Within the minute in which a request does not write its session's last-seen time.
    await rows(
      t.app,
      sql`update sessions set last_seen_at = now() - case when ip = '10.88.2.1' then interval '40 seconds'
          else interval '10 seconds' end where user_id = ${ana.userId}`,
    );
    const before = Date.now();
    const sessions = await listed(desk);
    // The third is the sign-up's own session.
    expect(sessions.map((s) => s.current)).toEqual([true, false, false]);
    expect(sessions.slice(0, 2).map((s) => s.ip)).toEqual(['10.88.2.1', '10.88.2.2']);
    expect(Date.parse(sessions[0]?.last_used_at ?? '')).toBeGreaterThanOrEqual(before);
  });

  it('names no browser for a session whose user agent names none (a script)', async () => {
    const ana = await signUp(t.app);
    const bare = await login(ana, 'curl/8.5.0');
    const current = (await listed(bare)).find((s) => s.current);
    expect(current).toMatchObject({ browser: null, os: null, device: 'unknown' });
  });

  it('leaves out expired and idle sessions', async () => {
    const ana = await signUp(t.app);
    await login(ana, CHROME_WINDOWS, '10.88.1.1');
    await login(ana, CHROME_WINDOWS, '10.88.1.2');
    await rows(
      t.app,
      sql`update sessions set expires_at = now() - interval '1 minute' where user_id = ${ana.userId} and ip = '10.88.1.1'`,
    );
    await rows(
      t.app,
      sql`update sessions set last_seen_at = now() - interval '3 days' where user_id = ${ana.userId} and ip = '10.88.1.2'`,
    );
    const sessions = await listed(ana.headers);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.current).toBe(true);
  });

  it('ends one session: its token gets 401 on its next request, the other stays, the event is recorded', async () => {
    const ana = await signUp(t.app);
    const other = await login(ana, SAFARI_IPHONE);
    // The other token's session is in the read cache now (a second read costs nothing).
    expect((await me(other)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(200);
    const target = (await listed(ana.headers)).find((s) => !s.current);
    if (!target) throw new Error('no other session');

    const ended = await end(ana.headers, target.id);
    expect(ended.statusCode).toBe(204);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(ana.headers)).statusCode).toBe(200);
    expect((await listed(ana.headers)).map((s) => s.id)).not.toContain(target.id);
    expect(await events(ana.userId, 'session_end')).toEqual([{ details: { session: target.id } }]);
    // Gone: a second end answers 404.
    expect((await end(ana.headers, target.id)).statusCode).toBe(404);
  });

  it("answers 404 for another user's session and leaves it alone; 404 for an id that is not digits", async () => {
    const ana = await signUp(t.app);
    const bruno = await signUp(t.app);
    const [brunos] = await listed(bruno.headers);
    if (!brunos) throw new Error('no session');

    const refused = await end(ana.headers, brunos.id);
    expect(refused.statusCode).toBe(404);
    expect(json(refused)).toEqual({ detail: expect.any(String) });
    expect((await me(bruno.headers)).statusCode).toBe(200);
    for (const id of ['abc', '0x2', '-1', '1.5', '%202', '1e3', '0', '99999999999']) {
      expect((await end(ana.headers, id)).statusCode, id).toBe(404);
    }
    // A real session respelled (`0N` passed a digits-only rule and ended session N): the shared
    // canonical id answers 404 and ends nothing (decision 023).
    const other = await login(ana, SAFARI_IPHONE);
    const target = (await listed(ana.headers)).find((s) => !s.current);
    if (!target) throw new Error('no other session');
    for (const id of [`0${target.id}`, `00${target.id}`, `+${target.id}`]) {
      expect((await end(ana.headers, id)).statusCode, id).toBe(404);
    }
    expect((await me(other)).statusCode).toBe(200);
    expect((await me(ana.headers)).statusCode).toBe(200);
    expect(await events(ana.userId, 'session_end')).toEqual([]);
  });

  it('refuses the anonymous and a bad token with 401', async () => {
    expect((await list({})).statusCode).toBe(401);
    expect((await endOthers({ authorization: `Token ${'x'.repeat(43)}` })).statusCode).toBe(401);
    expect((await end({}, 1)).statusCode).toBe(401);
  });

  it('ends all the other sessions, keeps the current one and answers how many', async () => {
    const ana = await signUp(t.app);
    const bruno = await signUp(t.app);
    const others = [await login(ana, SAFARI_IPHONE), await login(ana, CHROME_WINDOWS)];
    const response = await endOthers(ana.headers);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ ended: 2 });
    for (const headers of others) expect((await me(headers)).statusCode).toBe(401);
    const left = await listed(ana.headers);
    expect(left).toHaveLength(1);
    expect(left[0]?.current).toBe(true);
    // Another user's sessions are not the caller's others.
    expect((await me(bruno.headers)).statusCode).toBe(200);
    expect(await events(ana.userId, 'sessions_end_others')).toEqual([{ details: { ended: 2 } }]);
    expect(json(await endOthers(ana.headers))).toEqual({ ended: 0 });
  });

  it('after the second factor is enabled, ending the others leaves only the current session', async () => {
    const ana = await signUp(t.app);
    const passwordOnly = await login(ana, SAFARI_IPHONE);
    await enableSecondFactor(t.app, ana.headers);
    // Enabling alone leaves the password-only session valid: the web offers to end it.
    expect((await me(passwordOnly)).statusCode).toBe(200);

    expect(json(await endOthers(ana.headers))).toEqual({ ended: 1 });
    expect((await me(passwordOnly)).statusCode).toBe(401);
    const left = await listed(ana.headers);
    expect(left.map((s) => s.current)).toEqual([true]);
  });

  it('on PostgreSQL, an ended session is refused by another instance too (PGlite has no other)', async () => {
    const second = await t.openSecondInstance?.();
    if (!second) {
      expect(t.app.database.kind).toBe('pglite');
      return;
    }
    const ana = await signUp(t.app);
    const other = await login(ana, SAFARI_IPHONE);
    // Warm the other token's session in the second instance's read cache.
    expect((await me(other, second)).statusCode).toBe(200);
    expect((await me(other, second)).statusCode).toBe(200);
    expect(json(await endOthers(ana.headers))).toEqual({ ended: 1 });
    // The deletion reaches the second instance as a notification: wait for it at most a second.
    const deadline = Date.now() + 1_000;
    let status = (await me(other, second)).statusCode;
    while (status !== 401 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      status = (await me(other, second)).statusCode;
    }
    expect(status).toBe(401);
    expect((await me(ana.headers, second)).statusCode).toBe(200);
  });
});
