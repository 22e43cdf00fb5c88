import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, createTestApp, feedSettled, json, rows, type TestApp } from '../../test/app.ts';
import { hotelSellingJuly } from '../../test/reservations.ts';

/**
 * Reservations tell the group's systems (issue 32 item 5): every creation, modification,
 * cancellation and hotel confirmation is a `reservations` change in the feed, for keys with
 * reservations:read only, and a webhook event (`reservation.created`, `.modified`, `.cancelled`,
 * `.confirmed`) for the endpoints that asked for it, written in the reservation's transaction.
 */
let t: TestApp;
let endpoint: number;
beforeAll(async () => {
  t = await createTestApp();
  const [made] = await rows<{ id: number }>(
    t.app,
    sql`insert into webhook_endpoints (url, secret, events)
        values ('https://pms.example.com/res', 's',
                array['reservation.created', 'reservation.modified', 'reservation.cancelled', 'reservation.confirmed'])
        returning id`,
  );
  endpoint = made?.id ?? 0;
});
afterAll(() => t.close());

const year = new Date().getFullYear() + 1;

describe('reservation events', () => {
  it('are in the change feed for reservations:read and on webhooks, one per change, with the reservation named', async () => {
    const { user, hotel, room, rate } = await hotelSellingJuly(t.app, {
      verified: true,
      rate: { quotaType: 'free_sale', releaseDays: null },
    });
    const writer = await createApiKey(t.app, { scopes: ['reservations:write'], hotels: [hotel] });
    const reader = await createApiKey(t.app, { scopes: ['reservations:read'], hotels: [hotel] });
    const ariReader = await createApiKey(t.app, { scopes: ['ari:read'], hotels: [hotel] });
    const url = `/api/distribution/hotels/${hotel}/reservations`;
    const body = (revision: number, departure: string) => ({
      reference: 'EV-1',
      revision,
      leadGuest: { name: 'Ana Pérez', email: 'ana@example.com' },
      stays: [
        {
          roomTypeId: room,
          rateId: rate,
          board: 'BB',
          arrival: `${year}-07-10`,
          departure,
          guests: [{ age: 40 }],
          nightlyPrices: departure.endsWith('12') ? ['100', '100'] : ['100'],
          total: departure.endsWith('12') ? '200' : '100',
        },
      ],
    });
    const created = await t.app.inject({
      method: 'POST',
      url,
      headers: writer.headers,
      payload: body(1, `${year}-07-12`),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = json<{ id: number }>(created).id;
    const modified = await t.app.inject({
      method: 'PUT',
      url: `${url}/EV-1`,
      headers: writer.headers,
      payload: body(2, `${year}-07-11`),
    });
    expect(modified.statusCode, modified.body).toBe(200);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/hotel/${hotel}/reservations/${id}/confirm`,
      headers: user.headers,
      payload: { confirmationNumber: 'H-1' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const quote = json<{ penalty: string }>(
      await t.app.inject({ method: 'GET', url: `${url}/EV-1/cancellation-quote`, headers: writer.headers }),
    );
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `${url}/EV-1/cancel`,
      headers: writer.headers,
      payload: { penalty: quote.penalty },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // The same cancellation again changes nothing, so tells nothing.
    await t.app.inject({
      method: 'POST',
      url: `${url}/EV-1/cancel`,
      headers: writer.headers,
      payload: { penalty: quote.penalty },
    });

    const events = [
      'reservation.created',
      'reservation.modified',
      'reservation.confirmed',
      'reservation.cancelled',
    ];
    await feedSettled(t.app);
    const feed = json<{ changes: { kind: string; hotelId: number; detail: Record<string, unknown> }[] }>(
      await t.app.inject({ method: 'GET', url: '/api/distribution/changes', headers: reader.headers }),
    );
    const ours = feed.changes.filter((change) => change.hotelId === hotel);
    expect(
      ours.map((change) => [
        change.kind,
        change.detail.event,
        change.detail.reservation,
        change.detail.status,
      ]),
    ).toEqual([
      ['reservations', events[0], id, 'confirmed'],
      ['reservations', events[1], id, 'modified'],
      ['reservations', events[2], id, 'modified'],
      ['reservations', events[3], id, 'cancelled'],
    ]);
    // A key that reads rates only does not see them.
    const rates = json<{ changes: { kind: string; hotelId: number }[] }>(
      await t.app.inject({ method: 'GET', url: '/api/distribution/changes', headers: ariReader.headers }),
    );
    expect(
      rates.changes.filter((change) => change.hotelId === hotel).map((change) => change.kind),
    ).not.toContain('reservations');

    const deliveries = await rows<{ event: string; body: string }>(
      t.app,
      sql`select event, body from webhook_deliveries
          where endpoint_id = ${endpoint} and (body::jsonb -> 'hotel' ->> 'id')::int = ${hotel} order by id`,
    );
    expect(deliveries.map((delivery) => delivery.event)).toEqual(events);
    expect(JSON.parse(deliveries[0]?.body ?? '{}')).toMatchObject({
      event: 'reservation.created',
      hotel: { id: hotel },
      data: { reservation: id, reference: 'EV-1', status: 'confirmed', revision: 1 },
    });
  });
});
