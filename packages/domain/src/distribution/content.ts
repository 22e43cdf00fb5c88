import { z } from 'zod';
import { VIDEO_KINDS } from '../media/rules.ts';
import { LANGUAGES, SCHEDULE_KEY_TYPES } from '../shared/constants.ts';
import { INT32_MAX } from '../shared/contract.ts';
import { MSG } from '../shared/messages.ts';

/**
 * Content out (issue 17, decision 029): the approved version of a hotel as the group's systems
 * read it with a `content:read` key, at GET /api/distribution/hotels/{hotelId}/content (this JSON)
 * and …/content/ota (the same document as OTA_HotelDescriptiveContentNotifRQ). It is what staff
 * approved (the latest `hotel_approvals` snapshot), never the owner's unsent edits. Names of
 * reference items come in the language of Accept-Language (Spanish by default); ids and OTA codes
 * do not depend on it.
 */

const isoDateTime = z.iso.datetime({ offset: true });

/** A hotel of the distribution lists: `code` is the catalogue code (HotelCode in OTA messages). */
export const distributionHotelSchema = z.object({
  id: z.number().int(),
  code: z.string().describe('The catalogue code of the hotel: HotelCode in the OTA messages'),
  name: z.string(),
  approvedAt: isoDateTime.describe('When staff approved the version content out answers'),
});
export type DistributionHotel = z.infer<typeof distributionHotelSchema>;

export const DISTRIBUTION_HOTELS_PAGE_MAX = 500;
export const DISTRIBUTION_HOTELS_PAGE_DEFAULT = 100;

/** GET /api/distribution/hotels/?after=&limit= : the hotels after this id, in id order. */
export const distributionHotelsQuerySchema = z
  .object({
    after: z.coerce
      .number({ error: MSG.invalidValue })
      .int({ error: MSG.invalidValue })
      .min(0, { error: MSG.tooSmall })
      .max(INT32_MAX, { error: MSG.tooBig })
      .default(0),
    limit: z.coerce
      .number({ error: MSG.invalidValue })
      .int({ error: MSG.invalidValue })
      .min(1, { error: MSG.tooSmall })
      .max(DISTRIBUTION_HOTELS_PAGE_MAX, { error: MSG.tooBig })
      .default(DISTRIBUTION_HOTELS_PAGE_DEFAULT),
  })
  .strict();
export type DistributionHotelsQuery = z.infer<typeof distributionHotelsQuerySchema>;

export const distributionHotelListSchema = z.object({
  hotels: z.array(distributionHotelSchema),
  /** The `after` of the next page; null on the last one. */
  next: z.number().int().nullable().describe('Pass as ?after= for the next page; null on the last page'),
});
export type DistributionHotelList = z.infer<typeof distributionHotelListSchema>;

/**
 * A reference item (spec §7): our stable id, its name, and its OpenTravel code where the product
 * has one (BED bed types, HAC services, PCT hotel types, GRI room types, PHY accessibility).
 * `name` is null for an id the reference lists no longer hold.
 */
export const distributionRefSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  otaCode: z.string().nullable(),
});
export type DistributionRef = z.infer<typeof distributionRefSchema>;

export const distributionLanguageRefSchema = z.object({
  id: z.number().int(),
  /** ISO 639-1. */
  code: z.string().nullable(),
  name: z.string().nullable(),
});

export const distributionBasicSchema = z.object({
  hotelType: distributionRefSchema.nullable(),
  rating: distributionRefSchema.nullable(),
  style: distributionRefSchema.nullable(),
  /** HH:MM, local time of the hotel. */
  checkInFrom: z.string().nullable(),
  checkOutFrom: z.string().nullable(),
  /** Languages the staff speak. */
  languages: z.array(distributionLanguageRefSchema),
  /** The language the hotel writes its texts (opinions, room names) in. */
  contentLanguage: distributionLanguageRefSchema.nullable(),
  /** When the hotel is open in the year. */
  opening: distributionRefSchema.nullable(),
  smoking: distributionRefSchema.nullable(),
});

