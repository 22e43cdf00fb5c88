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
  missingSteps,
  type PendingHotelResult,
  type PhotoTally,
  progressView,
  type ReferenceAccessibilityItem,
  type ReferenceActivityInfo,
  type ReferenceHotelType,
  type ReferenceItem,
  type ReferenceLanguage,
  type ReferenceServiceGroup,
  type RoomLike,
  resumeStep,
  STAFF_MSG,
  type WizardStepKey,
} from '@hotel/domain';
import type { CachedTable, ReadCache } from '../../db/read-cache.ts';
import type { ActivityLog } from '../../lib/activity-log.ts';
import { AppError, type Message } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/request-context.ts';
import type { CatalogueEntries } from '../catalogue/index.ts';
import type { GeoService } from '../geo/index.ts';
import type { HotelProgressSource } from '../wizard/index.ts';
import { checkReferences, type FieldMessages } from './hotels.patch-checks.ts';
import type { HotelActivityRow, HotelRow, HotelsRepository } from './hotels.repository.ts';

/**
 * Where the ids a hotel may name come from: the reference lists, read through their in-memory
 * cache (ReferenceService), so checking them costs no query.
 */
export interface HotelReference {
  activityInfo(language: Language): Promise<{ body: ReferenceActivityInfo }>;
  hotelTypes(language: Language): Promise<{ body: ReferenceHotelType[] }>;
  languages(language: Language): Promise<{ body: ReferenceLanguage[] }>;
  obertures(language: Language): Promise<{ body: ReferenceItem[] }>;
  smokingPolicies(language: Language): Promise<{ body: ReferenceItem[] }>;
  accessibility(language: Language): Promise<{ body: ReferenceAccessibilityItem[] }>;
  serviceGroups(language: Language): Promise<{ body: ReferenceServiceGroup[] }>;
}

/** What the hotel list is read from: a write to one of them drops the cached lists. */
const HOTEL_LIST_TABLES: readonly CachedTable[] = [
  'user_hotels',
  'hotels',
  'rooms',
  'media',
  'hotel_step_reviews',
];

const NO_PHOTOS: PhotoTally = { total: 0, belowGood: 0 };

/** The room types of several hotels, by hotel, read at once (the rooms module answers it). */
export interface HotelRoomsSource {
  roomsOfHotels(hotelIds: readonly number[]): Promise<Map<number, (RoomLike | ApartmentLike)[]>>;
}

export class HotelsService {
  constructor(
    private readonly repository: HotelsRepository,
    private readonly catalogue: CatalogueEntries,
    private readonly geo: GeoService,
    private readonly reference: HotelReference,
    private readonly readCache: ReadCache,
    private readonly rooms?: HotelRoomsSource,
    private readonly progress?: HotelProgressSource,
    /** The back office's log: who saved which step of the hotel's data (decision 061). */
    private readonly activityLog?: ActivityLog,
  ) {}

  /** The tenant rule: a hotel not attached to the user answers 404, as if it did not exist. */
  async assertAccess(user: SessionUser, hotelId: number): Promise<void> {
    if (!(await this.repository.isAttached(user.id, hotelId))) throw AppError.notFound();
  }

  /**
   * A claim of a catalogue hotel (decision 027): the choice must be the catalogue's own (400 on
   * `code` when the catalogue lacks it, on `name` or `raw_code` when they are not its values).
   * A new code is created and attached to the user; a code whose hotel exists answers 409: ask
   * the group for a link when it is verified, or the claim is recorded for staff to decide.
   */
  async create(user: SessionUser, input: { name: string; raw_code: string; code: string }): Promise<Hotel> {
    const entry = await this.catalogue.findByCode(input.code);
    if (!entry) throw AppError.validation({ code: STAFF_MSG.notInCatalogue });
    const wrong: FieldMessages = {};
    if (entry.title.trim() !== input.name) wrong.name = STAFF_MSG.notCatalogueValue;
    if (entry.rawId.trim() !== input.raw_code) wrong.raw_code = STAFF_MSG.notCatalogueValue;
    if (Object.keys(wrong).length > 0) throw AppError.validation(wrong);
    const outcome = await this.repository.claim(user.id, {
      name: input.name,
      rawCode: input.raw_code,
      code: input.code,
    });
    if (outcome.kind === 'ask_for_link') throw new AppError(409, { key: STAFF_MSG.askForLink });
    if (outcome.kind === 'claim_recorded') throw new AppError(409, { key: STAFF_MSG.claimRecorded });
    if (outcome.kind === 'attached') return this.get(user, outcome.hotelId);
    // A new hotel has no activities, and contacts are attached to existing hotels only.
    return toDto(outcome.hotel, [], []);
  }

  /**
   * Onboarding in one step (issue 19): every hotel still pending from registration (or a staff
   * link) is created as `create` would, one after the other, each all or nothing; what became of
   * each is answered (a claim recorded or refused does not stop the others). `message` is the key
   * of the refusal, translated by the route.
   */
  async createPending(
    user: SessionUser,
  ): Promise<(Omit<PendingHotelResult, 'message'> & { message: Message | null })[]> {
    const results: (Omit<PendingHotelResult, 'message'> & { message: Message | null })[] = [];
    for (const pending of await this.repository.pendingOf(user.id)) {
      const base = { code: pending.code, name: pending.name };
      try {
        const hotel = await this.create(user, {
          name: pending.name,
          raw_code: pending.rawCode,
          code: pending.code,
        });
        results.push({ ...base, outcome: 'created', hotel: hotel.id, message: null });
      } catch (error) {
        if (!(error instanceof AppError) || (error.statusCode !== 400 && error.statusCode !== 409))
          throw error;
        const field = Object.values(error.fields ?? {})[0]?.[0];
        results.push({
          ...base,
          outcome:
            error.detail.key === STAFF_MSG.claimRecorded
              ? 'claim_recorded'
              : error.detail.key === STAFF_MSG.askForLink
                ? 'ask_for_link'
                : 'refused',
          hotel: null,
          message: field ?? error.detail,
        });
      }
    }
    return results;
  }

