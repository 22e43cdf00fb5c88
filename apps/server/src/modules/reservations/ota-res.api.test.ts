import { ariGridSchema } from '@hotel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, createTestApp, json, type TestApp } from '../../test/app.ts';
import { cancelRq, resNight, resNotifRq, resRoomStay } from '../../test/ota-res.ts';
import { expectValidOta } from '../../test/ota-schema.ts';
import { hotelSellingJuly, reservationYear } from '../../test/reservations.ts';

/**
 * Reservations in as OpenTravel (issue 32 item 4, decision 053), on PGlite and PostgreSQL: the
 * messages go through the same rules and write path as the JSON routes; every answer is a valid
 * 2015B document.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const year = reservationYear;
const day = (month: number, date: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;

/** A hotel selling July at 100 a night, non-refundable, `allotment` rooms a day, and a reservations:write key. */
async function setUp(allotment = 2, { verified = false } = {}) {
  const sold = await hotelSellingJuly(t.app, {
    verified,
    allotment,
    rate: { expenditureCancellation: 'non_refundable' },
  });
  const key = await createApiKey(t.app, { scopes: ['reservations:write'], hotels: [sold.hotel] });
  return { ...sold, key };
}
type Ctx = Awaited<ReturnType<typeof setUp>>;

/** Rooms booked of the room type on a day of July, as the hotel's grid shows them. */
async function booked(ctx: Ctx, date: number): Promise<number> {
  const grid = ariGridSchema.parse(
    json(await t.app.inject({ method: 'GET', url: `${ctx.ari}${year}/`, headers: ctx.user.headers })),
  );
  const index = Math.round((Date.UTC(year, 6, date) - Date.UTC(year, 0, 1)) / 86_400_000);
  return grid.inventory.find((row) => row.room === ctx.room)?.booked?.[index] ?? 0;
}

let tokens = 0;
const token = () => `res-${Date.now().toString(36)}-${++tokens}`;

/** Two adults in July, `from` to `to`, 100 a night. */
const stayOf = (ctx: Ctx, from: number, to: number, hotelCode = ctx.code) =>
  resRoomStay({
    room: ctx.room,
    plan: `${ctx.rate}-BB`,
    rates: Array.from({ length: to - from }, (_, night) => resNight(day(7, from + night), '100.00')).join(''),
    guests: '<GuestCount AgeQualifyingCode="10" Count="2"/>',
    arrival: day(7, from),
    departure: day(7, to),
    total: `${(to - from) * 100}.00`,
    hotelCode,
  });

async function post(ctx: Ctx, xml: string, headers = ctx.key.headers) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/distribution/ota/reservations',
    headers: { ...headers, 'content-type': 'application/xml' },
    payload: xml,
  });
  expectValidOta(response.body);
  return response;
}

const idOf = (xml: string) => Number(/ResID_Type="10" ResID_Value="(\d+)"/.exec(xml)?.[1]);

