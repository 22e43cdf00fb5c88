import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CatalogueChoice,
  catalogueChoice,
  createApiKey,
  createHotel,
  createTestApp,
  createVerifiedHotel,
  json,
  rows,
  signUp,
  type TestApp,
  VALID_PASSWORD,
} from '../../test/app.ts';
import { rateBody } from '../../test/fixtures.ts';
import { completeWizard, makeStaff, type User } from '../../test/media.test-helpers.ts';

/**
 * Claims of catalogue hotels (decision 027): creation only from the catalogue's own values, the
 * three cases of a code, staff's verify and reject, the claimant's own list and e-mails, hotel
 * links, and sending blocked until verified.
 */
let t: TestApp;
let staff: User;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://extranet.example.com' });
  staff = await signUp(t.app, { name: 'Rosa Martín' });
  await makeStaff(t.app, staff);
});
afterAll(() => t.close());

interface Claim {
  id: number;
  status: string;
  reason: string | null;
  created_at: string;
  decided_at: string | null;
  hotel: { id: number; code: string; name: string; verified: boolean };
  claimant: { id: number; email: string };
  attached: boolean;
  other_claimants: { claim: number; user: { id: number }; status: string }[];
}

const post = (url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const claim = (user: User, choice: CatalogueChoice) => post('/api/hotel/', user.headers, choice);
const verify = (claimId: number, headers = staff.headers) =>
  post(`/api/staff/claims/${claimId}/verify`, headers);
const reject = (claimId: number, reason: unknown, headers = staff.headers) =>
  post(`/api/staff/claims/${claimId}/reject`, headers, { reason });

async function staffClaims(status = 'pending'): Promise<Claim[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/staff/claims/?status=${status}&page_size=200`,
    headers: staff.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ items: Claim[] }>(response).items;
}

async function claimOf(userId: number, hotelId: number) {
  const [row] = await rows<{ id: number; status: string; reason: string | null; decided_by: number | null }>(
    t.app,
    sql`select id, status, reason, decided_by from hotel_claims where user_id = ${userId} and hotel_id = ${hotelId}`,
  );
  return row;
}

/** Everything a decision may change, to prove a refused one changed nothing. */
const decisionState = (hotelId: number) =>
  rows(
    t.app,
    sql`select
      (select json_agg(c order by c.id) from hotel_claims c where c.hotel_id = ${hotelId}) as claims,
      (select json_agg(u order by u.user_id) from user_hotels u where u.hotel_id = ${hotelId}) as attached,
      (select verified from hotels where id = ${hotelId}) as verified,
      (select count(*)::int from hotel_activity where hotel_id = ${hotelId}) as activity,
      (select count(*)::int from mail_outbox where template like 'claim_%') as mails`,
  );

const mailsTo = (to: string, template: string) =>
  rows<{ subject: string; text: string; html: string; language: string }>(
    t.app,
    sql`select subject, text, html, language from mail_outbox where "to" = ${to} and template = ${template}`,
  );

const decisions = (hotelId: number) =>
  rows<{ user_id: number; kind: string; action: string; detail: Record<string, unknown> }>(
    t.app,
    sql`select user_id, kind, action, detail from hotel_activity where hotel_id = ${hotelId} and kind = 'people' order by id`,
  );

describe('hotel creation from the catalogue', () => {
  it('refuses a code the catalogue lacks (400 on code) and values that are not the catalogue’s, creating nothing', async () => {
    const ana = await signUp(t.app);
    const choice = await catalogueChoice(t.app);
    const cases: [object, Record<string, string[]>][] = [
      [
        { ...choice, code: `XX-NOPE-${randomBytes(3).toString('hex')}` },
        { code: ['Este hotel no está en nuestro catálogo. Elíjalo de la lista de sugerencias.'] },
      ],
      [
        { ...choice, name: `${choice.name} Deluxe` },
        { name: ['No coincide con el hotel del catálogo. Elíjalo de nuevo de la lista de sugerencias.'] },
      ],
      [
        { ...choice, raw_code: `${choice.raw_code}9` },
        { raw_code: ['No coincide con el hotel del catálogo. Elíjalo de nuevo de la lista de sugerencias.'] },
      ],
    ];
    for (const [payload, answer] of cases) {
      const refused = await post('/api/hotel/', ana.headers, payload);
      expect(refused.statusCode).toBe(400);
      expect(json(refused)).toEqual(answer);
    }
    const english = await post('/api/hotel/', { ...ana.headers, 'accept-language': 'en' }, cases[0]?.[0]);
    expect(json(english)).toEqual({
      code: ['This hotel is not in our catalogue. Choose it from the list of suggestions.'],
    });
    const [created] = await rows<{ hotels: number; claims: number }>(
      t.app,
      sql`select (select count(*)::int from hotels where created_by = ${ana.userId}) as hotels,
                 (select count(*)::int from hotel_claims where user_id = ${ana.userId}) as claims`,
    );
    expect(created).toEqual({ hotels: 0, claims: 0 });
  });

  it('creates a new code attached and unverified, with a pending claim; its contract cannot be sent until staff verify it', async () => {
    const ana = await signUp(t.app);
    const choice = await catalogueChoice(t.app);
    const created = await claim(ana, choice);
    expect(created.statusCode, created.body).toBe(201);
    const hotelId = json<{ id: number }>(created).id;
    expect(await claimOf(ana.userId, hotelId)).toMatchObject({ status: 'pending', reason: null });
    const list = json<{ id: number; verified: boolean }[]>(
      await t.app.inject({ method: 'GET', url: '/api/hotel/', headers: ana.headers }),
    );
    expect(list.find((hotel) => hotel.id === hotelId)?.verified).toBe(false);

    await completeWizard(t.app, ana, hotelId);
    const send = () => post(`/api/hotel/${hotelId}/contract/send`, ana.headers);
    const blocked = await send();
    expect(blocked.statusCode).toBe(409);
    expect(json(blocked)).toEqual({
      detail:
        'El grupo todavía no ha verificado que usted gestiona este hotel. Podrá enviar el contrato cuando lo haga.',
    });
    const [status] = await rows<{ contract_status: string; events: number }>(
      t.app,
      sql`select contract_status, (select count(*)::int from contract_events where hotel_id = ${hotelId}) as events
          from hotels where id = ${hotelId}`,
    );
    expect(status).toEqual({ contract_status: 'none', events: 0 });

    const claimId = (await claimOf(ana.userId, hotelId))?.id ?? 0;
    expect((await verify(claimId)).statusCode).toBe(204);
    // The list read before the decision was cached: the decision dropped it.
    const after = json<{ id: number; verified: boolean }[]>(
      await t.app.inject({ method: 'GET', url: '/api/hotel/', headers: ana.headers }),
    );
    expect(after.find((hotel) => hotel.id === hotelId)?.verified).toBe(true);
    const sent = await send();
    expect(sent.statusCode, sent.body).toBe(200);
    expect(json(sent)).toMatchObject({ status: 'sent', verified: true });
  });
});

describe('a code whose hotel exists', () => {
  it('records a second claim of an unverified hotel (409, not attached, once however often), beside the first', async () => {
    const ana = await signUp(t.app);
    const bea = await signUp(t.app);
    const choice = await catalogueChoice(t.app);
    const hotelId = await createHotel(t.app, ana.headers, choice);
    for (let attempt = 0; attempt < 2; attempt++) {
      const recorded = await claim(bea, choice);
      expect(recorded.statusCode).toBe(409);
      expect(json(recorded)).toEqual({
        detail:
          'Hemos registrado su solicitud para gestionar este hotel. El grupo la revisará y le avisaremos por email.',
      });
    }
    const [count] = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from hotel_claims where hotel_id = ${hotelId} and user_id = ${bea.userId}`,
    );
    expect(count?.n).toBe(1);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/hotel/${hotelId}`, headers: bea.headers })).statusCode,
    ).toBe(404);

    const pending = (await staffClaims()).filter((item) => item.hotel.id === hotelId);
    expect(pending.map((item) => [item.claimant.id, item.attached])).toEqual([
      [ana.userId, true],
      [bea.userId, false],
    ]);
    expect(pending[0]?.hotel).toMatchObject({ code: choice.code, name: choice.name, verified: false });
    expect(pending[0]?.other_claimants.map((other) => [other.user.id, other.status])).toEqual([
      [bea.userId, 'pending'],
    ]);
    expect(pending[1]?.other_claimants.map((other) => [other.user.id, other.status])).toEqual([
      [ana.userId, 'pending'],
    ]);
  });

  it('answers "ask for a link" to a claimant of a verified hotel, and records nothing', async () => {
    const ana = await signUp(t.app);
    const bea = await signUp(t.app);
    const choice = await catalogueChoice(t.app);
    const hotelId = await createHotel(t.app, ana.headers, choice);
    expect((await verify((await claimOf(ana.userId, hotelId))?.id ?? 0)).statusCode).toBe(204);
    const before = await decisionState(hotelId);
    const refused = await claim(bea, choice);
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toEqual({
      detail:
        'Este hotel ya está dado de alta y verificado. Pida al grupo un enlace de acceso para gestionarlo.',
    });
    expect(await decisionState(hotelId)).toEqual(before);
    expect(await claimOf(bea.userId, hotelId)).toBeUndefined();
  });
});

/** Next year: rates and ARI take this year and the next. */
const ariYear = new Date().getFullYear() + 1;

/** A room type of the hotel, created by `user` (who may be staff). */
async function roomOf(user: User, hotelId: number): Promise<number> {
  const created = await post(`/api/hotel/${hotelId}/room/`, user.headers, { name: 'Doble' });
  expect(created.statusCode, created.body).toBe(201);
  const id = json<{ id: number }>(created).id;
  const patched = await t.app.inject({
    method: 'PATCH',
    url: `/api/hotel/${hotelId}/room/${id}`,
    headers: user.headers,
    payload: { default_adults: 1, total_occupancy: 2 },
  });
  expect(patched.statusCode, patched.body).toBe(200);
  return id;
}

/** A rate contract `user` creates on the hotel, with one per-room rate at `price` in June. */
async function contractWithRate(user: User, hotelId: number, room: number, price: string) {
  const base = `/api/rates/contracts/${user.userId}/${hotelId}/`;
  const contract = await post(base, user.headers, { name: `Contrato ${price}` });
  expect(contract.statusCode, contract.body).toBe(201);
  const contractId = json<{ id: number }>(contract).id;
  const rate = await post(
    `${base}${contractId}/rates/`,
    user.headers,
    rateBody({
      priceRoomType: 'room',
      roomTypes: [room],
      boards: ['BB'],
      period: { start: `${ariYear}_06_01`, end: `${ariYear}_06_30` },
      basePrices: [{ room, board: 'BB', price: { amounts: [price] } }],
    }),
  );
  expect(rate.statusCode, rate.body).toBe(201);
  return { contract: contractId, rate: json<{ id: number }>(rate).id };
}

/** The hotel's ARI for June as an all-hotels `ari:read` key reads it: each rate's id and amounts. */
async function ariOut(hotelId: number) {
  const reader = await createApiKey(t.app, { scopes: ['ari:read'], allHotels: true });
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/distribution/hotels/${hotelId}/ari?from=${ariYear}-06-01&to=${ariYear}-06-30`,
    headers: reader.headers,
  });
  if (response.statusCode !== 200) return { status: response.statusCode, rates: [] };
  const out = json<{ rates: { id: number; prices: { amounts: string[] }[] }[] }>(response);
  return {
    status: response.statusCode,
    rates: out.rates.map((rate) => ({
      id: rate.id,
      amounts: [...new Set(rate.prices.flatMap((price) => price.amounts))],
    })),
  };
}

