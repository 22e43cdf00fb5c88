import {
  type ClaimStatus,
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  type OwnClaim,
  type StaffClaim,
  type StaffHotelRef,
  type StaffPerson,
} from '@hotel/domain';
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  hotelActivity,
  hotelClaims,
  hotels,
  rateContracts,
  userHotels,
  users,
  userTotp,
} from '../../db/schema/index.ts';
import type { DistributionChanges } from '../../lib/distribution-changes.ts';
import { translate } from '../../plugins/i18n.ts';
import type { AttachmentVerifier, SupersededClaim, Verification } from './attachments.ts';

export type HotelRow = typeof hotels.$inferSelect;
export type ClaimRow = typeof hotelClaims.$inferSelect;

/**
 * Staff's yes to a user speaking for a hotel (decision 027), inside the caller's transaction: the
 * user is attached, the hotel verified and the user's claim of it verified (recorded when there was
 * none: a hotel link or staff attaching the hotel verify as a claim decision does). Then
 * (decision 044) every other pending claimant of the hotel is detached and their claim rejected,
 * each written to the hotel's activity log as `claim.superseded`, and the rate contracts they
 * created on the hotel are deleted (their rates, prices and restrictions by cascade). When the
 * hotel was unverified until now, or contracts were removed, one `rates` change is recorded (feed
 * row and `rates.changed` deliveries; detail `verified` and/or `removed_contracts`), so that
 * machine clients learn it is distributed from now on, or re-read it without the removed rates.
 * Answers the hotel as it is now and the claimants detached, for the caller to e-mail once the
 * transaction has committed. `changes`: where the `rates` change is recorded (decision 049).
 */
async function verifyAttachment(
  changes: DistributionChanges,
  tx: Db,
  userId: number,
  hotelId: number,
  decidedBy: number | null,
): Promise<Verification> {
  const decidedAt = new Date();
  // Locked: a claim of this hotel waits for the verification, and the other way round.
  const [before] = await tx
    .select({ verified: hotels.verified })
    .from(hotels)
    .where(eq(hotels.id, hotelId))
    .for('update');
  if (!before) throw new Error(`hotel ${hotelId} vanished while verifying it`);
  await tx.insert(userHotels).values({ userId, hotelId }).onConflictDoNothing();
  const [hotel] = await tx
    .update(hotels)
    .set({ verified: true, updatedAt: decidedAt })
    .where(eq(hotels.id, hotelId))
    .returning();
  if (!hotel) throw new Error(`hotel ${hotelId} vanished while verifying it`);
  await tx
    .insert(hotelClaims)
    .values({ hotelId, userId, status: 'verified', decidedBy, decidedAt })
    .onConflictDoUpdate({
      target: [hotelClaims.hotelId, hotelClaims.userId],
      set: { status: 'verified', reason: null, decidedBy, decidedAt },
    });
  const { superseded, removedContracts } = await supersedeOtherClaims(
    tx,
    hotelId,
    userId,
    decidedBy,
    decidedAt,
  );
  // One change whatever happened: the verification and the removal both say "re-read its ARI".
  if (!before.verified || removedContracts.length > 0) {
    await changes.changed(tx, {
      hotelId,
      kind: 'rates',
      detail: {
        ...(before.verified ? {} : { verified: true }),
        ...(removedContracts.length > 0 ? { removed_contracts: removedContracts } : {}),
      },
    });
  }
  return { hotel, superseded };
}

/**
 * The hotel's pending claimants other than `verifiedUserId` lose it (decision 044): detached,
 * their claim rejected with a reason in their language, the rate contracts they created on the
 * hotel deleted (a squatter's rates must not go out under the verified hotel; rates, days, room
 * types, prices, restrictions and controls go by cascade), and a `claim.superseded` decision in
 * the hotel's activity log for each, with `rate_contracts_removed` when some were. A claimant
 * verified before (a second manager staff attached) keeps the hotel and their contracts; so do
 * contracts created by staff, by the verified claimant, or by no one known (`created_by` null).
 * Answers the claimants and the ids of the contracts removed.
 */
