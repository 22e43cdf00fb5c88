import {
  DEFAULT_LANGUAGE,
  type DistributionContent,
  type DistributionHotelList,
  type DistributionHotelsQuery,
  type DistributionRef,
  type DistributionRoomType,
  LANGUAGES,
  type Language,
  PHOTO_RENDITIONS,
  storedServiceSchema,
  VIDEO_KINDS,
} from '@hotel/domain';
import { z } from 'zod';
import { REFERENCE_KINDS, type ReferenceKind } from '../../db/seed/reference-data.ts';
import { AppError } from '../../lib/errors.ts';
import type { ReferenceItemRow } from '../catalogue/index.ts';
import type { ContentOutRepository } from './content-out.repository.ts';
import {
  type CodedKind,
  OTA_CODE_LISTS,
  type OtaCodeTables,
  otaCodeTables,
  pictureCategoryCode,
} from './ota-codes.ts';
import { otaHotelDescriptiveContent } from './ota-content.ts';

/** The reference rows, every kind (the catalogue module's repository answers this). */
export interface ReferenceRows {
  listByKinds(kinds: readonly ReferenceKind[]): Promise<ReferenceItemRow[]>;
}

export interface ContentOutOptions {
  /** PUBLIC_URL: photo and uploaded-video addresses are made absolute with it. */
  publicUrl: string;
}

// ─── The approval snapshot as content out reads it ───────────────────────────────────────────

/**
 * The parts of `hotel_approvals.snapshot` (staff/review-diff.ts `ReviewParts`) read here, and only
 * the fields read. Parsed rather than cast: the snapshot is jsonb written by an older release,
 * possibly before a part or a field existed; a missing part reads as empty, a missing field as
 * null, so an old approval still answers.
 */
const num = z
  .number()
  .nullish()
  .transform((value) => value ?? null);
const text = z
  .string()
  .nullish()
  .transform((value) => value ?? null);
const ids = z.array(z.number()).optional().default([]);
const list = <T extends z.ZodType>(item: T) => z.array(item).optional().default([]);

const bedSnapshot = z.object({ rbed: z.number(), quantity: z.number() });
const partSnapshot = z.object({
  order: z.number(),
  name: text,
  hoteltypebeds: list(bedSnapshot),
  hotelroomdist_lounges: list(z.object({ order: z.number(), hotelbeddist_lounges: list(bedSnapshot) })),
});

const snapshotSchema = z.object({
  basic: z
    .object({
      htype: num,
      rating: num,
      style: num,
      check_in_start: text,
      check_out_start: text,
      languages: ids,
      content_language: num,
      oberture: num,
      smoke: num,
    })
    .optional()
    .default({
      htype: null,
      rating: null,
      style: null,
      check_in_start: null,
      check_out_start: null,
      languages: [],
      content_language: null,
      oberture: null,
      smoke: null,
    }),
  ubication: z
    .object({
      address: text,
      city: text,
      country: text,
      postal_code: text,
      latitude: num,
      longitude: num,
    })
    .optional()
    .default({
      address: null,
      city: null,
      country: null,
      postal_code: null,
      latitude: null,
      longitude: null,
    }),
  accesibility: list(z.number()),
  services: list(storedServiceSchema),
  activities: list(z.object({ activity: z.number(), zone: z.number() })),
  rooms: list(
    z.object({
      id: z.number(),
      is_apartment: z.boolean().optional().default(false),
      name: z.string(),
      names: z.record(z.string(), z.string()).optional().default({}),
      type: num,
      structure: num,
      hotelroom_rooms: list(partSnapshot),
      lounges: list(partSnapshot),
      default_adults: num,
      total_occupancy: num,
      bath: num,
      baths: list(z.object({ name: z.string(), services: ids })),
      kitchen: num,
      view_type: num,
      views: ids,
    }),
  ),
  photos: list(
    z.object({
      id: z.number(),
      order: z.number(),
      category: z.string(),
      quality_rate: z.number(),
      width: num,
      height: num,
      url: z.string(),
      thumbnail_url: z.string(),
      public_url: z.string(),
    }),
  ),
  videos: list(
    z.object({
      id: z.number(),
      order: z.number(),
      category: z.string(),
      url_type: z.enum(VIDEO_KINDS),
      url: z.string(),
      code: text,
      public_url: z.string(),
    }),
  ),
  opinions: list(z.object({ area: z.string(), text: z.string() })),
});
export type ApprovedParts = z.infer<typeof snapshotSchema>;

/** The approved parts of a snapshot; a snapshot that is not one is a fault of ours (500). */
export function approvedParts(snapshot: unknown): ApprovedParts {
  return snapshotSchema.parse(snapshot);
}