const rateContractsOf = async (hotelId: number) =>
  (
    await rows<{ id: number; created_by: number | null }>(
      t.app,
      sql`select id, created_by from rate_contracts where hotel_id = ${hotelId} order by id`,
    )
  ).map((row) => ({ id: row.id, created_by: row.created_by }));

const ratesChanges = (hotelId: number) =>
  rows<{ detail: Record<string, unknown> }>(
    t.app,
    sql`select detail from distribution_changes where hotel_id = ${hotelId} and kind = 'rates' order by id`,
  );

describe('staff decisions', () => {
  it('lists pending claims oldest first, and verifies one: attached, hotel verified, decision logged, claimant e-mailed', async () => {
    const bea = await signUp(t.app, { name: 'Beatriz Gil' });
    const ana = await signUp(t.app);
    const first = await createHotel(t.app, ana.headers);
    const second = await catalogueChoice(t.app);
    const secondId = await createHotel(t.app, bea.headers, second);
    const order = (await staffClaims()).map((item) => item.hotel.id);
    expect(order.indexOf(first)).toBeLessThan(order.indexOf(secondId));
    await rows(t.app, sql`update users set language = 'en' where id = ${bea.userId}`);

    const claimId = (await claimOf(bea.userId, secondId))?.id ?? 0;
    expect((await verify(claimId)).statusCode).toBe(204);
    expect(await claimOf(bea.userId, secondId)).toMatchObject({
      status: 'verified',
      decided_by: staff.userId,
    });
    const verified = (await staffClaims('verified')).find((item) => item.id === claimId);
    expect(verified).toMatchObject({ status: 'verified', attached: true, hotel: { verified: true } });
    expect(verified?.decided_at).toEqual(expect.any(String));
    expect((await staffClaims()).some((item) => item.id === claimId)).toBe(false);
    expect(await decisions(secondId)).toEqual([
      {
        user_id: staff.userId,
        kind: 'people',
        action: 'claim.verified',
        detail: { claim: claimId, user: bea.userId, reason: null },
      },
    ]);
    const [mail] = await mailsTo(bea.email, 'claim_verified');
    expect(mail?.language).toBe('en');
    expect(mail?.subject).toBe(`Request verified: ${second.name}`);
    expect(mail?.text).toContain('Hello Beatriz Gil,');
    expect(mail?.text).toContain(
      `We have verified that you manage the hotel ${second.name} (${second.code}).`,
    );
    expect(mail?.text).toContain('https://extranet.example.com/dash/home');
  });

  it("rejecting a squatter first removes the contracts they created, so verifying the real claimant later sends none of the squatter's rates", async () => {
    const squatter = await signUp(t.app, { name: 'Rosa Okupa' });
    const owner = await signUp(t.app, { name: 'Pablo Dueño' });
    const choice = await catalogueChoice(t.app);
    const hotelId = await createHotel(t.app, squatter.headers, choice);
    expect((await claim(owner, choice)).statusCode).toBe(409);
    const room = await roomOf(squatter, hotelId);
    const squatted = await contractWithRate(squatter, hotelId, room, '1.00');
    const staffs = await contractWithRate(staff, hotelId, room, '95.00');

    const squatterClaim = (await claimOf(squatter.userId, hotelId))?.id ?? 0;
    expect((await reject(squatterClaim, 'No gestiona este hotel.')).statusCode).toBe(204);
    expect(await rateContractsOf(hotelId)).toEqual([{ id: staffs.contract, created_by: staff.userId }]);
    expect((await decisions(hotelId)).at(-1)).toMatchObject({
      action: 'claim.rejected',
      detail: { claim: squatterClaim, user: squatter.userId, rate_contracts_removed: 1 },
    });

    const ownerClaim = (await claimOf(owner.userId, hotelId))?.id ?? 0;
    expect((await verify(ownerClaim)).statusCode).toBe(204);
    const out = await ariOut(hotelId);
    expect(out.status).toBe(200);
    expect(out.rates).toEqual([{ id: staffs.rate, amounts: ['95.00'] }]);
    expect(squatted.rate).not.toBe(staffs.rate);
  });

  it('verifying the real claimant detaches every other unverified claimant: 404 on the hotel, rejected, e-mailed in their language, logged', async () => {
    const squatter = await signUp(t.app, { name: 'Sergio Okupa' });
    const second = await signUp(t.app, { name: 'Ivan Petrov' });
    const owner = await signUp(t.app, { name: 'Olga Dueña' });
    const choice = await catalogueChoice(t.app);
    const hotelId = await createHotel(t.app, squatter.headers, choice);
    expect((await claim(second, choice)).statusCode).toBe(409);
    expect((await claim(owner, choice)).statusCode).toBe(409);
    await rows(t.app, sql`update users set language = 'ru' where id = ${second.userId}`);
    await rows(t.app, sql`update users set language = 'it' where id = ${squatter.userId}`);
    const hotelRead = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `/api/hotel/${hotelId}`, headers });
    // Read (and cached) while attached: the verification must drop what it made stale.
    expect((await hotelRead(squatter.headers)).statusCode).toBe(200);
    // The squatter enters a rate at 1.00 (decision 044: it must never go out); staff one at 95.00.
    const room = await roomOf(squatter, hotelId);
    const squatted = await contractWithRate(squatter, hotelId, room, '1.00');
    const staffs = await contractWithRate(staff, hotelId, room, '95.00');
    expect(await rateContractsOf(hotelId)).toEqual([
      { id: squatted.contract, created_by: squatter.userId },
      { id: staffs.contract, created_by: staff.userId },
    ]);
    expect((await ariOut(hotelId)).status).toBe(404);
    const changesBefore = (await ratesChanges(hotelId)).length;

    const ownerClaim = (await claimOf(owner.userId, hotelId))?.id ?? 0;
    expect((await verify(ownerClaim)).statusCode).toBe(204);

    // The squatter's contract went with its rate, prices and days; staff's stays and goes out.
    expect(await rateContractsOf(hotelId)).toEqual([{ id: staffs.contract, created_by: staff.userId }]);
    const [left] = await rows<{ rates: number; prices: number; days: number }>(
      t.app,
      sql`select (select count(*)::int from rates where id = ${squatted.rate}) as rates,
            (select count(*)::int from rate_prices where rate_id = ${squatted.rate}) as prices,
            (select count(*)::int from rate_days where rate_id = ${squatted.rate}) as days`,
    );
    expect(left).toEqual({ rates: 0, prices: 0, days: 0 });
    // One change for the verification and the removal together.
    expect((await ratesChanges(hotelId)).slice(changesBefore)).toEqual([
      { detail: { verified: true, removed_contracts: [squatted.contract] } },
    ]);
    // The verified owner's own contract, entered now, goes out beside staff's; no 1.00 anywhere.
    const owners = await contractWithRate(owner, hotelId, room, '88.00');
    const out = await ariOut(hotelId);
    expect(out.status).toBe(200);
    expect(out.rates).toEqual([
      { id: staffs.rate, amounts: ['95.00'] },
      { id: owners.rate, amounts: ['88.00'] },
    ]);
    expect(out.rates.flatMap((rate) => rate.amounts)).not.toContain('1.00');

    expect((await hotelRead(owner.headers)).statusCode).toBe(200);
    for (const other of [squatter, second]) {
      expect((await hotelRead(other.headers)).statusCode).toBe(404);
      const list = await t.app.inject({ method: 'GET', url: '/api/hotel/', headers: other.headers });
      expect(json<{ id: number }[]>(list).map((hotel) => hotel.id)).not.toContain(hotelId);
      expect(await claimOf(other.userId, hotelId)).toMatchObject({
        status: 'rejected',
        decided_by: staff.userId,
      });
    }
    const own = await t.app.inject({ method: 'GET', url: '/api/user/claims/', headers: squatter.headers });
    expect(json(own)).toEqual([
      expect.objectContaining({
        status: 'rejected',
        reason: 'Il gruppo ha verificato un’altra persona come responsabile di questo hotel.',
      }),
    ]);
    const [italian] = await mailsTo(squatter.email, 'claim_superseded');
    expect(italian?.language).toBe('it');
    expect(italian?.subject).toBe(`Richiesta non accettata: ${choice.name}`);
    expect(italian?.text).toContain('Sergio Okupa');
    expect(italian?.text).toContain(`${choice.name} (${choice.code})`);
    const [russian] = await mailsTo(second.email, 'claim_superseded');
    expect(russian?.language).toBe('ru');
    expect(russian?.subject).toBe(`Запрос не принят: ${choice.name}`);
    expect(await mailsTo(owner.email, 'claim_superseded')).toEqual([]);
    expect(await decisions(hotelId)).toEqual([
      ...[squatter, second].map((other) => ({
        user_id: staff.userId,
        kind: 'people',
        action: 'claim.superseded',
        detail: {
          claim: expect.any(Number),
          user: other.userId,
          email: other.email,
          verified_user: owner.userId,
          // Only the squatter had entered rates: the count is there when some were removed.
          ...(other === squatter ? { rate_contracts_removed: 1 } : {}),
        },
      })),
      {
        user_id: staff.userId,
        kind: 'people',
        action: 'claim.verified',
        detail: { claim: ownerClaim, user: owner.userId, reason: null },
      },
    ]);
    // Nothing pending is left for this hotel.
    expect((await staffClaims()).some((item) => item.hotel.id === hotelId)).toBe(false);
  });

  it('a verified hotel whose squatter is still attached with a pending claim (before decision 044): staff attaching a manager remove the squatter’s contracts, the owner’s and unknown ones stay', async () => {
    const owner = await signUp(t.app);
    const squatter = await signUp(t.app);
    const manager = await signUp(t.app);
    const hotelId = await createVerifiedHotel(t.app, owner);
    const room = await roomOf(owner, hotelId);
    const owners = await contractWithRate(owner, hotelId, room, '80.00');
    await rows(
      t.app,
      sql`insert into user_hotels (user_id, hotel_id) values (${squatter.userId}, ${hotelId})`,
    );
    await rows(
      t.app,
      sql`insert into hotel_claims (hotel_id, user_id, status) values (${hotelId}, ${squatter.userId}, 'pending')`,
    );
    const squatted = await contractWithRate(squatter, hotelId, room, '1.00');
    // A contract from before migration 0021: its creator is unknown, so it stays.
    const unknown = await contractWithRate(squatter, hotelId, room, '70.00');
    await rows(t.app, sql`update rate_contracts set created_by = null where id = ${unknown.contract}`);
    expect((await ariOut(hotelId)).rates.map((rate) => rate.amounts)).toEqual([
      ['80.00'],
      ['1.00'],
      ['70.00'],
    ]);
    const changesBefore = (await ratesChanges(hotelId)).length;

    const attached = await post(`/api/staff/users/${manager.userId}/hotels`, staff.headers, {
      hotel: hotelId,
    });
    expect(attached.statusCode, attached.body).toBe(201);

    expect(await rateContractsOf(hotelId)).toEqual([
      { id: owners.contract, created_by: owner.userId },
      { id: unknown.contract, created_by: null },
    ]);
    expect((await ariOut(hotelId)).rates).toEqual([
      { id: owners.rate, amounts: ['80.00'] },
      { id: unknown.rate, amounts: ['70.00'] },
    ]);
    expect((await ratesChanges(hotelId)).slice(changesBefore)).toEqual([
      { detail: { removed_contracts: [squatted.contract] } },
    ]);
    const superseded = (await decisions(hotelId)).filter((entry) => entry.action === 'claim.superseded');
    expect(superseded).toEqual([
      expect.objectContaining({
        user_id: staff.userId,
        detail: expect.objectContaining({
          user: squatter.userId,
          verified_user: manager.userId,
          rate_contracts_removed: 1,
        }),
      }),
    ]);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/hotel/${hotelId}`, headers: owner.headers }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses to decide a decided claim (409) and changes nothing', async () => {
    const ana = await signUp(t.app);
    const hotelId = await createHotel(t.app, ana.headers);
    const claimId = (await claimOf(ana.userId, hotelId))?.id ?? 0;
    expect((await verify(claimId)).statusCode).toBe(204);
    const before = await decisionState(hotelId);
    for (const again of [await verify(claimId), await reject(claimId, 'Demasiado tarde.')]) {
      expect(again.statusCode).toBe(409);
      expect(json(again)).toEqual({ detail: 'Esta solicitud ya se ha verificado o rechazado.' });
    }
    expect(await decisionState(hotelId)).toEqual(before);
    expect((await verify(999_999)).statusCode).toBe(404);
  });

  it('rejects with a reason: the claimant is detached, sees the reason in their claims and by e-mail', async () => {
    const ana = await signUp(t.app, { name: 'Ana Ruiz' });
    const choice = await catalogueChoice(t.app);
    const hotelId = await createHotel(t.app, ana.headers, choice);
    // Read (and cached) while attached: the decision must drop what it made stale.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/hotel/${hotelId}`, headers: ana.headers })).statusCode,
    ).toBe(200);
    const claimId = (await claimOf(ana.userId, hotelId))?.id ?? 0;
    const reason = 'No consta como titular en el registro mercantil.\nEnvíenos la escritura.';
    expect((await reject(claimId, `  ${reason}  `)).statusCode).toBe(204);

    expect(
      (await t.app.inject({ method: 'GET', url: `/api/hotel/${hotelId}`, headers: ana.headers })).statusCode,
    ).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/hotel/', headers: ana.headers });
    expect(json<{ id: number }[]>(list).map((hotel) => hotel.id)).not.toContain(hotelId);
    const own = await t.app.inject({ method: 'GET', url: '/api/user/claims/', headers: ana.headers });
    expect(own.statusCode).toBe(200);
    expect(json(own)).toEqual([
      {
        id: claimId,
        status: 'rejected',
        reason,
        created_at: expect.any(String),
        decided_at: expect.any(String),
        hotel: { name: choice.name, code: choice.code },
      },
    ]);
    expect(await decisions(hotelId)).toEqual([
      {
        user_id: staff.userId,
        kind: 'people',
        action: 'claim.rejected',
        detail: { claim: claimId, user: ana.userId, reason },
      },
    ]);
    const [mail] = await mailsTo(ana.email, 'claim_rejected');
    expect(mail?.subject).toBe(`Solicitud rechazada: ${choice.name}`);
    expect(mail?.text).toContain('Hola, Ana Ruiz:');
    expect(mail?.text).toContain(
      '> No consta como titular en el registro mercantil.\n> Envíenos la escritura.',
    );
    expect(mail?.html).toContain(
      'No consta como titular en el registro mercantil.<br>Envíenos la escritura.',
    );
  });

  it('refuses an empty or too long reason (400 on reason) and changes nothing', async () => {
    const ana = await signUp(t.app);
    const hotelId = await createHotel(t.app, ana.headers);
    const claimId = (await claimOf(ana.userId, hotelId))?.id ?? 0;
    const before = await decisionState(hotelId);
    for (const [reason, message] of [
      ['', 'Este campo es obligatorio'],
      ['   ', 'Este campo es obligatorio'],
      ['x'.repeat(2001), 'No puede tener más de 2000 caracteres'],
    ] as const) {
      const refused = await reject(claimId, reason);
      expect(refused.statusCode).toBe(400);
      expect(json(refused)).toEqual({ reason: [message] });
    }
    expect((await reject(claimId, undefined)).statusCode).toBe(400);
    expect(await decisionState(hotelId)).toEqual(before);
    expect((await reject(claimId, 'x'.repeat(2000))).statusCode).toBe(204);
  });

  it('shows each user their own claims only, newest first', async () => {
    const ana = await signUp(t.app);
    const bea = await signUp(t.app);
    const older = await createHotel(t.app, ana.headers);
    const newer = await createHotel(t.app, ana.headers);
    await createHotel(t.app, bea.headers);
    const own = json<{ id: number }[]>(
      await t.app.inject({ method: 'GET', url: '/api/user/claims/', headers: ana.headers }),
    );
    expect(own.map((item) => item.id)).toEqual([
      (await claimOf(ana.userId, newer))?.id,
      (await claimOf(ana.userId, older))?.id,
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/claims/' })).statusCode).toBe(401);
  });
});

