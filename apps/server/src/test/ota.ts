/**
 * Builders of the OTA-in tests (modules/distribution: distribution-ari.api.test.ts and the ota-in
 * tests): a hotel with room types and a rate a channel manager may write to, and the
 * OTA_HotelRateAmountNotifRQ and OTA_HotelAvailNotifRQ documents sent for it. Here rather than in
 * a distribution folder so that the tests of several of its sub-modules share it (decision 049).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { OTA_NAMESPACE } from '../modules/distribution/ota/index.ts';
import { createApiKey, createHotel, createVerifiedHotel, json, rows, signUp } from './app.ts';
import { rateBody } from './fixtures.ts';

/** Next year: always writable (ARI takes this year and the next). */
export const otaYear = new Date().getFullYear() + 1;
/** An ISO day of next year. */
export const otaDay = (month: number, day: number) =>
  `${otaYear}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

async function room(
  app: FastifyInstance,
  headers: Record<string, string>,
  hotel: number,
  name: string,
  occupancy: number,
) {
  const created = await app.inject({
    method: 'POST',
    url: `/api/hotel/${hotel}/room/`,
    headers,
    payload: { name },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = json<{ id: number }>(created).id;
  const patched = await app.inject({
    method: 'PATCH',
    url: `/api/hotel/${hotel}/room/${id}`,
    headers,
    payload: { default_adults: 1, total_occupancy: occupancy },
  });
  expect(patched.statusCode, patched.body).toBe(200);
  return id;
}

/**
 * A hotel with two room types (3 and 2 adults) and a per-person allotment rate selling both with
 * BB and HB from June to September, base prices 80 per adult alone, 70 each for two or more; an
 * ari:write and an ari:read key for it alone. Verified by staff unless `verified` is false.
 */
export async function otaHotel(app: FastifyInstance, { verified = true } = {}) {
  const user = await signUp(app);
  // Only a verified hotel is distributed (decision 044): `verified: false` leaves its claim pending.
  const hotel = verified ? await createVerifiedHotel(app, user) : await createHotel(app, user.headers);
  const double = await room(app, user.headers, hotel, 'Doble', 3);
  const single = await room(app, user.headers, hotel, 'Individual', 2);
  const base = `/api/rates/contracts/${user.userId}/${hotel}/`;
  const contract = await app.inject({
    method: 'POST',
    url: base,
    headers: user.headers,
    payload: { name: 'C' },
  });
  const contractId = json<{ id: number }>(contract).id;
  const created = await app.inject({
    method: 'POST',
    url: `${base}${contractId}/rates/`,
    headers: user.headers,
    payload: rateBody({
      priceRoomType: 'person',
      roomTypes: [double, single],
      boards: ['BB', 'HB'],
      period: { start: `${otaYear}_06_01`, end: `${otaYear}_09_30` },
      basePrices: [double, single].flatMap((id) =>
        ['BB', 'HB'].map((board) => ({ room: id, board, price: { amounts: ['80', '70'] } })),
      ),
    }),
  });
  expect(created.statusCode, created.body).toBe(201);
  const rate = json<{ id: number }>(created).id;
  const [found] = await rows<{ code: string }>(app, sql`select code from hotels where id = ${hotel}`);
  const writer = await createApiKey(app, { scopes: ['ari:write'], hotels: [hotel] });
  const reader = await createApiKey(app, { scopes: ['ari:read'], hotels: [hotel] });
  return { user, hotel, code: found?.code ?? '', double, single, base, contractId, rate, writer, reader };
}
export type OtaHotel = Awaited<ReturnType<typeof otaHotel>>;

/** An OTA request document: the root in the OTA namespace with its EchoToken, one container naming the hotel. */
export const otaRq = (root: string, token: string, container: string, hotelCode: string, body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><${root} xmlns="${OTA_NAMESPACE}" Version="1.0" EchoToken="${token}"><${container} HotelCode="${hotelCode}">${body}</${container}></${root}>`;
export const rateAmountRq = (ctx: OtaHotel, token: string, body: string, hotelCode = ctx.code) =>
  otaRq('OTA_HotelRateAmountNotifRQ', token, 'RateAmountMessages', hotelCode, body);
export const availNotifRq = (ctx: OtaHotel, token: string, body: string) =>
  otaRq('OTA_HotelAvailNotifRQ', token, 'AvailStatusMessages', ctx.code, body);

export const statusControl = (
  start: string,
  end: string,
  room: number | undefined,
  plan: string | undefined,
) =>
  `<StatusApplicationControl Start="${start}" End="${end}"${room !== undefined ? ` InvTypeCode="${room}"` : ''}${plan ? ` RatePlanCode="${plan}"` : ''}/>`;
export const amountMessage = (start: string, end: string, room: number, plan: string, rate: string) =>
  `<RateAmountMessage>${statusControl(start, end, room, plan)}<Rates><Rate>${rate}</Rate></Rates></RateAmountMessage>`;

/** A per-person rate's content: the totals for one and two guests, then `guests` (extra guests, meals). */
export const personRate = (one: string, two: string, guests = '') =>
  `<BaseByGuestAmts><BaseByGuestAmt NumberOfGuests="1" AmountAfterTax="${one}" CurrencyCode="EUR"/><BaseByGuestAmt NumberOfGuests="2" AmountAfterTax="${two}" CurrencyCode="EUR"/></BaseByGuestAmts>${guests}`;
