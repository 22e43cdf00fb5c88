import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHotel, createTestApp, json, rows, signUp, type TestApp } from '../test/app.ts';
import { CACHED_TABLES } from './read-cache.ts';
import { userHotels, users } from './schema/index.ts';

/**
 * The read cache (decision 017, third pass) must never answer what a write replaced: on one
 * instance, whoever wrote (a route, a repository, raw SQL), and on PostgreSQL across instances.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function statementsOf(run: () => Promise<unknown>): Promise<number> {
  const before = t.app.database.statements.count;
  await run();
  return t.app.database.statements.count - before;
}

/**
 * Repeats a read until it costs no statement (at most a second) and answers the last count: on
 * PostgreSQL the notifications of the writes just made arrive after their answers and drop the
 * first entries once more.
 */
async function warmStatementsOf(read: () => Promise<unknown>) {
  const deadline = Date.now() + 1_000;
  let statements = await statementsOf(read);
  while (statements > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    statements = await statementsOf(read);
  }
  return statements;
}

/** warmStatementsOf the hotel read. */
function warmStatements(app: FastifyInstance, headers: Record<string, string>, id: number) {
  return warmStatementsOf(() => readHotel(app, headers, id));
}

function readHotel(app: FastifyInstance, headers: Record<string, string>, id: number) {
  return app.inject({ method: 'GET', url: `/api/hotel/${id}`, headers });
}

/** Calls `probe` until it answers `expected` or a second has passed; answers the last status. */
async function statusWithin(probe: () => Promise<{ statusCode: number }>, expected: number) {
  const deadline = Date.now() + 1_000;
  let status = (await probe()).statusCode;
  while (status !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    status = (await probe()).statusCode;
  }
  return status;
}

