import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pendingHotels, users, userTotp } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type PendingHotelRow = typeof pendingHotels.$inferSelect;

export class UsersRepository {
  constructor(private readonly db: Db) {}

  /** Creates the user and their pending hotels together, or neither. */
  async insertWithPendingHotels(
    user: typeof users.$inferInsert,
    hotels: { name: string; rawCode: string; code: string }[],
  ): Promise<UserRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [created] = await tx.insert(users).values(user).onConflictDoNothing().returning();
      if (!created) return undefined;
      await tx
        .insert(pendingHotels)
        .values(hotels.map((hotel) => ({ ...hotel, userId: created.id })))
        .onConflictDoNothing();
      return created;
    });
  }

  async findById(id: number): Promise<UserRow | undefined> {
    const [user] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return user;
  }

  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [user] = await this.db.select().from(users).where(eq(users.email, email)).limit(1);
    return user;
  }

  async update(
    id: number,
    values: Partial<Pick<UserRow, 'name' | 'phone' | 'language'>>,
  ): Promise<UserRow | undefined> {
    const [user] = await this.db
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return user;
  }

  /** Which of these users have the second factor on, in one query. */
  async totpEnabledOf(userIds: number[]): Promise<Set<number>> {
    if (userIds.length === 0) return new Set();
    const rows = await this.db
      .select({ userId: userTotp.userId })
      .from(userTotp)
      .where(and(inArray(userTotp.userId, userIds), eq(userTotp.enabled, true)));
    return new Set(rows.map((row) => row.userId));
  }

  /** Pending hotels of several users in one query (no N+1 for lists). */
  async pendingHotelsOf(userIds: number[]): Promise<PendingHotelRow[]> {
    if (userIds.length === 0) return [];
    return this.db
      .select()
      .from(pendingHotels)
      .where(inArray(pendingHotels.userId, userIds))
      .orderBy(asc(pendingHotels.id));
  }
}