// ─── Reference items ─────────────────────────────────────────────────────────────────────────

/** Reference items by kind and id, with their names and OTA codes. */
export class ReferenceLookup {
  private readonly rows = new Map<string, Map<number, ReferenceItemRow>>();
  private readonly codes: OtaCodeTables;

  constructor(rows: readonly ReferenceItemRow[]) {
    for (const row of rows) {
      const ofKind = this.rows.get(row.kind) ?? new Map<number, ReferenceItemRow>();
      ofKind.set(row.id, row);
      this.rows.set(row.kind, ofKind);
    }
    this.codes = otaCodeTables(rows);
  }

  row(kind: ReferenceKind, id: number): ReferenceItemRow | undefined {
    return this.rows.get(kind)?.get(id);
  }

  name(kind: ReferenceKind, id: number, language: Language): string | null {
    const row = this.row(kind, id);
    return row ? row.names[language] || row.names[DEFAULT_LANGUAGE] : null;
  }

  /** The item as content out names it: the OTA code only for the coded kinds (ota-codes.ts). */
  ref(kind: ReferenceKind, id: number, language: Language): DistributionRef {
    const code = kind in OTA_CODE_LISTS ? this.codes[kind as CodedKind].get(id) : undefined;
    return { id, name: this.name(kind, id, language), otaCode: code ?? null };
  }

  optionalRef(kind: ReferenceKind, id: number | null, language: Language): DistributionRef | null {
    return id === null ? null : this.ref(kind, id, language);
  }
}

// ─── The service ─────────────────────────────────────────────────────────────────────────────

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

export interface ContentSources {
  hotel: { id: number; code: string; name: string; approvedAt: Date };
  parts: ApprovedParts;
  contacts: readonly { id: number; name: string | null; phone: string; email: string }[];
  references: ReferenceLookup;
  language: Language;
  publicUrl: string;
}

/** The JSON document of content out, built from an approval's parts (pure: unit-tested). */
export function contentDocument(sources: ContentSources): DistributionContent {
  const { hotel, parts, references: refs, language } = sources;
  const absolute = absoluteUrl(sources.publicUrl);
  const languageRef = (id: number) => ({
    id,
    code: refs.row('language', id)?.attrs.code ?? null,
    name: refs.name('language', id, language),
  });
  const { basic, ubication } = parts;
  return {
    hotel: { id: hotel.id, code: hotel.code, name: hotel.name, approvedAt: hotel.approvedAt.toISOString() },
    language,
    basic: {
      hotelType: refs.optionalRef('hotel_type', basic.htype, language),
      rating: refs.optionalRef('hotel_rating', basic.rating, language),
      style: refs.optionalRef('hotel_style', basic.style, language),
      checkInFrom: basic.check_in_start,
      checkOutFrom: basic.check_out_start,
      languages: basic.languages.map(languageRef),
      contentLanguage: basic.content_language === null ? null : languageRef(basic.content_language),
      opening: refs.optionalRef('oberture', basic.oberture, language),
      smoking: refs.optionalRef('smoke', basic.smoke, language),
    },
    location: {
      address: ubication.address,
      postalCode: ubication.postal_code,
      city: ubication.city,
      country: ubication.country,
      latitude: ubication.latitude,
      longitude: ubication.longitude,
    },
    accessibility: parts.accesibility.map((id) => refs.ref('accessibility', id, language)),
    services: parts.services.map(({ service, schedule }) => {
      const row = refs.row('service', service);
      const groupId = row?.attrs.group;
      return {
        service: refs.ref('service', service, language),
        group:
          groupId === undefined ? null : { id: groupId, name: refs.name('service_group', groupId, language) },
        ofPayment: row ? (row.attrs.of_payment ?? false) : null,
        schedule: scheduleOf(schedule),
      };
    }),
    activities: parts.activities.map(({ activity, zone }) => ({
      activity: refs.ref('activity', activity, language),
      zone: refs.ref('activity_zone', zone, language),
    })),
    roomTypes: parts.rooms.map((room) => roomType(room, refs, language)),
    photos: parts.photos.map((photo, index) => ({
      id: photo.id,
      category: { key: photo.category, otaCode: pictureCategoryCode(photo.category) ?? null },
      order: photo.order,
      sort: index + 1,
      width: photo.width,
      height: photo.height,
      qualityRate: photo.quality_rate,
      renditions: renditionsOf(photo).map(({ maxSide, url }) => ({ maxSide, url: absolute(url) })),
    })),
    videos: parts.videos.map((video) => ({
      id: video.id,
      category: { key: video.category, otaCode: pictureCategoryCode(video.category) ?? null },
      order: video.order,
      kind: video.url_type,
      url: absolute(video.url),
      code: video.code,
      playerUrl: absolute(video.public_url),
    })),
    opinions: parts.opinions.map(({ area, text }) => ({ area, text })),
    contacts: sources.contacts.map(({ id, name, phone, email }) => ({ id, name, phone, email })),
  };
}