describe('read cache', () => {
  it('answers a repeated hotel read without a statement, and a write through the API at once', async () => {
    const ana = await signUp(t.app);
    const id = await createHotel(t.app, ana.headers);
    expect((await readHotel(t.app, ana.headers, id)).statusCode).toBe(200);
    expect(await warmStatements(t.app, ana.headers, id)).toBe(0);

    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/hotel/${id}`,
      headers: ana.headers,
      payload: { city: 'Segovia' },
    });
    expect(patched.statusCode).toBe(200);
    expect(json(await readHotel(t.app, ana.headers, id)).city).toBe('Segovia');

    const activity = await t.app.inject({
      method: 'POST',
      url: `/api/hotel/${id}/activity/`,
      headers: ana.headers,
      payload: { activity: 1, zone: 2 },
    });
    expect(activity.statusCode).toBe(201);
    expect(
      json<{ activity_data: unknown[] }>(await readHotel(t.app, ana.headers, id)).activity_data,
    ).toHaveLength(1);
  });

  it('sees writes made outside the routes: repository calls and raw SQL', async () => {
    const ana = await signUp(t.app);
    const id = await createHotel(t.app, ana.headers);
    expect((await readHotel(t.app, ana.headers, id)).statusCode).toBe(200);

    await t.app.database.db.execute(sql`update hotels set city = ${'Ávila'} where id = ${id}`);
    expect(json(await readHotel(t.app, ana.headers, id)).city).toBe('Ávila');

    await t.app.database.db.update(users).set({ approbeContractPerm: true }).where(eq(users.id, ana.userId));
    // Staff without a second factor are held at enrolment: the cached session must not hide the new flag.
    expect((await readHotel(t.app, ana.headers, id)).statusCode).toBe(403);
    await t.app.database.db.update(users).set({ approbeContractPerm: false }).where(eq(users.id, ana.userId));
    expect((await readHotel(t.app, ana.headers, id)).statusCode).toBe(200);

    await t.app.database.db
      .delete(userHotels)
      .where(and(eq(userHotels.userId, ana.userId), eq(userHotels.hotelId, id)));
    expect((await readHotel(t.app, ana.headers, id)).statusCode).toBe(404);
    const rooms = await t.app.inject({ method: 'GET', url: `/api/hotel/${id}/rooms/`, headers: ana.headers });
    expect(rooms.statusCode).toBe(404);
  });

  it('answers a repeated hotel list without a statement, until its hotels, attachments or room types change', async () => {
    const ana = await signUp(t.app);
    const id = await createHotel(t.app, ana.headers);
    const list = () => t.app.inject({ method: 'GET', url: '/api/hotel/', headers: ana.headers });
    const warm = () => warmStatementsOf(list);
    expect(json<{ id: number }[]>(await list()).map((hotel) => hotel.id)).toEqual([id]);
    expect(await warm()).toBe(0);

    // A write through the API (the hotel), then one outside the routes (a room type, raw SQL).
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/hotel/${id}`,
      headers: ana.headers,
      payload: { city: 'Soria' },
    });
    expect(patched.statusCode).toBe(200);
    expect(json<{ city: string }[]>(await list())[0]?.city).toBe('Soria');
    const room = await t.app.inject({
      method: 'POST',
      url: `/api/hotel/${id}/room/`,
      headers: ana.headers,
      payload: { name: 'Suite' },
    });
    expect(room.statusCode).toBe(201);
    expect(await warm()).toBe(0);
    await t.app.database.db.execute(sql`update rooms set name = ${'Suite doble'} where hotel_id = ${id}`);
    expect(await statementsOf(list)).toBeGreaterThan(0);

    // Each user has a list of their own: another user's new hotel is not in it.
    const bea = await signUp(t.app);
    await createHotel(t.app, bea.headers);
    expect(json<{ id: number }[]>(await list()).map((hotel) => hotel.id)).toEqual([id]);
    await t.app.database.db
      .delete(userHotels)
      .where(and(eq(userHotels.userId, ana.userId), eq(userHotels.hotelId, id)));
    expect(json<unknown[]>(await list())).toEqual([]);
  });

  it('refuses a token at once after its logout, however warm its session was', async () => {
    const ana = await signUp(t.app);
    const id = await createHotel(t.app, ana.headers);
    for (let i = 0; i < 3; i++) expect((await readHotel(t.app, ana.headers, id)).statusCode).toBe(200);
    const logout = await t.app.inject({ method: 'DELETE', url: '/api/auth/logout/', headers: ana.headers });
    expect(logout.statusCode).toBe(204);
    expect((await readHotel(t.app, ana.headers, id)).statusCode).toBe(401);
  });

  it('keeps no entry for unknown tokens or for hotels that are not the reader’s', async () => {
    const ana = await signUp(t.app);
    const bea = await signUp(t.app);
    const id = await createHotel(t.app, ana.headers);
    const before = t.app.database.readCache.size;
    for (let i = 0; i < 20; i++) {
      const unknown = { authorization: `Token ${'f'.repeat(40)}${i}` };
      expect((await readHotel(t.app, unknown, id)).statusCode).toBe(401);
      expect((await readHotel(t.app, bea.headers, id + i)).statusCode).toBe(404);
    }
    // Only Bea's own session was added.
    expect(t.app.database.readCache.size).toBeLessThanOrEqual(before + 1);
  });

  it('has a write trigger on every table a cached read depends on', async () => {
    const triggers = await rows<{ table: string }>(
      t.app,
      sql`select c.relname as "table" from pg_trigger g join pg_class c on c.oid = g.tgrelid
          where g.tgname = c.relname || '_notify_write'`,
    );
    expect(triggers.map((row) => row.table).sort()).toEqual([...CACHED_TABLES].sort());
  });

  it('on PostgreSQL, drops what another instance wrote (PGlite is one process and has no other)', async () => {
    const second = await t.openSecondInstance?.();
    if (!second) {
      expect(t.app.database.kind).toBe('pglite');
      return;
    }
    const ana = await signUp(t.app);
    const id = await createHotel(t.app, ana.headers);
    // Warm on the second instance: session, tenant check and hotel.
    expect((await readHotel(second, ana.headers, id)).statusCode).toBe(200);
    expect(json(await readHotel(second, ana.headers, id)).city).toBeNull();

    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/hotel/${id}`,
      headers: ana.headers,
      payload: { city: 'Cuenca' },
    });
    expect(patched.statusCode).toBe(200);
    const deadline = Date.now() + 1_000;
    let city = json(await readHotel(second, ana.headers, id)).city;
    while (city !== 'Cuenca' && Date.now() < deadline) {
      // A pause lets the event loop read the notification socket (an inject alone never waits for I/O).
      await new Promise((resolve) => setTimeout(resolve, 10));
      city = json(await readHotel(second, ana.headers, id)).city;
    }
    expect(city).toBe('Cuenca');

    await t.app.inject({ method: 'DELETE', url: '/api/auth/logout/', headers: ana.headers });
    expect(await statusWithin(() => readHotel(second, ana.headers, id), 401)).toBe(401);
  });

  it('on PostgreSQL, reads from the database while the write notifications are not received', async () => {
    const ana = await signUp(t.app);
    const id = await createHotel(t.app, ana.headers);
    expect(await warmStatements(t.app, ana.headers, id)).toBe(0);
    if (t.app.database.kind === 'pglite') return;

    // The listener's connection is cut (a restart or failover would do the same).
    await rows(
      t.app,
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query = 'listen extranet_writes'`,
    );
    const deadline = Date.now() + 1_000;
    while (t.app.database.readCache.size > 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 10));
    expect(await statementsOf(() => readHotel(t.app, ana.headers, id))).toBeGreaterThan(0);
    expect(await statementsOf(() => readHotel(t.app, ana.headers, id))).toBeGreaterThan(0);

    // It reconnects after a second and the cache serves again.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await warmStatements(t.app, ana.headers, id)).toBe(0);
  });
});
