import { and, asc, desc, eq, gt, inArray, max } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { contactHotels, contacts, hotelApprovals, hotels } from '../../../db/schema/index.ts';

/** The latest approval of a hotel: what staff approved, and the hotel as content out names it. */
export interface ApprovedHotel {
  id: number;
  code: string;
  name: string;
  approvedAt: Date;
  /** hotel_approvals.snapshot: the review's parts (staff/review-diff.ts `ReviewParts`). */
  snapshot: Record<string, unknown>;
}

export interface ApprovedHotelRef {
  id: number;
  code: string;
  name: string;
  approvedAt: Date;
}

export interface OperativeContact {
  id: number;
  /** The operative person (issue 19); null when none was given. */
  name: string | null;
  phone: string;
  email: string;
}

/** Reads of content out (issue 17): approvals, the hotels that have one, operative contacts. */
export class ContentOutRepository {
  constructor(private readonly db: Db) {}

  /** The hotel's latest approval (the last one written when two share a time); undefined when never approved. */
  async latestApproval(hotelId: number): Promise<ApprovedHotel | undefined> {
    const [row] = await this.db
      .select({
        id: hotels.id,
        code: hotels.code,
        name: hotels.name,
        approvedAt: hotelApprovals.approvedAt,
        snapshot: hotelApprovals.snapshot,
      })
      .from(hotelApprovals)
      .innerJoin(hotels, eq(hotels.id, hotelApprovals.hotelId))
      .where(eq(hotelApprovals.hotelId, hotelId))
      .orderBy(desc(hotelApprovals.approvedAt), desc(hotelApprovals.id))
      .limit(1);
    return row;
  }

  /**
   * One page of the hotels with at least one approval, in id order after `after`; `scope` limits
   * them to a key's hotels. One statement: `limit + 1` rows tell whether another page follows.
   */
  async approvedHotels(
    scope: 'all' | readonly number[],
    page: { after: number; limit: number },
  ): Promise<{ hotels: ApprovedHotelRef[]; more: boolean }> {
    if (scope !== 'all' && scope.length === 0) return { hotels: [], more: false };
    const approvedAt = max(hotelApprovals.approvedAt);
    const rows = await this.db
      .select({ id: hotels.id, code: hotels.code, name: hotels.name, approvedAt })
      .from(hotels)
      .innerJoin(hotelApprovals, eq(hotelApprovals.hotelId, hotels.id))
      .where(
        scope === 'all'
          ? gt(hotels.id, page.after)
          : and(gt(hotels.id, page.after), inArray(hotels.id, [...scope])),
      )
      .groupBy(hotels.id)
      .orderBy(asc(hotels.id))
      .limit(page.limit + 1);
    const refs = rows.flatMap((row) =>
      row.approvedAt === null ? [] : [{ ...row, approvedAt: new Date(row.approvedAt) }],
    );
    return { hotels: refs.slice(0, page.limit), more: rows.length > page.limit };
  }

  /**
   * The operative person, phone and e-mail of every contact serving the hotel, oldest contact first.
   * Read as they are now: contacts are not part of the approval snapshot.
   */
  async operativeContacts(hotelId: number): Promise<OperativeContact[]> {
    return this.db
      .select({
        id: contacts.id,
        name: contacts.operativeName,
        phone: contacts.operativePhone,
        email: contacts.operativeEmail,
      })
      .from(contactHotels)
      .innerJoin(contacts, eq(contacts.id, contactHotels.contactId))
      .where(eq(contactHotels.hotelId, hotelId))
      .orderBy(asc(contacts.id));
  }
}