async function supersedeOtherClaims(
  tx: Db,
  hotelId: number,
  verifiedUserId: number,
  decidedBy: number | null,
  decidedAt: Date,
): Promise<{ superseded: SupersededClaim[]; removedContracts: number[] }> {
  const others = await tx
    .select({
      claim: hotelClaims.id,
      user: { id: users.id, email: users.email, name: users.name, language: users.language },
    })
    .from(hotelClaims)
    .innerJoin(users, eq(users.id, hotelClaims.userId))
    .where(
      and(
        eq(hotelClaims.hotelId, hotelId),
        eq(hotelClaims.status, 'pending'),
        ne(hotelClaims.userId, verifiedUserId),
      ),
    )
    .orderBy(asc(hotelClaims.id))
    .for('update', { of: hotelClaims });
  if (others.length === 0) return { superseded: [], removedContracts: [] };
  const otherIds = others.map((other) => other.user.id);
  await tx
    .delete(userHotels)
    .where(and(eq(userHotels.hotelId, hotelId), inArray(userHotels.userId, otherIds)));
  const removed = await tx
    .delete(rateContracts)
    .where(and(eq(rateContracts.hotelId, hotelId), inArray(rateContracts.createdBy, otherIds)))
    .returning({ id: rateContracts.id, createdBy: rateContracts.createdBy });
  const removedBy = new Map<number, number>();
  for (const contract of removed) {
    if (contract.createdBy !== null) {
      removedBy.set(contract.createdBy, (removedBy.get(contract.createdBy) ?? 0) + 1);
    }
  }
  for (const other of others) {
    await tx
      .update(hotelClaims)
      .set({
        status: 'rejected',
        reason: translate(languageOf(other.user.language), 'staff.claims.superseded_reason'),
        decidedBy,
        decidedAt,
      })
      .where(eq(hotelClaims.id, other.claim));
  }
  await tx.insert(hotelActivity).values(
    others.map((other) => ({
      hotelId,
      userId: decidedBy,
      kind: 'people' as const,
      action: 'claim.superseded',
      detail: {
        claim: other.claim,
        user: other.user.id,
        email: other.user.email,
        verified_user: verifiedUserId,
        ...(removedBy.has(other.user.id) ? { rate_contracts_removed: removedBy.get(other.user.id) } : {}),
      },
    })),
  );
  return {
    superseded: others,
    removedContracts: removed.map((contract) => contract.id).sort((a, b) => a - b),
  };
}

function languageOf(language: string): Language {
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** The columns of a user as the back office lists them (StaffPerson). */
export const staffPersonColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  phone: users.phone,
  language: users.language,
  approbeContractPerm: users.approbeContractPerm,
  totpEnabled: sql<boolean>`coalesce(${userTotp.enabled}, false)`,
  createdAt: users.createdAt,
};
interface StaffPersonRow {
  id: number;
  email: string;
  name: string;
  phone: string;
  language: string;
  approbeContractPerm: boolean;
  totpEnabled: boolean;
  createdAt: Date;
}

export function toStaffPerson(row: StaffPersonRow): StaffPerson {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    phone: row.phone,
    language: row.language,
    approbe_contract_perm: row.approbeContractPerm,
    totp_enabled: row.totpEnabled === true,
    registered_at: row.createdAt.toISOString(),
  };
}

export function toStaffHotelRef(hotel: HotelRow): StaffHotelRef {
  return {
    id: hotel.id,
    name: hotel.name,
    code: hotel.code,
    city: hotel.city,
    country: hotel.country,
    htype: hotel.htype,
    verified: hotel.verified,
    contract_status: hotel.contractStatus,
  };
}

/** A claim with what a decision needs: the claimant's address and language, the hotel's name. */
export interface ClaimForDecision {
  claim: ClaimRow;
  hotel: { id: number; name: string; code: string };
  claimant: { id: number; email: string; name: string; language: string };
}

/** The claims of catalogue hotels (decision 027): staff's queue, decisions, each user's own. */
export class ClaimsRepository implements AttachmentVerifier {
  constructor(
    private readonly db: Db,
    /** Where a verification or a removal of rates is recorded for distribution (decision 044). */
    private readonly changes: DistributionChanges,
  ) {}

