import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, createTestApp, json, rows, type TestApp } from '../../test/app.ts';
import { cancelRq, resNight, resNotifRq, resRoomStay } from '../../test/ota-res.ts';
import { hotelSellingJuly, julyDay } from '../../test/reservations.ts';

/**
 * Every new, modified or cancelled reservation e-mails the hotel's operative contact in its
 * language (issue 32 item 5, decision 058), through the outbox, from the JSON key routes and from
 * OpenTravel messages alike; the hotel's own confirmation e-mails no one; a hotel whose contacts
 * give no operative address gets none, and its reservations are taken all the same.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface OutboxRow {
  to: string;
  template: string;
  language: string;
  subject: string;
  text: string;
}

let unique = 0;
const address = (name: string) => `${name}.${Date.now().toString(36)}.${++unique}@example.com`;

/** A hotel selling July at 100 (non-refundable), a reservations:write key, and contacts serving it. */
async function setUp({ language, operative = [address('ops')] }: { language: string; operative?: string[] }) {
  const sold = await hotelSellingJuly(t.app, {
    allotment: 3,
    rate: { expenditureCancellation: 'non_refundable' },
  });
  // The account keeps its contacts: their e-mails are written in its profile language.
  await rows(t.app, sql`update users set language = ${language} where id = ${sold.user.userId}`);
  for (const email of operative) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/hotel/contact/',
      headers: sold.user.headers,
      payload: {
        hotels: [sold.hotel],
        operative_name: 'Olga Ruiz',
        comercial_phone: '+34 910000001',
        comercial_email: 'ventas@example.com',
        operative_phone: '+34 910000002',
        operative_email: email,
        administrative_phone: '+34 910000003',
        administrative_email: 'admin@example.com',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
  }
  const key = await createApiKey(t.app, { scopes: ['reservations:write'], hotels: [sold.hotel] });
  return { ...sold, key, operative };
}
type Ctx = Awaited<ReturnType<typeof setUp>>;

async function outbox(to: string[]): Promise<OutboxRow[]> {
  if (to.length === 0) return [];
  return rows<OutboxRow>(
    t.app,
    sql`select "to", template, language, subject, text from mail_outbox
        where "to" in (${sql.join(
          to.map((email) => sql`${email}`),
          sql`, `,
        )}) order by id`,
  );
}

const body = (ctx: Ctx, reference: string, revision: number, departure: number) => ({
  reference,
  revision,
  leadGuest: { name: 'Ana Pérez', email: 'ana@example.com' },
  specialRequests: 'Cuna',
  stays: [
    {
      roomTypeId: ctx.room,
      rateId: ctx.rate,
      board: 'BB',
      arrival: julyDay(10),
      departure: julyDay(departure),
      guests: [{ age: 40 }, { age: 38 }],
      nightlyPrices: Array.from({ length: departure - 10 }, () => '100'),
      total: String((departure - 10) * 100),
    },
  ],
});

