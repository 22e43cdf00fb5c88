import {
  APARTMENT_HOTEL_TYPE,
  type ApartmentLike,
  DEFAULT_LANGUAGE,
  HOTEL_MSG,
  type Hotel,
  type HotelActivity,
  type HotelSummary,
  type HotelUpdate,
  type Language,
  type LocationSuggestion,
  type ReferenceActivityInfo,
  type RoomLike,
  resumeStep,
  wizardProgress,
} from '@hotel/domain';
import { AppError } from '../../lib/errors.ts';
import type { SessionUser } from '../auth/auth.service.ts';
import type { CatalogueRepository } from '../catalogue/catalogue.repository.ts';
import type { GeoService } from '../geo/geo.service.ts';
import type { HotelActivityRow, HotelRow, HotelsRepository } from './hotels.repository.ts';

/** Where the activities and zones a pair may name come from (the reference lists). */
export interface ActivityReference {
  activityInfo(language: Language): Promise<{ body: ReferenceActivityInfo }>;
}

/** The room types of several hotels, by hotel, read at once (the rooms module answers it). */
export interface HotelRoomsSource {
  roomsOfHotels(hotelIds: readonly number[]): Promise<Map<number, (RoomLike | ApartmentLike)[]>>;
}

export class HotelsService {
  constructor(
    private readonly repository: HotelsRepository,
    private readonly catalogue: CatalogueRepository,
    private readonly geo: GeoService,
    private readonly reference?: ActivityReference,
    private readonly rooms?: HotelRoomsSource,
  ) {}

  /** The tenant rule: a hotel not attached to the user answers 404, as if it did not exist. */
  async assertAccess(user: SessionUser, hotelId: number): Promise<void> {
    if (!(await this.repository.isAttached(user.id, hotelId))) throw AppError.notFound();
  }

  async create(user: SessionUser, input: { name: string; raw_code: string; code: string }): Promise<Hotel> {
    const hotel = await this.repository.create(user.id, {
      name: input.name,
      rawCode: input.raw_code,
      code: input.code,
    });
    if (!hotel) throw AppError.validation({ code: HOTEL_MSG.hotelTaken });
    // A new hotel has no activities, and contacts are attached to existing hotels only.
    return toDto(hotel, [], []);
  }

  async list(user: SessionUser): Promise<HotelSummary[]> {
    const rows = await this.repository.listForUser(user.id);
    // All the hotels' room types in one statement, so progress and resume include the room steps.
    const roomsByHotel = (await this.rooms?.roomsOfHotels(rows.map((row) => row.id))) ?? new Map();
    return rows.map((row) => {
      const snapshot = {
        hotel: hotelLike(row),
        rooms: roomsByHotel.get(row.id) ?? [],
        rooms_locked: row.roomsLocked,
      };
      return {
        id: row.id,
        name: row.name,
        code: row.code,
        city: row.city,
        contract_status: row.contractStatus,
        rooms_locked: row.roomsLocked,
        progress: wizardProgress(snapshot),
        resume: resumeStep(snapshot),
      };
    });
  }

  /** The hotel when attached to the user; 404 otherwise (the tenant check is part of the read). */
  async get(user: SessionUser, hotelId: number): Promise<Hotel> {
    const found = await this.repository.findAttached(user.id, hotelId);
    if (!found) throw AppError.notFound();
    return toDto(found.hotel, found.activities, found.contactIds);
  }

  async update(user: SessionUser, hotelId: number, patch: HotelUpdate): Promise<Hotel> {
    const values: Parameters<HotelsRepository['update']>[1] = {};
    if (patch.htype !== undefined) values.htype = patch.htype;
    if (patch.rating !== undefined) values.rating = patch.rating;
    if (patch.style !== undefined) values.style = patch.style;
    if (patch.check_in_start !== undefined) values.checkInStart = patch.check_in_start;
    if (patch.check_out_start !== undefined) values.checkOutStart = patch.check_out_start;
    if (patch.languages !== undefined) values.languages = [...new Set(patch.languages)];
    if (patch.content_language !== undefined) values.contentLanguage = patch.content_language;
    if (patch.oberture !== undefined) values.oberture = patch.oberture;
    if (patch.smoke !== undefined) values.smoke = patch.smoke;
    if (patch.address !== undefined) values.address = patch.address;
    if (patch.city !== undefined) values.city = patch.city;
    if (patch.country !== undefined) values.country = patch.country;
    if (patch.postal_code !== undefined) values.postalCode = patch.postal_code;
    if (patch.longitude !== undefined) values.longitude = patch.longitude;
    if (patch.latitude !== undefined) values.latitude = patch.latitude;
    if (patch.accessibility !== undefined) values.accessibility = [...new Set(patch.accessibility)];
    if (patch.services !== undefined) values.services = patch.services;
    if (Object.keys(values).length > 0) await this.repository.update(hotelId, values);
    return this.get(user, hotelId);
  }

