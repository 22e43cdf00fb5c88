/**
 * Issue 8 item 7, crash durability: the server (a child process) gets a steady stream of writes (40 in flight) that
 * each create a contact linked to three hotels (one transaction: a `contacts` row and three
 * `contact_hotels` rows) and is killed with SIGKILL once part of them have been answered. After a
 * restart, every write that got a 201 must be there, complete, and no contact may exist with
 * fewer than its three hotel links. Run on PGlite (DATA_DIR) and on a fresh PostgreSQL database.
 *
 *   node --import tsx scripts/faults/crash.ts        (or npm run test:faults for all the scripts)
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { Checks, createDatabase, createHotel, isMain, request, Server, signUp, tempDir } from './lib.ts';

/** Writes in flight at any moment until the kill. */
const WRITERS = 40;
/** A bound on the stream, should the kill never come. */
const MAX_WRITES = 2_000;
/** The kill comes once this many writes have been answered: WRITERS more are in flight. */
const KILL_AFTER_ACKS = 60;
const PORT = { pglite: 33011, postgres: 33012 } as const;

export interface CrashFigures {
  database: 'pglite' | 'postgres';
  sent: number;
  acknowledged: number;
  failedInFlight: number;
  foundAfterRestart: number;
  acknowledgedMissing: number;
  unacknowledgedButComplete: number;
  halfWritten: number;
  failures: string[];
}

const contactBody = (hotels: number[], index: number) => ({
  hotels,
  comercial_phone: '+34 910000001',
  comercial_email: `crash-${index}@example.com`,
  operative_phone: '+34 910000002',
  operative_email: 'recepcion@example.com',
  administrative_phone: '+34 910000003',
  administrative_email: 'admin@example.com',
});

interface ContactRow {
  id: number;
  hotels: number[];
  comercial_email: string;
}

async function crashOnce(kind: 'pglite' | 'postgres'): Promise<CrashFigures> {
  const checks = new Checks();
  const dataDir = tempDir(`crash-${kind}`);
  const database = kind === 'postgres' ? await createDatabase('crash') : undefined;
  const server = new Server({ port: PORT[kind], dataDir, databaseUrl: database?.url });
  try {
    await server.start();
    const user = await signUp(server.base, `crash-${kind}`);
    const hotels = [
      await createHotel(server.base, user),
      await createHotel(server.base, user),
      await createHotel(server.base, user),
    ].sort((a, b) => a - b);

    const acknowledged = new Map<number, number>(); // contact id → write index
    let failedInFlight = 0;
    let sent = 0;
    let killing: Promise<void> | null = null;
    // A steady stream, not one burst: each writer sends its next write as soon as the last is
    // answered, until the kill. A burst of 200 could all be answered before SIGKILL lands (it was,
    // once, on PostgreSQL in CI); with the stream, WRITERS writes are always in flight at the kill.
    const writer = async () => {
      while (!killing && sent < MAX_WRITES) {
        const index = sent++;
        try {
          const answer = await request(server.base, 'POST', '/api/hotel/contact/', {
            headers: user.headers,
            body: contactBody(hotels, index),
          });
          if (answer.status === 201) {
            acknowledged.set((answer.body as { id: number }).id, index);
            if (acknowledged.size >= KILL_AFTER_ACKS && !killing) killing = server.kill();
          } else {
            checks.check(answer.status >= 500, `write ${index}: unexpected ${answer.status}`);
            failedInFlight++;
          }
        } catch {
          failedInFlight++;
        }
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, writer));
    await (killing ?? Promise.resolve());
    checks.check(killing !== null, 'the server was never killed (fewer acknowledgements than the threshold)');
    checks.check(acknowledged.size < sent, 'every write was answered before the kill: nothing was in flight');

    await server.start();
    const listed = await request(server.base, 'GET', '/api/hotel/contact/', { headers: user.headers });
    checks.check(listed.status === 200, `list after restart: ${listed.status}`);
    const found = new Map((listed.body as ContactRow[]).map((row) => [row.id, row]));
    let acknowledgedMissing = 0;
    for (const [id, index] of acknowledged) {
      const row = found.get(id);
      if (!row) {
        acknowledgedMissing++;
        continue;
      }
      checks.check(
        row.comercial_email === `crash-${index}@example.com`,
        `contact ${id}: holds ${row.comercial_email}, not write ${index}`,
      );
    }
    checks.check(acknowledgedMissing === 0, `${acknowledgedMissing} acknowledged writes lost`);
    const halfWritten = [...found.values()].filter((row) => row.hotels.join() !== hotels.join());
    checks.check(
      halfWritten.length === 0,
      `half-written contacts: ${halfWritten.map((row) => `${row.id}→[${row.hotels}]`).join(', ')}`,
    );
    await server.stop();

    // The same question straight to the storage, after a clean stop: no contact without its links.
    const direct = await openDatabase({ url: database?.url, dataDir: join(dataDir, 'pglite') });
    try {
      const result = (await direct.db.execute(sql`
        select count(*)::int as contacts,
               count(*) filter (where (select count(*) from contact_hotels l where l.contact_id = c.id) <> 3)::int as incomplete
        from contacts c`)) as unknown as { rows: { contacts: number; incomplete: number }[] };
      const counts = result.rows[0];
      checks.check(
        counts?.contacts === found.size,
        `storage holds ${counts?.contacts}, the API listed ${found.size}`,
      );
      checks.check(
        counts?.incomplete === 0,
        `storage holds ${counts?.incomplete} contacts without their 3 links`,
      );
    } finally {
      await direct.close();
    }

    return {
      database: kind,
      sent,
      acknowledged: acknowledged.size,
      failedInFlight,
      foundAfterRestart: found.size,
      acknowledgedMissing,
      unacknowledgedButComplete: [...found.keys()].filter((id) => !acknowledged.has(id)).length,
      halfWritten: halfWritten.length,
      failures: checks.failures,
    };
  } catch (error) {
    throw new Error(`crash on ${kind}: ${(error as Error).message}\n${server.tail()}`);
  } finally {
    await server.stop('SIGKILL');
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function crash(): Promise<CrashFigures[]> {
  return [await crashOnce('pglite'), await crashOnce('postgres')];
}

if (isMain(import.meta.filename)) {
  const figures = await crash();
  console.table(figures.map(({ failures, ...rest }) => ({ ...rest, failures: failures.length })));
  const failures = figures.flatMap((figure) => figure.failures.map((f) => `${figure.database}: ${f}`));
  for (const failure of failures) console.error(`FAIL ${failure}`);
  process.exit(failures.length > 0 ? 1 : 0);
}
