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
import type { AttachmentVerifier, HotelRef, SupersededClaim } from '../staff/index.ts';

export type AttachOutcome = 'attached' | 'pending';

/** Queries of the staff tools: permissions, attaching hotels, hotel links, the user list. */
export class AdminRepository {
  constructor(
    private readonly db: Db,
    /** Staff's verification of a hotel's claim, which a link or an attachment is (decision 044). */
    private readonly attachments: AttachmentVerifier,
  ) {}

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
   * Staff give the hotel of that code to the user (a hotel link, `npm run admin -- attach`): when
   * its record exists, the user is attached, the hotel verified and their claim verified
   * (decision 027), and the code leaves their pending list; otherwise it joins their pending
   * hotels marked as staff's, so that the hotel they create from it is verified at once. Doing it
   * twice changes nothing. `decidedBy`: the staff user behind it, when known.
   */
  async attachHotel(
    userId: number,
    ref: HotelRef,
    decidedBy: number | null = null,
  ): Promise<{ outcome: AttachOutcome; superseded: SupersededClaim[] }> {
    return this.db.transaction(async (tx) => {
      const [hotel] = await tx
        .select({ id: hotels.id })
        .from(hotels)
        .where(eq(hotels.code, ref.code))
        .limit(1)
        .for('update');
      if (hotel) {
        // The hotel's other pending claimants are detached (decision 044): the caller e-mails them.
        const { superseded } = await this.attachments.verifyAttachment(
          tx as unknown as Db,
          userId,
          hotel.id,
          decidedBy,
        );
        await tx
          .delete(pendingHotels)
          .where(and(eq(pendingHotels.userId, userId), eq(pendingHotels.code, ref.code)));
        return { outcome: 'attached', superseded };
      }
      await tx
        .insert(pendingHotels)
        .values({ userId, name: ref.name, rawCode: ref.rawCode, code: ref.code, verified: true })
        // A choice of registration becomes staff's: the link is what verifies it.
        .onConflictDoUpdate({
          target: [pendingHotels.userId, pendingHotels.code],
          set: { name: ref.name, rawCode: ref.rawCode, verified: true },
        });
      return { outcome: 'pending', superseded: [] };
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
