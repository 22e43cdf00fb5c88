import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { hotels } from './schema/index.ts';

/** The transaction a `Db.transaction` callback receives. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Locks the hotel row for the rest of the transaction: every change to a hotel's media lists
 * (photos, videos: the media module; the photos of its room types: the room-photos module) takes
 * it first, so that two changes at once never take the same place, on any number of instances.
 */
export function lockHotel(tx: Tx, hotelId: number) {
  return tx.select({ id: hotels.id }).from(hotels).where(eq(hotels.id, hotelId)).for('update');
}
