import { createHash } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitHits } from '../db/schema/index.ts';
import { AppError } from '../lib/errors.ts';

/** One limit to reserve: at most `limit` hits of (bucket, key) inside the last `windowMs`. */
export interface Limit {
  bucket: string;
  key: string;
  limit: number;
  windowMs: number;
}

/** The hits one `reserve` inserted; `release` takes them back. */
export interface Reservation {
  readonly ids: readonly number[];
}

/**
 * Counts hits per (bucket, key) in a sliding window, in the database so that every instance
 * shares the counters (decision 021).
 *
 * `reserve` counts and records in one transaction, under a transaction-scoped advisory lock per
 * (bucket, key): two requests for the same key, on one instance or on two, cannot both read the
 * count before either has written its hit, so parallel attempts never get past the limit. The
 * caller reserves before the expensive or secret-dependent work (a password verification, a code
 * check, an email) and releases the reservation when a success must not count.
 */
export class RateLimiter {
  constructor(private readonly db: Db) {}

  /**
   * Reserves one hit on every limit, or none: throws 429 (Retry-After: when the oldest hit of the
   * fullest limit leaves its window) if any limit is already reached.
   */
  async reserve(limits: readonly Limit[]): Promise<Reservation> {
    // Locks are taken in the order of their ids, the same in every transaction, so two
    // reservations that share keys wait for each other instead of deadlocking.
    const locks = [...new Set(limits.map((limit) => lockId(limit.bucket, limit.key)))].sort((a, b) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    return this.db.transaction(async (tx) => {
      for (const lock of locks) await tx.execute(sql`select pg_advisory_xact_lock(${lock}::bigint)`);
      let wait = 0;
      for (const { bucket, key, limit, windowMs } of limits) {
        // The database's clock for both the window and the hits: instances may disagree on the time.
        const [row] = await tx
          .select({
            hits: sql<number>`count(*)::int`,
            retryAfter: sql<
              number | null
            >`extract(epoch from min(${rateLimitHits.at}) + ${windowMs} * interval '1 millisecond' - now())::float8`,
          })
          .from(rateLimitHits)
          .where(
            and(
              eq(rateLimitHits.bucket, bucket),
              eq(rateLimitHits.key, key),
              sql`${rateLimitHits.at} > now() - ${windowMs} * interval '1 millisecond'`,
            ),
          );
        if (row && row.hits >= limit) wait = Math.max(wait, Number(row.retryAfter ?? 1), 1);
      }
      if (wait > 0) throw AppError.tooManyRequests(wait);
      if (limits.length === 0) return { ids: [] };
      const inserted = await tx
        .insert(rateLimitHits)
        .values(limits.map(({ bucket, key }) => ({ bucket, key })))
        .returning({ id: rateLimitHits.id });
      return { ids: inserted.map((row) => row.id) };
    });
  }

  /** Takes a reservation's hits back: the attempt it covered must not count (a success). */
  async release(reservation: Reservation): Promise<void> {
    if (reservation.ids.length === 0) return;
    await this.db.delete(rateLimitHits).where(inArray(rateLimitHits.id, [...reservation.ids]));
  }

  /** Drops hits older than the longest window in use; called from a periodic task. */
  async prune(olderThanMs: number): Promise<void> {
    await this.db.delete(rateLimitHits).where(lt(rateLimitHits.at, new Date(Date.now() - olderThanMs)));
  }
}

/** A signed 64-bit advisory lock id for (bucket, key): the first 8 bytes of their SHA-256. */
function lockId(bucket: string, key: string): string {
  return createHash('sha256').update(`${bucket}\u0000${key}`).digest().readBigInt64BE(0).toString();
}
