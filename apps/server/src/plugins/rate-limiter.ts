import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitHits } from '../db/schema/index.ts';
import { AppError } from '../lib/errors.ts';

/**
 * Counts hits per (bucket, key) in a sliding window, in the database so that every instance
 * shares the counters. `check` refuses with 429 once `limit` hits are inside the window.
 */
export class RateLimiter {
  constructor(private readonly db: Db) {}

  async check(bucket: string, key: string, limit: number, windowMs: number): Promise<void> {
    const since = new Date(Date.now() - windowMs);
    const [row] = await this.db
      .select({ hits: count(), oldest: min(rateLimitHits.at) })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.bucket, bucket), eq(rateLimitHits.key, key), gt(rateLimitHits.at, since)));
    if (row && row.hits >= limit) {
      const oldest = row.oldest ? new Date(row.oldest).getTime() : Date.now();
      throw AppError.tooManyRequests((oldest + windowMs - Date.now()) / 1000);
    }
  }

  async hit(bucket: string, keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.db.insert(rateLimitHits).values(keys.map((key) => ({ bucket, key })));
  }

  async clear(bucket: string, key: string): Promise<void> {
    await this.db
      .delete(rateLimitHits)
      .where(and(eq(rateLimitHits.bucket, bucket), eq(rateLimitHits.key, key)));
  }

  /** Drops hits older than the longest window in use; called from a periodic task. */
  async prune(olderThanMs: number): Promise<void> {
    await this.db.delete(rateLimitHits).where(lt(rateLimitHits.at, new Date(Date.now() - olderThanMs)));
  }
}
