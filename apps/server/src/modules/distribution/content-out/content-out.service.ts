import type {
  DistributionContent,
  DistributionHotelList,
  DistributionHotelsQuery,
  Language,
} from '@hotel/domain';
import { REFERENCE_KINDS, type ReferenceKind } from '../../../db/seed/reference-data.ts';
import { AppError } from '../../../lib/errors.ts';
import type { ReferenceItemRow } from '../../catalogue/index.ts';
import { contentDocument } from './content-out.document.ts';
import { ReferenceLookup } from './content-out.references.ts';
import type { ContentOutRepository } from './content-out.repository.ts';
import { approvedParts } from './content-out.snapshot.ts';
import { otaHotelDescriptiveContent } from './ota-content.ts';

/** The reference rows, every kind (the catalogue module's repository answers this). */
export interface ReferenceRows {
  listByKinds(kinds: readonly ReferenceKind[]): Promise<ReferenceItemRow[]>;
}

export interface ContentOutOptions {
  /** PUBLIC_URL: photo and uploaded-video addresses are made absolute with it. */
  publicUrl: string;
}

/**
 * Content out (issue 17 item 2, decision 029): the approved version of a hotel for the group's
 * systems, as JSON and as OTA_HotelDescriptiveContentNotifRQ. It reads the latest approval
 * snapshot, never the hotel's current rows, so the owner's edits after an approval stay out
 * until staff approve again. Two things are read as they are now, not as approved: the hotel's
 * catalogue code and name (fixed by the catalogue, not edited by the owner) and its operative
 * contacts (not part of the review).
 */
export class ContentOutService {
  /**
   * The reference rows, read once per process: they are seeded from code at every start and never
   * edited at run time (the reference service keeps its answers for the same reason), so every
   * instance holds the same. A failed read is not remembered.
   */
  private references: Promise<ReferenceLookup> | undefined;

  constructor(
    private readonly repository: ContentOutRepository,
    private readonly referenceRows: ReferenceRows,
    private readonly options: ContentOutOptions,
  ) {}

  /** One page of the hotels a key reaches that have an approved version, in id order. */
  async hotels(
    scope: 'all' | readonly number[],
    query: DistributionHotelsQuery,
  ): Promise<DistributionHotelList> {
    const page = await this.repository.approvedHotels(scope, query);
    const hotels = page.hotels.map((hotel) => ({
      id: hotel.id,
      code: hotel.code,
      name: hotel.name,
      approvedAt: hotel.approvedAt.toISOString(),
    }));
    return { hotels, next: page.more ? (hotels.at(-1)?.id ?? null) : null };
  }

  /**
   * The room types of the hotel's latest approval, by id with their approved names; null when
   * staff never approved it. ARI out lists these (decision 062): a room added or renamed since
   * waits for staff like the rest of the content.
   */
  async approvedRooms(hotelId: number): Promise<Map<number, string> | null> {
    const approval = await this.repository.latestApproval(hotelId);
    if (!approval) return null;
    return new Map(approvedParts(approval.snapshot).rooms.map((room) => [room.id, room.name]));
  }

  /** The approved version of the hotel as JSON; 404 when staff never approved it. */
  async content(hotelId: number, language: Language): Promise<DistributionContent> {
    const approval = await this.repository.latestApproval(hotelId);
    if (!approval) throw AppError.notFound();
    const [references, contacts] = await Promise.all([
      this.lookup(),
      this.repository.operativeContacts(hotelId),
    ]);
    return contentDocument({
      hotel: approval,
      parts: approvedParts(approval.snapshot),
      contacts,
      references,
      language,
      publicUrl: this.options.publicUrl,
    });
  }

  /** The same document as OTA_HotelDescriptiveContentNotifRQ. */
  async ota(hotelId: number, language: Language, now: Date = new Date()): Promise<string> {
    return otaHotelDescriptiveContent(await this.content(hotelId, language), now);
  }

  private lookup(): Promise<ReferenceLookup> {
    if (!this.references) {
      const pending = this.referenceRows
        .listByKinds(REFERENCE_KINDS)
        .then((rows) => new ReferenceLookup(rows));
      pending.catch(() => {
        if (this.references === pending) this.references = undefined;
      });
      this.references = pending;
    }
    return this.references;
  }
}
