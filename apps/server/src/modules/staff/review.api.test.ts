import type { Contract, ContractQueue, StaffReview } from '@hotel/domain';
import { WIZARD_STEPS } from '@hotel/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogueChoice,
  createHotel,
  createTestApp,
  json,
  rows,
  signUp,
  type TestApp,
  verifyHotel,
} from '../../test/app.ts';
import { cityTaxBody, earlyBookingTerm, rateBody } from '../../test/fixtures.ts';
import { completeWizard, image, makeStaff, multipart, type User } from '../../test/media.test-helpers.ts';

const ALL_STEPS = WIZARD_STEPS.map((step) => step.key);

/** A hotel of the catalogue, verified by staff, every wizard step complete: ready to send. */
async function completeHotel(app: FastifyInstance, ownerName = 'Ana García') {
  const choice = await catalogueChoice(app);
  const owner = await signUp(app, { name: ownerName, hotels: [choice] });
  const hotelId = await createHotel(app, owner.headers, choice);
  await verifyHotel(app, hotelId, owner.userId);
  await completeWizard(app, owner, hotelId);
  return { owner, hotelId, hotelName: choice.name };
}

async function send(app: FastifyInstance, owner: User, hotelId: number) {
  const sent = await app.inject({
    method: 'POST',
    url: `/api/hotel/${hotelId}/contract/send`,
    headers: owner.headers,
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return json<Contract>(sent);
}

async function staffUser(app: FastifyInstance, name = 'Marta Staff') {
  const staff = await signUp(app, { name });
  await makeStaff(app, staff);
  return staff;
}

const contractOf = async (app: FastifyInstance, owner: User, hotelId: number) =>
  json<Contract>(
    await app.inject({ method: 'GET', url: `/api/hotel/${hotelId}/contract/`, headers: owner.headers }),
  );

/** The contract decisions logged for the hotel (staff verified its claim before, too). */
const decisionsOf = (app: FastifyInstance, hotelId: number) =>
  rows<{ action: string; user_id: number; detail: unknown }>(
    app,
    sql`select action, user_id, detail from hotel_activity
        where hotel_id = ${hotelId} and kind = 'contract' and action in ('contract.approved', 'contract.returned') order by id`,
  );

const approvalsOf = (app: FastifyInstance, hotelId: number) =>
  rows<{ approved_by: number; snapshot: Record<string, unknown> }>(
    app,
    sql`select approved_by, snapshot from hotel_approvals where hotel_id = ${hotelId} order by id`,
  );

describe('review queue', () => {
  let t: TestApp;
  let staff: User;
  const hotels: Record<'madrid' | 'coruna' | 'lyon' | 'unsent' | 'returned', number> = {
    madrid: 0,
    coruna: 0,
    lyon: 0,
    unsent: 0,
    returned: 0,
  };

  const queue = async (query = '') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/staff/contracts/${query}`,
      headers: staff.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return json<ContractQueue>(response);
  };
  const idsOf = (list: ContractQueue) => list.items.map((item) => item.hotel.id);

  beforeAll(async () => {
    t = await createTestApp();
    staff = await staffUser(t.app);
    const located = async (location: { city: string; country: string }) => {
      const { owner, hotelId } = await completeHotel(t.app);
      const patched = await t.app.inject({
        method: 'PATCH',
        url: `/api/hotel/${hotelId}`,
        headers: owner.headers,
        payload: location,
      });
      expect(patched.statusCode).toBe(200);
      return { owner, hotelId };
    };
    const madrid = await located({ city: 'Madrid', country: 'España' });
    const coruna = await located({ city: 'A Coruña', country: 'Spain' });
    const lyon = await located({ city: 'Lyon', country: 'France' });
    const unsent = await located({ city: 'Madrid', country: 'España' });
    const returned = await located({ city: 'Sevilla', country: 'España' });
    for (const { owner, hotelId } of [lyon, madrid, coruna, returned]) await send(t.app, owner, hotelId);
    const back = await t.app.inject({
      method: 'POST',
      url: `/api/staff/contracts/${returned.hotelId}/return`,
      headers: staff.headers,
      payload: { steps: [{ step: 'photos', reason: 'Faltan fotos de las habitaciones.' }] },
    });
    expect(back.statusCode, back.body).toBe(200);
    Object.assign(hotels, {
      madrid: madrid.hotelId,
      coruna: coruna.hotelId,
      lyon: lyon.hotelId,
      unsent: unsent.hotelId,
      returned: returned.hotelId,
    });
    // Sent times that are neither the creation nor the sending order, around day boundaries.
    const sentAt = { [coruna.hotelId]: '2026-01-10T08:00:00Z', [madrid.hotelId]: '2026-01-11T23:59:59Z' };
    sentAt[lyon.hotelId] = '2026-01-12T00:00:00Z';
    for (const [hotelId, at] of Object.entries(sentAt)) {
      await rows(t.app, sql`update contract_events set at = ${at} where hotel_id = ${Number(hotelId)}`);
    }
    await rows(t.app, sql`update hotels set htype = 2 where id = ${lyon.hotelId}`);
  });
  afterAll(() => t.close());

  it('lists the sent contracts oldest sent first, with whole-queue counts', async () => {
    const list = await queue();
    expect(idsOf(list)).toEqual([hotels.coruna, hotels.madrid, hotels.lyon]);
    expect(list.count).toBe(3);
    expect(list.counts).toEqual({ sent: 3, returned: 1, approved: 0 });
    expect(list.items[0]).toEqual({
      hotel: expect.objectContaining({
        id: hotels.coruna,
        city: 'A Coruña',
        // The owners write the country's name in their language; the queue answers its code.
        country: 'ES',
        htype: 1,
        verified: true,
        contract_status: 'sent',
      }),
      sent_at: '2026-01-10T08:00:00.000Z',
      returned_at: null,
      approved_before: false,
    });
    expect(list.items.map((item) => item.hotel.country)).toEqual(['ES', 'ES', 'FR']);

    const second = await queue('?page_size=1&page=2');
    expect(idsOf(second)).toEqual([hotels.madrid]);
    expect(second.count).toBe(3);
  });

  it('filters by country code, city (contains, any case and accents), hotel type and inclusive UTC days', async () => {
    expect(idsOf(await queue('?country=es'))).toEqual([hotels.coruna, hotels.madrid]);
    expect(idsOf(await queue('?country=FR'))).toEqual([hotels.lyon]);
    expect(idsOf(await queue('?city=coruna'))).toEqual([hotels.coruna]);
    expect(idsOf(await queue('?city=MADR'))).toEqual([hotels.madrid]);
    expect(idsOf(await queue('?htype=2'))).toEqual([hotels.lyon]);
    expect(idsOf(await queue('?sent_from=2026-01-11&sent_to=2026-01-11'))).toEqual([hotels.madrid]);
    expect(idsOf(await queue('?sent_from=2026-01-12'))).toEqual([hotels.lyon]);
    expect(idsOf(await queue('?sent_to=2026-01-10'))).toEqual([hotels.coruna]);
    expect(idsOf(await queue('?country=ES&city=madrid&htype=1'))).toEqual([hotels.madrid]);

    const nothing = await queue('?country=PT');
    expect(nothing).toEqual({ count: 0, counts: { sent: 3, returned: 1, approved: 0 }, items: [] });
    expect((await queue('?city=Lyon&country=ES')).count).toBe(0);
  });

  it('lists the returned contracts by the time of their return', async () => {
    const list = await queue('?status=returned');
    expect(idsOf(list)).toEqual([hotels.returned]);
    expect(list.count).toBe(1);
    const [item] = list.items;
    expect(item?.returned_at).toEqual(expect.any(String));
    expect(item?.sent_at).toBe(item?.returned_at);
    expect(item?.hotel.contract_status).toBe('returned');
  });

  it('answers 400 on the field of a bad filter', async () => {
    for (const [query, field] of [
      ['?country=ESP', 'country'],
      ['?country=E1', 'country'],
      ['?sent_from=2026-13-01', 'sent_from'],
      ['?sent_to=yesterday', 'sent_to'],
      ['?htype=hotel', 'htype'],
      ['?htype=0', 'htype'],
      ['?status=draft', 'status'],
      ['?page=0', 'page'],
      ['?page_size=201', 'page_size'],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/staff/contracts/${query}`,
        headers: staff.headers,
      });
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(json(response)), query).toEqual([field]);
    }
  });
});