  /** Runs `work` in one transaction with a repository bound to it; a throw undoes everything. */
  transaction<T>(work: (claims: ClaimsRepository, tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) =>
      work(new ClaimsRepository(tx as unknown as Db, this.changes), tx as unknown as Db),
    );
  }

  /** See `verifyAttachment`: inside the caller's transaction `tx`. */
  verifyAttachment(tx: Db, userId: number, hotelId: number, decidedBy: number | null): Promise<Verification> {
    return verifyAttachment(this.changes, tx, userId, hotelId, decidedBy);
  }

  /** Staff's list of one status, oldest first, each claim with the other claims of its hotel. */
  async list(status: ClaimStatus, page: { limit: number; offset: number }) {
    const [total] = await this.db
      .select({ n: count() })
      .from(hotelClaims)
      .where(eq(hotelClaims.status, status));
    const attachment = alias(userHotels, 'attachment');
    const rows = await this.db
      .select({
        claim: hotelClaims,
        hotel: hotels,
        claimant: staffPersonColumns,
        attached: sql<boolean>`${attachment.userId} is not null`,
      })
      .from(hotelClaims)
      .innerJoin(hotels, eq(hotels.id, hotelClaims.hotelId))
      .innerJoin(users, eq(users.id, hotelClaims.userId))
      .leftJoin(userTotp, eq(userTotp.userId, users.id))
      .leftJoin(
        attachment,
        and(eq(attachment.userId, hotelClaims.userId), eq(attachment.hotelId, hotelClaims.hotelId)),
      )
      .where(eq(hotelClaims.status, status))
      .orderBy(asc(hotelClaims.createdAt), asc(hotelClaims.id))
      .limit(page.limit)
      .offset(page.offset);
    const others = await this.claimsOfHotels(rows.map((row) => row.hotel.id));
    const items: StaffClaim[] = rows.map((row) => ({
      id: row.claim.id,
      status: row.claim.status,
      reason: row.claim.reason,
      created_at: row.claim.createdAt.toISOString(),
      decided_at: row.claim.decidedAt?.toISOString() ?? null,
      hotel: toStaffHotelRef(row.hotel),
      claimant: toStaffPerson(row.claimant),
      attached: row.attached === true,
      other_claimants: others
        .filter((other) => other.hotelId === row.hotel.id && other.claim !== row.claim.id)
        .map(({ hotelId: _, ...other }) => other),
    }));
    return { count: total?.n ?? 0, items };
  }

  /** Every claim of these hotels, oldest first, in one statement (no N+1 for the list). */
  private async claimsOfHotels(hotelIds: number[]) {
    if (hotelIds.length === 0) return [];
    const rows = await this.db
      .select({
        claim: hotelClaims.id,
        hotelId: hotelClaims.hotelId,
        status: hotelClaims.status,
        createdAt: hotelClaims.createdAt,
        user: staffPersonColumns,
      })
      .from(hotelClaims)
      .innerJoin(users, eq(users.id, hotelClaims.userId))
      .leftJoin(userTotp, eq(userTotp.userId, users.id))
      .where(inArray(hotelClaims.hotelId, [...new Set(hotelIds)]))
      .orderBy(asc(hotelClaims.createdAt), asc(hotelClaims.id));
    return rows.map((row) => ({
      claim: row.claim,
      hotelId: row.hotelId,
      user: toStaffPerson(row.user),
      status: row.status,
      created_at: row.createdAt.toISOString(),
    }));
  }

  /**
   * The claim with its hotel and claimant, locked until the transaction ends (call inside
   * `transaction`): two decisions of the same claim take turns, and the second sees the first.
   */
  async lockForDecision(claimId: number): Promise<ClaimForDecision | undefined> {
    const [row] = await this.db
      .select({
        claim: hotelClaims,
        hotel: { id: hotels.id, name: hotels.name, code: hotels.code },
        claimant: { id: users.id, email: users.email, name: users.name, language: users.language },
      })
      .from(hotelClaims)
      .innerJoin(hotels, eq(hotels.id, hotelClaims.hotelId))
      .innerJoin(users, eq(users.id, hotelClaims.userId))
      .where(eq(hotelClaims.id, claimId))
      .for('update', { of: hotelClaims });
    return row;
  }

  /** The claimant is detached from the hotel and the claim rejected with staff's reason. */
  /**
   * The claimant is detached and their claim rejected; the rate contracts they created on the
   * hotel go too (decision 044: a rejected claimant's rates must never go out once the hotel is
   * verified, whether staff reject before or after verifying the real claimant). Answers how many
   * contracts were removed; a verified hotel's removal is a rates change.
   */
  async reject(claim: ClaimRow, decidedBy: number, reason: string): Promise<number> {
    await this.db
      .delete(userHotels)
      .where(and(eq(userHotels.userId, claim.userId), eq(userHotels.hotelId, claim.hotelId)));
    await this.db
      .update(hotelClaims)
      .set({ status: 'rejected', reason, decidedBy, decidedAt: new Date() })
      .where(eq(hotelClaims.id, claim.id));
    const removed = await this.db
      .delete(rateContracts)
      .where(and(eq(rateContracts.hotelId, claim.hotelId), eq(rateContracts.createdBy, claim.userId)))
      .returning({ id: rateContracts.id });
    if (removed.length > 0) {
      const [hotel] = await this.db
        .select({ verified: hotels.verified })
        .from(hotels)
        .where(eq(hotels.id, claim.hotelId));
      if (hotel?.verified)
        await this.changes.changed(this.db, {
          hotelId: claim.hotelId,
          kind: 'rates',
          detail: { removed_contracts: removed.map((contract) => contract.id).sort((a, b) => a - b) },
        });
    }
    return removed.length;
  }

  /** A user's own claims, newest first. */
  async ofUser(userId: number): Promise<OwnClaim[]> {
    const rows = await this.db
      .select({ claim: hotelClaims, hotel: { name: hotels.name, code: hotels.code } })
      .from(hotelClaims)
      .innerJoin(hotels, eq(hotels.id, hotelClaims.hotelId))
      .where(eq(hotelClaims.userId, userId))
      .orderBy(desc(hotelClaims.createdAt), desc(hotelClaims.id));
    return rows.map(({ claim, hotel }) => ({
      id: claim.id,
      status: claim.status,
      reason: claim.reason,
      created_at: claim.createdAt.toISOString(),
      decided_at: claim.decidedAt?.toISOString() ?? null,
      hotel,
    }));
  }
}