describe('hotel links', () => {
  const login = (email: string, token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email, password: VALID_PASSWORD, hotel_token: token },
      remoteAddress: `10.77.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
    });
  const linkFor = async (choice: CatalogueChoice) =>
    (
      await t.app.services.hotelLinks.create(
        { name: choice.name, rawCode: choice.raw_code, code: choice.code },
        3,
        staff.userId,
      )
    ).token;

  it("verifies an existing hotel and its new manager's claim at once", async () => {
    const squatter = await signUp(t.app);
    const owner = await signUp(t.app);
    const choice = await catalogueChoice(t.app);
    const hotelId = await createHotel(t.app, squatter.headers, choice);
    expect((await login(owner.email, await linkFor(choice))).statusCode).toBe(200);
    expect(await claimOf(owner.userId, hotelId)).toMatchObject({
      status: 'verified',
      decided_by: staff.userId,
    });
    const [hotel] = await rows<{ verified: boolean }>(
      t.app,
      sql`select verified from hotels where id = ${hotelId}`,
    );
    expect(hotel?.verified).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/hotel/${hotelId}`, headers: owner.headers }))
        .statusCode,
    ).toBe(200);
    // The squatter's pending claim is rejected and they lose the hotel, told by e-mail (decision 044).
    expect(await claimOf(squatter.userId, hotelId)).toMatchObject({
      status: 'rejected',
      decided_by: staff.userId,
    });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/hotel/${hotelId}`, headers: squatter.headers }))
        .statusCode,
    ).toBe(404);
    expect(await mailsTo(squatter.email, 'claim_superseded')).toHaveLength(1);
    expect((await decisions(hotelId)).map((entry) => entry.action)).toEqual(['claim.superseded']);
  });

  it('makes the hotel created from a linked code verified, with a verified claim', async () => {
    const owner = await signUp(t.app);
    const choice = await catalogueChoice(t.app);
    expect((await login(owner.email, await linkFor(choice))).statusCode).toBe(200);
    const [pending] = await rows<{ verified: boolean }>(
      t.app,
      sql`select verified from pending_hotels where user_id = ${owner.userId} and code = ${choice.code}`,
    );
    expect(pending?.verified).toBe(true);
    const created = await claim(owner, choice);
    expect(created.statusCode).toBe(201);
    const hotelId = json<{ id: number }>(created).id;
    expect(await claimOf(owner.userId, hotelId)).toMatchObject({ status: 'verified' });
    const contract = await t.app.inject({
      method: 'GET',
      url: `/api/hotel/${hotelId}/contract/`,
      headers: owner.headers,
    });
    expect(json(contract)).toMatchObject({ verified: true });
  });
});
