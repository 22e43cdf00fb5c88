/**
 * The bench's data set, written straight in SQL (insert … select from generate_series): seeding
 * 20 000 users through the API would take longer than the whole bench. Rows are shaped as the
 * API writes them: the room rows are copies of a room created through the API (so the room list
 * serialises real structures), photos are metadata rows, rates carry a calendar of days.
 *
 * Per user n: 2 or 3 hotels (2.5 on average); per hotel: 3 room types and 8 photos; one hotel in
 * five: a rate contract with a rate on every day of the year and an offer on 60 days. The heavy
 * user has 50 hotels with all of that.
 */
import { DEFAULT_PHOTO_CATEGORY } from '@hotel/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../apps/server/src/db/client.ts';

export const BENCH_PASSWORD = 'Bench-password-2026';
export const HEAVY_EMAIL = 'heavy@example.com';
export const ROOMS_PER_HOTEL = 3;
export const PHOTOS_PER_HOTEL = 8;
/** One hotel in this many has rates and a calendar. */
export const RATED_HOTEL_EVERY = 5;

async function scalar(database: Database, statement: SQL): Promise<number> {
  const result = (await database.db.execute(statement)) as unknown as { rows: { value: unknown }[] };
  return Number(result.rows[0]?.value ?? 0);
}

async function run(database: Database, statement: SQL): Promise<void> {
  await database.db.execute(statement);
}

/** The heavy user and their 50 hotels (rooms, photos and rates come with `seedHotelContents`). */
export async function seedHeavyUser(database: Database, passwordHash: string): Promise<void> {
  await run(
    database,
    sql`insert into users (name, email, phone, password_hash)
        values ('Heavy user', ${HEAVY_EMAIL}, '+34600000000', ${passwordHash})`,
  );
  await run(
    database,
    sql`insert into hotels (name, raw_code, code, created_by, city)
        select 'Heavy hotel ' || i, i::text, 'HEAVY-' || i, u.id, 'Madrid'
        from users u cross join generate_series(0, 49) i where u.email = ${HEAVY_EMAIL}`,
  );
  await run(
    database,
    sql`insert into user_hotels (user_id, hotel_id)
        select created_by, id from hotels where code like 'HEAVY-%'`,
  );
}

/** Users numbered [from, to) with their hotels, attached to them. */
export async function seedUsers(database: Database, passwordHash: string, from: number, to: number) {
  const firstHotel = await scalar(database, sql`select coalesce(max(id), 0) as value from hotels`);
  // Batches keep each statement's memory small on PGlite (one WebAssembly heap).
  for (let start = from; start < to; start += 5000) {
    const end = Math.min(to, start + 5000) - 1;
    await run(
      database,
      sql`insert into users (name, email, phone, password_hash)
          select 'Bench user ' || n, 'bench' || n || '@example.com', '+34600000000', ${passwordHash}
          from generate_series(${start}::int, ${end}::int) n`,
    );
    await run(
      database,
      sql`insert into hotels (name, raw_code, code, created_by, city)
          select 'Bench hotel ' || n || '-' || h, n::text, 'BENCH-' || n || '-' || h, u.id, 'Madrid'
          from generate_series(${start}::int, ${end}::int) n
          join users u on u.email = 'bench' || n || '@example.com'
          cross join generate_series(0, 2) h
          where h < 2 + n % 2`,
    );
  }
  await run(
    database,
    sql`insert into user_hotels (user_id, hotel_id) select created_by, id from hotels where id > ${firstHotel}`,
  );
  return firstHotel;
}

/**
 * Rooms (copies of `templateRoomId`), photo metadata, and for one hotel in five a rate contract
 * whose rate covers every day of `year` (priced in June for its rooms, two boards) and whose offer
 * covers 60 days, for hotels with id > afterId.
 */