  /**
   * The user's hotels with their progress and where the wizard resumes. Cached until a write to the
   * attachments, the hotels or the room types (decision 017, fourth pass): computing the progress
   * of a manager's fifty hotels reads every room type and runs the wizard's rules on each.
   */
  async list(user: SessionUser): Promise<HotelSummary[]> {
    return this.readCache.read(`hotel-list:${user.id}`, HOTEL_LIST_TABLES, () => this.summaries(user.id));
  }

  private async summaries(userId: number): Promise<HotelSummary[]> {
    const rows = await this.repository.listForUser(userId);
    // All the hotels' room types in one statement, so progress and resume include the room steps.
    const ids = rows.map((row) => row.id);
    const [roomsByHotel, inputs] = await Promise.all([
      this.rooms?.roomsOfHotels(ids) ?? new Map<number, (RoomLike | ApartmentLike)[]>(),
      // Honest progress (decision 031): the steps reviewed and the photo tallies, in one statement each.
      this.progress?.progressInputs(ids) ?? new Map<number, { reviewed: string[]; photos: PhotoTally }>(),
    ]);
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
        verified: row.verified,
        // The one figure every screen shows (issue 34 item 12): the web computes none of its own.
        progress: progressView({ snapshot, ...(inputs.get(row.id) ?? { reviewed: [], photos: NO_PHOTOS }) }),
        resume: resumeStep(snapshot),
        missing: missingSteps(snapshot),
      };
    });
  }

  /**
   * The hotel when attached to the user, or any hotel for staff; 404 otherwise (the tenant check
   * is part of the read).
   */
  async get(user: SessionUser, hotelId: number): Promise<Hotel> {
    const found =
      (await this.repository.findAttached(user.id, hotelId)) ??
      (user.approbeContractPerm ? await this.repository.findForStaff(hotelId) : undefined);
    if (!found) throw AppError.notFound();
    return toDto(found.hotel, found.activities, found.contactIds);
  }

  /**
   * Writes the fields sent, once every reference id among them is known (400 otherwise, naming
   * each offending field; nothing is written). `language` names items in the messages.
   */
  async update(
    user: SessionUser,
    hotelId: number,
    patch: HotelUpdate,
    language: Language = DEFAULT_LANGUAGE,
  ): Promise<Hotel> {
    await checkReferences(this.reference, () => this.repository.findById(hotelId), patch, language);
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
    if (Object.keys(values).length === 0) return this.get(user, hotelId);
    const before = await this.get(user, hotelId);
    await this.repository.update(hotelId, values);
    const after = await this.get(user, hotelId);
    await this.activityLog?.record({
      hotelId,
      userId: user.id,
      action: 'hotel.step_saved',
      detail: stepSaved(before, after, patch),
    });
    return after;
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
    // Ids are the same in every language; the default language's answer is cached.
    const { body: info } = await this.reference.activityInfo(DEFAULT_LANGUAGE);
    const unknown: Record<string, string> = {};
    if (!info.activities.some((item) => item.id === activity)) unknown.activity = HOTEL_MSG.unknownReference;
    if (!info.zones.some((item) => item.id === zone)) unknown.zone = HOTEL_MSG.unknownReference;
    if (Object.keys(unknown).length > 0) throw AppError.validation(unknown);
    return activityDto(await this.repository.addActivity(hotelId, activity, zone));
  }

  /** One activity and zone pair of the hotel; 404 when unknown or another hotel's. */
  async activity(hotelId: number, activityId: number): Promise<HotelActivity> {
    const found = await this.repository.findActivity(hotelId, activityId);
    if (!found) throw AppError.notFound();
    return activityDto(found);
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

/** The wizard step each field of the hotel's PATCH belongs to (the review's parts). */
const FIELD_STEPS: Record<string, WizardStepKey> = {
  htype: 'basic',
  rating: 'basic',
  style: 'basic',
  check_in_start: 'basic',
  check_out_start: 'basic',
  languages: 'basic',
  content_language: 'basic',
  oberture: 'basic',
  smoke: 'basic',
  address: 'ubication',
  city: 'ubication',
  country: 'ubication',
  postal_code: 'ubication',
  longitude: 'ubication',
  latitude: 'ubication',
  accessibility: 'accesibility',
  services: 'services',
};

/**
 * What the log says of a saved step: its steps, the fields whose value changed and, for the
 * single values (not the lists), what they were and are.
 */
function stepSaved(before: Hotel, after: Hotel, patch: HotelUpdate): Record<string, unknown> {
  const fields = Object.keys(patch).filter(
    (field) =>
      JSON.stringify(before[field as keyof Hotel] ?? null) !==
      JSON.stringify(after[field as keyof Hotel] ?? null),
  );
  const plain = fields.filter((field) => !Array.isArray(after[field as keyof Hotel]));
  return {
    steps: [...new Set(Object.keys(patch).flatMap((field) => FIELD_STEPS[field] ?? []))],
    fields,
    before: Object.fromEntries(plain.map((field) => [field, before[field as keyof Hotel] ?? null])),
    after: Object.fromEntries(plain.map((field) => [field, after[field as keyof Hotel] ?? null])),
  };
}
