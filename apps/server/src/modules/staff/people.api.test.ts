import { randomBytes } from 'node:crypto';
import type { StaffLink, StaffSummary, StaffUserDetail, StaffUserList } from '@hotel/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CatalogueChoice,
  catalogueChoice,
  createHotel,
  createTestApp,
  json,
  rows,
  signUp,
  type TestApp,
  VALID_PASSWORD,
} from '../../test/app.ts';
import { makeStaff, type User } from '../../test/media.test-helpers.ts';

let t: TestApp;
/** The staff user who makes most decisions of these tests. */
let staff: User;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://extranet.example.com' });
  staff = await signUp(t.app, { name: 'Rosa Martín' });
  await makeStaff(t.app, staff);
});
afterAll(() => t.close());

const get = (url: string, headers = staff.headers, app: FastifyInstance = t.app) =>
  app.inject({ method: 'GET', url, headers });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = staff.headers) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const search = async (q: string, extra = '') =>
  json<StaffUserList>(await get(`/api/staff/users/?q=${encodeURIComponent(q)}${extra}`));

/** An owner with a new catalogue hotel (unverified, their claim pending: decision 027). */
async function ownerWithHotel(overrides: Record<string, unknown> = {}) {
  const choice = await catalogueChoice(t.app);
  const owner = await signUp(t.app, { hotels: [choice], ...overrides });
  const hotelId = await createHotel(t.app, owner.headers, choice);
  return { owner, choice, hotelId };
}

async function activity(hotelId: number) {
  return rows<{
    user_id: number | null;
    kind: string;
    action: string;
    detail: Record<string, unknown> | null;
  }>(
    t.app,
    sql`select user_id, kind, action, detail from hotel_activity where hotel_id = ${hotelId} and kind = 'people' order by id`,
  );
}

const claimsOf = (hotelId: number) =>
  rows<{ user_id: number; status: string; decided_by: number | null }>(
    t.app,
    sql`select user_id, status, decided_by from hotel_claims where hotel_id = ${hotelId} order by id`,
  );