describe('reservation e-mails to the hotel (JSON key routes)', () => {
  it('tells the operative contact of a creation, a modification and a cancellation in its language; not of a replay nor of the confirmation', async () => {
    const ctx = await setUp({ language: 'fr' });
    const url = `/api/distribution/hotels/${ctx.hotel}/reservations`;
    const created = await t.app.inject({
      method: 'POST',
      url,
      headers: ctx.key.headers,
      payload: body(ctx, 'ML-1', 1, 12),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = json<{ id: number }>(created).id;
    // The same message again answers the same reservation and tells no one again.
    const replay = await t.app.inject({
      method: 'POST',
      url,
      headers: ctx.key.headers,
      payload: body(ctx, 'ML-1', 1, 12),
    });
    expect(replay.statusCode, replay.body).toBe(200);

    let sent = await outbox(ctx.operative);
    expect(sent.map((row) => [row.to, row.template, row.language])).toEqual([
      [ctx.operative[0], 'reservation_created', 'fr'],
    ]);
    const [first] = sent;
    expect(first?.subject).toMatch(/^Nouvelle réservation ML-1 · /);
    expect(first?.text).toContain('Bonjour Olga Ruiz,');
    expect(first?.text).toContain('Statut: Réservée');
    expect(first?.text).toContain('Type de chambre: Doble');
    expect(first?.text).toContain('Tarif et pension: ');
    expect(first?.text).toContain('· Chambre et petit-déjeuner');
    expect(first?.text).toContain('Nuits: 2');
    // The total as computed, as French writes money.
    expect(first?.text).toContain('Total: 200,00\u00a0€');
    expect(first?.text).toContain(`/dash/reservations?hotel=${ctx.hotel}&reservation=${id}&lang=fr`);

    const modified = await t.app.inject({
      method: 'PUT',
      url: `${url}/ML-1`,
      headers: ctx.key.headers,
      payload: body(ctx, 'ML-1', 2, 13),
    });
    expect(modified.statusCode, modified.body).toBe(200);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/hotel/${ctx.hotel}/reservations/${id}/confirm`,
      headers: ctx.user.headers,
      payload: { confirmationNumber: 'H-77' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const quote = json<{ penalty: string }>(
      await t.app.inject({ method: 'GET', url: `${url}/ML-1/cancellation-quote`, headers: ctx.key.headers }),
    );
    expect(quote.penalty).toBe('300.00');
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `${url}/ML-1/cancel`,
      headers: ctx.key.headers,
      payload: { penalty: quote.penalty },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    sent = await outbox(ctx.operative);
    // The confirmation, made by the hotel itself, is not e-mailed to the hotel.
    expect(sent.map((row) => row.template)).toEqual([
      'reservation_created',
      'reservation_modified',
      'reservation_cancelled',
    ]);
    expect(sent.every((row) => row.language === 'fr')).toBe(true);
    expect(sent[1]?.text).toContain('Nuits: 3');
    expect(sent[1]?.text).toContain('Total: 300,00\u00a0€');
    expect(sent[2]?.subject).toMatch(/^Réservation annulée ML-1 · /);
    expect(sent[2]?.text).toContain('Votre numéro de confirmation: H-77');
    expect(sent[2]?.text).toContain("Pénalité d'annulation: 300,00\u00a0€");
  });

  it('writes once per operative address, and sends nothing, without failing, when no contact gives one', async () => {
    const shared = address('shared');
    const twice = await setUp({ language: 'it', operative: [shared, shared.toUpperCase()] });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/distribution/hotels/${twice.hotel}/reservations`,
      headers: twice.key.headers,
      payload: body(twice, 'ML-2', 1, 11),
    });
    expect(response.statusCode, response.body).toBe(201);
    const sent = await outbox([shared, shared.toUpperCase()]);
    expect(sent.map((row) => [row.template, row.language])).toEqual([['reservation_created', 'it']]);
    expect(sent[0]?.text).toContain('Totale: 100,00\u00a0€');

    const none = await setUp({ language: 'es', operative: [] });
    const before = await rows<{ count: number }>(t.app, sql`select count(*)::int as count from mail_outbox`);
    const taken = await t.app.inject({
      method: 'POST',
      url: `/api/distribution/hotels/${none.hotel}/reservations`,
      headers: none.key.headers,
      payload: body(none, 'ML-3', 1, 11),
    });
    expect(taken.statusCode, taken.body).toBe(201);
    const after = await rows<{ count: number }>(t.app, sql`select count(*)::int as count from mail_outbox`);
    expect(after[0]?.count).toBe(before[0]?.count);
  });
});

describe('reservation e-mails to the hotel (OpenTravel messages)', () => {
  it('tells the operative contact of OTA_HotelResNotifRQ Commit and Modify and of OTA_CancelRQ Commit, in its language', async () => {
    const ctx = await setUp({ language: 'ru' });
    let tokens = 0;
    const token = () => `mail-${Date.now().toString(36)}-${++tokens}`;
    const stay = (from: number, to: number) =>
      resRoomStay({
        room: ctx.room,
        plan: `${ctx.rate}-BB`,
        rates: Array.from({ length: to - from }, (_, night) =>
          resNight(julyDay(from + night), '100.00'),
        ).join(''),
        guests: '<GuestCount AgeQualifyingCode="10" Count="2"/>',
        arrival: julyDay(from),
        departure: julyDay(to),
        total: `${(to - from) * 100}.00`,
        hotelCode: ctx.code,
      });
    const post = async (xml: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/distribution/ota/reservations',
        headers: { ...ctx.key.headers, 'content-type': 'application/xml' },
        payload: xml,
      });
      expect(response.headers['x-ota-outcome'], response.body).toBe('applied');
      return response;
    };
    const reference = `OTA-ML-${token()}`;
    await post(
      resNotifRq({ token: token(), status: 'Commit', reference, stays: stay(10, 12), hotelCode: ctx.code }),
    );
    await post(
      resNotifRq({
        token: token(),
        status: 'Modify',
        reference,
        revision: 2,
        stays: stay(20, 21),
        hotelCode: ctx.code,
      }),
    );
    await post(cancelRq(token(), 'Commit', reference, ctx.code));

    const sent = await outbox(ctx.operative);
    expect(sent.map((row) => [row.template, row.language])).toEqual([
      ['reservation_created', 'ru'],
      ['reservation_modified', 'ru'],
      ['reservation_cancelled', 'ru'],
    ]);
    expect(sent[0]?.subject).toContain(`Новое бронирование ${reference}`);
    expect(sent[0]?.text).toContain('Итого: 200,00\u00a0€');
    expect(sent[1]?.text).toContain('Ночей: 1');
    expect(sent[2]?.text).toContain('Штраф за отмену: 100,00\u00a0€');
  });
});