describe('OTA_HotelResNotifRQ and OTA_CancelRQ (issue 32 item 4)', () => {
  it('books, answers the same message with the same reservation, modifies, quotes and cancels; the grid follows each step', async () => {
    const ctx = await setUp();
    const reference = `OTA-${token()}`;
    const commit = resNotifRq({
      token: token(),
      status: 'Commit',
      reference,
      stays: stayOf(ctx, 10, 12),
      hotelCode: ctx.code,
    });
    const created = await post(ctx, commit);
    expect(created.statusCode).toBe(200);
    expect(created.headers['x-ota-outcome']).toBe('applied');
    expect(created.body).toContain('<Success/>');
    expect(created.body).toContain('ResResponseType="Committed"');
    const id = idOf(created.body);
    expect(id).toBeGreaterThan(0);
    expect([await booked(ctx, 10), await booked(ctx, 11), await booked(ctx, 12)]).toEqual([1, 1, 0]);

    // The same message again: the same reservation, nothing more taken.
    const again = await post(ctx, commit);
    expect(idOf(again.body)).toBe(id);
    expect(await booked(ctx, 10)).toBe(1);

    // The hotel sees it, with the guest the message named.
    const listed = json<{ reservations: { id: number; reference: string; leadGuest: { name: string } }[] }>(
      await t.app.inject({
        method: 'GET',
        url: `/api/hotel/${ctx.hotel}/reservations`,
        headers: ctx.user.headers,
      }),
    );
    expect(listed.reservations.map((row) => [row.id, row.reference, row.leadGuest.name])).toEqual([
      [id, reference, 'Ana García Ruiz'],
    ]);

    // Modify (Instance 2): the nights move in one transaction.
    const modified = await post(
      ctx,
      resNotifRq({
        token: token(),
        status: 'Modify',
        reference,
        revision: 2,
        stays: stayOf(ctx, 20, 23),
        hotelCode: ctx.code,
      }),
    );
    expect(modified.body).toContain('ResResponseType="Modified"');
    expect(idOf(modified.body)).toBe(id);
    expect([await booked(ctx, 10), await booked(ctx, 20), await booked(ctx, 22)]).toEqual([0, 1, 1]);

    // Initiate quotes the penalty (non-refundable: the whole stay), nothing is cancelled.
    const quote = await post(ctx, cancelRq(token(), 'Initiate', reference, ctx.code));
    expect(quote.body).toContain('Status="Pending"');
    expect(quote.body).toContain(
      '<CancelRule Amount="300.00" CurrencyCode="EUR" DecimalPlaces="2" Type="Charge"/>',
    );
    expect(await booked(ctx, 20)).toBe(1);

    // Commit cancels, charging what was quoted; the rooms go back.
    const cancelled = await post(ctx, cancelRq(token(), 'Commit', reference, ctx.code));
    expect(cancelled.body).toContain('Status="Cancelled"');
    expect(cancelled.body).toContain('Amount="300.00"');
    expect(await booked(ctx, 20)).toBe(0);
    const detail = json<{ status: string; penalty: string }>(
      await t.app.inject({
        method: 'GET',
        url: `/api/hotel/${ctx.hotel}/reservations/${id}`,
        headers: ctx.user.headers,
      }),
    );
    expect(detail).toMatchObject({ status: 'cancelled', penalty: '300.00' });
  });

  it('refuses the last room twice: the second answer names the stay and the night, in the language asked', async () => {
    const ctx = await setUp(1);
    const first = await post(
      ctx,
      resNotifRq({
        token: token(),
        status: 'Commit',
        reference: `A-${token()}`,
        stays: stayOf(ctx, 5, 7),
        hotelCode: ctx.code,
      }),
    );
    expect(first.body).toContain('<Success/>');
    const second = await post(
      ctx,
      resNotifRq({
        token: token(),
        status: 'Commit',
        reference: `B-${token()}`,
        stays: stayOf(ctx, 6, 8),
        hotelCode: ctx.code,
      }).replace('ResStatus="Commit"', 'ResStatus="Commit" PrimaryLangID="es"'),
    );
    expect(second.headers['x-ota-outcome']).toBe('refused');
    expect(second.body).toContain('Code="322"');
    expect(second.body).toContain(
      'NodeList="HotelReservations/HotelReservation/RoomStays/RoomStay[1]/TimeSpan"',
    );
    expect(second.body).toContain(day(7, 6));
    expect(second.body).toContain('Language="es"');
    expect([await booked(ctx, 6), await booked(ctx, 7)]).toEqual([1, 0]);
  });

  it('names the element at fault: nights not priced once, a phone that is not E.164', async () => {
    const ctx = await setUp();
    const gap = stayOf(ctx, 10, 13).replace(resNight(day(7, 11), '100.00'), '');
    const missing = await post(
      ctx,
      resNotifRq({
        token: token(),
        status: 'Commit',
        reference: `C-${token()}`,
        stays: gap,
        hotelCode: ctx.code,
      }),
    );
    expect(missing.body).toContain(
      'NodeList="HotelReservations/HotelReservation/RoomStays/RoomStay[1]/RoomRates/RoomRate/Rates"',
    );
    const phone = await post(
      ctx,
      resNotifRq({
        token: token(),
        status: 'Commit',
        reference: `D-${token()}`,
        stays: stayOf(ctx, 10, 12),
        hotelCode: ctx.code,
        guest:
          '<PersonName><GivenName>Ana</GivenName><Surname>Ruiz</Surname></PersonName><Telephone PhoneNumber="600 12"/><Email>ana@example.com</Email>',
      }),
    );
    expect(phone.body).toContain('/Customer/Telephone/@PhoneNumber"');
    expect(await booked(ctx, 10)).toBe(0);
  });

  it('sends rooms left, not the allotment, out as availability: JSON roomsLeft and OTA BookingLimit', async () => {
    const ctx = await setUp(2, { verified: true });
    const booking = resNotifRq({
      token: token(),
      status: 'Commit',
      reference: `F-${token()}`,
      stays: stayOf(ctx, 14, 16),
      hotelCode: ctx.code,
    });
    expect((await post(ctx, booking)).body).toContain('<Success/>');
    const reader = await createApiKey(t.app, { scopes: ['ari:read'], hotels: [ctx.hotel] });
    const range = `?from=${day(7, 13)}&to=${day(7, 16)}`;
    const out = json<{ inventory: { start: string; end: string; allotment: number; roomsLeft: number }[] }>(
      await t.app.inject({
        method: 'GET',
        url: `/api/distribution/hotels/${ctx.hotel}/ari${range}`,
        headers: reader.headers,
      }),
    );
    expect(out.inventory.map((row) => [row.start, row.end, row.allotment, row.roomsLeft])).toEqual([
      [day(7, 13), day(7, 13), 2, 2],
      [day(7, 14), day(7, 15), 2, 1],
      [day(7, 16), day(7, 16), 2, 2],
    ]);
    const avail = await t.app.inject({
      method: 'GET',
      url: `/api/distribution/hotels/${ctx.hotel}/ari/ota/avail${range}`,
      headers: reader.headers,
    });
    expectValidOta(avail.body);
    expect(avail.body).toContain(
      `BookingLimit="1" BookingLimitMessageType="SetLimit"><StatusApplicationControl Start="${day(7, 14)}" End="${day(7, 15)}"`,
    );
  });

  it('answers a hotel the key does not reach as unknown, and refuses a key without reservations:write before reading', async () => {
    const ctx = await setUp();
    const other = await setUp();
    const foreign = await post(
      ctx,
      resNotifRq({
        token: token(),
        status: 'Commit',
        reference: `E-${token()}`,
        stays: stayOf(other, 10, 12),
        hotelCode: other.code,
      }),
    );
    expect(foreign.body).toContain('Code="392"');
    expect(await booked(other, 10)).toBe(0);
    const reader = await createApiKey(t.app, { scopes: ['ari:read'], hotels: [ctx.hotel] });
    const refused = await post(ctx, cancelRq(token(), 'Commit', 'X', ctx.code), reader.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('<OTA_ErrorRS');
  });
});
