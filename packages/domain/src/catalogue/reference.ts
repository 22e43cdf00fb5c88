import { z } from 'zod';
import { idParam } from '../shared/contract.ts';

/**
 * The reference lists of spec §7 (GET /api/hotel/language, /oberture, /smoke, /beddings, /type,
 * /service, /accessibility, /activity/info, /room/attributes, /apartment/attributes). Names come
 * in the language of the Accept-Language header; ids are stable and stored in hotel records.
 */

const id = z.number().int().positive();
/** The OpenTravel Alliance code-list value, where one exists. */
const otaCode = z.string().nullable();

export const referenceItemSchema = z.object({ id, name: z.string() });
export type ReferenceItem = z.infer<typeof referenceItemSchema>;
export const referenceItemListSchema = z.array(referenceItemSchema);

/** A language a hotel can speak or write its content in (`code`: ISO 639-1). */
export const referenceLanguageSchema = z.object({ id, code: z.string(), name: z.string() });
export type ReferenceLanguage = z.infer<typeof referenceLanguageSchema>;
export const referenceLanguageListSchema = z.array(referenceLanguageSchema);

/** A bed type (OTA Bed Type code) and where it may be placed: bedrooms, lounges or both. */
export const referenceBedTypeSchema = z.object({
  id,
  name: z.string(),
  ota_code: otaCode,
  capacity: z.number().int().nonnegative(),
  room_allowed: z.boolean(),
  lounge_allowed: z.boolean(),
});
export type ReferenceBedType = z.infer<typeof referenceBedTypeSchema>;
export const referenceBedTypeListSchema = z.array(referenceBedTypeSchema);

/** A hotel type (OTA Property Class Type) with the ratings and styles a hotel of that type may choose. */
export const referenceHotelTypeSchema = z.object({
  id,
  name: z.string(),
  ota_code: otaCode,
  ratings: referenceItemListSchema,
  styles: referenceItemListSchema,
});
export type ReferenceHotelType = z.infer<typeof referenceHotelTypeSchema>;
export const referenceHotelTypeListSchema = z.array(referenceHotelTypeSchema);
export const referenceHotelTypeParamsSchema = z.object({ typeId: idParam });

/** A hotel service (OTA Hotel Amenity Code); `of_payment` when it is usually charged. */
export const referenceServiceSchema = z.object({
  id,
  name: z.string(),
  of_payment: z.boolean(),
  ota_code: otaCode,
});
export type ReferenceService = z.infer<typeof referenceServiceSchema>;
export const referenceServiceGroupSchema = z.object({
  id,
  name: z.string(),
  services: z.array(referenceServiceSchema),
});
export type ReferenceServiceGroup = z.infer<typeof referenceServiceGroupSchema>;
export const referenceServiceGroupListSchema = z.array(referenceServiceGroupSchema);

/** An accessibility feature as a carousel item (spec §3): `photo` names an icon. */
export const referenceAccessibilityItemSchema = z.object({
  id,
  label: z.string(),
  photo: z.string(),
  incompatibles: z.array(id),
});
export type ReferenceAccessibilityItem = z.infer<typeof referenceAccessibilityItemSchema>;
export const referenceAccessibilityListSchema = z.array(referenceAccessibilityItemSchema);

export const referenceCodedItemSchema = z.object({ id, name: z.string(), ota_code: otaCode });
export type ReferenceCodedItem = z.infer<typeof referenceCodedItemSchema>;

/** Activities a hotel offers and the zones where they take place. */
export const referenceActivityInfoSchema = z.object({
  activities: z.array(referenceCodedItemSchema),
  zones: referenceItemListSchema,
});
export type ReferenceActivityInfo = z.infer<typeof referenceActivityInfoSchema>;

export const referenceOccupancySchema = z.object({
  id,
  name: z.string(),
  adults: z.number().int().nonnegative(),
  children: z.number().int().nonnegative(),
});
export type ReferenceOccupancy = z.infer<typeof referenceOccupancySchema>;

export const referenceRoomAttributesSchema = z.object({
  types: z.array(referenceCodedItemSchema),
  structure: referenceItemListSchema,
  occupancies: z.array(referenceOccupancySchema),
  view_type: referenceItemListSchema,
  views: referenceItemListSchema,
  bath: referenceItemListSchema,
});
export type ReferenceRoomAttributes = z.infer<typeof referenceRoomAttributesSchema>;

export const referenceApartmentAttributesSchema = z.object({
  types: referenceItemListSchema,
  view_type: referenceItemListSchema,
  views: referenceItemListSchema,
  kitchens: referenceItemListSchema,
  bath_services: referenceItemListSchema,
});
export type ReferenceApartmentAttributes = z.infer<typeof referenceApartmentAttributesSchema>;
