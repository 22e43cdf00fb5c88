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
import { mailsTo } from '../../test/mail.ts';
import { totpAt } from './totp.ts';

// Issue 18, item 2: new recovery codes replace the old ones, confirmed with a current code,
// counted with the other second-factor attempts, and announced to the owner.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://extranet.example.com' });
});
afterAll(() => t.close());

const ROUTE = '/api/auth/user/totp/recovery-codes';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0';
/** Each login from an address of its own, so that per-address limits stay apart. */
const address = () => `10.79.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

const login = (email: string, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { email, password: VALID_PASSWORD, ...(token === undefined ? {} : { token }) },
    remoteAddress: address(),
  });

const regenerate = (headers: Record<string, string>, code: string, language = 'es') =>
  t.app.inject({
    method: 'POST',
    url: ROUTE,
    headers: { ...headers, 'accept-language': language, 'user-agent': BROWSER },
    remoteAddress: '198.51.100.79',
    payload: { code },
  });

const enable = (headers: Record<string, string>) => enableSecondFactor(t.app, headers);

/** A code of the next step: later than the one that enabled the factor, inside the drift window. */
const nextCode = (secret: string) => totpAt(secret, Date.now() + 30_000);
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

async function storedHashes(userId: number): Promise<string[]> {
  const [row] = await rows<{ recovery_code_hashes: string[] }>(
    t.app,
    sql`select recovery_code_hashes from user_totp where user_id = ${userId}`,
  );
  return row?.recovery_code_hashes ?? [];
}

async function secondFactorHits(userId: number): Promise<number> {
  const [row] = await rows<{ n: number }>(
    t.app,
    sql`select count(*)::int as n from rate_limit_hits where bucket = 'second-factor' and key = ${String(userId)}`,
  );
  return row?.n ?? 0;
}

describe('new recovery codes', () => {
  it('replaces the codes: the new ones work once at login, the old ones no longer; announced in the user language', async () => {
    const ana = await signUp(t.app);
    const { secret, recoveryCodes: old } = await enable(ana.headers);
    // The notice follows the account's language, not the request's.
    await t.app.database.db.execute(sql`update users set language = 'fr' where id = ${ana.userId}`);

    const code = nextCode(secret);
    const answered = await regenerate(ana.headers, code, 'en');
    expect(answered.statusCode).toBe(200);
    const fresh = json<{ recovery_codes: string[] }>(answered).recovery_codes;
    expect(fresh).toHaveLength(10);
    expect(new Set(fresh).size).toBe(10);
    for (const recovery of fresh) expect(recovery).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
    expect(fresh.filter((recovery) => old.includes(recovery))).toEqual([]);
    // Only hashes are stored, never the codes.
    const stored = JSON.stringify(await storedHashes(ana.userId));
    for (const recovery of fresh) expect(stored).not.toContain(recovery.replaceAll('-', ''));

    const refused = await login(ana.email, old[0]);
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toEqual({ token: ['El código de verificación no es correcto'] });
    expect((await login(ana.email, fresh[0])).statusCode).toBe(200);
    expect((await login(ana.email, fresh[0])).statusCode).toBe(400);
    expect(await storedHashes(ana.userId)).toHaveLength(9);

    // The confirming code is spent like a login's: it cannot mint codes a second time.
    const replay = await regenerate(ana.headers, code);
    expect(replay.statusCode).toBe(400);
    expect(json(replay)).toEqual({ code: ['Este código ya se ha utilizado; espere al siguiente'] });
    expect(await storedHashes(ana.userId)).toHaveLength(9);

    const events = await rows<{ kind: string; ip: string; user_agent: string }>(
      t.app,
      sql`select kind, ip, user_agent from auth_events
          where user_id = ${ana.userId} and kind = 'recovery_codes_regenerate'`,
    );
    expect(events).toEqual([{ kind: 'recovery_codes_regenerate', ip: '198.51.100.79', user_agent: BROWSER }]);

    const notices = await mailsTo(t.app, ana.email, 'recovery_codes_regenerated');
    expect(notices.map((mail) => [mail.language, mail.subject])).toEqual([
      ['fr', 'Nouveaux codes de récupération'],
    ]);
    expect(notices[0]?.text).toContain('198.51.100.79');
    expect(notices[0]?.text).toContain('Firefox 131 (Linux)');
    expect(notices[0]?.text).toContain('https://extranet.example.com/auth/restore-password?lang=fr');
    // The codes themselves never travel by e-mail.
    for (const recovery of fresh) expect(notices[0]?.eml).not.toContain(recovery);
  });

  it('refuses a wrong code on its field and counts it with enable and disable: 429 after ten', async () => {
    const ana = await signUp(t.app);
    const { secret } = await enable(ana.headers);
    const before = await storedHashes(ana.userId);
    const wrong = wrongFor(nextCode(secret));

    const refused = await regenerate(ana.headers, wrong, 'en');
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toEqual({ code: ['The verification code is not correct'] });
    for (let attempt = 1; attempt < 10; attempt++) {
      expect((await regenerate(ana.headers, wrong)).statusCode).toBe(400);
    }
    expect(await secondFactorHits(ana.userId)).toBe(10);
    const blocked = await regenerate(ana.headers, nextCode(secret));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    // One bucket for the three: the right password cannot turn the factor off either now.
    const disable = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/totp/disable',
      headers: ana.headers,
      payload: { password: VALID_PASSWORD },
    });
    expect(disable.statusCode).toBe(429);
    expect(await storedHashes(ana.userId)).toEqual(before);
    expect(await mailsTo(t.app, ana.email, 'recovery_codes_regenerated')).toEqual([]);
  });

  it('does not count a right code, and refuses a malformed one by its shape', async () => {
    const ana = await signUp(t.app);
    const { secret } = await enable(ana.headers);
    expect((await regenerate(ana.headers, nextCode(secret))).statusCode).toBe(200);
    expect(await secondFactorHits(ana.userId)).toBe(0);
    const malformed = await regenerate(ana.headers, '12ab56');
    expect(malformed.statusCode).toBe(400);
    expect(json(malformed)).toEqual({ code: ['El código de verificación no es correcto'] });
    const extra = await t.app.inject({
      method: 'POST',
      url: ROUTE,
      headers: ana.headers,
      payload: { code: nextCode(secret), password: VALID_PASSWORD },
    });
    expect(extra.statusCode).toBe(400);
  });

  it('refuses while the factor is off (409, counting nothing), also after it was turned off', async () => {
    const ana = await signUp(t.app);
    const off = await regenerate(ana.headers, '123456');
    expect(off.statusCode).toBe(409);
    expect(json(off)).toMatchObject({
      detail: 'Inicie primero la activación de la verificación en dos pasos',
    });
    const english = await regenerate(ana.headers, '123456', 'en');
    expect(json(english)).toEqual({ detail: 'Start turning on two-step verification first' });

    // A setup that was never confirmed is not "on" either.
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/totp/setup',
      headers: ana.headers,
    });
    const { secret } = json<{ secret: string }>(setup);
    expect((await regenerate(ana.headers, totpAt(secret, Date.now()))).statusCode).toBe(409);
    expect(await secondFactorHits(ana.userId)).toBe(0);

    const bea = await signUp(t.app);
    const enabled = await enable(bea.headers);
    const disabled = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/totp/disable',
      headers: bea.headers,
      payload: { password: VALID_PASSWORD },
    });
    expect(disabled.statusCode).toBe(204);
    expect((await regenerate(bea.headers, nextCode(enabled.secret))).statusCode).toBe(409);
    expect(await mailsTo(t.app, bea.email, 'recovery_codes_regenerated')).toEqual([]);
  });

  it('lets one of two parallel requests with the same code through, and keeps its codes', async () => {
    const ana = await signUp(t.app);
    const { secret } = await enable(ana.headers);
    const code = nextCode(secret);
    const answers = await Promise.all([regenerate(ana.headers, code), regenerate(ana.headers, code)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const winner = answers.find((answer) => answer.statusCode === 200);
    if (!winner) throw new Error('no request got through');
    const codes = json<{ recovery_codes: string[] }>(winner).recovery_codes;
    // The stored codes are the ones the winner was shown, not the loser's.
    expect((await login(ana.email, codes[9])).statusCode).toBe(200);
    expect(await mailsTo(t.app, ana.email, 'recovery_codes_regenerated')).toHaveLength(1);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: ROUTE, payload: { code: '123456' } });
    expect(response.statusCode).toBe(401);
  });
});