/** The times a schedule type uses, the others left out (spec §3 schedule key types). */
function scheduleOf(schedule: ApprovedParts['services'][number]['schedule']) {
  const out: DistributionContent['services'][number]['schedule'] = { type: schedule.type };
  for (const field of ['from', 'to', 'from2', 'to2'] as const) {
    const value = schedule[field];
    if (value !== undefined) out[field] = value;
  }
  return out;
}

type RoomSnapshot = ApprovedParts['rooms'][number];
type PartSnapshot = RoomSnapshot['hotelroom_rooms'][number];

function roomType(room: RoomSnapshot, refs: ReferenceLookup, language: Language): DistributionRoomType {
  const bed = (entry: { rbed: number; quantity: number }) => ({
    bedType: refs.ref('bedding', entry.rbed, language),
    quantity: entry.quantity,
    capacity: refs.row('bedding', entry.rbed)?.attrs.capacity ?? null,
  });
  const part = (structurePart: PartSnapshot) => ({
    order: structurePart.order,
    name: structurePart.name,
    beds: structurePart.hoteltypebeds.filter((entry) => entry.quantity > 0).map(bed),
    distributions: structurePart.hotelroomdist_lounges.map((distribution) => ({
      order: distribution.order,
      beds: distribution.hotelbeddist_lounges.filter((entry) => entry.quantity > 0).map(bed),
    })),
  });
  const allBeds = [...room.hotelroom_rooms, ...room.lounges].flatMap((structurePart) => [
    ...structurePart.hoteltypebeds,
    ...structurePart.hotelroomdist_lounges.flatMap((distribution) => distribution.hotelbeddist_lounges),
  ]);
  const counted = allBeds.filter((entry) => entry.quantity > 0);
  const names: DistributionRoomType['names'] = {};
  for (const code of LANGUAGES) {
    const name = room.names[code];
    if (name) names[code] = name;
  }
  return {
    id: room.id,
    invTypeCode: String(room.id),
    isApartment: room.is_apartment,
    name: room.name,
    names,
    type: refs.optionalRef(room.is_apartment ? 'apartment_type' : 'room_type', room.type, language),
    structure: refs.optionalRef('room_structure', room.structure, language),
    bedrooms: room.hotelroom_rooms.map(part),
    lounges: room.lounges.map(part),
    occupancy: {
      standardAdults: room.default_adults,
      maxOccupancy: room.total_occupancy ?? room.default_adults,
      beds: counted.reduce((sum, entry) => sum + entry.quantity, 0),
      bedCapacity: counted.reduce(
        (sum, entry) => sum + entry.quantity * (refs.row('bedding', entry.rbed)?.attrs.capacity ?? 0),
        0,
      ),
    },
    bath: refs.optionalRef('room_bath', room.bath, language),
    baths: room.baths.map((bath) => ({
      name: bath.name,
      services: bath.services.map((id) => refs.ref('bath_service', id, language)),
    })),
    kitchen: refs.optionalRef('kitchen', room.kitchen, language),
    viewType: refs.optionalRef('view_type', room.view_type, language),
    views: room.views.map((id) => refs.ref('view', id, language)),
  };
}

/** A photo's renditions, smallest first, as the photos module names them (photos.service.ts photoDto). */
function renditionsOf(photo: ApprovedParts['photos'][number]): { maxSide: number; url: string }[] {
  const bySide: Record<(typeof PHOTO_RENDITIONS)[number], string> = {
    320: photo.thumbnail_url,
    1024: photo.url,
    2048: photo.public_url,
  };
  return PHOTO_RENDITIONS.map((side) => ({ maxSide: side, url: bySide[side] }));
}

/**
 * A stored file's address (`/media/…`, served by this app whatever the storage) made absolute
 * with PUBLIC_URL, as the e-mails build their links; an address already absolute (a YouTube or
 * Vimeo player) is kept.
 */
export function absoluteUrl(publicUrl: string): (url: string) => string {
  const base = publicUrl.replace(/\/+$/, '');
  return (url) => (url.startsWith('/') && !url.startsWith('//') ? `${base}${url}` : url);
}
