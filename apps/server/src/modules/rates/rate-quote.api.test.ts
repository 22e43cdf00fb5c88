// A rate's contract terms, the hotel's taxes and the quote (issue 33, decision 064): the routes
// of the hotel's users, staff and keys, the changes they record, and a stay priced by hand.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, createTestApp, json, rows, signUp, type TestApp } from '../../test/app.ts';
import { cityTaxBody, earlyBookingTerm } from '../../test/fixtures.ts';
import { makeStaff } from '../../test/media.test-helpers.ts';
import { hotelSellingJuly, julyDay, reservationYear } from '../../test/reservations.ts';
import { QUOTES_PER_MINUTE } from './quote.routes.ts';

let t: TestApp;
let staff: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signUp(t.app, { name: 'Quote Staff' });
  await makeStaff(t.app, staff);
});
afterAll(() => t.close());

type Ctx = Awaited<ReturnType<typeof hotelSellingJuly>>;

const termsUrl = (ctx: Ctx, contract = ctx.contract, rate = ctx.rate) =>
  `/api/rates/contracts/${ctx.user.userId}/${ctx.hotel}/${contract}/rates/${rate}/terms/`;
const taxesUrl = (ctx: Ctx, hotel = ctx.hotel) => `/api/rates/contracts/taxes/${ctx.user.userId}/${hotel}/`;
const quoteUrl = (ctx: Ctx, hotel = ctx.hotel) => `/api/rates/contracts/quote/${ctx.user.userId}/${hotel}/`;

/** 10 % off every night when booked at least 30 days ahead. */
const early = earlyBookingTerm();
/** 2.25 per guest of 16 or over per night, added to the price and collected by the hotel. */
const cityTax = cityTaxBody();