export async function seedHotelContents(
  database: Database,
  afterId: number,
  templateRoomId: number,
  year: number,
): Promise<void> {
  const lastHotel = await scalar(database, sql`select coalesce(max(id), 0) as value from hotels`);
  for (let start = afterId; start < lastHotel; start += 10_000) {
    const end = Math.min(lastHotel, start + 10_000);
    const range = sql`h.id > ${start} and h.id <= ${end}`;
    await run(
      database,
      sql`insert into rooms (hotel_id, name, names, type, structure_type, structure, default_adults,
                             total_occupancy, bath, view_type, views, view_names, sort_order)
          select h.id, r.name || ' ' || k, r.names, r.type, r.structure_type, r.structure, r.default_adults,
                 r.total_occupancy, r.bath, r.view_type, r.views, r.view_names, k
          from hotels h cross join generate_series(0, ${ROOMS_PER_HOTEL - 1}::int) k
          join rooms r on r.id = ${templateRoomId}
          where ${range} and not (h.id = r.hotel_id and k = 0)`,
    );
    await run(
      database,
      sql`insert into media (hotel_id, kind, category, "order", storage_key, width, height, bytes,
                             suggested_quality, quality_rate)
          select h.id, 'photo', ${DEFAULT_PHOTO_CATEGORY}, k, 'bench/' || h.id || '/' || k, 4000, 3000,
                 3500000, 4, 4
          from hotels h cross join generate_series(1, ${PHOTOS_PER_HOTEL}::int) k where ${range}`,
    );
    const firstContract = await scalar(
      database,
      sql`select coalesce(max(id), 0) as value from rate_contracts`,
    );
    await run(
      database,
      sql`insert into rate_contracts (hotel_id, name)
          select h.id, 'Contrato ' || h.id from hotels h
          where ${range} and (h.id % ${RATED_HOTEL_EVERY} = 0 or h.code like 'HEAVY-%')`,
    );
    const firstRate = await scalar(database, sql`select coalesce(max(id), 0) as value from rates`);
    await run(
      database,
      sql`insert into rates (contract_id, kind, name, rate_type, price_room_type, currency, method,
                             quota_type, release_days, market, childs_age, infant_age, baby_age,
                             expenditure_cancellation)
          select c.id, kind, initcap(kind) || ' ' || c.id, 'net', 'room', 'EUR', 'per_night', 'free', 0,
                 '{"all": true, "markets": []}'::jsonb, 12, 2, 0, 'none'
          from rate_contracts c cross join (values ('rate'), ('offer')) as k(kind)
          where c.id > ${firstContract}`,
    );
    await run(
      database,
      sql`insert into rate_days (rate_id, day)
          select r.id, d::date from rates r
          cross join generate_series(make_date(${year}::int, 1, 1), make_date(${year}::int, 12, 31), interval '1 day') d
          where r.id > ${firstRate} and r.kind = 'rate'`,
    );
    await run(
      database,
      sql`insert into rate_days (rate_id, day)
          select r.id, d::date from rates r
          cross join generate_series(make_date(${year}::int, 6, 1), make_date(${year}::int, 7, 30), interval '1 day') d
          where r.id > ${firstRate} and r.kind = 'offer'`,
    );
    // Each rate sells its hotel's rooms room-only and with breakfast, priced for June: the price
    // table grows with the data set (×10 at the second scale).
    await run(
      database,
      sql`update rates set boards = '["RO", "BB"]'::jsonb where id > ${firstRate} and kind = 'rate'`,
    );
    await run(
      database,
      sql`insert into rate_room_types (rate_id, room_id)
          select r.id, rm.id from rates r
          join rate_contracts c on c.id = r.contract_id
          join rooms rm on rm.hotel_id = c.hotel_id
          where r.id > ${firstRate} and r.kind = 'rate'`,
    );
    await run(
      database,
      sql`insert into rate_prices (rate_id, room_id, board, day, amounts)
          select t.rate_id, t.room_id, b.board, d::date, array[90.00]::numeric[]
          from rate_room_types t
          cross join (values ('RO'), ('BB')) as b(board)
          cross join generate_series(make_date(${year}::int, 6, 1), make_date(${year}::int, 6, 30), interval '1 day') d
          where t.rate_id > ${firstRate}`,
    );
  }
  // Fresh statistics, as autovacuum would have them on a live database: plans match production.
  await run(database, sql`analyze`);
}

/** Row counts of the main tables, for the report. */
export async function countRows(database: Database): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of [
    'users',
    'hotels',
    'rooms',
    'media',
    'rates',
    'rate_days',
    'rate_prices',
    'catalogue_hotels',
  ]) {
    out[table] = await scalar(database, sql`select count(*) as value from ${sql.identifier(table)}`);
  }
  return out;
}

/** A new rate's terms as the bench creates them through the API (per room, allotment with 7 release days), with `fields` over them. */
export function benchRateBody(fields: Record<string, unknown>): Record<string, unknown> {
  return {
    kind: 'rate',
    rateType: 'net',
    priceRoomType: 'room',
    currency: 'EUR',
    method: 'hotel',
    quotaType: 'allotment_release',
    releaseDays: 7,
    market: { all: true, markets: [] },
    childsAge: 12,
    infantAge: 3,
    babyAge: 1,
    expenditureChange: [],
    expenditureCancellation: 'd2',
    ...fields,
  };
}

/**
 * Through the API: a contract `contractName` with a rate `name` selling every room type of
 * `roomIds` on every board of `boards` all of next year at 80.00 a night (benchRateBody's terms).
 * The set-up of the quote, OTA-in and reservations benches.
 */
export async function yearRateThroughApi(
  app: FastifyInstance,
  owner: { headers: Record<string, string>; userId: number; hotelId: number },
  rate: { contractName: string; name: string; roomIds: readonly number[]; boards: readonly string[] },
): Promise<{ year: number; contractId: number; rateId: number }> {
  const year = new Date().getFullYear() + 1;
  const base = `/api/rates/contracts/${owner.userId}/${owner.hotelId}/`;
  const contract = await app.inject({
    method: 'POST',
    url: base,
    headers: owner.headers,
    payload: { name: rate.contractName },
  });
  if (contract.statusCode !== 201) throw new Error(`contract refused: ${contract.body}`);
  const contractId = (contract.json() as { id: number }).id;
  const created = await app.inject({
    method: 'POST',
    url: `${base}${contractId}/rates/`,
    headers: owner.headers,
    payload: benchRateBody({
      name: rate.name,
      roomTypes: [...rate.roomIds],
      boards: [...rate.boards],
      period: { start: `${year}_01_01`, end: `${year}_12_31` },
      basePrices: rate.roomIds.flatMap((room) =>
        rate.boards.map((board) => ({ room, board, price: { amounts: ['80.00'] } })),
      ),
    }),
  });
  if (created.statusCode !== 201) throw new Error(`rate refused: ${created.body}`);
  return { year, contractId, rateId: (created.json() as { id: number }).id };
}
