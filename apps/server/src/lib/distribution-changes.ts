import type { Db } from '../db/client.ts';
import type { ChangeKind } from '../db/schema/index.ts';

/** A change of what the distribution routes answer for a hotel (content out or ARI out). */
export interface DistributionChange {
  hotelId: number;
  kind: ChangeKind;
  /** Rates: `{ rate, from, to }` (the rate and the first and last day written) where known. */
  detail?: Record<string, unknown>;
}

/**
 * The port through which the modules that change a hotel's content, rates or contract tell the
 * distribution module (decisions 029 and 049). Each call writes in the caller's transaction `tx`:
 * the change feed row and the webhook deliveries commit or roll back with the change itself. The
 * distribution module implements it; rates, rooms, staff and contracts receive it at wiring.
 */
export interface DistributionChanges {
  changed(tx: Db, change: DistributionChange): Promise<void>;
  /** One rate's ARI changed; the hotel is read from the rate. */
  rateChanged(tx: Db, rateId: number, detail?: { from?: string; to?: string }): Promise<void>;
  /** Staff approved the hotel's contract. */
  contractApproved(tx: Db, hotelId: number): Promise<void>;
  /**
   * A reservation of the hotel was created, modified, cancelled or confirmed by the hotel (issue
   * 32): a `reservations` change for keys with reservations:read, and its webhook event.
   */
  reservationChanged(
    tx: Db,
    hotelId: number,
    event:
      | 'reservation.created'
      | 'reservation.modified'
      | 'reservation.cancelled'
      | 'reservation.confirmed'
      | 'reservation.no_show',
    detail: { reservation: number; reference: string; status: string; revision: number },
  ): Promise<void>;
}
