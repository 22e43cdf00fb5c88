import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import {
  catalogueChoice,
  createTestApp,
  enableSecondFactor,
  json,
  rows,
  signUp,
  type TestApp,
  VALID_PASSWORD,
} from '../../test/app.ts';
import { PasswordHasher } from '../auth/index.ts';
import { totpAt } from '../security/index.ts';
import { createAdminCommands } from './admin.module.ts';
import type { AdminService } from './admin.service.ts';

let t: TestApp;
let admin: AdminService;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://extranet.example.com' });
  admin = createAdminCommands(t.app.database, {
    publicUrl: 'https://extranet.example.com',
    origin: { ip: 'local', userAgent: 'admin-cli (test)' },
    passwords: new PasswordHasher(1024),
    changes: t.app.services.distributionEvents,
    log: { info: () => {}, error: () => {} },
  });
});
afterAll(() => t.close());

const address = () => `10.88.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
const login = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login/', payload, remoteAddress: address() });

async function pendingCodes(userId: number): Promise<string[]> {
  const found = await rows<{ code: string }>(
    t.app,
    sql`select code from pending_hotels where user_id = ${userId}`,
  );
  return found.map((row) => row.code);
}

async function attachedCodes(userId: number): Promise<string[]> {
  const found = await rows<{ code: string }>(
    t.app,
    sql`select h.code from user_hotels uh join hotels h on h.id = uh.hotel_id where uh.user_id = ${userId}`,
  );
  return found.map((row) => row.code);
}

async function kindsOf(userId: number): Promise<string[]> {
  const found = await rows<{ kind: string }>(
    t.app,
    sql`select kind from auth_events where user_id = ${userId} order by id`,
  );
  return found.map((row) => row.kind);
}

const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

describe('hotel-link sign-in', () => {
  it('creates a link whose token is stored hashed, with a 14-day expiry', async () => {
    const hotel = await catalogueChoice(t.app);
    const link = await admin.link(hotel.code);
    expect(link.url).toMatch(/^https:\/\/extranet\.example\.com\/auth\/login\/[A-Za-z0-9_-]{43}$/);
    expect(link.name).toBe(hotel.name);
    const stored = await rows<{ token_hash: string; expires_at: string; raw_code: string }>(
      t.app,
      sql`select token_hash, expires_at, raw_code from hotel_links where code = ${hotel.code}`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).not.toContain(tokenOf(link.url));
    expect(stored[0]?.raw_code).toBe(hotel.raw_code);
    const days = (new Date(stored[0]?.expires_at ?? 0).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
  });

  /** The hotel_link_create events of a hotel code, oldest first. */
  async function linkEvents(code: string) {
    return rows<{
      user_id: number | null;
      email: string | null;
      ip: string;
      user_agent: string;
      details: Record<string, unknown> | null;
    }>(
      t.app,
      sql`select user_id, email, ip, user_agent, details from auth_events
          where kind = 'hotel_link_create' and details->'hotel'->>'code' = ${code} order by id`,
    );
  }

  it('records which hotel a link is for, and that the command line has no staff user', async () => {
    const hotel = await catalogueChoice(t.app);
    const link = await admin.link(hotel.code, 5);
    expect(await linkEvents(hotel.code)).toEqual([
      {
        user_id: null,
        email: null,
        ip: 'local',
        user_agent: 'admin-cli (test)',
        details: {
          hotel: { code: hotel.code, raw_code: hotel.raw_code, name: hotel.name },
          days: 5,
          expires_at: link.expiresAt.toISOString(),
          staff_user_id: null,
          created_by: 'command_line_no_staff_user',
        },
      },
    ]);
  });

  it('records the staff user behind a link when there is one, on the event and on the link', async () => {
    const staff = await admin.createStaff({
      email: `links.${randomBytes(4).toString('hex')}@example.com`,
      name: 'Rosa Martín',
      password: VALID_PASSWORD,
    });
    const hotel = await catalogueChoice(t.app);
    const link = await admin.link(hotel.code, undefined, { id: staff.id, email: staff.email });
    const [event] = await linkEvents(hotel.code);
    expect(event).toMatchObject({
      user_id: staff.id,
      email: staff.email,
      details: {
        hotel: { code: hotel.code, raw_code: hotel.raw_code, name: hotel.name },
        days: 14,
        expires_at: link.expiresAt.toISOString(),
        staff_user_id: staff.id,
        created_by: 'staff_user',
      },
    });
    expect(await kindsOf(staff.id)).toEqual(['staff_create', 'hotel_link_create']);
    const [stored] = await rows<{ created_by: number | null }>(
      t.app,
      sql`select created_by from hotel_links where code = ${hotel.code}`,
    );
    expect(stored?.created_by).toBe(staff.id);
  });

  it('adds a catalogue hotel without a record to the pending hotels; the link is then spent', async () => {
    const ana = await signUp(t.app);
    const hotel = await catalogueChoice(t.app);
    const { url } = await admin.link(hotel.code);
    const response = await login({ email: ana.email, password: VALID_PASSWORD, hotel_token: tokenOf(url) });
    expect(response.statusCode).toBe(200);
    expect(json<{ user: { hotels: { code: string }[] } }>(response).user.hotels.map((h) => h.code)).toContain(
      hotel.code,
    );
    expect(await kindsOf(ana.userId)).toContain('hotel_link_used');
    const [used] = await rows<{ details: Record<string, unknown> | null }>(
      t.app,
      sql`select details from auth_events where kind = 'hotel_link_used' and user_id = ${ana.userId}`,
    );
    expect(used?.details).toEqual({
      hotel: { code: hotel.code, raw_code: hotel.raw_code, name: hotel.name },
    });

    const bea = await signUp(t.app);
    const reused = await login({ email: bea.email, password: VALID_PASSWORD, hotel_token: tokenOf(url) });
    expect(reused.statusCode).toBe(400);
    expect(json(reused)).toEqual({
      non_field_errors: ['El enlace de acceso al hotel no es válido o ha caducado'],
    });
    expect(await pendingCodes(bea.userId)).not.toContain(hotel.code);
  });

  it('attaches an existing hotel record, with the token sent in the `token` field as the original client did', async () => {
    const owner = await signUp(t.app);
    const hotel = await catalogueChoice(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/hotel/',
      headers: owner.headers,
      payload: hotel,
    });
    expect(created.statusCode).toBe(201);
    const hotelId = json<{ id: number }>(created).id;
    const manager = await signUp(t.app);
    const { url } = await admin.link(hotel.code, 3);
    const response = await login({ email: manager.email, password: VALID_PASSWORD, token: tokenOf(url) });
    expect(response.statusCode).toBe(200);
    const headers = { authorization: `Token ${json<{ auth_id: string }>(response).auth_id}` };
    const list = await t.app.inject({ method: 'GET', url: '/api/hotel/', headers });
    expect(json<{ id: number }[]>(list).map((h) => h.id)).toContain(hotelId);
    expect((await t.app.inject({ method: 'GET', url: `/api/hotel/${hotelId}`, headers })).statusCode).toBe(
      200,
    );
  });

  it('refuses an expired or unknown link without signing in or attaching anything', async () => {
    const ana = await signUp(t.app);
    const hotel = await catalogueChoice(t.app);
    const { url } = await admin.link(hotel.code);
    await t.app.database.db.execute(
      sql`update hotel_links set expires_at = now() - interval '1 minute' where code = ${hotel.code}`,
    );
    const sessionsBefore = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from sessions where user_id = ${ana.userId}`,
    );
    for (const token of [tokenOf(url), randomBytes(32).toString('base64url')]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        payload: { email: ana.email, password: VALID_PASSWORD, hotel_token: token },
        headers: { 'accept-language': 'en' },
        remoteAddress: address(),
      });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({
        non_field_errors: ['The hotel sign-in link is not valid or has expired'],
      });
    }
    const sessionsAfter = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from sessions where user_id = ${ana.userId}`,
    );
    expect(sessionsAfter).toEqual(sessionsBefore);
    expect(await pendingCodes(ana.userId)).not.toContain(hotel.code);
    expect(await attachedCodes(ana.userId)).toEqual([]);
  });

  it('keeps the link when the password or the second factor is wrong', async () => {
    const ana = await signUp(t.app);
    const { secret } = await enableSecondFactor(t.app, ana.headers);
    const hotel = await catalogueChoice(t.app);
    const hotelToken = tokenOf((await admin.link(hotel.code)).url);
    expect(
      (await login({ email: ana.email, password: 'wrong-password', hotel_token: hotelToken })).statusCode,
    ).toBe(400);
    const noCode = await login({ email: ana.email, password: VALID_PASSWORD, hotel_token: hotelToken });
    expect(json(noCode)).toEqual({ token: ['Introduzca el código de verificación'] });
    expect(await pendingCodes(ana.userId)).not.toContain(hotel.code);
    const done = await login({
      email: ana.email,
      password: VALID_PASSWORD,
      hotel_token: hotelToken,
      token: totpAt(secret, Date.now() + 30_000),
    });
    expect(done.statusCode).toBe(200);
    expect(await pendingCodes(ana.userId)).toContain(hotel.code);
  });
});

describe('admin service (npm run admin)', () => {
  it('grants and revokes the contract permission, recording each change', async () => {
    const ana = await signUp(t.app);
    const granted = await admin.grant(ana.email.toUpperCase());
    expect(granted).toMatchObject({ id: ana.userId, staff: true, totp: false });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user/data/', headers: ana.headers });
    expect(json<{ approbe_contract_perm: boolean }[]>(me)[0]?.approbe_contract_perm).toBe(true);
    expect((await admin.revoke(ana.email)).staff).toBe(false);
    const events = await rows<{ kind: string; ip: string; user_agent: string }>(
      t.app,
      sql`select kind, ip, user_agent from auth_events where user_id = ${ana.userId} and kind like 'permission_%' order by id`,
    );
    expect(events).toEqual([
      { kind: 'permission_grant', ip: 'local', user_agent: 'admin-cli (test)' },
      { kind: 'permission_revoke', ip: 'local', user_agent: 'admin-cli (test)' },
    ]);
  });

  it('attaches an existing hotel, or adds a catalogue one as pending', async () => {
    const owner = await signUp(t.app);
    const existing = await catalogueChoice(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/hotel/',
      headers: owner.headers,
      payload: existing,
    });
    const ana = await signUp(t.app);
    expect(await admin.attach(ana.email, existing.code)).toEqual({
      outcome: 'attached',
      name: existing.name,
    });
    expect(await admin.attach(ana.email, existing.code)).toEqual({
      outcome: 'attached',
      name: existing.name,
    });
    expect(await attachedCodes(ana.userId)).toEqual([existing.code]);
    const fresh = await catalogueChoice(t.app);
    expect(await admin.attach(ana.email, fresh.code)).toEqual({ outcome: 'pending', name: fresh.name });
    expect(await pendingCodes(ana.userId)).toContain(fresh.code);
    expect(await kindsOf(ana.userId)).toContain('hotel_attach');
  });

  it('lists users with staff flag, second factor, attached and pending hotels', async () => {
    const ana = await signUp(t.app);
    const hotel = await catalogueChoice(t.app);
    await admin.attach(ana.email, hotel.code);
    await admin.grant(ana.email);
    const listed = (await admin.users()).find((user) => user.id === ana.userId);
    expect(listed).toMatchObject({
      email: ana.email,
      name: 'Ana García',
      staff: true,
      totp: false,
      hotels: [],
    });
    expect(listed?.pendingHotels).toContain(hotel.code);
  });

  it('answers translatable errors for an unknown user, hotel or a bad number of days', async () => {
    const ana = await signUp(t.app);
    await expect(admin.grant('nobody@example.com')).rejects.toMatchObject({
      statusCode: 404,
      detail: { key: 'admin.errors.user_not_found', params: { email: 'nobody@example.com' } },
    });
    await expect(admin.grant('not-an-email')).rejects.toBeInstanceOf(AppError);
    await expect(admin.attach(ana.email, 'NO-SUCH-CODE')).rejects.toMatchObject({
      detail: { key: 'admin.errors.hotel_not_found' },
    });
    await expect(admin.link('NO-SUCH-CODE')).rejects.toMatchObject({
      detail: { key: 'admin.errors.hotel_not_found' },
    });
    const hotel = await catalogueChoice(t.app);
    await expect(admin.link(hotel.code, 0)).rejects.toMatchObject({
      detail: { key: 'admin.errors.days_invalid' },
    });
    await expect(admin.link(hotel.code, 91)).rejects.toMatchObject({
      detail: { key: 'admin.errors.days_invalid' },
    });
  });
});

describe('create-staff (npm run admin)', () => {
  const staffEmail = () => `staff.${randomBytes(4).toString('hex')}@example.com`;

  it('creates a staff user who signs in, must enrol the second factor first, and is recorded', async () => {
    const email = staffEmail();
    const created = await admin.createStaff({
      email: email.toUpperCase(),
      name: ' Rosa Martín ',
      password: VALID_PASSWORD,
    });
    expect(created).toMatchObject({ email, name: 'Rosa Martín', staff: true, totp: false, hotels: [] });
    expect(await kindsOf(created.id)).toEqual(['staff_create']);
    const [event] = await rows<{ ip: string; user_agent: string; email: string }>(
      t.app,
      sql`select ip, user_agent, email from auth_events where user_id = ${created.id}`,
    );
    expect(event).toEqual({ ip: 'local', user_agent: 'admin-cli (test)', email });

    const response = await login({ email, password: VALID_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = json<{ auth_id: string; user: { approbe_contract_perm: boolean; totp_enabled: boolean } }>(
      response,
    );
    expect(body.user).toMatchObject({ approbe_contract_perm: true, totp_enabled: false });
    const headers = { authorization: `Token ${body.auth_id}` };
    const hotels = await t.app.inject({ method: 'GET', url: '/api/hotel/', headers });
    expect(hotels.statusCode).toBe(403);
    await enableSecondFactor(t.app, headers);
    expect((await t.app.inject({ method: 'GET', url: '/api/hotel/', headers })).statusCode).toBe(200);
  });

  it('refuses a missing, short or common password, a bad email or name, and a taken email', async () => {
    const email = staffEmail();
    const cases: [Parameters<AdminService['createStaff']>[0], number, string][] = [
      [{ email, name: 'Rosa', password: undefined }, 400, 'admin.errors.password_missing'],
      [{ email, name: 'Rosa', password: '' }, 400, 'admin.errors.password_missing'],
      [{ email, name: 'Rosa', password: 'Ab1-xyz' }, 400, 'errors.password_too_short'],
      [{ email, name: 'Rosa', password: 'x'.repeat(129) }, 400, 'errors.password_too_long'],
      [{ email, name: 'Rosa', password: 'password123' }, 400, 'errors.password_common'],
      [{ email: 'not-an-email', name: 'Rosa', password: VALID_PASSWORD }, 400, 'admin.errors.email_invalid'],
      [{ email, name: '   ', password: VALID_PASSWORD }, 400, 'admin.errors.name_invalid'],
    ];
    for (const [input, statusCode, key] of cases) {
      await expect(admin.createStaff(input), key).rejects.toMatchObject({ statusCode, detail: { key } });
    }
    expect(await rows(t.app, sql`select id from users where email = ${email}`)).toEqual([]);

    const ana = await signUp(t.app);
    await expect(
      admin.createStaff({ email: ana.email, name: 'Ana', password: VALID_PASSWORD }),
    ).rejects.toMatchObject({ statusCode: 409, detail: { key: 'admin.errors.email_taken' } });
    const [listed] = (await admin.users()).filter((user) => user.id === ana.userId);
    expect(listed?.staff).toBe(false);
  });
});