export const distributionLocationSchema = z.object({
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  /** As the hotel wrote it (free text). */
  country: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

/** When a service is offered: the times the schedule type needs (HH:MM), the others absent. */
export const distributionScheduleSchema = z.object({
  type: z.enum(SCHEDULE_KEY_TYPES),
  from: z.string().optional(),
  to: z.string().optional(),
  from2: z.string().optional(),
  to2: z.string().optional(),
});

export const distributionServiceSchema = z.object({
  service: distributionRefSchema,
  group: z.object({ id: z.number().int(), name: z.string().nullable() }).nullable(),
  /** Usually charged. */
  ofPayment: z.boolean().nullable(),
  schedule: distributionScheduleSchema,
});

export const distributionActivitySchema = z.object({
  activity: distributionRefSchema,
  zone: distributionRefSchema,
});

export const distributionBedSchema = z.object({
  bedType: distributionRefSchema,
  quantity: z.number().int(),
  /** People one bed of the type sleeps; null for an unknown bed type. */
  capacity: z.number().int().nullable(),
});

const distributionPartSchema = z.object({
  order: z.number().int(),
  /** The name an apartment gives one of its rooms. */
  name: z.string().nullable(),
  beds: z.array(distributionBedSchema),
  /** Alternative arrangements of the lounge beds. */
  distributions: z.array(z.object({ order: z.number().int(), beds: z.array(distributionBedSchema) })),
});

export const distributionRoomTypeSchema = z.object({
  id: z.number().int(),
  invTypeCode: z.string().describe('The room type as OTA messages name it (InvTypeCode, GuestRoom Code)'),
  isApartment: z.boolean(),
  name: z.string(),
  /** The name in each product language the hotel filled in. */
  names: z.partialRecord(z.enum(LANGUAGES), z.string()),
  type: distributionRefSchema.nullable(),
  structure: distributionRefSchema.nullable(),
  bedrooms: z.array(distributionPartSchema),
  lounges: z.array(distributionPartSchema),
  occupancy: z.object({
    /** Adults the price is for. */
    standardAdults: z.number().int().nullable(),
    /** Most guests, children included. */
    maxOccupancy: z.number().int().nullable(),
    /** Beds of the structure (bedrooms, lounges and their arrangements). */
    beds: z.number().int(),
    /** People the beds sleep, by each bed type's capacity. */
    bedCapacity: z.number().int(),
  }),
  bath: distributionRefSchema.nullable(),
  baths: z.array(z.object({ name: z.string(), services: z.array(distributionRefSchema) })),
  kitchen: distributionRefSchema.nullable(),
  viewType: distributionRefSchema.nullable(),
  views: z.array(distributionRefSchema),
});
export type DistributionRoomType = z.infer<typeof distributionRoomTypeSchema>;

export const distributionCategorySchema = z.object({
  key: z.string(),
  /** OTA Picture Category Code (PIC). */
  otaCode: z.string().nullable(),
});

export const distributionPhotoSchema = z.object({
  id: z.number().int(),
  category: distributionCategorySchema,
  /** Place within its category (as the owner ordered it). */
  order: z.number().int(),
  /** Place in the whole list, 1-based: categories in their order, then the order within each. */
  sort: z.number().int(),
  /** Of the uploaded image, oriented. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Stars 1–5 (staff may change the suggested ones). */
  qualityRate: z.number().int(),
  /** WebP renditions, smallest first: `maxSide` is the bound of the longest side in pixels. */
  renditions: z.array(z.object({ maxSide: z.number().int(), url: z.string() })),
});

export const distributionVideoSchema = z.object({
  id: z.number().int(),
  category: distributionCategorySchema,
  order: z.number().int(),
  kind: z.enum(VIDEO_KINDS),
  /** The page address given (YouTube, Vimeo) or the stored file. */
  url: z.string(),
  code: z.string().nullable(),
  /** Embeddable player address, or the stored file. */
  playerUrl: z.string(),
});

export const distributionOpinionSchema = z.object({
  /** hotel, location, rooms, gastronomy, services, leisure. */
  area: z.string(),
  text: z.string(),
});

/** A contact of the operative kind (day-to-day operations: bookings, arrivals). */
export const distributionContactSchema = z.object({
  id: z.number().int(),
  /** The operative contact person (issue 19); null when the owner gave none. */
  name: z.string().nullable(),
  phone: z.string(),
  email: z.string(),
});

/** GET /api/distribution/hotels/{hotelId}/content */
export const distributionContentSchema = z.object({
  hotel: distributionHotelSchema,
  /** The language of the names of reference items. */
  language: z.enum(LANGUAGES),
  basic: distributionBasicSchema,
  location: distributionLocationSchema,
  accessibility: z.array(distributionRefSchema),
  services: z.array(distributionServiceSchema),
  activities: z.array(distributionActivitySchema),
  roomTypes: z.array(distributionRoomTypeSchema),
  photos: z.array(distributionPhotoSchema),
  videos: z.array(distributionVideoSchema),
  opinions: z.array(distributionOpinionSchema),
  /**
   * The operative contacts as they are now: contacts are not part of the approved version (the
   * owner keeps them current, and they are not reviewed).
   */
  contacts: z.array(distributionContactSchema),
});
export type DistributionContent = z.infer<typeof distributionContentSchema>;
