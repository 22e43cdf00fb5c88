import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactHotels, contacts, userHotels } from '../../db/schema/index.ts';
import { catalogueChoice, createHotel, createTestApp, json, signUp, type TestApp } from '../../test/app.ts';

/**
 * The hotel read folds the tenant check, the activities and the reader's contacts into one
 * statement (docs/decisions/017-server-performance.md): these tests pin what it answers and that
 * it stays at a constant number of statements.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function contactOf(userId: number, hotelId: number): Promise<number> {
  const { db } = t.app.database;
  const [contact] = await db
    .insert(contacts)
    .values({
      userId,
      comercialPhone: '+34 600000001',
      comercialEmail: 'c@example.com',
      operativePhone: '+34 600000002',
      operativeEmail: 'o@example.com',
      administrativePhone: '+34 600000003',
      administrativeEmail: 'a@example.com',
    })
    .returning({ id: contacts.id });
  if (!contact) throw new Error('contact not created');
  await db.insert(contactHotels).values({ contactId: contact.id, hotelId });
  return contact.id;
}

/** Statements the database client sent while `run` ran (nothing else runs in this file meanwhile). */
async function statementsOf(run: () => Promise<unknown>): Promise<number> {
  const before = t.app.database.statements.count;
  await run();
  return t.app.database.statements.count - before;
}

describe('hotel read', () => {
  it("answers the hotel with its activities in order and only the reader's own contacts", async () => {
    const ana = await signUp(t.app);
    const bea = await signUp(t.app);
    const choice = await catalogueChoice(t.app);
    const id = await createHotel(t.app, ana.headers, choice);
    // The same hotel attached to a second user, who has a contact of their own serving it.
    await t.app.database.db.insert(userHotels).values({ userId: bea.userId, hotelId: id });
    const anaContacts = [await contactOf(ana.userId, id), await contactOf(ana.userId, id)];
    const beaContact = await contactOf(bea.userId, id);
    const added = [];
    for (const [activity, zone] of [
      [3, 1],
      [1, 2],
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/hotel/${id}/activity/`,
        headers: ana.headers,
        payload: { activity, zone },
      });
      added.push(json<{ id: number }>(response).id);
    }

    const read = await t.app.inject({ method: 'GET', url: `/api/hotel/${id}`, headers: ana.headers });
    expect(read.statusCode).toBe(200);
    expect(json(read)).toMatchObject({
      id,
      code: choice.code,
      activity_data: [
        { id: added[0], activity: 3, zone: 1, hotel: id },
        { id: added[1], activity: 1, zone: 2, hotel: id },
      ],
      contacts: anaContacts.sort((a, b) => a - b),
    });
    const beaRead = await t.app.inject({ method: 'GET', url: `/api/hotel/${id}`, headers: bea.headers });
    expect(json(beaRead)).toMatchObject({ id, contacts: [beaContact] });
  });

  it('answers 404 for a hotel of another user and for one that does not exist', async () => {
    const ana = await signUp(t.app);
    const bea = await signUp(t.app);
    const id = await createHotel(t.app, ana.headers);
    const foreign = await t.app.inject({ method: 'GET', url: `/api/hotel/${id}`, headers: bea.headers });
    expect(foreign.statusCode).toBe(404);
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/hotel/${id + 100_000}`,
      headers: ana.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(json(foreign)).toEqual(json(missing));
  });

  it('costs two statements cold (session, then hotel with the tenant check), however much the hotel holds', async () => {
    const ana = await signUp(t.app);
    const bea = await signUp(t.app);
    const id = await createHotel(t.app, ana.headers);
    // Cold reads: what a warm one costs (none) is read-cache.api.test.ts's.
    const read = (headers: Record<string, string>) => {
      t.app.database.readCache.clear();
      return statementsOf(() => t.app.inject({ method: 'GET', url: `/api/hotel/${id}`, headers }));
    };
    expect(await read(ana.headers)).toBe(2);
    for (let zone = 1; zone <= 5; zone++) {
      await t.app.inject({
        method: 'POST',
        url: `/api/hotel/${id}/activity/`,
        headers: ana.headers,
        payload: { activity: 1, zone },
      });
      await contactOf(ana.userId, id);
    }
    expect(await read(ana.headers)).toBe(2);
    // A refused read costs no more than an answered one.
    expect(await read(bea.headers)).toBe(2);
  });
});
