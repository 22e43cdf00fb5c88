import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type OutboxInsert = typeof mailOutbox.$inferInsert;

const inSeconds = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;
/** The message as the claim that counted attempt number `attempts` left it. */
const claimed = (id: number, attempts: number) =>
  and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending'), eq(mailOutbox.attempts, attempts));

/** The mail outbox: every email with its delivery state (times are the database's clock). */
export class MailRepository {
  constructor(private readonly db: Db) {}

  async insert(values: OutboxInsert): Promise<number> {
    const [row] = await this.db.insert(mailOutbox).values(values).returning({ id: mailOutbox.id });
    if (!row) throw new Error('mail not recorded');
    return row.id;
  }

  /**
   * Takes due messages for one delivery attempt each, oldest first: their next attempt moves
   * `leaseSeconds` ahead (the lease: no other worker or instance picks them meanwhile; if this
   * one dies, they are due again when it ends) and their attempt count goes up by one, which
   * fences the outcome (`markSent`, `markAttemptFailed`) to this claim. Rows another instance is
   * claiming at this very moment are skipped (`FOR UPDATE SKIP LOCKED`) instead of waited for; one
   * it has already claimed is no longer due. `id` limits the claim to that message.
   */
  async claimDue(leaseSeconds: number, { limit, id }: { limit: number; id?: number }): Promise<OutboxRow[]> {
    const due = this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, 'pending'),
          lte(mailOutbox.nextAttemptAt, sql`now()`),
          id === undefined ? undefined : eq(mailOutbox.id, id),
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    const rows = await this.db
      .update(mailOutbox)
      .set({ nextAttemptAt: inSeconds(leaseSeconds), attempts: sql`${mailOutbox.attempts} + 1` })
      .where(inArray(mailOutbox.id, due))
      .returning();
    return rows.sort((a, b) => a.id - b.id);
  }

  /** The outcome of the claim that set `attempts`; a later claim (after the lease) wins over it. */
  async markSent(id: number, attempts: number): Promise<void> {
    await this.db
      .update(mailOutbox)
      .set({ status: 'sent', lastError: null, sentAt: sql`now()` })
      .where(claimed(id, attempts));
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
        lastError: error,
        ...(retryInSeconds === null
          ? { status: 'failed' as const }
          : { status: 'pending' as const, nextAttemptAt: inSeconds(retryInSeconds) }),
      })
      .where(claimed(id, attempts));
  }
}
