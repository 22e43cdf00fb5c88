import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/app.ts';

/** The autocomplete's answers kept until the catalogue is written (decision 051). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.services.catalogue.importEntries([
    entry('970001', 'ES-KVR-1', 'Hotel Kvaranto Mar', 'Almería'),
  ]);
});
afterAll(() => t.close());

function entry(rawId: string, code: string, title: string, city: string) {
  return { rawId, code, title, city, countryCode: 'ES', country: 'Spain', latitude: 36.8, longitude: -2.4 };
}

const titles = async (app: typeof t.app, query: string) => {
  const response = await app.inject({ method: 'GET', url: `/api/catalogue/hotels?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ title: string; country: string }[]>(response).map((s) => `${s.title} (${s.country})`);
};

const statementsOf = async (run: () => Promise<unknown>) => {
  const before = t.app.database.statements.count;
  await run();
  return t.app.database.statements.count - before;
};

describe('the autocomplete from memory', () => {
  it('answers a text typed again without a statement, per language and count', async () => {
    // On PostgreSQL, the import's write notifications reach the listener first (they would drop
    // the answer read before them, as they must).
    await t.app.database.fence();
    expect(await statementsOf(() => titles(t.app, 'q=kvaranto'))).toBeGreaterThan(0);
    expect(await statementsOf(() => titles(t.app, 'q=kvaranto'))).toBe(0);
    expect(await titles(t.app, 'q=kvaranto')).toEqual(['Hotel Kvaranto Mar (España)']);
    // Another language names the country in it: its own answer.
    expect(await titles(t.app, 'q=kvaranto&language=en')).toEqual(['Hotel Kvaranto Mar (Spain)']);
    expect(await statementsOf(() => titles(t.app, 'q=kvaranto&count=5'))).toBeGreaterThan(0);
  });

  it('shows an import at once, and any write to the catalogue tables', async () => {
    await titles(t.app, 'q=kvaranto');
    await t.app.services.catalogue.importEntries([entry('970002', 'ES-KVR-2', 'Kvaranto Playa', 'Almería')]);
    expect(await titles(t.app, 'q=kvaranto')).toEqual([
      'Kvaranto Playa (España)',
      'Hotel Kvaranto Mar (España)',
    ]);
    await t.app.database.db.execute(
      sql`update catalogue_hotels set title = 'Kvaranto Playa Sol' where code = 'ES-KVR-2'`,
    );
    expect(await titles(t.app, 'q=kvaranto')).toContain('Kvaranto Playa Sol (España)');
  });

  it('on PostgreSQL, shows at once what another instance wrote to the catalogue', async () => {
    const second = await t.openSecondInstance?.();
    if (!second) return; // PGlite: one process, no other instance to hear from.
    await titles(second, 'q=kvaranto%20alm');
    await t.app.database.db.execute(
      sql`update catalogue_hotels set title = 'Hotel Kvaranto Mar Azul' where code = 'ES-KVR-1'`,
    );
    await expect
      .poll(() => titles(second, 'q=kvaranto%20alm'), { timeout: 5_000 })
      .toContain('Hotel Kvaranto Mar Azul (España)');
  });
});
