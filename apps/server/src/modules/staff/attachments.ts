import type { Db } from '../../db/client.ts';
import type { hotels } from '../../db/schema/index.ts';

/** A pending claimant of a hotel whose verification went to someone else (decision 044). */
export interface SupersededClaim {
  claim: number;
  user: { id: number; email: string; name: string; language: string };
}

/** What a verification did: the hotel as it is now and the other claimants it detached. */
export interface Verification {
  hotel: typeof hotels.$inferSelect;
  /** The hotel's other pending claimants, now detached and rejected: e-mail them (`mailSuperseded`). */
  superseded: SupersededClaim[];
}

/**
 * Staff's yes to a user speaking for a hotel, inside the caller's transaction (decisions 027, 044
 * and 049): the staff module owns the claims and answers this port; a hotel link (the admin
 * module) and a hotel created from a staff link (the hotels module) verify through it.
 */
export interface AttachmentVerifier {
  verifyAttachment(tx: Db, userId: number, hotelId: number, decidedBy: number | null): Promise<Verification>;
}
