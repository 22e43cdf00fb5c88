import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  parseArguments,
  seeded,
  simulateReservations,
  summary,
} from '../../../../../scripts/simulate-reservations.ts';
import { createApiKey, createTestApp, rows, type TestApp } from '../../test/app.ts';
import { hotelSellingJuly, reservationYear } from '../../test/reservations.ts';

/**
 * `npm run simulate:reservations` (issue 32 item 7, decision 058) against the app on a port, as
 * against any running server: what the command reports is what the server holds afterwards.
 */
let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const silent = () => undefined;
// The ARI window opens just before the July the test hotel sells, whatever today's date.
const today = new Date(Date.UTC(reservationYear, 5, 25));

describe('simulate:reservations', () => {
  it('books, modifies, cancels at the quoted penalty and sends one OTA message; the server holds what it reports', async () => {
    const { hotel, room } = await hotelSellingJuly(t.app, {
      verified: true,
      allotment: 4,
      rate: { expenditureCancellation: 'd2' },
    });
    const key = await createApiKey(t.app, { scopes: ['reservations:write', 'ari:read'], hotels: [hotel] });
    const prefix = `SIMT-${Date.now().toString(36)}`;
    const report = await simulateReservations({
      baseUrl,
      key: key.token,
      hotelId: hotel,
      count: 8,
      prefix,
      random: seeded(7),
      today,
      log: silent,
    });

    expect(report.accepted + report.refused).toBe(8);
    expect(report.accepted).toBeGreaterThanOrEqual(4);
    expect(report.modified).toBeGreaterThanOrEqual(1);
    expect(report.cancelled).toBeGreaterThanOrEqual(1);
    expect(report.ota).toBe('accepted');
    for (const outcome of report.outcomes.filter((entry) => !entry.ok)) expect(outcome.detail).not.toBe('');

    const held = await rows<{ status: string; count: number }>(
      t.app,
      sql`select status, count(*)::int as count from reservations
          where hotel_id = ${hotel} and reference like ${`${prefix}-%`} group by status order by status`,
    );
    const byStatus = Object.fromEntries(held.map((row) => [row.status, row.count]));
    // Every JSON creation accepted, plus the OTA one; those modified and cancelled as reported.
    expect((byStatus.confirmed ?? 0) + (byStatus.modified ?? 0) + (byStatus.cancelled ?? 0)).toBe(
      report.accepted + 1,
    );
    expect(byStatus.modified ?? 0).toBe(report.modified);
    expect(byStatus.cancelled ?? 0).toBe(report.cancelled);

    // The allotment was never oversold, and what the live reservations hold is what is booked.
    const [nights] = await rows<{ held: number; booked: number; over: number }>(
      t.app,
      sql`select
            (select count(*)::int from reservation_nights n join reservations r on r.id = n.reservation_id
              where r.hotel_id = ${hotel} and n.consumes) as held,
            (select coalesce(sum(booked), 0)::int from room_inventory where room_id = ${room}) as booked,
            (select count(*)::int from room_inventory where room_id = ${room} and booked > allotment) as over`,
    );
    expect(nights?.held).toBeGreaterThan(0);
    expect(nights?.booked).toBe(nights?.held);
    expect(nights?.over).toBe(0);

    const table = summary(report);
    expect(table).toMatch(new RegExp(`^accepted\\s+${report.accepted}$`, 'm'));
    expect(table).toMatch(/^OTA_HotelResNotifRQ\s+accepted$/m);
  });

  it('reports every refusal with its reason when the ARI changed after it was read', async () => {
    const { hotel, room } = await hotelSellingJuly(t.app, { verified: true, allotment: 2 });
    const key = await createApiKey(t.app, { scopes: ['reservations:write', 'ari:read'], hotels: [hotel] });
    let calls = 0;
    // Right after the simulation read the ARI, the hotel stops selling the room type.
    const stopAfterRead: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (++calls === 1)
        await rows(t.app, sql`update room_inventory set stop_sale = true where room_id = ${room}`);
      return response;
    };
    const report = await simulateReservations({
      baseUrl,
      key: key.token,
      hotelId: hotel,
      count: 3,
      random: seeded(3),
      today,
      fetch: stopAfterRead,
      log: silent,
    });
    expect(report).toMatchObject({ accepted: 0, refused: 3, modified: 0, cancelled: 0, ota: 'refused' });
    const creates = report.outcomes.filter((outcome) => outcome.action === 'create');
    expect(creates.map((outcome) => [outcome.ok, outcome.status])).toEqual([
      [false, 409],
      [false, 409],
      [false, 409],
    ]);
    for (const outcome of creates) expect(outcome.detail).toMatch(/^stop_sale \(\d{4}-07-\d{2}\)$/);
    expect(report.outcomes.find((outcome) => outcome.action === 'ota')?.detail).toMatch(/stop/i);
    expect(summary(report)).toMatch(/^ {2}stop_sale\s+3$/m);
  });

  it('stops with the reason when the key cannot read the ARI', async () => {
    const { hotel } = await hotelSellingJuly(t.app, { verified: true });
    const key = await createApiKey(t.app, { scopes: ['reservations:write'], hotels: [hotel] });
    await expect(
      simulateReservations({ baseUrl, key: key.token, hotelId: hotel, count: 1, today, log: silent }),
    ).rejects.toThrow(/Reading the hotel's ARI failed \(403\)/);
  });

  it('names every missing argument of the command line', () => {
    expect(parseArguments([], {})).toEqual({
      problems: [
        '--base-url (SIMULATE_BASE_URL): an http(s) URL is required',
        '--key (SIMULATE_API_KEY): an API key is required',
        "--hotel (SIMULATE_HOTEL_ID): the hotel's id is required",
      ],
    });
    expect(
      parseArguments(['--hotel', '12', '--count', '3'], {
        SIMULATE_BASE_URL: 'http://x:3000',
        SIMULATE_API_KEY: 'k',
      }),
    ).toEqual({ options: { baseUrl: 'http://x:3000', key: 'k', hotelId: 12, count: 3 } });
  });
});
