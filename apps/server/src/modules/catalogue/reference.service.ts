import { createHash } from 'node:crypto';
import {
  DEFAULT_LANGUAGE,
  type Language,
  type ReferenceAccessibilityItem,
  type ReferenceActivityInfo,
  type ReferenceApartmentAttributes,
  type ReferenceBedType,
  type ReferenceCodedItem,
  type ReferenceHotelType,
  type ReferenceItem,
  type ReferenceLanguage,
  type ReferenceRoomAttributes,
  type ReferenceServiceGroup,
} from '@hotel/domain';
import { type ReferenceKind, referenceRows } from '../../db/seed/reference-data.ts';
import { AppError } from '../../lib/errors.ts';
import type { ReferenceItemRow, ReferenceRepository } from './reference.repository.ts';

/** A built answer and its strong validator (hash of the language and the body). */
export interface CachedAnswer<T> {
  body: T;
  etag: string;
}

type Rows = Map<ReferenceKind, ReferenceItemRow[]>;

export class ReferenceService {
  /**
   * Answers built once per (list, language) and kept for the life of the process. This is the one
   * piece of state held in memory, and it is safe with several instances: the rows are seeded from
   * the same code on every start, never edited at run time, so every instance builds the same
   * answer with the same ETag. `seed()` clears it.
   */
  private readonly cache = new Map<string, Promise<CachedAnswer<unknown>>>();

  constructor(private readonly repository: ReferenceRepository) {}

  /** The stored rows of these kinds, in display order (content out reads their OTA codes). */
  async listByKinds(kinds: readonly ReferenceKind[]): Promise<ReferenceItemRow[]> {
    return this.repository.listByKinds(kinds);
  }

  /** Upserts every reference item (idempotent; run at every start). */
  async seed(): Promise<void> {
    await this.repository.upsert(referenceRows());
    this.cache.clear();
  }

  languages(language: Language): Promise<CachedAnswer<ReferenceLanguage[]>> {
    return this.answer('language', language, ['language'], (rows) =>
      list(rows, 'language').map((row) => ({
        id: row.id,
        code: row.attrs.code ?? '',
        name: nameOf(row, language),
      })),
    );
  }

  obertures(language: Language): Promise<CachedAnswer<ReferenceItem[]>> {
    return this.answer('oberture', language, ['oberture'], (rows) => items(rows, 'oberture', language));
  }

  smokingPolicies(language: Language): Promise<CachedAnswer<ReferenceItem[]>> {
    return this.answer('smoke', language, ['smoke'], (rows) => items(rows, 'smoke', language));
  }

  bedTypes(language: Language): Promise<CachedAnswer<ReferenceBedType[]>> {
    return this.answer('bedding', language, ['bedding'], (rows) =>
      list(rows, 'bedding').map((row) => ({
        id: row.id,
        name: nameOf(row, language),
        ota_code: row.otaCode,
        capacity: row.attrs.capacity ?? 0,
        room_allowed: row.attrs.room_allowed ?? false,
        lounge_allowed: row.attrs.lounge_allowed ?? false,
      })),
    );
  }

  hotelTypes(language: Language): Promise<CachedAnswer<ReferenceHotelType[]>> {
    return this.answer('hotel_type', language, HOTEL_TYPE_KINDS, (rows) => buildHotelTypes(rows, language));
  }

  /** One hotel type with its ratings and styles; 404 when unknown. */
  async hotelType(language: Language, typeId: number): Promise<CachedAnswer<ReferenceHotelType>> {
    const { body: types } = await this.hotelTypes(language);
    const type = types.find((candidate) => candidate.id === typeId);
    if (!type) throw AppError.notFound();
    return this.answer(`hotel_type:${typeId}`, language, [], () => type);
  }

  serviceGroups(language: Language): Promise<CachedAnswer<ReferenceServiceGroup[]>> {
    return this.answer('service', language, ['service_group', 'service'], (rows) => {
      const services = list(rows, 'service');
      return list(rows, 'service_group').map((group) => ({
        id: group.id,
        name: nameOf(group, language),
        services: services
          .filter((service) => service.attrs.group === group.id)
          .map((service) => ({
            id: service.id,
            name: nameOf(service, language),
            of_payment: service.attrs.of_payment ?? false,
            ota_code: service.otaCode,
          })),
      }));
    });
  }

  accessibility(language: Language): Promise<CachedAnswer<ReferenceAccessibilityItem[]>> {
    return this.answer('accessibility', language, ['accessibility'], (rows) =>
      list(rows, 'accessibility').map((row) => ({
        id: row.id,
        label: nameOf(row, language),
        photo: row.attrs.photo ?? '',
        incompatibles: row.attrs.incompatibles ?? [],
      })),
    );
  }

