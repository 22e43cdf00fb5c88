import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResets, sessions, users } from '../../db/schema/index.ts';

/** Password-restore tokens (stored as their SHA-256) and the password change they allow. */
export class RestoreRepository {
  constructor(private readonly db: Db) {}

  async insertToken(values: { tokenHash: string; userId: number; expiresAt: Date }): Promise<void> {
    await this.db.insert(passwordResets).values(values);
  }

  /** The user of a token that is unused and unexpired, or undefined. */
  async findValid(tokenHash: string): Promise<{ userId: number; email: string } | undefined> {
    const [row] = await this.db
      .select({ userId: passwordResets.userId, email: users.email })
      .from(passwordResets)
      .innerJoin(users, eq(users.id, passwordResets.userId))
      .where(
        and(
          eq(passwordResets.tokenHash, tokenHash),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, sql`now()`),
        ),
      )
      .limit(1);
    return row;
  }

  /**
   * In one transaction: uses the token (only if it is still valid, so two concurrent uses cannot
   * both succeed), sets the password, ends every session of the user and voids their other
   * restore tokens. Undefined, and nothing changed, when the token was no longer valid.
   */
  async restorePassword(tokenHash: string, passwordHash: string): Promise<number | undefined> {
    return this.db.transaction(async (tx) => {
      const [used] = await tx
        .update(passwordResets)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: passwordResets.userId });
      if (!used) return undefined;
      await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, used.userId));
      await tx.delete(sessions).where(eq(sessions.userId, used.userId));
      await tx
        .update(passwordResets)
        .set({ usedAt: sql`now()` })
        .where(and(eq(passwordResets.userId, used.userId), isNull(passwordResets.usedAt)));
      return used.userId;
    });
  }
}
