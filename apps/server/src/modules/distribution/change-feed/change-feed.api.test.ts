import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApiKey,
  createHotel,
  createTestApp,
  createVerifiedHotel,
  json,
  signUp,
  type TestApp,
  verifyHotel,
} from '../../../test/app.ts';
import { encodeCursor } from './change-feed.service.ts';

interface FeedPage {
  changes: { hotelId: number; hotelCode: string; kind: string; at: string; detail: { n?: number } | null }[];
  cursor: string;
  more: boolean;
}

let t: TestApp;
let app: FastifyInstance;
let hotelA: number;
let hotelB: number;
let allKey: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  const owner = await signUp(app);
  hotelA = await createVerifiedHotel(app, owner);
  hotelB = await createVerifiedHotel(app, owner);
  allKey = (await createApiKey(app, { scopes: ['content:read', 'ari:read'], allHotels: true })).headers;
});
afterAll(() => t.close());

let counter = 0;
/** Records one change in a transaction of its own, as a write would; answers its number. */
async function record(hotelId: number, kind: 'content' | 'rates' = 'rates'): Promise<number> {
  const n = ++counter;
  await app.database.db.transaction((tx) =>
    app.services.distributionEvents.changed(tx, { hotelId, kind, detail: { n } }),
  );
  return n;
}

const read = (headers: Record<string, string>, query = '') =>
  app.inject({ method: 'GET', url: `/api/distribution/changes${query}`, headers });

async function page(headers: Record<string, string>, cursor?: string, limit?: number): Promise<FeedPage> {
  const params = new URLSearchParams();
  if (cursor) params.set('cursor', cursor);
  if (limit) params.set('limit', String(limit));
  const response = await read(headers, `?${params}`);
  expect(response.statusCode, response.body).toBe(200);
  return json<FeedPage>(response);
}

/** Reads from `cursor` to the end of the feed; answers the changes' numbers and the last cursor. */
async function drain(headers: Record<string, string>, cursor?: string, limit = 500) {
  const seen: number[] = [];
  for (let pages = 0; pages < 1000; pages++) {
    const next = await page(headers, cursor, limit);
    seen.push(...next.changes.map((change) => change.detail?.n ?? -1));
    cursor = next.cursor;
    if (!next.more) return { seen, cursor };
  }
  throw new Error('the feed never ends');
}