const send = (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

/** Three nights from 10 July, BB, two adults and a child of 10, booked on `booked` at noon UTC. */
const stay = (ctx: Ctx, booked: string) => ({
  rateId: ctx.rate,
  board: 'BB',
  arrival: julyDay(10),
  departure: julyDay(13),
  rooms: [{ roomTypeId: ctx.room, ages: [40, 38, 10] }],
  bookedAt: `${booked}T12:00:00Z`,
});

async function priced(): Promise<Ctx> {
  const ctx = await hotelSellingJuly(t.app, { allotment: 5, verified: true });
  expect((await send('PUT', termsUrl(ctx), ctx.user.headers, { terms: [early] })).statusCode).toBe(200);
  expect((await send('PUT', taxesUrl(ctx), ctx.user.headers, { taxes: [cityTax] })).statusCode).toBe(200);
  return ctx;
}

describe("a rate's terms and the hotel's taxes", () => {
  it('answers none until saved, then what was saved; an empty list removes the row', async () => {
    const ctx = await hotelSellingJuly(t.app);
    expect(json(await send('GET', termsUrl(ctx), ctx.user.headers))).toEqual({ rateId: ctx.rate, terms: [] });
    expect(json(await send('GET', taxesUrl(ctx), ctx.user.headers))).toEqual({
      hotelId: ctx.hotel,
      taxes: [],
    });
    const saved = await send('PUT', termsUrl(ctx), ctx.user.headers, { terms: [early] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(await send('GET', termsUrl(ctx), ctx.user.headers))).toEqual({
      rateId: ctx.rate,
      terms: [early],
    });
    const taxes = await send('PUT', taxesUrl(ctx), ctx.user.headers, { taxes: [cityTax] });
    expect(taxes.statusCode, taxes.body).toBe(200);
    expect(json(await send('GET', taxesUrl(ctx), ctx.user.headers))).toEqual({
      hotelId: ctx.hotel,
      taxes: [cityTax],
    });
    expect((await send('PUT', termsUrl(ctx), ctx.user.headers, { terms: [] })).statusCode).toBe(200);
    expect((await send('PUT', taxesUrl(ctx), ctx.user.headers, { taxes: [] })).statusCode).toBe(200);
    expect(await rows(t.app, sql`select 1 from rate_terms where rate_id = ${ctx.rate}`)).toEqual([]);
    expect(await rows(t.app, sql`select 1 from hotel_taxes where hotel_id = ${ctx.hotel}`)).toEqual([]);
  });

  it('records each save as a rates change of the hotel (change feed and webhooks)', async () => {
    const ctx = await hotelSellingJuly(t.app, { verified: true });
    const changes = () =>
      rows<{ detail: Record<string, unknown> }>(
        t.app,
        sql`select detail from distribution_changes where hotel_id = ${ctx.hotel} and kind = 'rates' order by id`,
      );
    const before = (await changes()).length;
    await send('PUT', termsUrl(ctx), ctx.user.headers, { terms: [early] });
    await send('PUT', taxesUrl(ctx), ctx.user.headers, { taxes: [cityTax] });
    const after = await changes();
    expect(after.length).toBe(before + 2);
    expect(after.at(-2)?.detail).toMatchObject({ rate: ctx.rate });
    expect(after.at(-1)?.detail).toMatchObject({ taxes: true });
    // A refused save records nothing.
    await send('PUT', termsUrl(ctx), ctx.user.headers, {
      terms: [{ ...early, leadDays: { min: null, max: null } }],
    });
    expect((await changes()).length).toBe(before + 2);
  });

  it('refuses what the engine could not price, and room types and rates of other hotels, translated', async () => {
    const ctx = await hotelSellingJuly(t.app);
    const other = await hotelSellingJuly(t.app);
    const noLead = await send('PUT', termsUrl(ctx), ctx.user.headers, {
      terms: [{ ...early, leadDays: { min: null, max: null } }],
    });
    expect(noLead.statusCode).toBe(400);
    expect(json(noLead)).toEqual({
      'terms.0.leadDays.min': ['Indica los días entre la reserva y la llegada'],
    });
    const english = await send(
      'PUT',
      termsUrl(ctx),
      { ...ctx.user.headers, 'accept-language': 'en' },
      { terms: [{ ...early, value: { percent: '120' } }] },
    );
    expect(json(english)).toEqual({
      'terms.0.value.percent': ['A percentage from 0 to 100, with at most two decimals'],
    });
    const foreignRoom = await send('PUT', termsUrl(ctx), ctx.user.headers, {
      terms: [{ ...early, roomTypes: [other.room] }],
    });
    expect(Object.keys(json(foreignRoom))).toEqual(['terms.0.roomTypes.0']);
    const foreignRate = await send('PUT', taxesUrl(ctx), ctx.user.headers, {
      taxes: [{ ...cityTax, rateIds: [other.rate] }],
    });
    expect(foreignRate.statusCode).toBe(400);
    expect(Object.keys(json(foreignRate))).toEqual(['taxes.0.rateIds.0']);
    const taxNoName = await send('PUT', taxesUrl(ctx), ctx.user.headers, {
      taxes: [{ ...cityTax, name: 7 }],
    });
    expect(taxNoName.statusCode).toBe(400);
    expect(Object.keys(json(taxNoName))).toEqual(['taxes.0.name']);
  });

  it("answers 404 for a rate of another contract or hotel, and for another user's path", async () => {
    const ctx = await hotelSellingJuly(t.app);
    const other = await hotelSellingJuly(t.app);
    const stranger = await signUp(t.app);
    expect((await send('GET', termsUrl(ctx, ctx.contract, other.rate), ctx.user.headers)).statusCode).toBe(
      404,
    );
    expect(
      (await send('PUT', termsUrl(ctx, ctx.contract + 1_000_000), ctx.user.headers, { terms: [] }))
        .statusCode,
    ).toBe(404);
    expect((await send('GET', termsUrl(ctx), stranger.headers)).statusCode).toBe(404);
    expect((await send('GET', taxesUrl(ctx, other.hotel), ctx.user.headers)).statusCode).toBe(404);
    expect((await send('PUT', taxesUrl(ctx), stranger.headers, { taxes: [] })).statusCode).toBe(404);
  });
});

describe('the quote', () => {
  it('prices an early booking with a city tax to the cent, by hand', async () => {
    const ctx = await priced();
    const response = await send(
      'POST',
      quoteUrl(ctx),
      ctx.user.headers,
      stay(ctx, `${reservationYear}-05-01`),
    );
    expect(response.statusCode, response.body).toBe(200);
    const quote = json<Record<string, unknown> & { rooms: { nights: unknown[] }[] }>(response);
    // A night: 100.00 a room, 10 % off (10.00) = 90.00, plus 2 adults × 2.25 = 4.50: 94.50.
    expect(quote.rooms[0]?.nights[0]).toEqual({
      day: julyDay(10),
      base: '100.00',
      supplements: [],
      discounts: [{ code: 'EARLY', kind: 'early_booking', amount: '10.00' }],
      taxes: [{ code: 'CITY', kind: 'tax', amount: '4.50', included: false, collectedBy: 'hotel' }],
      total: '94.50',
    });
    expect(quote).toMatchObject({
      sells: true,
      currency: 'EUR',
      terms: [{ code: 'EARLY', applied: true, amount: '30.00' }],
      taxes: [{ code: 'CITY', applied: true, amount: '13.50' }],
      // Three nights: 300.00 − 30.00 + 13.50 = 283.50, of which the hotel collects the 13.50.
      totals: {
        base: '300.00',
        supplements: '0.00',
        discounts: '30.00',
        taxesAdded: '13.50',
        taxesIncluded: '0.00',
        total: '283.50',
        collectedByHotel: '13.50',
        collectedByGroup: '270.00',
      },
    });
    // Booked 9 days ahead the offer is skipped, and says why.
    const late = json(await send('POST', quoteUrl(ctx), ctx.user.headers, stay(ctx, julyDay(1))));
    expect(late).toMatchObject({
      terms: [{ code: 'EARLY', applied: false, reason: 'lead_time' }],
      totals: { total: '313.50' },
    });
  });

  it('answers the same for staff and for a key with ari:read', async () => {
    const ctx = await priced();
    const body = stay(ctx, `${reservationYear}-05-01`);
    const own = json(await send('POST', quoteUrl(ctx), ctx.user.headers, body));
    const staffQuote = await send('POST', `/api/staff/hotels/${ctx.hotel}/quote`, staff.headers, body);
    expect(staffQuote.statusCode, staffQuote.body).toBe(200);
    expect(json(staffQuote)).toEqual(own);
    const key = await createApiKey(t.app, { scopes: ['ari:read'], hotels: [ctx.hotel] });
    const keyQuote = await send('POST', `/api/distribution/hotels/${ctx.hotel}/quote`, key.headers, body);
    expect(keyQuote.statusCode, keyQuote.body).toBe(200);
    expect(json(keyQuote)).toEqual(own);
  });

  it('names the night a stay does not sell on, and why, in the caller’s language', async () => {
    const ctx = await priced();
    const closed = await send('POST', ctx.ari, ctx.user.headers, {
      changes: [
        {
          start: `${reservationYear}_07_11`,
          end: `${reservationYear}_07_11`,
          roomTypes: [ctx.room],
          stopSale: true,
        },
      ],
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const response = await send(
      'POST',
      quoteUrl(ctx),
      ctx.user.headers,
      stay(ctx, `${reservationYear}-05-01`),
    );
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      sells: false,
      room: 0,
      night: julyDay(11),
      reason: 'stop_sale',
      detail: 'Venta cerrada esa noche',
    });
    const english = json<{ detail: string }>(
      await send(
        'POST',
        quoteUrl(ctx),
        { ...ctx.user.headers, 'accept-language': 'en' },
        stay(ctx, `${reservationYear}-05-01`),
      ),
    );
    expect(english.detail).not.toBe('Venta cerrada esa noche');
    expect(english.detail).not.toContain('rates.');
  });

  it('refuses a malformed stay, translated, and answers 404 on hotels the caller does not reach', async () => {
    const ctx = await priced();
    const other = await hotelSellingJuly(t.app);
    const bad = await send('POST', quoteUrl(ctx), ctx.user.headers, {
      ...stay(ctx, `${reservationYear}-05-01`),
      arrival: 'tomorrow',
      rooms: [],
    });
    expect(bad.statusCode).toBe(400);
    const fields = json<Record<string, string[]>>(bad);
    expect(Object.keys(fields).sort()).toEqual(['arrival', 'rooms']);
    expect(fields.arrival?.[0]).not.toContain('.');
    expect(
      (await send('POST', quoteUrl(ctx, other.hotel), ctx.user.headers, stay(ctx, julyDay(1)))).statusCode,
    ).toBe(404);
    const stranger = await signUp(t.app);
    expect((await send('POST', quoteUrl(ctx), stranger.headers, stay(ctx, julyDay(1)))).statusCode).toBe(404);
    const key = await createApiKey(t.app, { scopes: ['ari:read'], hotels: [other.hotel] });
    const keyed = await send(
      'POST',
      `/api/distribution/hotels/${ctx.hotel}/quote`,
      key.headers,
      stay(ctx, julyDay(1)),
    );
    expect(keyed.statusCode).toBe(404);
    const unscoped = await createApiKey(t.app, { scopes: ['content:read'], hotels: [ctx.hotel] });
    const scoped = await send(
      'POST',
      `/api/distribution/hotels/${ctx.hotel}/quote`,
      unscoped.headers,
      stay(ctx, julyDay(1)),
    );
    expect(scoped.statusCode).toBe(403);
    // Another hotel's rate through one's own hotel: the rate is unknown there.
    expect(
      json(
        await send('POST', quoteUrl(ctx), ctx.user.headers, { ...stay(ctx, julyDay(1)), rateId: other.rate }),
      ),
    ).toMatchObject({ sells: false, reason: 'rate_unknown' });
    expect(
      (await send('POST', `/api/staff/hotels/${ctx.hotel}/quote`, ctx.user.headers, stay(ctx, julyDay(1))))
        .statusCode,
    ).toBe(403);
  });
});

describe('a reservation is booked at the price the quote answers (decision 067)', () => {
  it("prices each stay with the rate's terms and the hotel's taxes, and quotes the penalty before taxes", async () => {
    const ctx = await hotelSellingJuly(t.app, {
      allotment: 5,
      verified: true,
      rate: { expenditureCancellation: 'non_refundable' },
    });
    expect((await send('PUT', termsUrl(ctx), ctx.user.headers, { terms: [early] })).statusCode).toBe(200);
    expect((await send('PUT', taxesUrl(ctx), ctx.user.headers, { taxes: [cityTax] })).statusCode).toBe(200);
    // Booked today for July next year: more than 30 days ahead, the early booking holds.
    const { bookedAt: _now, ...today } = stay(ctx, julyDay(1));
    const quote = json<{ totals: { total: string; taxesAdded: string } }>(
      await send('POST', quoteUrl(ctx), ctx.user.headers, today),
    );
    expect(quote.totals).toMatchObject({ total: '283.50', taxesAdded: '13.50' });

    const key = await createApiKey(t.app, { scopes: ['reservations:write'], hotels: [ctx.hotel] });
    const reference = `QUOTED-${Date.now()}`;
    const created = await send('POST', `/api/distribution/hotels/${ctx.hotel}/reservations`, key.headers, {
      reference,
      leadGuest: { name: 'Ana Pérez', email: 'ana@example.com' },
      stays: [
        {
          roomTypeId: ctx.room,
          rateId: ctx.rate,
          board: 'BB',
          arrival: julyDay(10),
          departure: julyDay(13),
          guests: [{ name: 'Ana', age: 40 }, { age: 38 }, { age: 10 }],
          nightlyPrices: ['90', '90', '90'],
          total: '283.50',
        },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const reservation = json<{ total: string; stays: { computed: unknown }[] }>(created);
    // Each night 100.00 − 10 % = 90.00 before the city tax; 2 adults × 2.25 × 3 nights added.
    expect(reservation.stays[0]?.computed).toEqual({
      nightlyPrices: ['90.00', '90.00', '90.00'],
      total: quote.totals.total,
      taxesAdded: '13.50',
      applied: [
        { code: 'EARLY', kind: 'early_booking', effect: 'discount', amount: '30.00' },
        { code: 'CITY', kind: 'tax', effect: 'tax', amount: '13.50' },
      ],
    });
    expect(reservation.total).toBe('283.50');
    // Non-refundable: the nights are charged, not the tax the hotel collects at the stay.
    const penalty = await send(
      'GET',
      `/api/distribution/hotels/${ctx.hotel}/reservations/${reference}/cancellation-quote`,
      key.headers,
    );
    expect(penalty.statusCode, penalty.body).toBe(200);
    expect(json(penalty)).toMatchObject({ penalty: '270.00' });
  });
});

describe('the quote routes are rate-limited (decision 066)', () => {
  /** Fills a person's quotes of the minute, as QUOTES_PER_MINUTE quotes just made would. */
  const spend = (userId: number) =>
    rows(
      t.app,
      sql`insert into rate_limit_hits (bucket, key)
          select 'quote', ${`user:${userId}`} from generate_series(1, ${QUOTES_PER_MINUTE}::int)`,
    );

  it("answers 429, translated with Retry-After, past a user's quotes of the minute, and to staff past theirs", async () => {
    const ctx = await priced();
    const ok = await send('POST', quoteUrl(ctx), ctx.user.headers, stay(ctx, julyDay(1)));
    expect(ok.statusCode, ok.body).toBe(200);
    // One hit a quote: the one just made counts.
    const [counted] = await rows<{ hits: number }>(
      t.app,
      sql`select count(*)::int as hits from rate_limit_hits where bucket = 'quote' and key = ${`user:${ctx.user.userId}`}`,
    );
    expect(counted?.hits).toBe(1);
    await spend(ctx.user.userId);
    const refused = await send('POST', quoteUrl(ctx), ctx.user.headers, stay(ctx, julyDay(1)));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(json(refused)).toEqual({
      detail: 'Demasiados intentos. Espere unos minutos y vuelva a intentarlo.',
    });
    const english = await send(
      'POST',
      quoteUrl(ctx),
      { ...ctx.user.headers, 'accept-language': 'en' },
      stay(ctx, julyDay(1)),
    );
    expect(json(english)).toEqual({ detail: 'Too many attempts. Wait a few minutes and try again.' });
    // Another person is not held by it; staff have a bucket of their own on their route.
    const staffUrl = `/api/staff/hotels/${ctx.hotel}/quote`;
    expect((await send('POST', staffUrl, staff.headers, stay(ctx, julyDay(1)))).statusCode).toBe(200);
    await spend(staff.userId);
    expect((await send('POST', staffUrl, staff.headers, stay(ctx, julyDay(1)))).statusCode).toBe(429);
  });

  it('answers 429 to a key past its own requests a minute, its quotes counted among them', async () => {
    const ctx = await priced();
    const key = await createApiKey(t.app, { scopes: ['ari:read'], hotels: [ctx.hotel], rateLimit: 2 });
    const url = `/api/distribution/hotels/${ctx.hotel}/quote`;
    expect((await send('POST', url, key.headers, stay(ctx, julyDay(1)))).statusCode).toBe(200);
    expect((await send('POST', url, key.headers, stay(ctx, julyDay(1)))).statusCode).toBe(200);
    const refused = await send(
      'POST',
      url,
      { ...key.headers, 'accept-language': 'fr' },
      stay(ctx, julyDay(1)),
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(json<{ detail: string }>(refused).detail).toMatch(/^Trop de tentatives/);
  });
});
