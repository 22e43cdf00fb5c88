import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  catalogueHotels,
  hotelLinks,
  hotels,
  pendingHotels,
  userHotels,
  users,
  userTotp,
} from '../../db/schema/index.ts';

/** A hotel as the catalogue names it (becomes name, raw_code and code of a hotel record). */
export interface HotelRef {
  name: string;
  rawCode: string;
  code: string;
}

export type AttachOutcome = 'attached' | 'pending';

/** Queries of the staff tools: permissions, attaching hotels, hotel links, the user list. */
export class AdminRepository {
  constructor(private readonly db: Db) {}

  async findUserByEmail(email: string) {
    const [user] = await this.db.select().from(users).where(eq(users.email, email)).limit(1);
    return user;
  }

  /** A staff user with the contract permission; undefined when the email is taken. */
  async insertStaff(values: { email: string; name: string; passwordHash: string }) {
    const [created] = await this.db
      .insert(users)
      .values({ ...values, phone: '', approbeContractPerm: true })
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email });
    return created;
  }

  async setContractPermission(userId: number, value: boolean): Promise<void> {
    await this.db
      .update(users)
      .set({ approbeContractPerm: value, updatedAt: new Date() })
      .where(eq(users.id, userId));
  }

  /** The hotel of a code: the hotel record when there is one, else the catalogue entry. */
  async findHotelRef(code: string): Promise<HotelRef | undefined> {
    const [hotel] = await this.db
      .select({ name: hotels.name, rawCode: hotels.rawCode, code: hotels.code })
      .from(hotels)
      .where(eq(hotels.code, code))
      .limit(1);
    if (hotel) return hotel;
    const [entry] = await this.db
      .select({ name: catalogueHotels.title, rawCode: catalogueHotels.rawId, code: catalogueHotels.code })
      .from(catalogueHotels)
      .where(eq(catalogueHotels.code, code))
      .limit(1);
    return entry;
  }

  /**
   * Attaches the hotel of that code to the user when its record exists (and drops it from their
   * pending list); otherwise adds it to their pending hotels. Doing it twice changes nothing.
   */
  async attachHotel(userId: number, ref: HotelRef): Promise<AttachOutcome> {
    return this.db.transaction(async (tx) => {
      const [hotel] = await tx
        .select({ id: hotels.id })
        .from(hotels)
        .where(eq(hotels.code, ref.code))
        .limit(1);
      if (hotel) {
        await tx.insert(userHotels).values({ userId, hotelId: hotel.id }).onConflictDoNothing();
        await tx
          .delete(pendingHotels)
          .where(and(eq(pendingHotels.userId, userId), eq(pendingHotels.code, ref.code)));
        return 'attached';
      }
      await tx
        .insert(pendingHotels)
        .values({ userId, name: ref.name, rawCode: ref.rawCode, code: ref.code })
        .onConflictDoNothing();
      return 'pending';
    });
  }

  async insertLink(values: typeof hotelLinks.$inferInsert): Promise<void> {
    await this.db.insert(hotelLinks).values(values);
  }

  async findValidLink(tokenHash: string) {
    const [link] = await this.db
      .select()
      .from(hotelLinks)
      .where(and(eq(hotelLinks.tokenHash, tokenHash), gt(hotelLinks.expiresAt, new Date())))
      .limit(1);
    return link;
  }

  /** Spends a link: deleted and answered only when it is still valid (one use, even in a race). */
  async consumeLink(tokenHash: string) {
    const [link] = await this.db
      .delete(hotelLinks)
      .where(and(eq(hotelLinks.tokenHash, tokenHash), gt(hotelLinks.expiresAt, new Date())))
      .returning();
    return link;
  }

  async deleteExpiredLinks(): Promise<void> {
    await this.db.delete(hotelLinks).where(lte(hotelLinks.expiresAt, new Date()));
  }

  /** Every user with the staff flag, the second factor, and attached and pending hotel codes. */
  async listUsers(onlyId?: number) {
    const rows = await this.db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        staff: users.approbeContractPerm,
        totp: userTotp.enabled,
      })
      .from(users)
      .leftJoin(userTotp, eq(userTotp.userId, users.id))
      .where(onlyId === undefined ? undefined : eq(users.id, onlyId))
      .orderBy(asc(users.id));
    const ids = rows.map((row) => row.id);
    const attached = ids.length
      ? await this.db
          .select({ userId: userHotels.userId, code: hotels.code })
          .from(userHotels)
          .innerJoin(hotels, eq(hotels.id, userHotels.hotelId))
          .where(inArray(userHotels.userId, ids))
          .orderBy(asc(hotels.code))
      : [];
    const pending = ids.length
      ? await this.db
          .select({ userId: pendingHotels.userId, code: pendingHotels.code })
          .from(pendingHotels)
          .where(inArray(pendingHotels.userId, ids))
          .orderBy(asc(pendingHotels.code))
      : [];
    return rows.map((row) => ({
      id: row.id,
      email: row.email,
      name: row.name,
      staff: row.staff,
      totp: row.totp === true,
      hotels: attached.filter((hotel) => hotel.userId === row.id).map((hotel) => hotel.code),
      pendingHotels: pending.filter((hotel) => hotel.userId === row.id).map((hotel) => hotel.code),
    }));
  }
}
