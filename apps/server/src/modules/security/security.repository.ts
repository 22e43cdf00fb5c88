import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, userTotp } from '../../db/schema/index.ts';

export type UserTotpRow = typeof userTotp.$inferSelect;

/** The second factor of users (table user_totp). Every state change is one conditional statement. */
export class SecurityRepository {
  constructor(private readonly db: Db) {}

  /** What the second-factor rules read of a user. */
  async findAccount(userId: number) {
    const [row] = await this.db
      .select({ email: users.email, passwordHash: users.passwordHash, staff: users.approbeContractPerm })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row;
  }

  async find(userId: number): Promise<UserTotpRow | undefined> {
    const [row] = await this.db.select().from(userTotp).where(eq(userTotp.userId, userId)).limit(1);
    return row;
  }

  /** Starts (or restarts) an enrolment with a new secret; undefined when the factor is already on. */
  async startEnrolment(userId: number, secret: string): Promise<UserTotpRow | undefined> {
    const [row] = await this.db
      .insert(userTotp)
      .values({ userId, secret, enabled: false, recoveryCodeHashes: [], lastUsedStep: null })
      .onConflictDoUpdate({
        target: userTotp.userId,
        set: { secret, enabled: false, recoveryCodeHashes: [], lastUsedStep: null, createdAt: new Date() },
        setWhere: eq(userTotp.enabled, false),
      })
      .returning();
    return row;
  }

  /** Turns the factor on with the step of the confirming code; false when it was already on. */
  async enable(userId: number, step: number, recoveryCodeHashes: string[]): Promise<boolean> {
    const rows = await this.db
      .update(userTotp)
      .set({ enabled: true, lastUsedStep: step, recoveryCodeHashes })
      .where(and(eq(userTotp.userId, userId), eq(userTotp.enabled, false)))
      .returning({ userId: userTotp.userId });
    return rows.length > 0;
  }

  /**
   * Records a code's step as used, only when it is later than the last one used: false means a
   * replay (or an older code), even when two requests race.
   */
  async useStep(userId: number, step: number): Promise<boolean> {
    const rows = await this.db
      .update(userTotp)
      .set({ lastUsedStep: step })
      .where(
        and(
          eq(userTotp.userId, userId),
          eq(userTotp.enabled, true),
          or(isNull(userTotp.lastUsedStep), lt(userTotp.lastUsedStep, step)),
        ),
      )
      .returning({ userId: userTotp.userId });
    return rows.length > 0;
  }

  /**
   * Replaces every recovery code and records the confirming code's step, in one conditional
   * statement (so one transaction): the old codes stop working exactly when the new ones are
   * stored. False when the factor is off or the step is not later than the last one used (a
   * replay, or a race with a login or another regeneration that used the same code).
   */
  async replaceRecoveryCodes(userId: number, step: number, recoveryCodeHashes: string[]): Promise<boolean> {
    const rows = await this.db
      .update(userTotp)
      .set({ lastUsedStep: step, recoveryCodeHashes })
      .where(
        and(
          eq(userTotp.userId, userId),
          eq(userTotp.enabled, true),
          or(isNull(userTotp.lastUsedStep), lt(userTotp.lastUsedStep, step)),
        ),
      )
      .returning({ userId: userTotp.userId });
    return rows.length > 0;
  }

  /** Removes one recovery code; false when it is not (or no longer) there. */
  async consumeRecoveryCode(userId: number, hash: string): Promise<boolean> {
    const rows = await this.db
      .update(userTotp)
      .set({ recoveryCodeHashes: sql`${userTotp.recoveryCodeHashes} - ${hash}::text` })
      .where(
        and(
          eq(userTotp.userId, userId),
          eq(userTotp.enabled, true),
          sql`jsonb_exists(${userTotp.recoveryCodeHashes}, ${hash}::text)`,
        ),
      )
      .returning({ userId: userTotp.userId });
    return rows.length > 0;
  }

  async remove(userId: number): Promise<void> {
    await this.db.delete(userTotp).where(eq(userTotp.userId, userId));
  }
}
