/**
 * Property-based fuzzing of reservations in as OpenTravel (POST /api/distribution/ota/reservations,
 * decision 053), which the JSON fuzzer excludes (its body is XML). From a valid
 * OTA_HotelResNotifRQ and OTA_CancelRQ of a hotel with a rate and rooms allotted, sent with a
 * reservations:write key, fast-check replaces attribute values (arbitrary text, huge numbers,
 * negative amounts, bad dates, another hotel's code), drops elements, repeats them and may cut
 * the document short. Properties, on every run:
 * - never a 5xx; 200 answers are a valid 2015B …RS carrying exactly one of `<Success/>` and
 *   `<Errors>`, the outcome header agreeing; 400 is an OTA_ErrorRS;
 * - an answer that is not Success booked nothing: the hotel's reservations and rooms booked, and
 *   the other hotel's, are the same before and after.
 * Seeds are fixed (FUZZ_SEED overrides the base, OTA_FUZZ_RUNS the runs).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, createTestApp, rows, type TestApp } from '../../test/app.ts';
import { cancelRq, resNight, resNotifRq, resRoomStay } from '../../test/ota-res.ts';
import { otaSchemaErrors } from '../../test/ota-schema.ts';
import { hotelSellingJuly } from '../../test/reservations.ts';

const RUNS = Number(process.env.OTA_FUZZ_RUNS ?? 60);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_207);
const year = new Date().getFullYear() + 1;
const day = (date: number) => `${year}-07-${String(date).padStart(2, '0')}`;

let t: TestApp;
interface Hotel {
  id: number;
  code: string;
  room: number;
  rate: number;
}
let ours: Hotel;
let other: Hotel;
let headers: Record<string, string>;
const outcomes: Record<string, number> = {};

async function hotelWithRate(): Promise<Hotel> {
  const { hotel, code, room, rate } = await hotelSellingJuly(t.app, { allotment: 200 });
  return { id: hotel, code, room, rate };
}

beforeAll(async () => {
  t = await createTestApp();
  ours = await hotelWithRate();
  other = await hotelWithRate();
  headers = (await createApiKey(t.app, { scopes: ['reservations:write'], hotels: [ours.id] })).headers;
}, 120_000);

afterAll(async () => {
  console.log(`OTA reservations fuzz summary (${process.env.TEST_DB}): ${JSON.stringify(outcomes)}`);
  await t?.close();
});

/** What a booking changes: the reservations and the rooms booked of both hotels. */
async function state(): Promise<string> {
  const found = await rows<{ reservations: number; booked: number }>(
    t.app,
    sql`select (select count(*)::int from reservations where hotel_id in (${ours.id}, ${other.id})) as reservations,
               (select coalesce(sum(booked), 0)::int from room_inventory where room_id in (${ours.room}, ${other.room})) as booked`,
  );
  return JSON.stringify(found[0]);
}

function validNotif(reference: string): string {
  return resNotifRq({
    token: `fz-${randomBytes(4).toString('hex')}`,
    status: 'Commit',
    reference,
    hotelCode: ours.code,
    stays: resRoomStay({
      room: ours.room,
      plan: `${ours.rate}-BB`,
      rates: resNight(day(10), '100.00') + resNight(day(11), '100.00'),
      guests:
        '<GuestCount AgeQualifyingCode="10" Count="2"/><GuestCount AgeQualifyingCode="8" Age="7" Count="1"/>',
      arrival: day(10),
      departure: day(12),
      total: '200.00',
      hotelCode: ours.code,
    }),
  });
}

/** Hostile attribute values: text, numbers out of range, bad dates, the other hotel's codes. */
const hostileValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '-1',
    '0',
    '99999999999999999999',
    '1e9',
    'NaN',
    '',
    ' ',
    '2027-02-30',
    '2027-13-01',
    'Cancel',
    'Modify',
  ),
  fc.constant('OTHER'),
);

/** One mutation of the text of a message: an attribute value replaced, an element dropped or repeated, a cut. */
const mutation = fc.oneof(
  fc.record({ kind: fc.constant('value' as const), at: fc.nat(), value: hostileValue }),
  fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('repeat' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('cut' as const), at: fc.nat() }),
);
type Mutation = typeof mutation extends fc.Arbitrary<infer M> ? M : never;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

function mutate(xml: string, change: Mutation): string {
  if (change.kind === 'value') {
    const values = [...xml.matchAll(/="([^"]*)"/g)].filter((match) => !match[0].includes('opentravel'));
    const target = values[change.at % values.length];
    if (!target || target.index === undefined) return xml;
    const value = change.value === 'OTHER' ? String(other.code) : escapeXml(change.value);
    return `${xml.slice(0, target.index)}="${value}"${xml.slice(target.index + target[0].length)}`;
  }
  if (change.kind === 'cut') return xml.slice(0, change.at % xml.length);
  // Self-closing elements: dropped, or written twice.
  const elements = [...xml.matchAll(/<[A-Za-z]+[^<>]*\/>/g)];
  const target = elements[change.at % elements.length];
  if (!target || target.index === undefined) return xml;
  const replacement = change.kind === 'drop' ? '' : target[0] + target[0];
  return `${xml.slice(0, target.index)}${replacement}${xml.slice(target.index + target[0].length)}`;
}

async function check(xml: string) {
  const before = await state();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/distribution/ota/reservations',
    headers: { ...headers, 'content-type': 'application/xml' },
    payload: xml,
  });
  expect(response.statusCode, response.body).toBeLessThan(500);
  const success = response.body.includes('<Success/>');
  const errors = response.body.includes('<Errors>');
  const label = `${response.statusCode} ${success ? 'success' : errors ? 'errors' : 'other'}`;
  outcomes[label] = (outcomes[label] ?? 0) + 1;
  if (response.statusCode === 200) {
    expect(otaSchemaErrors(response.body), response.body).toEqual([]);
    expect(success !== errors, response.body).toBe(true);
    expect(response.headers['x-ota-outcome']).toBe(success ? 'applied' : 'refused');
  } else {
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('<OTA_ErrorRS');
  }
  if (!success) expect(await state(), 'a refused message booked or cancelled something').toBe(before);
}

describe('reservations in as OpenTravel, fuzzed', () => {
  it('OTA_HotelResNotifRQ: mutated messages never 5xx, answer valid OTA, book nothing unless Success', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(mutation, { minLength: 1, maxLength: 3 }), async (changes) => {
        run += 1;
        await check(changes.reduce(mutate, validNotif(`FZ-${run}-${randomBytes(3).toString('hex')}`)));
      }),
      { numRuns: RUNS, seed: SEED },
    );
  }, 300_000);

  it('OTA_CancelRQ: mutated messages never 5xx, answer valid OTA, cancel nothing unless Success', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(mutation, { minLength: 1, maxLength: 2 }), async (changes) => {
        // A reservation to aim at, booked first (a Success of the valid message).
        const reference = `FZC-${randomBytes(4).toString('hex')}`;
        const booked = await t.app.inject({
          method: 'POST',
          url: '/api/distribution/ota/reservations',
          headers: { ...headers, 'content-type': 'application/xml' },
          payload: validNotif(reference),
        });
        expect(booked.body).toContain('<Success/>');
        await check(
          changes.reduce(
            mutate,
            cancelRq(`fzc-${randomBytes(4).toString('hex')}`, 'Commit', reference, ours.code),
          ),
        );
      }),
      { numRuns: Math.ceil(RUNS / 2), seed: SEED + 1 },
    );
  }, 300_000);
});
