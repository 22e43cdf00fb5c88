// A rate's cancellation policy and date overrides (issue 32 item 3, decision 056): the hotel's
// routes, the change they record, and the policy reservations keep from booking time.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, createTestApp, json, rows, signUp, type TestApp } from '../../test/app.ts';
import { hotelSellingJuly, julyDay, reservationYear } from '../../test/reservations.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Ctx = Awaited<ReturnType<typeof hotelSellingJuly>>;

const policiesUrl = (ctx: Ctx, contract = ctx.contract, rate = ctx.rate) =>
  `/api/rates/contracts/${ctx.user.userId}/${ctx.hotel}/${contract}/rates/${rate}/policies/`;

/** 7 days before: 1 night; 48 hours before: half the stay; no-show: all of it. */
const edited = {
  tiers: [
    { deadline: { from: 'before_arrival', days: 7 }, penalty: { nights: 1 } },
    { deadline: { from: 'before_arrival', days: 0, hours: 48 }, penalty: { percent: 50 } },
  ],
  noShow: { percent: 100 },
};
/** Arrivals of 20 to 31 July: a fixed 30.00 from the booking on. */
const lateJuly = {
  from: julyDay(20),
  to: julyDay(31),
  policy: {
    tiers: [{ deadline: { from: 'after_booking', hours: 0 }, penalty: { amount: '30.00' } }],
    noShow: { nights: 1 },
  },
};

const put = (ctx: Ctx, payload: unknown, headers: Record<string, string> = ctx.user.headers) =>
  t.app.inject({ method: 'PUT', url: policiesUrl(ctx), headers, payload: payload as object });

describe("a rate's cancellation policy", () => {
  it("answers the wizard's policy until one is edited, then the policy and its overrides in date order", async () => {
    const ctx = await hotelSellingJuly(t.app);
    const before = await t.app.inject({ method: 'GET', url: policiesUrl(ctx), headers: ctx.user.headers });
    expect(before.statusCode, before.body).toBe(200);
    expect(json(before)).toEqual({
      rateId: ctx.rate,
      policy: null,
      overrides: [],
      wizard: {
        code: 'd2',
        tiers: [{ deadline: { from: 'before_arrival', days: 2 }, penalty: { nights: 1 } }],
        noShow: { nights: 1 },
      },
    });
    const early = { ...lateJuly, from: julyDay(1), to: julyDay(5) };
    const saved = await put(ctx, { policy: edited, overrides: [lateJuly, early] });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = json<{ policy: unknown; overrides: { from: string }[] }>(
      await t.app.inject({ method: 'GET', url: policiesUrl(ctx), headers: ctx.user.headers }),
    );
    expect(after.policy).toEqual(edited);
    expect(after.overrides.map((entry) => entry.from)).toEqual([julyDay(1), julyDay(20)]);
    expect(json(saved)).toEqual(after);
    // Back to the wizard's choice: nothing stored.
    expect((await put(ctx, { policy: null, overrides: [] })).statusCode).toBe(200);
    const stored = await rows(
      t.app,
      sql`select 1 from rate_cancellation_policies where rate_id = ${ctx.rate}`,
    );
    expect(stored).toEqual([]);
  });

  it('records each save as a change of the rate, as every rate write (ARI out and webhooks follow)', async () => {
    const ctx = await hotelSellingJuly(t.app, { verified: true });
    const count = async () =>
      (
        await rows<{ n: number }>(
          t.app,
          sql`select count(*)::int as n from distribution_changes where hotel_id = ${ctx.hotel} and kind = 'rates'`,
        )
      )[0]?.n ?? 0;
    const before = await count();
    expect((await put(ctx, { policy: edited, overrides: [] })).statusCode).toBe(200);
    expect(await count()).toBe(before + 1);
    const [last] = await rows<{ detail: unknown }>(
      t.app,
      sql`select detail from distribution_changes where hotel_id = ${ctx.hotel} order by id desc limit 1`,
    );
    expect(last?.detail).toMatchObject({ rate: ctx.rate });
    // A refused save records nothing.
    expect(
      (await put(ctx, { policy: { tiers: [], noShow: { percent: 120 } }, overrides: [] })).statusCode,
    ).toBe(400);
    expect(await count()).toBe(before + 1);
  });

  it('refuses overlapping, reversed and out-of-years ranges and bad penalties, in the caller’s language', async () => {
    const ctx = await hotelSellingJuly(t.app);
    const overlapping = await put(ctx, {
      policy: null,
      overrides: [lateJuly, { ...lateJuly, from: julyDay(31), to: `${reservationYear}-08-10` }],
    });
    expect(overlapping.statusCode).toBe(400);
    expect(json(overlapping)).toEqual({ 'overrides.1.from': ['Estas fechas se solapan con la excepción 1'] });
    const english = await put(
      ctx,
      { policy: null, overrides: [{ ...lateJuly, from: julyDay(25), to: julyDay(24) }] },
      { ...ctx.user.headers, 'accept-language': 'en' },
    );
    expect(json(english)).toEqual({ 'overrides.0.to': ['The last arrival date is before the first'] });
    const outside = await put(ctx, {
      policy: null,
      overrides: [{ ...lateJuly, from: `${reservationYear + 5}-01-01`, to: `${reservationYear + 5}-01-02` }],
    });
    expect(Object.keys(json(outside))).toEqual(['overrides.0.from']);
    const percent = await put(ctx, { policy: { tiers: [], noShow: { percent: 101 } }, overrides: [] });
    expect(percent.statusCode).toBe(400);
    const amount = await put(ctx, { policy: { tiers: [], noShow: { amount: 12.5 } }, overrides: [] });
    expect(amount.statusCode).toBe(400);
    const tiers = await put(ctx, {
      policy: { tiers: Array(7).fill(edited.tiers[0]), noShow: { nights: 1 } },
      overrides: [],
    });
    expect(tiers.statusCode).toBe(400);
    expect(JSON.stringify(json(tiers))).toContain('Como máximo 6 tramos');
  });

  it("answers 404 for a rate of another contract or hotel, and for another user's path", async () => {
    const ctx = await hotelSellingJuly(t.app);
    const other = await hotelSellingJuly(t.app);
    const get = (url: string, headers = ctx.user.headers) => t.app.inject({ method: 'GET', url, headers });
    expect((await get(policiesUrl(ctx, ctx.contract, other.rate))).statusCode).toBe(404);
    expect((await get(policiesUrl(ctx, ctx.contract + 1_000_000))).statusCode).toBe(404);
    const stranger = await signUp(t.app);
    expect((await get(policiesUrl(ctx), stranger.headers)).statusCode).toBe(404);
  });
});