  async roomsLocked(hotelId: number): Promise<{ rooms_locked: boolean }> {
    const hotel = await this.repository.findById(hotelId);
    if (!hotel) throw AppError.notFound();
    return { rooms_locked: hotel.roomsLocked };
  }

  /**
   * Suggested locations: the address already saved, the catalogue's position of the hotel, and
   * what the geocoder says of that position.
   */
  async locations(hotelId: number, language: string): Promise<LocationSuggestion[]> {
    const hotel = await this.repository.findById(hotelId);
    if (!hotel) throw AppError.notFound();
    const suggestions: LocationSuggestion[] = [];
    if (hotel.latitude !== null && hotel.longitude !== null && hotel.address) {
      suggestions.push({
        latitude: hotel.latitude,
        longitude: hotel.longitude,
        address: hotel.address,
        postal_code: hotel.postalCode ?? '',
        city: hotel.city ?? '',
        country: hotel.country ?? '',
      });
    }
    const entry = await this.catalogue.findByCode(hotel.code);
    if (entry) {
      const place = await this.geo.reverse(entry.latitude, entry.longitude, language);
      suggestions.push({
        latitude: entry.latitude,
        longitude: entry.longitude,
        address: place?.address ?? '',
        postal_code: place?.postal_code ?? '',
        city: place?.city || entry.city,
        country: place?.country || entry.country,
      });
    }
    return suggestions;
  }

  async activities(hotelId: number): Promise<HotelActivity[]> {
    return (await this.repository.activitiesOf(hotelId)).map(activityDto);
  }

  /** Adds an activity and zone pair; both must exist in the reference lists (400 otherwise). */
  async addActivity(hotelId: number, activity: number, zone: number): Promise<HotelActivity> {
    if (this.reference) {
      // Ids are the same in every language; the default language's answer is cached.
      const { body: info } = await this.reference.activityInfo(DEFAULT_LANGUAGE);
      const unknown: Record<string, string> = {};
      if (!info.activities.some((item) => item.id === activity))
        unknown.activity = HOTEL_MSG.unknownReference;
      if (!info.zones.some((item) => item.id === zone)) unknown.zone = HOTEL_MSG.unknownReference;
      if (Object.keys(unknown).length > 0) throw AppError.validation(unknown);
    }
    return activityDto(await this.repository.addActivity(hotelId, activity, zone));
  }

  async deleteActivity(hotelId: number, activityId: number): Promise<void> {
    if (!(await this.repository.deleteActivity(hotelId, activityId))) throw AppError.notFound();
  }
}

function toDto(hotel: HotelRow, activities: HotelActivityRow[], contactIds: number[]): Hotel {
  return {
    id: hotel.id,
    name: hotel.name,
    raw_code: hotel.rawCode,
    code: hotel.code,
    htype: hotel.htype,
    rating: hotel.rating,
    style: hotel.style,
    check_in_start: hotel.checkInStart,
    check_out_start: hotel.checkOutStart,
    languages: hotel.languages,
    content_language: hotel.contentLanguage,
    oberture: hotel.oberture,
    smoke: hotel.smoke,
    address: hotel.address,
    city: hotel.city,
    country: hotel.country,
    postal_code: hotel.postalCode,
    longitude: hotel.longitude,
    latitude: hotel.latitude,
    is_apartment: hotel.htype === APARTMENT_HOTEL_TYPE,
    rooms_locked: hotel.roomsLocked,
    accessibility: hotel.accessibility,
    services: hotel.services as Hotel['services'],
    contract_status: hotel.contractStatus,
    activity_data: activities.map(activityDto),
    contacts: contactIds,
  };
}

function hotelLike(row: HotelRow) {
  return {
    htype: row.htype,
    check_in_start: row.checkInStart,
    check_out_start: row.checkOutStart,
    content_language: row.contentLanguage,
    languages: row.languages,
    address: row.address,
    postal_code: row.postalCode,
    city: row.city,
    country: row.country,
  };
}

function activityDto(row: HotelActivityRow): HotelActivity {
  return { id: row.id, activity: row.activity, zone: row.zone, hotel: row.hotelId };
}
