import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache.ts';

/** A loader that counts its calls and answers `value`. */
function loader<T>(value: T) {
  const calls = { count: 0 };
  return {
    calls,
    load: async () => {
      calls.count++;
      return value;
    },
  };
}

describe('ReadCache', () => {
  it('loads once, then answers from memory until a table it was read from is written', async () => {
    const cache = new ReadCache(10);
    const { calls, load } = loader({ city: 'Toledo' });
    await cache.read('hotel:1:2', ['hotels', 'user_hotels'], load);
    await cache.read('hotel:1:2', ['hotels', 'user_hotels'], load);
    expect(calls.count).toBe(1);

    cache.noteWrite('rates');
    await cache.read('hotel:1:2', ['hotels', 'user_hotels'], load);
    expect(calls.count).toBe(1);

    cache.noteWrite('user_hotels');
    await cache.read('hotel:1:2', ['hotels', 'user_hotels'], load);
    expect(calls.count).toBe(2);

    cache.noteWrite();
    await cache.read('hotel:1:2', ['hotels', 'user_hotels'], load);
    expect(calls.count).toBe(3);
  });

  it('does not keep what was read while a write to its tables was noted', async () => {
    const cache = new ReadCache(10);
    let calls = 0;
    const load = async () => {
      calls++;
      // The write is noted while the read is on its way: its answer may predate the write.
      if (calls === 1) cache.noteWrite('sessions');
      return { userId: 7 };
    };
    await cache.read('session:x', ['sessions'], load);
    await cache.read('session:x', ['sessions'], load);
    expect(calls).toBe(2);
    await cache.read('session:x', ['sessions'], load);
    expect(calls).toBe(2);
  });

  it('keeps no undefined answer', async () => {
    const cache = new ReadCache(10);
    const { calls, load } = loader(undefined);
    await cache.read('session:unknown', ['sessions'], load);
    await cache.read('session:unknown', ['sessions'], load);
    expect(calls.count).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('holds at most its number of entries, dropping the oldest', async () => {
    const cache = new ReadCache(2);
    const { calls, load } = loader(true);
    await cache.read('a', ['hotels'], load);
    await cache.read('b', ['hotels'], load);
    await cache.read('c', ['hotels'], load);
    expect(cache.size).toBe(2);
    await cache.read('c', ['hotels'], load);
    await cache.read('b', ['hotels'], load);
    expect(calls.count).toBe(3);
    await cache.read('a', ['hotels'], load);
    expect(calls.count).toBe(4);
  });

  it('reads the database every time while off, and with no entries allowed', async () => {
    const off = new ReadCache(10, { enabled: false });
    const none = new ReadCache(0);
    for (const cache of [off, none]) {
      const { calls, load } = loader(1);
      await cache.read('k', ['hotels'], load);
      await cache.read('k', ['hotels'], load);
      expect(calls.count).toBe(2);
    }
    none.setEnabled(true);
    const { calls, load } = loader(1);
    await none.read('k', ['hotels'], load);
    await none.read('k', ['hotels'], load);
    expect(calls.count).toBe(2);
  });

  it('drops everything when turned off, and what was being read then', async () => {
    const cache = new ReadCache(10);
    const { calls, load } = loader(1);
    await cache.read('k', ['hotels'], load);
    cache.setEnabled(false);
    cache.setEnabled(true);
    await cache.read('k', ['hotels'], load);
    expect(calls.count).toBe(2);

    const slow = cache.read('slow', ['hotels'], load);
    cache.setEnabled(false);
    await slow;
    cache.setEnabled(true);
    expect(cache.size).toBe(0);
  });

  it.each([
    ['select "id" from "hotels" where "id" = $1', undefined],
    ['  SELECT 1', undefined],
    ['begin', undefined],
    ['commit', undefined],
    ['rollback', undefined],
    ['insert into "sessions" ("token_hash") values ($1)', 'sessions'],
    ['update "hotels" set "city" = $1 where "hotels"."id" = $2', 'hotels'],
    ['delete from "user_hotels" where "user_id" = $1', 'user_hotels'],
    ['UPDATE public.hotels SET city = $1', 'hotels'],
    ['with moved as (delete from "rates" returning *) select * from moved', '*'],
    [
      'with written as (insert into "catalogue_words" select * from staged) select count(*) from written',
      '*',
    ],
    ['with marked as (update "webhook_deliveries" set "state" = $1 returning id) select * from marked', '*'],
    // The autocomplete's reads (decision 051): common table expressions that write nothing.
    [
      'with names as materialized (select distinct on (m.hotel_id) m.hotel_id from m) select * from names',
      undefined,
    ],
    ['  WITH typed AS (SELECT 1) SELECT * FROM typed', undefined],
    ['truncate "hotels"', '*'],
  ])('classifies %s as a write to %s', async (statement, table) => {
    const cache = new ReadCache(10);
    const { calls, load } = loader(1);
    const tables = ['sessions', 'hotels', 'user_hotels'] as const;
    const keys = ['only-sessions', 'only-hotels', 'only-user-hotels'];
    for (const [index, key] of keys.entries()) await cache.read(key, [tables[index] ?? 'hotels'], load);
    cache.noteStatement(statement);
    for (const [index, key] of keys.entries()) await cache.read(key, [tables[index] ?? 'hotels'], load);
    const reloaded = calls.count - 3;
    if (table === undefined) expect(reloaded).toBe(0);
    else if (table === '*') expect(reloaded).toBe(3);
    else expect(reloaded).toBe(1);
  });
});
