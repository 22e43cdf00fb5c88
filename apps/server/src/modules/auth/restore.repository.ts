import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailChanges, passwordResets, sessions, users } from '../../db/schema/index.ts';

/** Password-restore tokens (stored as their SHA-256) and the password change they allow. */
export class RestoreRepository {
  constructor(private readonly db: Db) {}

  /**
   * In one statement, the same for every address: finds the account of `email` and stores the
   * token for it. Answers the account's name and language, or undefined (and nothing stored)
   * when no account has that address.
   */
  async storeTokenFor(
    email: string,
    token: { tokenHash: string; expiresAt: Date },
  ): Promise<{ id: number; name: string; language: string } | undefined> {
    const result = (await this.db.execute(sql`
      with account as (
        select ${users.id} as id, ${users.name} as name, ${users.language} as language
        from ${users} where ${users.email} = ${email}
      ), stored as (
        insert into ${passwordResets} (token_hash, user_id, expires_at)
        select ${token.tokenHash}, id, ${token.expiresAt.toISOString()}::timestamptz from account
        returning user_id
      )
      select account.id, account.name, account.language from account join stored on stored.user_id = account.id
    `)) as unknown as { rows: { id: number; name: string; language: string }[] };
    return result.rows[0];
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
      // A pending e-mail change was asked with the old password: restoring is how its notice
      // tells the owner to cancel it (decision 022).
      await tx
        .delete(emailChanges)
        .where(and(eq(emailChanges.userId, used.userId), isNull(emailChanges.usedAt)));
      return used.userId;
    });
  }
}
