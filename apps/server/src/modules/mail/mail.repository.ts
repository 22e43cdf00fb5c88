import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type OutboxInsert = typeof mailOutbox.$inferInsert;

const inSeconds = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

/** The mail outbox: every email with its delivery state (times are the database's clock). */
export class MailRepository {
  constructor(private readonly db: Db) {}

  async insert(values: OutboxInsert): Promise<number> {
    const [row] = await this.db.insert(mailOutbox).values(values).returning({ id: mailOutbox.id });
    if (!row) throw new Error('mail not recorded');
    return row.id;
  }

  /** Pending messages whose next attempt is due, oldest first. */
  async dueIds(limit: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(limit);
    return rows.map((row) => row.id);
  }

  /**
   * Takes a due message for one delivery attempt: its next attempt moves `leaseSeconds` ahead, so
   * that no other worker (or instance) sends it meanwhile. Undefined when it is not due or taken.
   */
  async claim(id: number, leaseSeconds: number): Promise<OutboxRow | undefined> {
    const [row] = await this.db
      .update(mailOutbox)
      .set({ nextAttemptAt: inSeconds(leaseSeconds) })
      .where(
        and(
          eq(mailOutbox.id, id),
          eq(mailOutbox.status, 'pending'),
          lte(mailOutbox.nextAttemptAt, sql`now()`),
        ),
      )
      .returning();
    return row;
  }

  async markSent(id: number, attempts: number): Promise<void> {
    await this.db
      .update(mailOutbox)
      .set({ status: 'sent', attempts, lastError: null, sentAt: sql`now()` })
      .where(eq(mailOutbox.id, id));
  }

  /** A failed attempt: retried after `retryInSeconds`, or given up ('failed') when that is null. */
  async markAttemptFailed(
    id: number,
    attempts: number,
    error: string,
    retryInSeconds: number | null,
  ): Promise<void> {
    await this.db
      .update(mailOutbox)
      .set({
        attempts,
        lastError: error,
        ...(retryInSeconds === null
          ? { status: 'failed' as const }
          : { status: 'pending' as const, nextAttemptAt: inSeconds(retryInSeconds) }),
      })
      .where(eq(mailOutbox.id, id));
  }
}
