import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailChanges, passwordResets, sessions, users } from '../../db/schema/index.ts';

/** What opening an e-mail change link did. */
export type EmailChangeOutcome =
  | { kind: 'changed'; userId: number; oldEmail: string; newEmail: string }
  | { kind: 'invalid' }
  | { kind: 'taken' };

/** Queries of the profile's account changes: password, email, avatar. */
export class ProfileRepository {
  constructor(private readonly db: Db) {}

  async findAccount(userId: number) {
    const [row] = await this.db
      .select({ email: users.email, passwordHash: users.passwordHash, avatar: users.avatar })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row;
  }

  /**
   * Sets the new password hash and, in the same transaction, ends every other session of the
   * user and drops their unused restore links and pending e-mail changes (whoever asked for one
   * with the old password must not finish it); the session that asked stays.
   */
  async changePassword(userId: number, passwordHash: string, keepSessionHash: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
      await tx
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepSessionHash)));
      await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
      await tx.delete(emailChanges).where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt)));
    });
  }

  /** Stores an e-mail change waiting for its link; it replaces the user's earlier pending one. */
  async requestEmailChange(values: {
    userId: number;
    tokenHash: string;
    newEmail: string;
    expiresAt: Date;
  }): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.cancelEmailChangesIn(tx, values.userId);
      await tx.insert(emailChanges).values(values);
    });
  }

  /** Drops the user's pending (unused) e-mail change, if any. */
  async cancelEmailChanges(userId: number): Promise<void> {
    await this.cancelEmailChangesIn(this.db, userId);
  }

  private async cancelEmailChangesIn(db: Pick<Db, 'delete'>, userId: number): Promise<void> {
    await db.delete(emailChanges).where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt)));
  }

  /**
   * Opens an e-mail change link, in one transaction: spends the token (only if unused and
   * unexpired, so two concurrent opens cannot both succeed) and switches the address. When the
   * new address belongs to another account by now (unique index, even in a race) nothing changes
   * and the token stays unspent. The restore links sent to the old address die with it: whoever
   * still reads that mailbox must not be able to set a new password.
   */
  async applyEmailChange(tokenHash: string): Promise<EmailChangeOutcome> {
    try {
      return await this.db.transaction(async (tx): Promise<EmailChangeOutcome> => {
        const [change] = await tx
          .update(emailChanges)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(emailChanges.tokenHash, tokenHash),
              isNull(emailChanges.usedAt),
              gt(emailChanges.expiresAt, sql`now()`),
            ),
          )
          .returning({ userId: emailChanges.userId, newEmail: emailChanges.newEmail });
        if (!change) return { kind: 'invalid' };
        const [before] = await tx
          .select({ email: users.email })
          .from(users)
          .where(eq(users.id, change.userId))
          .for('update');
        if (!before) return { kind: 'invalid' };
        await tx
          .update(users)
          .set({ email: change.newEmail, updatedAt: new Date() })
          .where(eq(users.id, change.userId));
        await tx.delete(passwordResets).where(eq(passwordResets.userId, change.userId));
        return { kind: 'changed', userId: change.userId, oldEmail: before.email, newEmail: change.newEmail };
      });
    } catch (error) {
      if (isUniqueViolation(error)) return { kind: 'taken' };
      throw error;
    }
  }

  async setAvatar(userId: number, avatar: string): Promise<void> {
    await this.db.update(users).set({ avatar, updatedAt: new Date() }).where(eq(users.id, userId));
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