  activityInfo(language: Language): Promise<CachedAnswer<ReferenceActivityInfo>> {
    return this.answer('activity_info', language, ['activity', 'activity_zone'], (rows) => ({
      activities: codedItems(rows, 'activity', language),
      zones: items(rows, 'activity_zone', language),
    }));
  }

  roomAttributes(language: Language): Promise<CachedAnswer<ReferenceRoomAttributes>> {
    return this.answer('room_attributes', language, ROOM_ATTRIBUTE_KINDS, (rows) => ({
      types: codedItems(rows, 'room_type', language),
      structure: items(rows, 'room_structure', language),
      occupancies: list(rows, 'occupancy').map((row) => ({
        id: row.id,
        name: nameOf(row, language),
        adults: row.attrs.adults ?? 0,
        children: row.attrs.children ?? 0,
      })),
      view_type: items(rows, 'view_type', language),
      views: items(rows, 'view', language),
      bath: items(rows, 'room_bath', language),
    }));
  }

  apartmentAttributes(language: Language): Promise<CachedAnswer<ReferenceApartmentAttributes>> {
    return this.answer('apartment_attributes', language, APARTMENT_ATTRIBUTE_KINDS, (rows) => ({
      types: items(rows, 'apartment_type', language),
      view_type: items(rows, 'view_type', language),
      views: items(rows, 'view', language),
      kitchens: items(rows, 'kitchen', language),
      bath_services: items(rows, 'bath_service', language),
    }));
  }

  /** The cached answer of a list in a language, built from the rows of `kinds` on first use. */
  private answer<T>(
    key: string,
    language: Language,
    kinds: readonly ReferenceKind[],
    build: (rows: Rows) => T,
  ): Promise<CachedAnswer<T>> {
    const cacheKey = `${key}|${language}`;
    const cached = this.cache.get(cacheKey);
    if (cached) return cached as Promise<CachedAnswer<T>>;
    const pending = this.load(kinds).then((rows) => {
      const body = build(rows);
      return { body, etag: etagOf(language, body) };
    });
    this.cache.set(cacheKey, pending);
    // A failed load is not remembered: the next request tries again.
    pending.catch(() => this.cache.delete(cacheKey));
    return pending;
  }

  private async load(kinds: readonly ReferenceKind[]): Promise<Rows> {
    const rows: Rows = new Map();
    if (kinds.length === 0) return rows;
    for (const row of await this.repository.listByKinds(kinds)) {
      const kind = row.kind as ReferenceKind;
      const ofKind = rows.get(kind) ?? [];
      ofKind.push(row);
      rows.set(kind, ofKind);
    }
    return rows;
  }
}

const HOTEL_TYPE_KINDS: readonly ReferenceKind[] = ['hotel_type', 'hotel_rating', 'hotel_style'];
const ROOM_ATTRIBUTE_KINDS: readonly ReferenceKind[] = [
  'room_type',
  'room_structure',
  'occupancy',
  'view_type',
  'view',
  'room_bath',
];
const APARTMENT_ATTRIBUTE_KINDS: readonly ReferenceKind[] = [
  'apartment_type',
  'view_type',
  'view',
  'kitchen',
  'bath_service',
];

function buildHotelTypes(rows: Rows, language: Language): ReferenceHotelType[] {
  const ratings = list(rows, 'hotel_rating');
  const styles = new Map(list(rows, 'hotel_style').map((style) => [style.id, style]));
  return list(rows, 'hotel_type').map((type) => ({
    id: type.id,
    name: nameOf(type, language),
    ota_code: type.otaCode,
    ratings: ratings
      .filter((rating) => rating.attrs.type === type.id)
      .map((rating) => ({ id: rating.id, name: nameOf(rating, language) })),
    styles: (type.attrs.styles ?? []).flatMap((styleId) => {
      const style = styles.get(styleId);
      return style ? [{ id: style.id, name: nameOf(style, language) }] : [];
    }),
  }));
}

function list(rows: Rows, kind: ReferenceKind): ReferenceItemRow[] {
  return rows.get(kind) ?? [];
}

function items(rows: Rows, kind: ReferenceKind, language: Language): ReferenceItem[] {
  return list(rows, kind).map((row) => ({ id: row.id, name: nameOf(row, language) }));
}

function codedItems(rows: Rows, kind: ReferenceKind, language: Language): ReferenceCodedItem[] {
  return list(rows, kind).map((row) => ({ id: row.id, name: nameOf(row, language), ota_code: row.otaCode }));
}

function nameOf(row: ReferenceItemRow, language: Language): string {
  return row.names[language] || row.names[DEFAULT_LANGUAGE];
}

function etagOf(language: Language, body: unknown): string {
  const hash = createHash('sha256').update(language).update('\n').update(JSON.stringify(body));
  return `"${hash.digest('base64url').slice(0, 32)}"`;
}