describe('reservations keep the policy in force at booking time', () => {
  const stay = (ctx: Ctx, arrival: number) => ({
    roomTypeId: ctx.room,
    rateId: ctx.rate,
    board: 'BB',
    arrival: julyDay(arrival),
    departure: julyDay(arrival + 2),
    guests: [{ age: 40 }],
    nightlyPrices: ['100', '100'],
    total: '200',
  });
  let counter = 0;
  const book = async (ctx: Ctx, headers: Record<string, string>, arrival: number) => {
    counter += 1;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/distribution/hotels/${ctx.hotel}/reservations`,
      headers,
      payload: {
        reference: `POL-${Date.now().toString(36)}-${counter}`,
        leadGuest: { name: 'Ana Pérez', email: 'ana@example.com' },
        stays: [stay(ctx, arrival)],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return json<{ reference: string; stays: { terms: { cancellationPolicy: unknown } }[] }>(response);
  };

  it("snapshots the override for its dates, the rate's policy elsewhere, and keeps them after a later edit", async () => {
    const ctx = await hotelSellingJuly(t.app, { allotment: 5 });
    const key = await createApiKey(t.app, {
      scopes: ['reservations:write', 'reservations:read'],
      hotels: [ctx.hotel],
    });
    const wizard = await book(ctx, key.headers, 8);
    expect(wizard.stays[0]?.terms.cancellationPolicy).toMatchObject({ code: 'd2' });
    expect((await put(ctx, { policy: edited, overrides: [lateJuly] })).statusCode).toBe(200);
    const rated = await book(ctx, key.headers, 10);
    expect(rated.stays[0]?.terms.cancellationPolicy).toEqual({ code: 'custom', ...edited });
    const overridden = await book(ctx, key.headers, 22);
    expect(overridden.stays[0]?.terms.cancellationPolicy).toEqual({ code: 'custom', ...lateJuly.policy });
    // The override's 30.00 is charged from the booking on: the quote says so.
    const quote = await t.app.inject({
      method: 'GET',
      url: `/api/distribution/hotels/${ctx.hotel}/reservations/${overridden.reference}/cancellation-quote`,
      headers: key.headers,
    });
    expect(json(quote)).toMatchObject({ penalty: '30.00' });
    // Editing the rate later leaves what was booked alone.
    expect((await put(ctx, { policy: null, overrides: [] })).statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/distribution/hotels/${ctx.hotel}/reservations/${overridden.reference}/cancellation-quote`,
      headers: key.headers,
    });
    expect(json(again)).toMatchObject({ penalty: '30.00' });
    expect((await book(ctx, key.headers, 24)).stays[0]?.terms.cancellationPolicy).toMatchObject({
      code: 'd2',
    });
  });
});
