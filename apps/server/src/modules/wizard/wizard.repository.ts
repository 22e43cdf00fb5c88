import type { PhotoTally, WizardStepKey } from '@hotel/domain';
import { PHOTO_ALERT_GOOD_STARS } from '@hotel/domain';
import { and, asc, count, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hotelStepReviews, media } from '../../db/schema/index.ts';

/** The wizard steps each hotel reviewed (decision 031), and the photo tallies its progress needs. */
export class WizardRepository {
  constructor(private readonly db: Db) {}

  /** Records a step as reviewed (idempotent: the first review's time stays). */
  async markReviewed(hotelId: number, step: WizardStepKey): Promise<void> {
    await this.db.insert(hotelStepReviews).values({ hotelId, step }).onConflictDoNothing();
  }

  async reviewedOf(hotelId: number): Promise<string[]> {
    const rows = await this.db
      .select({ step: hotelStepReviews.step })
      .from(hotelStepReviews)
      .where(eq(hotelStepReviews.hotelId, hotelId))
      .orderBy(asc(hotelStepReviews.step));
    return rows.map((row) => row.step);
  }

  /** The reviewed steps of several hotels, by hotel, in one statement. */
  async reviewedOfHotels(hotelIds: readonly number[]): Promise<Map<number, string[]>> {
    const byHotel = new Map<number, string[]>();
    if (hotelIds.length === 0) return byHotel;
    const rows = await this.db
      .select({ hotelId: hotelStepReviews.hotelId, step: hotelStepReviews.step })
      .from(hotelStepReviews)
      .where(inArray(hotelStepReviews.hotelId, [...hotelIds]));
    for (const row of rows) byHotel.set(row.hotelId, [...(byHotel.get(row.hotelId) ?? []), row.step]);
    return byHotel;
  }

  /** Each hotel's photos and how many are rated below 4 stars, in one statement. */
  async photoTallies(hotelIds: readonly number[]): Promise<Map<number, PhotoTally>> {
    const tallies = new Map<number, PhotoTally>();
    if (hotelIds.length === 0) return tallies;
    const rows = await this.db
      .select({
        hotelId: media.hotelId,
        total: count(),
        // The rate the photo list shows (photos.service's DTO): staff's, or the suggested one, or 1.
        belowGood: sql<number>`count(*) filter (where ${lt(
          sql`coalesce(${media.qualityRate}, ${media.suggestedQuality}, 1)`,
          PHOTO_ALERT_GOOD_STARS,
        )})`.mapWith(Number),
      })
      .from(media)
      .where(and(inArray(media.hotelId, [...hotelIds]), eq(media.kind, 'photo')))
      .groupBy(media.hotelId);
    for (const row of rows) tallies.set(row.hotelId, { total: row.total, belowGood: row.belowGood });
    return tallies;
  }
}
