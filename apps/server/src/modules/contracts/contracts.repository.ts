import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contractEvents, hotelApprovals, hotels, userHotels, users } from '../../db/schema/index.ts';

export type ContractHotel = NonNullable<Awaited<ReturnType<ContractsRepository['hotel']>>>;

export interface Recipient {
  id: number;
  name: string;
  email: string;
  language: string;
}

/** A hotel's contract: its status on the hotel row and its history in contract_events. */
export class ContractsRepository {
  constructor(private readonly db: Db) {}

  /** What the wizard's rules read of the hotel, with its contract status. */
  async hotel(hotelId: number) {
    const [row] = await this.db
      .select({
        id: hotels.id,
        name: hotels.name,
        code: hotels.code,
        htype: hotels.htype,
        checkInStart: hotels.checkInStart,
        checkOutStart: hotels.checkOutStart,
        contentLanguage: hotels.contentLanguage,
        languages: hotels.languages,
        address: hotels.address,
        postalCode: hotels.postalCode,
        city: hotels.city,
        country: hotels.country,
        roomsLocked: hotels.roomsLocked,
        contractStatus: hotels.contractStatus,
        verified: hotels.verified,
      })
      .from(hotels)
      .where(eq(hotels.id, hotelId))
      .limit(1);
    return row;
  }

  /** The history, newest first, with who did each step (null once that user is deleted). */
  async events(hotelId: number) {
    return this.db
      .select({
        action: contractEvents.action,
        reasons: contractEvents.reasons,
        at: contractEvents.at,
        userId: users.id,
        userName: users.name,
      })
      .from(contractEvents)
      .leftJoin(users, eq(users.id, contractEvents.userId))
      .where(eq(contractEvents.hotelId, hotelId))
      .orderBy(desc(contractEvents.at), desc(contractEvents.id));
  }

  /**
   * Marks the contract sent (from none, returned or approved) and records who sent it; answers
   * false (and records nothing) when it is already sent and waiting for approval.
   */
  async markSent(
    hotelId: number,
    userId: number,
    alsoInTransaction: (tx: Db) => Promise<void>,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [hotel] = await tx
        .select({ status: hotels.contractStatus })
        .from(hotels)
        .where(eq(hotels.id, hotelId))
        .for('update');
      if (!hotel || hotel.status === 'sent') return false;
      await tx
        .update(hotels)
        .set({ contractStatus: 'sent', updatedAt: new Date() })
        .where(eq(hotels.id, hotelId));
      await tx.insert(contractEvents).values({ hotelId, userId, action: 'sent' });
      await alsoInTransaction(tx);
      return true;
    });
  }

  /**
   * Approves a sent contract (the rooms stay editable: decision 062), records who approved and stores what they
   * approved (`snapshot`), then runs `alsoInTransaction` (the decision's log entry); answers false
   * (and changes nothing) when the contract is not waiting for approval.
   */
  async approve(
    hotelId: number,
    userId: number,
    snapshot: object,
    alsoInTransaction: (tx: Db) => Promise<void>,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const updated = await tx
        .update(hotels)
        .set({ contractStatus: 'approved', updatedAt: new Date() })
        .where(and(eq(hotels.id, hotelId), eq(hotels.contractStatus, 'sent')))
        .returning({ id: hotels.id });
      if (updated.length === 0) return false;
      await tx.insert(contractEvents).values({ hotelId, userId, action: 'approved' });
      await tx
        .insert(hotelApprovals)
        .values({ hotelId, approvedBy: userId, snapshot: snapshot as Record<string, unknown> });
      await alsoInTransaction(tx);
      return true;
    });
  }

  /**
   * Returns a sent contract to its owners: status `returned` and a `returned` event holding the
   * reasons and what staff saw (`snapshot`, the resubmission is compared with it), then `alsoInTransaction` (the decision's log entry); answers false (and changes
   * nothing) when the contract is not waiting for approval.
   */
  async markReturned(
    hotelId: number,
    userId: number,
    reasons: { step: string; reason: string }[],
    snapshot: object,
    alsoInTransaction: (tx: Db) => Promise<void>,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const updated = await tx
        .update(hotels)
        .set({ contractStatus: 'returned', updatedAt: new Date() })
        .where(and(eq(hotels.id, hotelId), eq(hotels.contractStatus, 'sent')))
        .returning({ id: hotels.id });
      if (updated.length === 0) return false;
      await tx.insert(contractEvents).values({
        hotelId,
        userId,
        action: 'returned',
        reasons,
        snapshot: snapshot as Record<string, unknown>,
      });
      await alsoInTransaction(tx);
      return true;
    });
  }

  /** Users attached to the hotel: its approvers (staff) or its other users. */
  async recipients(
    hotelId: number,
    filter: { approvers: boolean; exceptUserId?: number },
  ): Promise<Recipient[]> {
    return this.db
      .select({ id: users.id, name: users.name, email: users.email, language: users.language })
      .from(userHotels)
      .innerJoin(users, eq(users.id, userHotels.userId))
      .where(
        and(
          eq(userHotels.hotelId, hotelId),
          eq(users.approbeContractPerm, filter.approvers),
          filter.exceptUserId === undefined ? undefined : ne(users.id, filter.exceptUserId),
        ),
      );
  }

  async userName(userId: number): Promise<string> {
    const [row] = await this.db.select({ name: users.name }).from(users).where(eq(users.id, userId));
    return row?.name ?? '';
  }
}
