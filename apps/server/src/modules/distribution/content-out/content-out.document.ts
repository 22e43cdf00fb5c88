// Content out's JSON document, built from an approval's parts: pure, so it is unit-tested without a database.
import {
  type DistributionContent,
  type DistributionRoomType,
  LANGUAGES,
  type Language,
  PHOTO_RENDITIONS,
} from '@hotel/domain';
import type { ReferenceLookup } from './content-out.references.ts';
import type { ApprovedParts } from './content-out.snapshot.ts';
import { pictureCategoryCode } from './ota-codes.ts';

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
