import { type AnyColumn, and, count, desc, eq, exists, min, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hotelClaims, hotels, pendingHotels, userHotels, users, userTotp } from '../../db/schema/index.ts';
import type { SupersededClaim } from './attachments.ts';
import { type ClaimsRepository, staffPersonColumns } from './claims.repository.ts';
import { ReviewRepository } from './review.repository.ts';

/**
 * The accented letters the people search folds, and what each folds to (its base letter): the
 * same fold runs in SQL (`translate`) and on the query, so both engines agree without the
 * `unaccent` extension, which PGlite lacks.
 */
const ACCENTED = 'áàâäãåāăąéèêëēėęěíìîïīįóòôöõōőúùûüūůűñńňçćčśšşźżžýÿďťřľĺłё';
const FOLDED = [...ACCENTED]
  .map((char) => (char === 'ł' ? 'l' : char.normalize('NFD').replace(/\p{M}/gu, '')))
  .join('');
const FOLD_MAP = new Map([...ACCENTED].map((char, index) => [char, FOLDED[index] ?? char]));

/** Lower-cased, accents folded: what the search compares. */
export function foldForSearch(text: string): string {
  return [...text.toLowerCase()].map((char) => FOLD_MAP.get(char) ?? char).join('');
}

const folded = (column: AnyColumn) => sql`translate(lower(${column}), ${ACCENTED}, ${FOLDED})`;

/** `%q%` for LIKE, with LIKE's own characters taken literally. */
const containing = (query: string) => `%${foldForSearch(query).replace(/[\\%_]/g, '\\$&')}%`;

/** The staff's people and links (decision 027): users, their hotels and claims, the permission. */
export class PeopleRepository {
  constructor(
    private readonly db: Db,
    /** A person's claims, and the verification an attachment is (decision 044). */
    private readonly claims: ClaimsRepository,
  ) {}

  /** Users whose e-mail or name, or an attached hotel's name or code, contains `query`; newest first. */
  async list(query: string | undefined, page: { limit: number; offset: number }) {
    const where = query ? this.matching(containing(query)) : undefined;
    const [total] = await this.db.select({ n: count() }).from(users).where(where);
    const hotelCount = this.db
      .select({ userId: userHotels.userId, n: count().as('n') })
      .from(userHotels)
      .groupBy(userHotels.userId)
      .as('hotel_count');
    const rows = await this.db
      .select({ person: staffPersonColumns, hotelCount: hotelCount.n })
      .from(users)
      .leftJoin(userTotp, eq(userTotp.userId, users.id))
      .leftJoin(hotelCount, eq(hotelCount.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(page.limit)
      .offset(page.offset);
    return { count: total?.n ?? 0, rows };
  }

  private matching(pattern: string) {
    const attachedHotel = this.db
      .select({ one: sql`1` })
      .from(userHotels)
      .innerJoin(hotels, eq(hotels.id, userHotels.hotelId))
      .where(
        and(
          eq(userHotels.userId, users.id),
          or(sql`${folded(hotels.name)} like ${pattern}`, sql`${folded(hotels.code)} like ${pattern}`),
        ),
      );
    return or(
      sql`${folded(users.email)} like ${pattern}`,
      sql`${folded(users.name)} like ${pattern}`,
      exists(attachedHotel),
    );
  }

  async person(userId: number) {
    const [row] = await this.db
      .select(staffPersonColumns)
      .from(users)
      .leftJoin(userTotp, eq(userTotp.userId, users.id))
      .where(eq(users.id, userId))
      .limit(1);
    return row;
  }

  /** The user's hotels, by name. */
  async hotelsOf(userId: number) {
    const rows = await this.db
      .select({ hotel: hotels })
      .from(userHotels)
      .innerJoin(hotels, eq(hotels.id, userHotels.hotelId))
      .where(eq(userHotels.userId, userId))
      .orderBy(hotels.name, hotels.id);
    return rows.map((row) => row.hotel);
  }

  /** The user's claims, newest first, as they see them. */
  async claimsOf(userId: number) {
    return this.claims.ofUser(userId);
  }

  async hotel(hotelId: number) {
    const [row] = await this.db
      .select({ id: hotels.id, name: hotels.name, code: hotels.code })
      .from(hotels)
      .where(eq(hotels.id, hotelId))
      .limit(1);
    return row;
  }

  async hotelByCode(code: string) {
    const [row] = await this.db
      .select({ id: hotels.id, name: hotels.name, code: hotels.code })
      .from(hotels)
      .where(eq(hotels.code, code))
      .limit(1);
    return row;
  }

  /**
   * Staff attach a hotel to a user (decision 027): the hotel and the user's claim of it become
   * verified (`verifyAttachment`, as a claim decision does: the hotel's other pending claimants
   * are detached, decision 044), and it leaves their pending hotels. Answers the claimants
   * detached; false, with nothing changed, when the user has it already.
   */
  async attach(
    userId: number,
    hotel: { id: number; code: string },
    decidedBy: number | null,
  ): Promise<SupersededClaim[] | false> {
    return this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [already] = await tx
        .select({ userId: userHotels.userId })
        .from(userHotels)
        .where(and(eq(userHotels.userId, userId), eq(userHotels.hotelId, hotel.id)))
        .limit(1);
      if (already) return false;
      const { superseded } = await this.claims.verifyAttachment(tx, userId, hotel.id, decidedBy);
      await tx
        .delete(pendingHotels)
        .where(and(eq(pendingHotels.userId, userId), eq(pendingHotels.code, hotel.code)));
      return superseded;
    });
  }

  /** False when the user did not have the hotel. */
  async detach(userId: number, hotelId: number): Promise<boolean> {
    const deleted = await this.db
      .delete(userHotels)
      .where(and(eq(userHotels.userId, userId), eq(userHotels.hotelId, hotelId)))
      .returning({ userId: userHotels.userId });
    return deleted.length > 0;
  }

  /** Changes approbe_contract_perm; the `users` write drops every cached session of the user (read-cache.ts). */
  async setContractPermission(userId: number, value: boolean): Promise<void> {
    await this.db
      .update(users)
      .set({ approbeContractPerm: value, updatedAt: new Date() })
      .where(eq(users.id, userId));
  }

  /**
   * The staff home's queues: pending claims oldest first, and the review queues as the review
   * lists them (the oldest waiting is the first of each queue).
   */
  async queues() {
    const [claims] = await this.db
      .select({ n: count(), oldest: min(hotelClaims.createdAt) })
      .from(hotelClaims)
      .where(eq(hotelClaims.status, 'pending'));
    const review = new ReviewRepository(this.db);
    const first = { limit: 1, offset: 0 };
    const counts = await review.queueCounts();
    const [sent] = (await review.queue({ status: 'sent' }, first)).rows;
    const [returned] = (await review.queue({ status: 'returned' }, first)).rows;
    return {
      claims: { count: claims?.n ?? 0, oldest: claims?.oldest ?? null },
      sent: { count: counts.sent, oldest: sent?.queuedAt ?? null },
      returned: { count: counts.returned, oldest: returned?.queuedAt ?? null },
    };
  }
}