describe('the change feed', () => {
  it('answers changes in commit order by pages, then the same cursor while nothing is new', async () => {
    const start = (await drain(allKey)).cursor;
    const written: number[] = [];
    for (let i = 0; i < 7; i++)
      written.push(await record(i % 2 ? hotelA : hotelB, i % 3 ? 'rates' : 'content'));

    const first = await page(allKey, start, 3);
    expect(first.more).toBe(true);
    expect(first.changes).toHaveLength(3);
    expect(first.changes[0]).toEqual({
      hotelId: hotelB,
      hotelCode: expect.any(String),
      kind: 'content',
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      detail: { n: written[0] },
    });
    const second = await page(allKey, first.cursor, 3);
    const third = await page(allKey, second.cursor, 3);
    expect([second.more, third.more]).toEqual([true, false]);
    expect([...first.changes, ...second.changes, ...third.changes].map((change) => change.detail?.n)).toEqual(
      written,
    );
    // Nothing new: the cursor comes back as given, for the next poll.
    const empty = await page(allKey, third.cursor, 3);
    expect(empty).toEqual({ changes: [], cursor: third.cursor, more: false });
    const later = await record(hotelA);
    expect((await page(allKey, third.cursor)).changes.map((change) => change.detail?.n)).toEqual([later]);
  });

  it('reads the kinds of the key scopes and the hotels it reaches, filtered in one statement per page', async () => {
    const start = (await drain(allKey)).cursor;
    const a1 = await record(hotelA, 'rates');
    const b1 = await record(hotelB, 'rates');
    const a2 = await record(hotelA, 'content');
    const b2 = await record(hotelB, 'content');
    const ariA = (await createApiKey(app, { scopes: ['ari:read'], hotels: [hotelA] })).headers;
    const contentAll = (await createApiKey(app, { scopes: ['content:read'], allHotels: true })).headers;
    const both = (await createApiKey(app, { scopes: ['ari:read', 'content:read'], hotels: [hotelB] }))
      .headers;
    expect((await drain(allKey, start)).seen).toEqual([a1, b1, a2, b2]);
    expect((await drain(ariA, start)).seen).toEqual([a1]);
    expect((await drain(contentAll, start)).seen).toEqual([a2, b2]);
    expect((await drain(both, start)).seen).toEqual([b1, b2]);

    // The statements of a page do not grow with its rows.
    const statements = async (limit: number) => {
      const before = app.database.statements.count;
      await page(allKey, undefined, limit);
      return app.database.statements.count - before;
    };
    expect(await statements(1)).toBe(await statements(1000));
  });

  it("leaves an unverified hotel's changes out, in the page's one statement, and hears of it once verified (decision 044)", async () => {
    const squatter = await signUp(app);
    const unverified = await createHotel(app, squatter.headers);
    const ownKey = (await createApiKey(app, { scopes: ['ari:read'], hotels: [unverified, hotelA] })).headers;
    const start = (await drain(allKey)).cursor;
    const hidden = await record(unverified);
    const a1 = await record(hotelA);
    expect((await drain(allKey, start)).seen).toEqual([a1]);
    expect((await drain(ownKey, start)).seen).toEqual([a1]);
    // The same statements whether the page's rows are left out or not.
    const statements = async (headers: Record<string, string>) => {
      const before = app.database.statements.count;
      await page(headers, start);
      return app.database.statements.count - before;
    };
    expect(await statements(ownKey)).toBe(await statements(allKey));

    // Verified: the rows written before show to a cursor that has not passed them, and the
    // verification's own change (detail { verified: true }) tells every cursor that it sells.
    const seenBy = (await drain(allKey, start)).cursor;
    await verifyHotel(app, unverified, squatter.userId);
    const after = await page(allKey, seenBy);
    expect(after.changes.map((change) => [change.hotelId, change.kind, change.detail])).toEqual([
      [unverified, 'rates', { verified: true }],
    ]);
    expect((await drain(ownKey, start)).seen).toEqual([hidden, a1, -1]);
  });

  it('refuses a missing key, a key without either scope, a malformed cursor and a limit out of range', async () => {
    expect((await read({})).statusCode).toBe(401);
    const writeOnly = (await createApiKey(app, { scopes: ['ari:write'], allHotels: true })).headers;
    const refused = await read(writeOnly);
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toMatchObject({ code: 'forbidden' });
    for (const cursor of [
      '%%%',
      'bm90LWEtY3Vyc29y',
      encodeCursor({ xid: '1', id: 1 }).slice(1),
      'x'.repeat(201),
    ]) {
      const response = await read(allKey, `?cursor=${encodeURIComponent(cursor)}`);
      expect(response.statusCode, cursor).toBe(400);
      expect(Object.keys(json(response))).toEqual(['cursor']);
    }
    for (const limit of ['0', '1001', 'abc', '1.5']) {
      const response = await read(allKey, `?limit=${limit}`);
      expect(response.statusCode, limit).toBe(400);
      expect(Object.keys(json(response))).toEqual(['limit']);
    }
    expect((await read(allKey, '?other=1')).statusCode).toBe(400);
  });

  it('never passes a change whose transaction is still open, and answers every change once under concurrent writes', async () => {
    const start = (await drain(allKey)).cursor;
    if (app.database.kind === 'postgres') {
      // A write that recorded its change and has not committed while later ones commit.
      let commit = () => {};
      const held = new Promise<void>((resolve) => {
        commit = resolve;
      });
      let recorded = () => {};
      const inside = new Promise<void>((resolve) => {
        recorded = resolve;
      });
      const n = ++counter;
      const slow = app.database.db.transaction(async (tx) => {
        await app.services.distributionEvents.changed(tx, {
          hotelId: hotelA,
          kind: 'rates',
          detail: { n },
        });
        recorded();
        await held;
      });
      await inside;
      const after = [await record(hotelB), await record(hotelA)];
      const meanwhile = await drain(allKey, start);
      expect(meanwhile.seen).toEqual([]);
      expect(meanwhile.cursor).toBe(start);
      commit();
      await slow;
      const all = await drain(allKey, meanwhile.cursor);
      expect(all.seen).toEqual([n, ...after]);
      expect((await drain(allKey, all.cursor)).seen).toEqual([]);
    }

    // Writers and a reader at the same time: the reader sees each change exactly once.
    const from = (await drain(allKey)).cursor;
    let writing = true;
    const writers = Promise.all(
      Array.from({ length: 8 }, async (_, w) => {
        const mine: number[] = [];
        for (let i = 0; i < 10; i++) mine.push(await record(w % 2 ? hotelA : hotelB));
        return mine;
      }),
    ).finally(() => {
      writing = false;
    });
    const seen: number[] = [];
    let cursor = from;
    while (writing) {
      const next = await drain(allKey, cursor, 7);
      seen.push(...next.seen);
      cursor = next.cursor;
    }
    const written = (await writers).flat();
    seen.push(...(await drain(allKey, cursor, 7)).seen);
    expect(seen).toHaveLength(written.length);
    expect(new Set(seen)).toEqual(new Set(written));
  });
});
