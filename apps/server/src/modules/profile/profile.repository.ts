import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResets, sessions, users } from '../../db/schema/index.ts';

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
   * user and drops their unused restore links; the session that asked stays.
   */
  async changePassword(userId: number, passwordHash: string, keepSessionHash: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
      await tx
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepSessionHash)));
      await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
    });
  }

  /**
   * Changes the email; false when another user already has it (unique index, even in a race).
   * The restore links sent to the old address die with it: whoever still reads that mailbox
   * must not be able to set a new password.
   */
  async changeEmail(userId: number, email: string): Promise<boolean> {
    try {
      return await this.db.transaction(async (tx) => {
        const rows = await tx
          .update(users)
          .set({ email, updatedAt: new Date() })
          .where(eq(users.id, userId))
          .returning({ id: users.id });
        await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
        return rows.length > 0;
      });
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  async emailTaken(email: string, exceptUserId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), ne(users.id, exceptUserId)))
      .limit(1);
    return row !== undefined;
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
