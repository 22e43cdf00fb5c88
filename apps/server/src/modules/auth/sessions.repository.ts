import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';

/**
 * Queries of the sessions page. Sessions are deleted with a plain `delete from "sessions"`: the
 * read cache notes it on this instance before it is sent, and the table's trigger tells the others
 * (read-cache.ts), so an ended token is refused at once everywhere.
 */
export class SessionsRepository {
  constructor(private readonly db: Db) {}

  /** The user's sessions still in force (not past the absolute expiry, used since `idleBefore`), newest use first. */
  async listLive(userId: number, now: Date, idleBefore: Date) {
    return this.db
      .select({
        id: sessions.id,
        tokenHash: sessions.tokenHash,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        ip: sessions.ip,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(
        and(eq(sessions.userId, userId), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleBefore)),
      )
      .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
  }

  /** Deletes one of the user's sessions; false when it is not theirs (or already gone). */
  async deleteOne(userId: number, id: number): Promise<boolean> {
    const deleted = await this.db
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), eq(sessions.id, id)))
      .returning({ id: sessions.id });
    return deleted.length > 0;
  }

  /** Deletes every session of the user but `keepTokenHash`; answers how many. */
  async deleteOthers(userId: number, keepTokenHash: string): Promise<number> {
    const deleted = await this.db
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)))
      .returning({ id: sessions.id });
    return deleted.length;
  }
}
