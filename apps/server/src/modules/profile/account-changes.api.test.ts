import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createTestApp,
  enableSecondFactor,
  json,
  registration,
  rows,
  signUp,
  type TestApp,
  VALID_PASSWORD,
} from '../../test/app.ts';
import { confirmEmailTokenTo, mailsTo, restoreLinkTo } from '../../test/mail.ts';

// Issue 18, item 2 (decision 022): e-mail changes wait for their link, account changes are
// announced in the user's language, registration and restore do not tell who has an account.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://extranet.example.com' });
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Gazpacho-andaluz-2026';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0';
const address = () => `10.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
const newAddress = () => `nuevo.${randomBytes(4).toString('hex')}@example.com`;

const login = (email: string, password = VALID_PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { email, password },
    remoteAddress: address(),
  });

const askChange = (headers: Record<string, string>, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/user/change-email',
    headers: { ...headers, 'user-agent': BROWSER },
    remoteAddress: '198.51.100.18',
    payload: { email, current_password: VALID_PASSWORD },
  });

const confirm = (token: string, language = 'es') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/confirm-email/',
    payload: { token },
    headers: { 'accept-language': language },
    remoteAddress: address(),
  });

const confirmTokenTo = (to: string) => confirmEmailTokenTo(t.app, to);

async function emailOf(userId: number): Promise<string | undefined> {
  const [row] = await rows<{ email: string }>(t.app, sql`select email from users where id = ${userId}`);
  return row?.email;
}

/** A user who registered with the web in `language` (their e-mails are written in it), signed in. */
async function signUpIn(language: string) {
  const body = registration();
  const remoteAddress = address();
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/auth/user/data/',
    payload: body,
    headers: { 'accept-language': language },
    remoteAddress,
  });
  expect(registered.statusCode).toBe(201);
  const signedIn = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { email: body.email, password: body.password },
    remoteAddress,
  });
  const { auth_id, user } = json<{ auth_id: string; user: { id: number } }>(signedIn);
  return { email: body.email, userId: user.id, headers: { authorization: `Token ${auth_id}` } };
}

describe('e-mail change', () => {
  it('changes nothing until the link sent to the new address is opened, then switches both ways', async () => {
    const ana = await signUp(t.app);
    const target = newAddress();
    const asked = await askChange(ana.headers, target.toUpperCase());
    expect(asked.statusCode).toBe(200);
    expect(json(asked)).toMatchObject({ id: ana.userId, email: ana.email, pending_email: target });

    // Pending: the old address still signs in, the new one does not.
    expect(await emailOf(ana.userId)).toBe(ana.email);
    expect((await login(ana.email)).statusCode).toBe(200);
    expect((await login(target)).statusCode).toBe(400);

    // The new address got the link; the old one was told, with where and how to report it.
    const [told] = await mailsTo(t.app, ana.email, 'email_change_requested');
    expect(told?.subject).toBe('Se ha solicitado cambiar el email de su cuenta');
    expect(told?.text).toContain(target);
    expect(told?.text).toContain('198.51.100.18');
    expect(told?.text).toContain('Firefox 131');
    expect(told?.text).toContain('https://extranet.example.com/auth/restore-password?lang=es');
    expect(told?.text).toContain('https://extranet.example.com/auth/contact?lang=es');
    const [link] = await mailsTo(t.app, target, 'email_confirm');
    expect(link?.subject).toBe('Confirme su nuevo email');

    const confirmed = await confirm(await confirmTokenTo(target));
    expect(confirmed.statusCode).toBe(200);
    expect(json(confirmed)).toEqual({ email: target, detail: `Su cuenta usa ahora el email ${target}.` });
    expect(await emailOf(ana.userId)).toBe(target);
    expect((await login(target)).statusCode).toBe(200);
    expect((await login(ana.email)).statusCode).toBe(400);

    const [changed] = await mailsTo(t.app, ana.email, 'email_changed');
    expect(changed?.text).toContain(`El email de su cuenta ha cambiado a ${target}.`);
    const events = await rows<{ kind: string; email: string }>(
      t.app,
      sql`select kind, email from auth_events where user_id = ${ana.userId} and kind like 'email_change%' order by id`,
    );
    expect(events).toEqual([
      { kind: 'email_change_request', email: target },
      { kind: 'email_change', email: target },
    ]);
  });

  it('spends the token once; unknown and expired tokens answer 400 on token, translated', async () => {
    const ana = await signUp(t.app);
    const target = newAddress();
    await askChange(ana.headers, target);
    const token = await confirmTokenTo(target);
    expect((await confirm(token)).statusCode).toBe(200);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(json(again)).toEqual({
      token: [
        'El enlace no es válido, ya se ha usado o ha caducado. Solicite el cambio de nuevo desde su perfil.',
      ],
    });
    const unknown = await confirm(randomBytes(32).toString('base64url'), 'en');
    expect(json(unknown)).toEqual({
      token: [
        'The link is not valid, has already been used or has expired. Ask for the change again from your profile.',
      ],
    });
    expect((await confirm('')).statusCode).toBe(400);

    // Stored hashed, valid 24 hours; past its time it is refused and nothing changes.
    const later = newAddress();
    await askChange(
      { authorization: `Token ${json<{ auth_id: string }>(await login(target)).auth_id}` },
      later,
    );
    const laterToken = await confirmTokenTo(later);
    const [stored] = await rows<{ token_hash: string; hours: number }>(
      t.app,
      sql`select token_hash, extract(epoch from expires_at - created_at)::float / 3600 as hours
          from email_changes where user_id = ${ana.userId} and used_at is null`,
    );
    expect(stored?.hours).toBeCloseTo(24, 1);
    expect(stored?.token_hash).not.toBe(laterToken);
    await t.app.database.db.execute(
      sql`update email_changes set expires_at = now() - interval '1 second' where user_id = ${ana.userId}`,
    );
    expect((await confirm(laterToken)).statusCode).toBe(400);
    expect(await emailOf(ana.userId)).toBe(target);
  });

  it('a newer request replaces the pending one; asking for the current address cancels it', async () => {
    const ana = await signUp(t.app);
    const first = newAddress();
    const second = newAddress();
    await askChange(ana.headers, first);
    const firstToken = await confirmTokenTo(first);
    await askChange(ana.headers, second);
    expect((await confirm(firstToken)).statusCode).toBe(400);
    const secondToken = await confirmTokenTo(second);
    const cancelled = await askChange(ana.headers, ana.email);
    expect(json(cancelled)).toMatchObject({ email: ana.email, pending_email: null });
    expect((await confirm(secondToken)).statusCode).toBe(400);
    expect(await emailOf(ana.userId)).toBe(ana.email);
  });

  it('refuses an address another account took meanwhile, and keeps the token for nothing else', async () => {
    const ana = await signUp(t.app);
    const target = newAddress();
    await askChange(ana.headers, target);
    await signUp(t.app, { email: target });
    const refused = await confirm(await confirmTokenTo(target));
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toEqual({
      token: ['Esta dirección ya la usa otra cuenta. Solicite el cambio con otra dirección.'],
    });
    expect(await emailOf(ana.userId)).toBe(ana.email);
  });

  it('a password restore or change cancels the pending change (its notice says so)', async () => {
    const ana = await signUp(t.app);
    const target = newAddress();
    await askChange(ana.headers, target);
    const token = await confirmTokenTo(target);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/restore-pass',
      payload: { email: ana.email },
      remoteAddress: address(),
    });
    const restoreToken = (await restoreLinkTo(t.app, ana.email)).searchParams.get('token');
    const restored = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/restore-pass/confirm',
      payload: { token: restoreToken, password: NEW_PASSWORD },
      remoteAddress: address(),
    });
    expect(restored.statusCode).toBe(200);
    expect((await confirm(token)).statusCode).toBe(400);
    expect(await emailOf(ana.userId)).toBe(ana.email);
  });
});

describe('account notices in the user language', () => {
  it('password change, restore, second factor on and off, e-mail change: each in French', async () => {
    const lea = await signUpIn('fr');
    const subjects = async (template: string) =>
      (await mailsTo(t.app, lea.email, template)).map((mail) => [mail.language, mail.subject]);

    expect(await subjects('welcome')).toEqual([['fr', 'Votre compte Hotel Extranet est créé']]);

    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/change-password',
      headers: { ...lea.headers, 'user-agent': BROWSER },
      payload: { current_password: VALID_PASSWORD, new_password: NEW_PASSWORD },
    });
    expect(changed.statusCode).toBe(204);
    expect(await subjects('password_changed')).toEqual([['fr', 'Votre mot de passe a changé']]);
    const [notice] = await mailsTo(t.app, lea.email, 'password_changed');
    expect(notice?.text).toContain('Firefox 131 (Linux)');
    expect(notice?.text).toContain('UTC');
    expect(notice?.text).toContain('https://extranet.example.com/auth/restore-password?lang=fr');

    await enableSecondFactor(t.app, lea.headers);
    expect(await subjects('totp_enabled')).toEqual([['fr', 'Validation en deux étapes activée']]);
    const disabled = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/totp/disable',
      headers: lea.headers,
      payload: { password: NEW_PASSWORD },
    });
    expect(disabled.statusCode).toBe(204);
    expect(await subjects('totp_disabled')).toEqual([['fr', 'Validation en deux étapes désactivée']]);

    await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/restore-pass',
      payload: { email: lea.email },
      remoteAddress: address(),
    });
    const restoreToken = (await restoreLinkTo(t.app, lea.email)).searchParams.get('token');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/restore-pass/confirm',
      payload: { token: restoreToken, password: VALID_PASSWORD },
      remoteAddress: address(),
    });
    expect(await subjects('password_restored')).toEqual([['fr', 'Votre mot de passe a été réinitialisé']]);

    const signedIn = json<{ auth_id: string }>(await login(lea.email));
    const target = newAddress();
    expect((await askChange({ authorization: `Token ${signedIn.auth_id}` }, target)).statusCode).toBe(200);
    expect(await subjects('email_change_requested')).toEqual([
      ['fr', "Une modification de l'e-mail de votre compte a été demandée"],
    ]);
    const [link] = await mailsTo(t.app, target, 'email_confirm');
    expect([link?.language, link?.subject]).toEqual(['fr', 'Confirmez votre nouvelle adresse e-mail']);
    expect(link?.text).toContain('/auth/confirm-email?token=');
    expect(link?.text).toContain('&lang=fr');
    await confirm(await confirmTokenTo(target));
    expect(await subjects('email_changed')).toEqual([['fr', "L'e-mail de votre compte a changé"]]);
  });
});

describe('registration with a taken address', () => {
  it('answers the same as a new one and e-mails the owner instead', async () => {
    const owner = await signUp(t.app);
    const fresh = registration();
    const register = (body: object) =>
      t.app.inject({ method: 'POST', url: '/api/auth/user/data/', payload: body, remoteAddress: address() });
    const created = await register(fresh);
    const taken = await register(registration({ email: owner.email.toUpperCase(), name: 'Mallory' }));
    expect(created.statusCode).toBe(201);
    expect(taken.statusCode).toBe(201);
    expect(json(taken)).toEqual(json(created));
    expect(json(created)).toEqual({ detail: 'Hemos recibido su registro. Revise su correo.' });

    const [tried] = await mailsTo(t.app, owner.email, 'register_existing');
    expect(tried?.subject).toBe('Alguien ha intentado registrarse con su email');
    expect(tried?.text).toContain('Hola, Ana García:');
    expect(tried?.text).toContain('https://extranet.example.com/auth/login?lang=es');
    expect(await mailsTo(t.app, fresh.email, 'welcome')).toHaveLength(1);
    // The owner's account is untouched: their password still signs in, Mallory's name is nowhere.
    expect((await login(owner.email)).statusCode).toBe(200);
    const [account] = await rows<{ count: number }>(
      t.app,
      sql`select count(*)::int as count from users where email = ${owner.email} and name = 'Ana García'`,
    );
    expect(account?.count).toBe(1);
  });
});

describe('restore for known and unknown addresses', () => {
  /** The SQL text of every statement the database client runs while `work` runs. */
  async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
    const client = (t.app.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    const seen: string[] = [];
    const query = client.query.bind(client);
    const spy = vi.spyOn(client, 'query').mockImplementation((...args: unknown[]) => {
      const [first] = args;
      seen.push(typeof first === 'string' ? first : String((first as { text?: string }).text));
      return query(...args);
    });
    try {
      await work();
      await t.app.services.mail.flush();
    } finally {
      spy.mockRestore();
    }
    return seen;
  }

  it('runs the same statements and writes the same mail for both; only the known one is delivered', async () => {
    const ana = await signUp(t.app);
    const unknown = `nobody.${randomBytes(4).toString('hex')}@example.com`;
    const request = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/user/restore-pass',
        payload: { email },
        remoteAddress: address(),
      });
    const known = await statementsOf(() => request(ana.email));
    const stranger = await statementsOf(() => request(unknown));
    expect(known.length).toBeGreaterThan(2);
    expect(stranger).toEqual(known);

    const outbox = await rows<{ to: string; status: string; template: string }>(
      t.app,
      sql`select "to", status, template from mail_outbox where "to" in (${ana.email}, ${unknown}) and template = 'restore'`,
    );
    expect(outbox).toEqual(
      expect.arrayContaining([
        { to: ana.email, status: 'sent', template: 'restore' },
        { to: unknown, status: 'withheld', template: 'restore' },
      ]),
    );
    expect(await mailsTo(t.app, unknown)).toEqual([]);
    const stored = await rows<{ count: number }>(
      t.app,
      sql`select count(*)::int as count from password_resets where user_id = ${ana.userId}`,
    );
    expect(stored[0]?.count).toBe(1);
  });
});
