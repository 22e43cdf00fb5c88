import type { ActivityList } from '@hotel/domain';
import { sql } from 'drizzle-orm';
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
import { rateBody } from '../../test/fixtures.ts';
import { completeWizard, image, makeStaff, multipart, type User } from '../../test/media.test-helpers.ts';

/**
 * The activity log as domain events (issue 34 item 16, decision 061): the owner's actions and
 * staff's decisions in one log, filtered by hotel, person and kind; staff reads counted per day;
 * reading the log is not logged.
 */
let t: TestApp;
let staff: User;
let owner: User;
let hotelId: number;
let otherHotelId: number;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signUp(t.app, { name: 'Marta Staff' });
  await makeStaff(t.app, staff);
  const choice = await catalogueChoice(t.app);
  owner = await signUp(t.app, { name: 'Ana García', hotels: [choice] });
  hotelId = await createHotel(t.app, owner.headers, choice);
  await verifyHotel(t.app, hotelId, owner.userId);
  await completeWizard(t.app, owner, hotelId);
  const other = await signUp(t.app, { name: 'Luis Pérez' });
  otherHotelId = await createHotel(t.app, other.headers);
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who: User, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload === undefined ? {} : { payload }) });

const log = async (query = '') => {
  const response = await inject('GET', `/api/staff/activity${query}`, staff);
  expect(response.statusCode, response.body).toBe(200);
  return json<ActivityList>(response);
};

describe('the activity log', () => {
  it("records the owner's actions and staff's decisions as events, with before and after where it matters", async () => {
    // The owner changes the category, adds a photo and a rate, and sends the contract.
    expect((await inject('PATCH', `/api/hotel/${hotelId}`, owner, { city: 'Salamanca' })).statusCode).toBe(
      200,
    );
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
    const rates = `/api/rates/contracts/${owner.userId}/${hotelId}/`;
    const contract = await inject('POST', rates, owner, { name: 'Contrato 2027' });
    const rate = await inject(
      'POST',
      `${rates}${json<{ id: number }>(contract).id}/rates/`,
      owner,
      rateBody(),
    );
    expect(rate.statusCode, rate.body).toBe(201);
    expect((await inject('POST', `/api/hotel/${hotelId}/contract/send`, owner)).statusCode).toBe(200);
    const returned = await inject('POST', `/api/staff/contracts/${hotelId}/return`, staff, {
      steps: [{ step: 'photos', reason: 'Más fotos del spa.' }],
    });
    expect(returned.statusCode, returned.body).toBe(200);

    const page = await log(`?hotel=${hotelId}`);
    const actions = page.items.map((item) => item.action);
    expect(actions.slice(0, 5)).toEqual([
      'contract.returned',
      'contract.sent',
      'rate.created',
      'photo.added',
      'hotel.step_saved',
    ]);
    const byAction = (action: string) => page.items.find((item) => item.action === action);
    expect(byAction('contract.sent')).toMatchObject({
      kind: 'contract',
      user: { id: owner.userId, name: 'Ana García' },
      hotel: { id: hotelId },
    });
    expect(byAction('contract.returned')).toMatchObject({
      kind: 'contract',
      user: { id: staff.userId, name: 'Marta Staff' },
      detail: { steps: [{ step: 'photos', reason: 'Más fotos del spa.' }] },
    });
    expect(byAction('hotel.step_saved')).toMatchObject({
      kind: 'content',
      detail: {
        steps: ['ubication'],
        fields: ['city'],
        before: { city: expect.any(String) },
        after: { city: 'Salamanca' },
      },
    });
    expect(byAction('photo.added')).toMatchObject({
      kind: 'content',
      detail: { category: 'pool', count: 1 },
    });
    expect(byAction('rate.created')).toMatchObject({ kind: 'rates', detail: { name: 'Temporada alta' } });
    // The wizard's own saves are there too: the owner filled in the hotel.
    expect(actions).toContain('room.created');
  });

  it('filters by hotel, person and kind, pages, and offers the people and hotels it names', async () => {
    const all = await log(`?hotel=${hotelId}`);
    const contract = await log(`?hotel=${hotelId}&kind=contract`);
    expect(contract.items.map((item) => item.action)).toEqual(['contract.returned', 'contract.sent']);
    const staffOnly = await log(`?hotel=${hotelId}&user=${staff.userId}`);
    expect(staffOnly.items.map((item) => item.action)).toEqual(['contract.returned']);
    const ownerRates = await log(`?user=${owner.userId}&kind=rates`);
    expect(ownerRates.items.every((item) => item.kind === 'rates' && item.user?.id === owner.userId)).toBe(
      true,
    );
    expect(ownerRates.count).toBeGreaterThan(0);
    expect((await log(`?hotel=${otherHotelId}&kind=contract`)).count).toBe(0);

    const second = await log(`?hotel=${hotelId}&page=2&page_size=2`);
    expect(second.count).toBe(all.count);
    expect(second.items.map((item) => item.id)).toEqual(all.items.slice(2, 4).map((item) => item.id));
    // Ana and Marta, and whoever verified the claim, by name.
    const names = all.people.map((person) => person.name);
    expect(names).toEqual(expect.arrayContaining(['Ana García', 'Marta Staff']));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(all.hotels.map((hotel) => hotel.id)).toEqual([hotelId]);

    for (const query of ['?kind=read', '?hotel=0', '?user=abc', '?page_size=500']) {
      expect((await inject('GET', `/api/staff/activity${query}`, staff)).statusCode, query).toBe(400);
    }
  });

  it('counts staff reads per person, hotel and day, and does not log reading the log', async () => {
    const before = await log(`?hotel=${hotelId}`);
    const readsBefore = before.reads.find((item) => item.user.id === staff.userId)?.count ?? 0;
    for (const url of [`/api/staff/contracts/${hotelId}/review`, `/api/hotel/${hotelId}/room/`]) {
      expect((await inject('GET', url, staff)).statusCode, url).toBe(200);
    }
    expect((await inject('GET', `/api/staff/hotels/${hotelId}/activity`, staff)).statusCode).toBe(200);
    const after = await log(`?hotel=${hotelId}`);
    // Same events: neither the reads nor reading the log became a line.
    expect(after.count).toBe(before.count);
    expect(after.reads).toEqual([
      {
        user: { id: staff.userId, name: 'Marta Staff' },
        hotel: { id: hotelId, name: expect.any(String) },
        day: new Date().toISOString().slice(0, 10),
        count: readsBefore + 2,
      },
    ]);
    const [stored] = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from staff_reads where user_id = ${staff.userId} and hotel_id = ${hotelId}`,
    );
    expect(stored?.n).toBe(1);
    // A kind filter is about events: no reads beside them.
    expect((await log(`?hotel=${hotelId}&kind=contract`)).reads).toEqual([]);
  });

  it("answers one hotel's log on the review's route, 404 for an unknown hotel, 403 to a hotel user", async () => {
    const hotelLog = await inject('GET', `/api/staff/hotels/${hotelId}/activity?kind=contract`, staff);
    expect(hotelLog.statusCode).toBe(200);
    expect(json<ActivityList>(hotelLog).items.map((item) => item.action)).toEqual([
      'contract.returned',
      'contract.sent',
    ]);
    expect((await inject('GET', '/api/staff/hotels/2000000/activity', staff)).statusCode).toBe(404);
    for (const url of ['/api/staff/activity', `/api/staff/hotels/${hotelId}/activity`]) {
      const refused = await inject('GET', url, owner);
      expect(refused.statusCode, url).toBe(403);
    }
  });
});