describe('the review, approval and return', () => {
  let t: TestApp;
  let staff: User;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await staffUser(t.app);
  });
  afterAll(() => t.close());

  const review = async (hotelId: number) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/staff/contracts/${hotelId}/review`,
      headers: staff.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return json<StaffReview>(response);
  };
  const decide = (hotelId: number, decision: 'approve' | 'return', payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/staff/contracts/${hotelId}/${decision}`,
      headers: staff.headers,
      ...(payload === undefined ? {} : { payload }),
    });

  it('shows the whole hotel to staff not attached to it, every step changed before the first approval', async () => {
    const { owner, hotelId, hotelName } = await completeHotel(t.app);
    const photo = multipart({ category: 'pool' }, [
      { filename: 'piscina.jpg', contentType: 'image/jpeg', bytes: await image('jpeg', 800, 600) },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/hotel/${hotelId}/photo`,
      headers: { ...owner.headers, 'content-type': photo.contentType },
      payload: photo.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    for (const [url, payload] of [
      [`/api/hotel/${hotelId}/video/`, { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }],
      [`/api/hotel/${hotelId}/director-opinion/`, { area: 'hotel', text: 'Un hotel con encanto.' }],
    ] as const) {
      const created = await t.app.inject({ method: 'POST', url, headers: owner.headers, payload });
      expect(created.statusCode, created.body).toBe(201);
    }
    const rates = `/api/rates/contracts/${owner.userId}/${hotelId}/`;
    const rateContract = await t.app.inject({
      method: 'POST',
      url: rates,
      headers: owner.headers,
      payload: { name: 'Contrato 2027' },
    });
    const rate = await t.app.inject({
      method: 'POST',
      url: `${rates}${json<{ id: number }>(rateContract).id}/rates/`,
      headers: owner.headers,
      payload: rateBody(),
    });
    expect(rate.statusCode, rate.body).toBe(201);
    const rateId = json<{ id: number }>(rate).id;
    const earlyBooking = earlyBookingTerm({ code: 'EB60', leadDays: { min: 60, max: null } });
    const cityTax = cityTaxBody({ value: { amount: '2.50' }, maxNights: 7 });
    for (const [url, payload] of [
      [`${rates}${json<{ id: number }>(rateContract).id}/rates/${rateId}/terms/`, { terms: [earlyBooking] }],
      [`/api/rates/contracts/taxes/${owner.userId}/${hotelId}/`, { taxes: [cityTax] }],
    ] as const) {
      const saved = await t.app.inject({ method: 'PUT', url, headers: owner.headers, payload });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    await send(t.app, owner, hotelId);

    const document = await review(hotelId);
    expect(document.hotel).toMatchObject({
      id: hotelId,
      name: hotelName,
      city: 'Madrid',
      check_in_start: '14:00',
    });
    expect(document.verified).toBe(true);
    expect(document.contract).toMatchObject({ hotel: hotelId, status: 'sent', rooms_locked: false });
    expect(document.rooms.map((room) => room.name)).toEqual(['Doble estándar']);
    expect(document.photos).toHaveLength(1);
    expect(document.photos[0]).toMatchObject({ category: 'pool', quality_rate: expect.any(Number) });
    expect(document.photos[0]?.suggested_quality_rate).toBe(document.photos[0]?.quality_rate);
    expect(document.videos.map((video) => video.code)).toEqual(['dQw4w9WgXcQ']);
    expect(document.opinions.map((opinion) => opinion.text)).toEqual(['Un hotel con encanto.']);
    expect(document.rates.map((item) => item.name)).toEqual(['Temporada alta']);
    // The terms and taxes the group will sell with (issue 33), as the owner saved them.
    expect(document.rate_terms).toEqual([{ rateId, terms: [earlyBooking] }]);
    expect(document.taxes).toEqual([cityTax]);
    expect(document.users).toEqual([
      {
        id: owner.userId,
        email: owner.email,
        name: 'Ana García',
        phone: '+34600123456',
        language: 'es',
        approbe_contract_perm: false,
        totp_enabled: false,
        registered_at: expect.any(String),
      },
    ]);
    expect(document.changed_steps).toEqual(ALL_STEPS);
    expect(document.last_approval).toBeNull();
  });

  it('approves: rooms left open (decision 062), the snapshot stored and logged; after editing only basic data, only basic changed', async () => {
    const { owner, hotelId } = await completeHotel(t.app);
    await send(t.app, owner, hotelId);
    const approved = await decide(hotelId, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(json<Contract>(approved)).toMatchObject({ status: 'approved', rooms_locked: false });
    expect(json<Contract>(approved).events.map((event) => [event.action, event.user?.name])).toEqual([
      ['approved', 'Marta Staff'],
      ['sent', 'Ana García'],
    ]);
    const [approval, ...more] = await approvalsOf(t.app, hotelId);
    expect(more).toEqual([]);
    expect(approval?.approved_by).toBe(staff.userId);
    expect(Object.keys(approval?.snapshot ?? {}).sort()).toEqual(
      [
        'accesibility',
        'activities',
        'basic',
        'opinions',
        'photos',
        'rooms',
        'services',
        'ubication',
        'videos',
      ].sort(),
    );
    expect(approval?.snapshot.ubication).toMatchObject({ city: 'Madrid', postal_code: '28013' });
    expect(await decisionsOf(t.app, hotelId)).toEqual([
      { action: 'contract.approved', user_id: staff.userId, detail: null },
    ]);
    const unchanged = await review(hotelId);
    expect(unchanged.changed_steps).toEqual([]);
    expect(unchanged.last_approval).toEqual({ at: expect.any(String), by: 'Marta Staff' });

    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/hotel/${hotelId}`,
      headers: owner.headers,
      payload: { check_in_start: '15:00' },
    });
    expect(edited.statusCode).toBe(200);
    expect((await review(hotelId)).changed_steps).toEqual(['basic']);

    // Sent again, the queue says staff approved an earlier version.
    await send(t.app, owner, hotelId);
    const queued = json<ContractQueue>(
      await t.app.inject({
        method: 'GET',
        url: '/api/staff/contracts/?page_size=200',
        headers: staff.headers,
      }),
    );
    expect(queued.items.find((item) => item.hotel.id === hotelId)?.approved_before).toBe(true);
  });

  it("stores the snapshot and logs the decision on the Opinions step's save-approbe too", async () => {
    const { owner, hotelId } = await completeHotel(t.app);
    await send(t.app, owner, hotelId);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/hotel/${hotelId}/contract/save-approbe`,
      headers: staff.headers,
      payload: { opinions: [{ area: 'hotel', text: 'Vistas al mar.' }] },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const [approval] = await approvalsOf(t.app, hotelId);
    // The opinions saved by the approval are part of what was approved.
    expect(approval?.snapshot.opinions).toEqual([{ area: 'hotel', text: 'Vistas al mar.' }]);
    expect((await decisionsOf(t.app, hotelId)).map((entry) => entry.action)).toEqual(['contract.approved']);
    expect((await review(hotelId)).changed_steps).toEqual([]);
  });

  it('returns with reasons: status, event, returned_steps, e-mails in each owner language, back in the queue once sent', async () => {
    const { owner, hotelId, hotelName } = await completeHotel(t.app);
    await rows(t.app, sql`update users set language = 'en' where id = ${owner.userId}`);
    const partner = await signUp(t.app, { name: 'Jean Dupont' });
    await rows(t.app, sql`update users set language = 'fr' where id = ${partner.userId}`);
    await rows(
      t.app,
      sql`insert into user_hotels (user_id, hotel_id) values (${partner.userId}, ${hotelId})`,
    );
    await send(t.app, owner, hotelId);

    const returned = await decide(hotelId, 'return', {
      steps: [
        { step: 'ubication', reason: '  La dirección no coincide con el mapa.  ' },
        { step: 'basic', reason: 'Falta la categoría.' },
      ],
    });
    expect(returned.statusCode, returned.body).toBe(200);
    // In step order, trimmed.
    const reasons = [
      { step: 'basic', reason: 'Falta la categoría.' },
      { step: 'ubication', reason: 'La dirección no coincide con el mapa.' },
    ];
    const contract = json<Contract>(returned);
    expect(contract).toMatchObject({ status: 'returned', rooms_locked: false, returned_steps: reasons });
    expect(contract.events[0]).toEqual({
      action: 'returned',
      at: expect.any(String),
      user: { id: staff.userId, name: 'Marta Staff' },
      reasons,
    });
    expect(await contractOf(t.app, owner, hotelId)).toMatchObject({
      status: 'returned',
      returned_steps: reasons,
    });
    expect(await decisionsOf(t.app, hotelId)).toEqual([
      { action: 'contract.returned', user_id: staff.userId, detail: { steps: reasons } },
    ]);

    const mails = await rows<{ to: string; language: string; subject: string; text: string }>(
      t.app,
      sql`select "to", language, subject, text from mail_outbox where template = 'contract_returned' order by id`,
    );
    expect(mails.map((mail) => [mail.to, mail.language])).toEqual([
      [owner.email, 'en'],
      [partner.email, 'fr'],
    ]);
    const [english, french] = mails;
    expect(english?.subject).toBe(`Contract returned for changes: ${hotelName}`);
    expect(english?.text).toContain('Basic data');
    expect(english?.text).toContain('Falta la categoría.');
    expect(english?.text).toContain('Location');
    expect(english?.text).toContain('/dash/home');
    expect(french?.subject).toBe(`Contrat renvoyé pour corrections : ${hotelName}`);
    expect(french?.text).toContain('Informations de base');

    const again = await send(t.app, owner, hotelId);
    expect(again).toMatchObject({ status: 'sent', returned_steps: [] });
    const queued = json<ContractQueue>(
      await t.app.inject({
        method: 'GET',
        url: '/api/staff/contracts/?page_size=200',
        headers: staff.headers,
      }),
    );
    const item = queued.items.find((entry) => entry.hotel.id === hotelId);
    expect(item).toMatchObject({ hotel: { contract_status: 'sent' }, returned_at: expect.any(String) });
  });

  it('refuses bad returns with 400 on the field and changes nothing', async () => {
    const { owner, hotelId } = await completeHotel(t.app);
    await send(t.app, owner, hotelId);
    const before = await contractOf(t.app, owner, hotelId);
    const cases: [object, string][] = [
      [{ steps: [{ step: 'basic', reason: '   ' }] }, 'steps.0.reason'],
      [{ steps: [{ step: 'basic', reason: 'x'.repeat(2001) }] }, 'steps.0.reason'],
      [{ steps: [{ step: 'pool', reason: 'No hay piscina.' }] }, 'steps.0.step'],
      [
        {
          steps: [
            { step: 'photos', reason: 'Borrosas.' },
            { step: 'photos', reason: 'Oscuras.' },
          ],
        },
        'steps',
      ],
      [{ steps: [] }, 'steps'],
      [{}, 'steps'],
    ];
    for (const [payload, field] of cases) {
      const refused = await decide(hotelId, 'return', payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(json(refused)), JSON.stringify(payload)).toEqual([field]);
    }
    const english = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/staff/contracts/${hotelId}/return`,
        headers: { ...staff.headers, 'accept-language': 'en' },
        payload,
      });
    expect(json(await english({ steps: [] }))).toEqual({
      steps: ['Name at least one step with its reason.'],
    });
    expect(
      json(
        await english({
          steps: [
            { step: 'basic', reason: 'Uno.' },
            { step: 'basic', reason: 'Dos.' },
          ],
        }),
      ),
    ).toEqual({ steps: ['Each step may be named only once.'] });
    expect(await contractOf(t.app, owner, hotelId)).toEqual(before);
    expect(await decisionsOf(t.app, hotelId)).toEqual([]);
    expect(
      await rows(
        t.app,
        sql`select id from mail_outbox where template = 'contract_returned' and "to" = ${owner.email}`,
      ),
    ).toEqual([]);
    // 2000 characters are accepted.
    const longest = await decide(hotelId, 'return', {
      steps: [{ step: 'videos', reason: 'x'.repeat(2000) }],
    });
    expect(longest.statusCode).toBe(200);
  });

  it('answers 409 to deciding a contract that is not sent, and changes nothing', async () => {
    const { owner, hotelId } = await completeHotel(t.app);
    const body = { steps: [{ step: 'basic', reason: 'Falta la categoría.' }] };
    for (const decision of ['approve', 'return'] as const) {
      const refused = await decide(hotelId, decision, decision === 'return' ? body : undefined);
      expect(refused.statusCode, decision).toBe(409);
      expect(json(refused)).toEqual({ detail: 'El contrato no se ha enviado todavía o ya está aprobado' });
    }
    expect(await contractOf(t.app, owner, hotelId)).toMatchObject({ status: 'none', events: [] });

    await send(t.app, owner, hotelId);
    expect((await decide(hotelId, 'return', body)).statusCode).toBe(200);
    const returned = await contractOf(t.app, owner, hotelId);
    for (const decision of ['approve', 'return'] as const) {
      const refused = await decide(hotelId, decision, decision === 'return' ? body : undefined);
      expect(refused.statusCode, decision).toBe(409);
    }
    expect(await contractOf(t.app, owner, hotelId)).toEqual(returned);
    expect(await approvalsOf(t.app, hotelId)).toEqual([]);
    expect((await decisionsOf(t.app, hotelId)).map((entry) => entry.action)).toEqual(['contract.returned']);

    for (const decision of ['approve', 'return'] as const) {
      const missing = await decide(2_000_000, decision, decision === 'return' ? body : undefined);
      expect(missing.statusCode, decision).toBe(404);
    }
    const missingReview = await t.app.inject({
      method: 'GET',
      url: '/api/staff/contracts/2000000/review',
      headers: staff.headers,
    });
    expect(missingReview.statusCode).toBe(404);
  });

  it('keeps the history of returns and, on resubmission, what changed per step since the last return', async () => {
    const { owner, hotelId } = await completeHotel(t.app);
    await send(t.app, owner, hotelId);
    const first = await review(hotelId);
    expect(first.returns).toEqual([]);
    expect(first.since_return).toBeNull();
    expect(
      (
        await decide(hotelId, 'return', {
          steps: [
            { step: 'basic', reason: 'Falta la categoría.' },
            { step: 'rooms', reason: 'Cambie el nombre de la habitación.' },
          ],
        })
      ).statusCode,
    ).toBe(200);
    // The owner changes the category and renames a room, then sends again.
    const [room] = await rows<{ id: number; name: string }>(
      t.app,
      sql`select id, name from rooms where hotel_id = ${hotelId} order by id limit 1`,
    );
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/hotel/${hotelId}`,
      headers: owner.headers,
      payload: { rating: 5 },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/hotel/${hotelId}/room/${room?.id}`,
      headers: owner.headers,
      payload: { name: 'Doble superior' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await send(t.app, owner, hotelId);

    const again = await review(hotelId);
    expect(again.returns).toEqual([
      {
        at: expect.any(String),
        by: 'Marta Staff',
        steps: [
          { step: 'basic', reason: 'Falta la categoría.' },
          { step: 'rooms', reason: 'Cambie el nombre de la habitación.' },
        ],
      },
    ]);
    expect(again.since_return?.at).toBe(again.returns[0]?.at);
    expect(again.since_return?.steps).toEqual([
      {
        step: 'basic',
        fields: [{ field: 'rating', before: null, after: 5 }],
        added: [],
        removed: [],
        changed: [],
      },
      { step: 'rooms', fields: [], added: [], removed: [], changed: ['Doble superior'] },
    ]);
    // Never approved: every step still differs from an approval, but the review now knows better.
    expect(again.changed_steps).toEqual(ALL_STEPS);

    // A second return comes first in the history.
    expect(
      (await decide(hotelId, 'return', { steps: [{ step: 'photos', reason: 'Más fotos.' }] })).statusCode,
    ).toBe(200);
    await send(t.app, owner, hotelId);
    const third = await review(hotelId);
    expect(third.returns.map((item) => item.steps.map((step) => step.step))).toEqual([
      ['photos'],
      ['basic', 'rooms'],
    ]);
    expect(third.since_return?.steps).toEqual([]);
  });

  it('lists approved contracts in their own tab, newest approval first', async () => {
    const before = json<ContractQueue>(
      await t.app.inject({
        method: 'GET',
        url: '/api/staff/contracts/?status=approved',
        headers: staff.headers,
      }),
    );
    const older = await completeHotel(t.app);
    const newer = await completeHotel(t.app);
    for (const hotel of [older, newer]) {
      await send(t.app, hotel.owner, hotel.hotelId);
      expect((await decide(hotel.hotelId, 'approve')).statusCode).toBe(200);
    }
    await rows(
      t.app,
      sql`update contract_events set at = '2026-02-01T10:00:00Z' where hotel_id = ${older.hotelId} and action = 'approved'`,
    );
    const approved = json<ContractQueue>(
      await t.app.inject({
        method: 'GET',
        url: '/api/staff/contracts/?status=approved',
        headers: staff.headers,
      }),
    );
    expect(approved.count).toBe(before.count + 2);
    expect(approved.counts.approved).toBe(before.counts.approved + 2);
    expect(approved.items.map((item) => item.hotel.id).slice(0, 1)).toEqual([newer.hotelId]);
    expect(approved.items.map((item) => item.hotel.id)).toContain(older.hotelId);
    expect(approved.items.find((item) => item.hotel.id === older.hotelId)).toMatchObject({
      sent_at: '2026-02-01T10:00:00.000Z',
      approved_before: true,
      hotel: expect.objectContaining({ contract_status: 'approved' }),
    });
  });

  it('refuses every back-office route to a hotel user with 403, and changes nothing', async () => {
    const { owner, hotelId } = await completeHotel(t.app);
    await send(t.app, owner, hotelId);
    const before = await contractOf(t.app, owner, hotelId);
    for (const [method, url, payload] of [
      ['GET', '/api/staff/contracts/', undefined],
      ['GET', `/api/staff/contracts/${hotelId}/review`, undefined],
      ['POST', `/api/staff/contracts/${hotelId}/approve`, undefined],
      ['POST', `/api/staff/contracts/${hotelId}/return`, { steps: [{ step: 'basic', reason: 'Yo mismo.' }] }],
      ['GET', `/api/staff/hotels/${hotelId}/activity`, undefined],
    ] as const) {
      const refused = await t.app.inject({
        method,
        url,
        headers: owner.headers,
        ...(payload === undefined ? {} : { payload }),
      });
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(json(refused), `${method} ${url}`).toEqual({
        detail: 'No tiene permiso para aprobar contratos',
        code: 'forbidden',
      });
    }
    expect(await contractOf(t.app, owner, hotelId)).toEqual(before);
    expect(await approvalsOf(t.app, hotelId)).toEqual([]);
    expect(await decisionsOf(t.app, hotelId)).toEqual([]);
  });
});