const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
const login = (email: string, hotelToken: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { email, password: VALID_PASSWORD, hotel_token: hotelToken },
    remoteAddress: `10.77.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
  });

describe('people search', () => {
  it('finds users by e-mail, whatever the case, newest first and paged', async () => {
    const tag = `tag${randomBytes(4).toString('hex')}`;
    const first = await signUp(t.app, { email: `first@${tag}.example` });
    const second = await signUp(t.app, { email: `second@${tag}.example` });
    const found = await search(tag.toUpperCase());
    expect(found.count).toBe(2);
    expect(found.items.map((user) => user.id)).toEqual([second.userId, first.userId]);
    expect(found.items[0]).toMatchObject({
      email: `second@${tag}.example`,
      name: 'Ana García',
      phone: '+34600123456',
      language: 'es',
      approbe_contract_perm: false,
      totp_enabled: false,
      hotel_count: 0,
    });
    const secondPage = await search(tag, '&page=2&page_size=1');
    expect(secondPage.count).toBe(2);
    expect(secondPage.items.map((user) => user.id)).toEqual([first.userId]);
  });

  it('finds users by name without regard to accents or case, and takes LIKE characters literally', async () => {
    const inigo = await signUp(t.app, { name: 'Íñigo Ibáñez Zúñiga' });
    for (const q of ['inigo ibanez', 'ÍÑIGO', 'zuñiga', 'ibáñez zuniga']) {
      expect(
        (await search(q)).items.map((user) => user.id),
        q,
      ).toEqual([inigo.userId]);
    }
    expect((await search('%')).count).toBe(0);
    expect((await search('_')).count).toBe(0);
  });

  it('finds the users of a hotel by its name or code, with their hotel count', async () => {
    const { owner, choice, hotelId } = await ownerWithHotel();
    const byCode = await search(choice.code.toLowerCase());
    expect(byCode.items.map((user) => user.id)).toEqual([owner.userId]);
    expect(byCode.items[0]?.hotel_count).toBe(1);
    const [hotel] = await rows<{ name: string }>(t.app, sql`select name from hotels where id = ${hotelId}`);
    expect((await search(hotel?.name ?? '?')).items.map((user) => user.id)).toContain(owner.userId);
  });

  it('lists everyone without q', async () => {
    const [total] = await rows<{ n: number }>(t.app, sql`select count(*)::int as n from users`);
    expect((await search('')).count).toBe(total?.n);
  });
});

describe('a user, attaching and detaching hotels', () => {
  it('shows the person, their hotels and their claims; 404 for an unknown user', async () => {
    const { owner, choice, hotelId } = await ownerWithHotel();
    const detail = json<StaffUserDetail>(await get(`/api/staff/users/${owner.userId}`));
    expect(detail.user).toMatchObject({ id: owner.userId, email: owner.email, approbe_contract_perm: false });
    expect(detail.hotels).toEqual([
      {
        id: hotelId,
        name: choice.name,
        code: choice.code,
        city: null,
        country: null,
        htype: null,
        verified: false,
        contract_status: 'none',
      },
    ]);
    expect(detail.claims).toMatchObject([
      { status: 'pending', reason: null, decided_at: null, hotel: { name: choice.name, code: choice.code } },
    ]);
    expect((await get('/api/staff/users/2147483000')).statusCode).toBe(404);
  });

  it('attaches a hotel: verified with the claimant’s claim, recorded; the unverified creator detached and told; twice is 409 and changes nothing', async () => {
    const { owner, choice, hotelId } = await ownerWithHotel();
    await rows(t.app, sql`update users set language = 'fr' where id = ${owner.userId}`);
    // A second claimant of the unverified hotel waits for staff (decision 027).
    const claimant = await signUp(t.app, { hotels: [choice] });
    const claimed = await send('POST', '/api/hotel/', choice, claimant.headers);
    expect(claimed.statusCode).toBe(409);
    expect((await get(`/api/hotel/${hotelId}`, claimant.headers)).statusCode).toBe(404);

    const attached = await send('POST', `/api/staff/users/${claimant.userId}/hotels`, { hotel: hotelId });
    expect(attached.statusCode).toBe(201);
    const detail = json<StaffUserDetail>(attached);
    expect(detail.hotels.map((hotel) => [hotel.id, hotel.verified])).toEqual([[hotelId, true]]);
    expect(detail.claims.map((claim) => claim.status)).toEqual(['verified']);
    // The creator's claim was pending: staff's attachment verifies another, so they lose the hotel (decision 044).
    expect(await claimsOf(hotelId)).toEqual([
      { user_id: owner.userId, status: 'rejected', decided_by: staff.userId },
      { user_id: claimant.userId, status: 'verified', decided_by: staff.userId },
    ]);
    expect((await get(`/api/hotel/${hotelId}`, claimant.headers)).statusCode).toBe(200);
    expect((await get(`/api/hotel/${hotelId}`, owner.headers)).statusCode).toBe(404);
    const [told] = await rows<{ language: string; subject: string }>(
      t.app,
      sql`select language, subject from mail_outbox where "to" = ${owner.email} and template = 'claim_superseded'`,
    );
    expect(told).toEqual({ language: 'fr', subject: `Demande non acceptée : ${choice.name}` });
    const pending = await rows(
      t.app,
      sql`select 1 from pending_hotels where user_id = ${claimant.userId} and code = ${choice.code}`,
    );
    expect(pending).toEqual([]);
    const [superseded] = await rows<{ id: number }>(
      t.app,
      sql`select id from hotel_claims where hotel_id = ${hotelId} and user_id = ${owner.userId}`,
    );
    expect(await activity(hotelId)).toEqual([
      {
        user_id: staff.userId,
        kind: 'people',
        action: 'claim.superseded',
        detail: {
          claim: superseded?.id,
          user: owner.userId,
          email: owner.email,
          verified_user: claimant.userId,
        },
      },
      {
        user_id: staff.userId,
        kind: 'people',
        action: 'hotel.attached',
        detail: { user: claimant.userId, email: claimant.email },
      },
    ]);

    const again = await send('POST', `/api/staff/users/${claimant.userId}/hotels`, { hotel: hotelId });
    expect(again.statusCode).toBe(409);
    expect(json(again)).toEqual({ detail: 'Este usuario ya tiene asignado este hotel.' });
    expect(await activity(hotelId)).toHaveLength(2);
  });

  it('refuses an unknown hotel (400 on hotel) or user (404), and attaches nothing', async () => {
    const user = await signUp(t.app);
    const unknownHotel = await send('POST', `/api/staff/users/${user.userId}/hotels`, { hotel: 2147483000 });
    expect(unknownHotel.statusCode).toBe(400);
    expect(json(unknownHotel)).toEqual({ hotel: ['No existe ningún hotel con este identificador.'] });
    const { hotelId } = await ownerWithHotel();
    const unknownUser = await send('POST', '/api/staff/users/2147483000/hotels', { hotel: hotelId });
    expect(unknownUser.statusCode).toBe(404);
    const noHotel = await send('POST', `/api/staff/users/${user.userId}/hotels`, {});
    expect(noHotel.statusCode).toBe(400);
    expect(await rows(t.app, sql`select 1 from user_hotels where user_id = ${user.userId}`)).toEqual([]);
    expect(await activity(hotelId)).toEqual([]);
  });

  it('detaches a hotel, recorded; the user loses it; detaching again is 404', async () => {
    const { owner, hotelId } = await ownerWithHotel();
    const detached = await send('DELETE', `/api/staff/users/${owner.userId}/hotels/${hotelId}`);
    expect(detached.statusCode).toBe(200);
    expect(json<StaffUserDetail>(detached).hotels).toEqual([]);
    expect((await get(`/api/hotel/${hotelId}`, owner.headers)).statusCode).toBe(404);
    expect(await activity(hotelId)).toEqual([
      {
        user_id: staff.userId,
        kind: 'people',
        action: 'hotel.detached',
        detail: { user: owner.userId, email: owner.email },
      },
    ]);
    const again = await send('DELETE', `/api/staff/users/${owner.userId}/hotels/${hotelId}`);
    expect(again.statusCode).toBe(404);
    expect(await activity(hotelId)).toHaveLength(1);
  });
});

describe('sign-in links', () => {
  const linksOf = (code: string) =>
    rows<{ created_by: number | null }>(t.app, sql`select created_by from hotel_links where code = ${code}`);

  it('creates a single-use link for an existing hotel: a login with it attaches, a second use is refused', async () => {
    const { choice, hotelId } = await ownerWithHotel();
    const created = await send('POST', '/api/staff/links', { code: choice.code, days: 3 });
    expect(created.statusCode).toBe(201);
    const link = json<StaffLink>(created);
    expect(link.url).toMatch(/^https:\/\/extranet\.example\.com\/auth\/login\/[A-Za-z0-9_-]{43}$/);
    expect(link.hotel).toEqual({ name: choice.name, code: choice.code });
    expect(link.emailed_to).toBeNull();
    const days = (new Date(link.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(2.9);
    expect(days).toBeLessThanOrEqual(3);
    expect(await linksOf(choice.code)).toEqual([{ created_by: staff.userId }]);
    expect(await activity(hotelId)).toEqual([
      {
        user_id: staff.userId,
        kind: 'people',
        action: 'link.created',
        detail: { days: 3, expires_at: link.expires_at, emailed_to: null },
      },
    ]);
    const [event] = await rows<{ user_id: number; details: Record<string, unknown> }>(
      t.app,
      sql`select user_id, details from auth_events where kind = 'hotel_link_create' and details->'hotel'->>'code' = ${choice.code}`,
    );
    expect(event).toMatchObject({ user_id: staff.userId, details: { staff_user_id: staff.userId, days: 3 } });

    const manager = await signUp(t.app);
    const used = await login(manager.email, tokenOf(link.url));
    expect(used.statusCode).toBe(200);
    const attached = await rows(
      t.app,
      sql`select 1 from user_hotels where user_id = ${manager.userId} and hotel_id = ${hotelId}`,
    );
    expect(attached).toHaveLength(1);
    const other = await signUp(t.app);
    const reused = await login(other.email, tokenOf(link.url));
    expect(reused.statusCode).toBe(400);
    expect(await rows(t.app, sql`select 1 from user_hotels where user_id = ${other.userId}`)).toEqual([]);
  });

  it('e-mails the link in the language asked for, through the outbox', async () => {
    const choice = await catalogueChoice(t.app);
    const email = `gerente.${randomBytes(4).toString('hex')}@example.com`;
    const created = await send('POST', '/api/staff/links', { code: choice.code, email, language: 'fr' });
    expect(created.statusCode).toBe(201);
    const link = json<StaffLink>(created);
    expect(link.emailed_to).toBe(email);
    const mails = await rows<{ subject: string; text: string; language: string; template: string }>(
      t.app,
      sql`select subject, text, language, template from mail_outbox where "to" = ${email}`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      template: 'hotel_link',
      language: 'fr',
      subject: `Votre accès à l’extranet de l’hôtel ${choice.name}`,
    });
    expect(mails[0]?.text).toContain(`${link.url}?lang=fr`);
    expect(mails[0]?.text).toContain(choice.code);
    // A link of a catalogue hotel without a record: 14 days by default, pending for its user.
    const days = (new Date(link.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
  });

  it('refuses a code the catalogue lacks (400 on code): no link, no e-mail', async () => {
    const email = `nadie.${randomBytes(4).toString('hex')}@example.com`;
    const refused = await send('POST', '/api/staff/links', { code: 'NO-SUCH-CODE', email });
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toEqual({
      code: ['Este hotel no está en nuestro catálogo. Elíjalo de la lista de sugerencias.'],
    });
    expect(await linksOf('NO-SUCH-CODE')).toEqual([]);
    expect(await rows(t.app, sql`select 1 from mail_outbox where "to" = ${email}`)).toEqual([]);
  });
});

describe('the approval permission', () => {
  const permissionEvents = (userId: number) =>
    rows<{ kind: string; details: Record<string, unknown> | null }>(
      t.app,
      sql`select kind, details from auth_events where user_id = ${userId} and kind like 'permission_%' order by id`,
    );
  const setPermission = (userId: number, value: boolean, headers = staff.headers) =>
    send('PUT', `/api/staff/users/${userId}/permission`, { approbe_contract_perm: value }, headers);

  it('grants it to a user without a second factor, who must then enrol before anything else', async () => {
    const user = await signUp(t.app);
    const granted = await setPermission(user.userId, true);
    expect(granted.statusCode).toBe(200);
    expect(json<StaffUserDetail>(granted).user).toMatchObject({
      approbe_contract_perm: true,
      totp_enabled: false,
    });
    const next = await get('/api/staff/summary', user.headers);
    expect(next.statusCode).toBe(403);
    expect(json(next)).toMatchObject({ code: 'second_factor_required' });
    expect(await permissionEvents(user.userId)).toEqual([
      { kind: 'permission_grant', details: { staff_user_id: staff.userId } },
    ]);
  });

  it('revokes it: the user’s next back-office call is refused, on every instance', async () => {
    const colleague = await signUp(t.app);
    await makeStaff(t.app, colleague);
    // Each instance has the colleague's session (and staff flag) in its read cache.
    const other = t.openSecondInstance ? await t.openSecondInstance() : undefined;
    expect((await get('/api/staff/summary', colleague.headers)).statusCode).toBe(200);
    if (other) {
      expect((await get('/api/staff/summary', colleague.headers, other)).statusCode).toBe(200);
      // The other instance answered from its read cache: only the write's notification can drop it.
      expect(other.database.readCache.size).toBeGreaterThan(0);
    }

    const revoked = await setPermission(colleague.userId, false);
    expect(revoked.statusCode).toBe(200);
    expect(json<StaffUserDetail>(revoked).user.approbe_contract_perm).toBe(false);
    const next = await get('/api/staff/summary', colleague.headers);
    expect(next.statusCode).toBe(403);
    expect(json(next)).toMatchObject({ code: 'forbidden' });
    if (other) expect((await get('/api/staff/summary', colleague.headers, other)).statusCode).toBe(403);
    expect(await permissionEvents(colleague.userId)).toEqual([
      { kind: 'permission_revoke', details: { staff_user_id: staff.userId } },
    ]);
  });

  it('refuses to revoke one’s own (400), and nothing changes', async () => {
    const refused = await setPermission(staff.userId, false);
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toEqual({
      approbe_contract_perm: ['No puede retirarse a sí mismo el permiso de aprobación.'],
    });
    expect((await get('/api/staff/summary')).statusCode).toBe(200);
    expect(await permissionEvents(staff.userId)).toEqual([]);
  });

  it('answers 404 for an unknown user', async () => {
    expect((await setPermission(2147483000, true)).statusCode).toBe(404);
  });
});

describe('the back office is for staff only', () => {
  it('answers 403 to a hotel user on every route, and changes nothing', async () => {
    const { owner, hotelId } = await ownerWithHotel();
    const choice: CatalogueChoice = await catalogueChoice(t.app);
    const calls = [
      get('/api/staff/summary', owner.headers),
      get('/api/staff/users/', owner.headers),
      get(`/api/staff/users/${owner.userId}`, owner.headers),
      send('POST', `/api/staff/users/${owner.userId}/hotels`, { hotel: hotelId }, owner.headers),
      send('DELETE', `/api/staff/users/${owner.userId}/hotels/${hotelId}`, undefined, owner.headers),
      send(
        'PUT',
        `/api/staff/users/${owner.userId}/permission`,
        { approbe_contract_perm: true },
        owner.headers,
      ),
      send('POST', '/api/staff/links', { code: choice.code }, owner.headers),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(403);
      expect(json(response)).toEqual({
        detail: 'No tiene permiso para aprobar contratos',
        code: 'forbidden',
      });
    }
    const [user] = await rows<{ approbe_contract_perm: boolean }>(
      t.app,
      sql`select approbe_contract_perm from users where id = ${owner.userId}`,
    );
    expect(user?.approbe_contract_perm).toBe(false);
    expect(await rows(t.app, sql`select 1 from user_hotels where user_id = ${owner.userId}`)).toHaveLength(1);
    expect(await rows(t.app, sql`select 1 from hotel_links where code = ${choice.code}`)).toEqual([]);
  });
});

describe('the staff summary', () => {
  const summary = async (headers = staff.headers) =>
    json<StaffSummary>(await get('/api/staff/summary', headers));

  /** A hotel whose contract is in `status` since `at` (the contract module's own flows are tested there). */
  async function contractIn(status: 'sent' | 'returned', events: { action: string; at: string }[]) {
    const { hotelId } = await ownerWithHotel();
    await rows(t.app, sql`update hotels set contract_status = ${status} where id = ${hotelId}`);
    for (const event of events) {
      await rows(
        t.app,
        sql`insert into contract_events (hotel_id, action, at) values (${hotelId}, ${event.action}, ${event.at})`,
      );
    }
    return hotelId;
  }

  it('counts what waits and since when: claims, contracts to review, contracts returned', async () => {
    const before = await summary();
    const { hotelId } = await ownerWithHotel();
    const [claim] = await rows<{ created_at: string }>(
      t.app,
      sql`select created_at from hotel_claims where hotel_id = ${hotelId}`,
    );
    const after = await summary();
    expect(after.claims.count).toBe(before.claims.count + 1);
    expect(after.claims.oldest_at).toBe(
      before.claims.oldest_at ?? new Date(claim?.created_at ?? 0).toISOString(),
    );

    await contractIn('sent', [{ action: 'sent', at: '2020-02-01T10:00:00Z' }]);
    await contractIn('sent', [{ action: 'sent', at: '2020-01-15T10:00:00Z' }]);
    // Sent, returned and sent again: it waits since its last send, not its first.
    await contractIn('sent', [
      { action: 'sent', at: '2019-01-01T10:00:00Z' },
      { action: 'returned', at: '2019-01-05T10:00:00Z' },
      { action: 'sent', at: '2020-03-01T10:00:00Z' },
    ]);
    await contractIn('returned', [
      { action: 'sent', at: '2018-06-01T10:00:00Z' },
      { action: 'returned', at: '2021-05-01T10:00:00Z' },
    ]);
    const counted = await summary();
    expect(counted.to_review).toEqual({
      count: before.to_review.count + 3,
      oldest_at: '2020-01-15T10:00:00.000Z',
    });
    expect(counted.returned).toEqual({
      count: before.returned.count + 1,
      oldest_at: '2021-05-01T10:00:00.000Z',
    });
  });

  it('lists the caller’s own last 10 decisions, newest first, and no one else’s', async () => {
    const deciding = await signUp(t.app);
    await makeStaff(t.app, deciding);
    expect((await summary(deciding.headers)).recent_decisions).toEqual([]);
    const { owner, choice, hotelId } = await ownerWithHotel();
    await send('DELETE', `/api/staff/users/${owner.userId}/hotels/${hotelId}`, undefined, deciding.headers);
    await send('POST', `/api/staff/users/${owner.userId}/hotels`, { hotel: hotelId }, deciding.headers);
    await send('POST', '/api/staff/links', { code: choice.code }, deciding.headers);
    // A decision about a person, not a hotel: the person is its subject.
    await send(
      'PUT',
      `/api/staff/users/${owner.userId}/permission`,
      { approbe_contract_perm: true },
      deciding.headers,
    );
    // Another staff user's decision on the same hotel is theirs, not the caller's.
    await send('POST', '/api/staff/links', { code: choice.code });
    const recent = (await summary(deciding.headers)).recent_decisions;
    expect(recent.map((entry) => entry.action)).toEqual([
      'permission.granted',
      'link.created',
      'hotel.attached',
      'hotel.detached',
    ]);
    expect(recent[0]).toMatchObject({
      hotel: null,
      subject: { id: owner.userId },
      user: { id: deciding.userId },
    });
    expect(recent[2]).toMatchObject({
      subject: null,
      hotel: { id: hotelId, name: choice.name },
      user: { id: deciding.userId, name: 'Ana García' },
      kind: 'people',
      detail: { user: owner.userId },
    });

    for (let index = 0; index < 10; index++) {
      await send('POST', '/api/staff/links', { code: choice.code }, deciding.headers);
    }
    const latest = (await summary(deciding.headers)).recent_decisions;
    expect(latest).toHaveLength(10);
    expect(latest.every((entry) => entry.action === 'link.created')).toBe(true);
  });
});
