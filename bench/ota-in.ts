/**
 * OTA in (issue 17): an OTA_HotelRateAmountNotifRQ of 365 days × 10 room types × 3 boards, a
 * different price every day (10 950 RateAmountMessages, one cell each), applied through
 * POST /api/distribution/ota in one transaction. Target ≤ 500 ms (reported, never asserted).
 *
 * On PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set, in a fresh database dropped
 * at the end; otherwise in-memory PGlite. The app runs in this process and the message goes
 * through `inject` (the whole request: body parser, key check, XML parsing, validation, the write
 * and the answer), five times, each with its own EchoToken and prices.
 *
 * Alone: `npx tsx bench/ota-in.ts` prints the figures as JSON.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { OTA_NAMESPACE } from '../apps/server/src/modules/distribution/ota/index.ts';
import { createApiKey, createVerifiedHotel, signUp } from '../apps/server/src/test/app.ts';
import { freshDatabase } from './database.ts';
import { median } from './median.ts';
import { yearRateThroughApi } from './seed.ts';

export interface OtaInBench {
  name: string;
  engine: 'postgres' | 'pglite';
  /** Each run's duration, in the order they ran. */
  ms: number[];
  medianMs: number;
  targetMs: number;
  messages: number;
  cells: number;
  bodyBytes: number;
}

const ROOM_TYPES = 10;
const BOARDS = ['BB', 'HB', 'AI'] as const;
const RUNS = 5;
const TARGET_MS = 500;

/** The days of `year` as ISO dates (365 in a common year). */
function daysOf(year: number): string[] {
  const days: string[] = [];
  for (let at = Date.UTC(year, 0, 1); at < Date.UTC(year + 1, 0, 1); at += 86_400_000)
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

/** One RateAmountMessage per room type, board and day, each with its own price. */
function message(hotelCode: string, rateId: number, roomIds: number[], days: string[], run: number): string {
  const parts: string[] = [];
  days.forEach((day, d) => {
    roomIds.forEach((room, r) => {
      BOARDS.forEach((board, b) => {
        const cents = 5_000 + d * 37 + r * 1_000 + b * 300 + run;
        const amount = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        parts.push(
          `<RateAmountMessage><StatusApplicationControl Start="${day}" End="${day}" InvTypeCode="${room}" RatePlanCode="${rateId}-${board}"/><Rates><Rate><BaseByGuestAmts><BaseByGuestAmt AmountAfterTax="${amount}" CurrencyCode="EUR"/></BaseByGuestAmts></Rate></Rates></RateAmountMessage>`,
        );
      });
    });
  });
  return `<?xml version="1.0" encoding="UTF-8"?><OTA_HotelRateAmountNotifRQ xmlns="${OTA_NAMESPACE}" Version="1.0" EchoToken="bench-${run}-${randomBytes(4).toString('hex')}"><RateAmountMessages HotelCode="${hotelCode}">${parts.join('')}</RateAmountMessages></OTA_HotelRateAmountNotifRQ>`;
}

export async function otaInBench(): Promise<OtaInBench> {
  const { database, url, drop } = await freshDatabase('ota');
  const dataDir = `/tmp/hotel-extranet-bench-ota-${process.pid}`;
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: '/nonexistent',
    CATALOGUE_SEED_SIZE: '400',
    ARGON2_MEMORY_KIB: '1024',
    ...(url ? { DATABASE_URL: url } : {}),
  });
  const app = await buildApp(config, { database, logger: false });
  try {
    const user = await signUp(app);
    // Only a verified hotel takes ARI from a key (decision 044).
    const hotelId = await createVerifiedHotel(app, user);
    const roomIds: number[] = [];
    for (let index = 1; index <= ROOM_TYPES; index++) {
      const room = await app.inject({
        method: 'POST',
        url: `/api/hotel/${hotelId}/room/`,
        headers: user.headers,
        payload: { name: `Tipo ${index}` },
      });
      if (room.statusCode !== 201) throw new Error(`room refused: ${room.body}`);
      roomIds.push((room.json() as { id: number }).id);
    }
    // Next year: always writable, and a common year of 365 days unless it is a leap year.
    const { year, rateId } = await yearRateThroughApi(
      app,
      { headers: user.headers, userId: user.userId, hotelId },
      { contractName: 'OTA', name: 'OTA 10 × 3', roomIds: roomIds, boards: BOARDS },
    );
    const days = daysOf(year).slice(0, 365);
    const result = (await database.db.execute(
      sql`select code from hotels where id = ${hotelId}`,
    )) as unknown as {
      rows: { code: string }[];
    };
    const hotelCode = result.rows[0]?.code ?? '';
    const key = await createApiKey(app, { scopes: ['ari:write'], hotels: [hotelId] });

    const ms: number[] = [];
    let bodyBytes = 0;
    for (let run = 1; run <= RUNS; run++) {
      const body = message(hotelCode, rateId, roomIds, days, run);
      bodyBytes = Buffer.byteLength(body);
      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/distribution/ota',
        headers: { ...key.headers, 'content-type': 'application/xml' },
        payload: body,
      });
      ms.push(Math.round(performance.now() - started));
      if (response.statusCode !== 200 || !response.body.includes('<Success/>'))
        throw new Error(`run ${run} refused: ${response.statusCode} ${response.body.slice(0, 500)}`);
    }
    return {
      name: `OTA_HotelRateAmountNotifRQ in: ${days.length} days × ${ROOM_TYPES} room types × ${BOARDS.length} boards`,
      engine: url ? 'postgres' : 'pglite',
      ms,
      medianMs: median(ms),
      targetMs: TARGET_MS,
      messages: days.length * ROOM_TYPES * BOARDS.length,
      cells: days.length * ROOM_TYPES * BOARDS.length,
      bodyBytes,
    };
  } finally {
    await app.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  otaInBench()
    .then((figures) => {
      console.log(JSON.stringify(figures, null, 2));
      process.exit(0);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
