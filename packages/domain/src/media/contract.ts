/**
 * The API contract of a hotel's photos and videos (spec §3 Media, §5 video dialog, §9): parameters,
 * bodies and answers. Apart from media/rules.ts, which the web's photos step loads first, because the
 * schemas need zod (docs/decisions/018).
 */
import { z } from 'zod';
import {
  LIST_ORDER_START,
  PHOTO_ORDER_START,
  PHOTO_QUALITY_MAX,
  PHOTO_QUALITY_MIN,
  VIDEO_URL_TYPES,
} from '../shared/constants.ts';
import { idParam } from '../shared/contract.ts';
import { MSG } from '../shared/messages.ts';
import {
  DEFAULT_PHOTO_CATEGORY,
  DEFAULT_VIDEO_CATEGORY,
  MEDIA_CATEGORY_KEYS,
  MEDIA_MSG,
  resolveVideoUrl,
  VIDEO_KINDS,
} from './rules.ts';

export const mediaParamsSchema = z.object({ hotelId: idParam, id: idParam });
export const roomPhotoParamsSchema = z.object({ hotelId: idParam, roomId: idParam, photoId: idParam });
export const mediaRoomParamsSchema = z.object({ hotelId: idParam, roomId: idParam });

export const mediaCategorySchema = z.enum(MEDIA_CATEGORY_KEYS, { error: MEDIA_MSG.categoryInvalid });
const qualitySchema = z
  .number({ error: MSG.required })
  .int({ error: MSG.invalidValue })
  .min(PHOTO_QUALITY_MIN, { error: MSG.tooSmall })
  .max(PHOTO_QUALITY_MAX, { error: MSG.tooBig });
const photoOrderSchema = z
  .number({ error: MSG.required })
  .int()
  .min(PHOTO_ORDER_START, { error: MSG.tooSmall })
  .max(10_000);
const listOrderSchema = z
  .number({ error: MSG.required })
  .int()
  .min(LIST_ORDER_START, { error: MSG.tooSmall })
  .max(10_000);

/** A stored photo: three WebP renditions and its rating (suggested on upload, changeable). */
export const photoSchema = z.object({
  id: z.number(),
  order: z.number(),
  category: z.string(),
  quality_rate: z.number(),
  suggested_quality_rate: z.number().nullable(),
  /** Rated below PHOTO_QUALITY_LOW_BELOW stars. */
  low_quality: z.boolean(),
  /** The 1024 px rendition. */
  url: z.string(),
  thumbnail_url: z.string(),
  /** The 2048 px rendition. */
  public_url: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
});
export type Photo = z.infer<typeof photoSchema>;

/** GET /api/hotel/{hotelId}/photo/: categories with their media, in category order. */
export const photoCategoryListSchema = z.array(
  z.object({ category: z.string(), media: z.array(photoSchema) }),
);
export type PhotoCategoryList = z.infer<typeof photoCategoryListSchema>;

/** The non-file fields of the multipart upload to /api/hotel/{hotelId}/photo. */
export const photoUploadFieldsSchema = z.object({
  category: mediaCategorySchema.default(DEFAULT_PHOTO_CATEGORY),
  /** Where the first file goes (later ones follow); absent: at the end of the category. */
  order: z.coerce
    .number({ error: MSG.invalidType })
    .int()
    .min(PHOTO_ORDER_START, { error: MSG.tooSmall })
    .max(10_000)
    .optional(),
});

/** PATCH /api/hotel/{hotelId}/photo/{id}: its place, its category or its stars. */
export const photoUpdateSchema = z
  .strictObject({ order: photoOrderSchema, category: mediaCategorySchema, quality_rate: qualitySchema })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, { error: MEDIA_MSG.nothingToChange });
export type PhotoUpdate = z.infer<typeof photoUpdateSchema>;

/** A room type or apartment with the ids of the photos it shows, in order. */
export const roomPhotosSchema = z.object({
  id: z.number(),
  name: z.string(),
  is_apartment: z.boolean(),
  photos: z.array(z.number()),
});
export type RoomPhotos = z.infer<typeof roomPhotosSchema>;

/** PATCH /api/hotel/{hotelId}/room/{roomId}/photo/{photoId}: show the photo at this place (1 = first). */
export const roomPhotoUpdateSchema = z.strictObject({ order: photoOrderSchema });

export const videoSchema = z.object({
  id: z.number(),
  order: z.number(),
  category: z.string(),
  url_type: z.enum(VIDEO_KINDS),
  url: z.string(),
  code: z.string().nullable(),
  /** Embeddable address: the player of the service, or the stored file. */
  public_url: z.string(),
});
export type Video = z.infer<typeof videoSchema>;

/** POST /api/hotel/{hotelId}/video/: a link to a video on YouTube (default) or Vimeo. */
export const videoCreateSchema = z
  .strictObject({
    url_type: z.enum(VIDEO_URL_TYPES, { error: MEDIA_MSG.videoUrlInvalid }).default('youtube'),
    url: z
      .string({ error: MSG.required })
      .trim()
      .min(1, { error: MSG.required })
      .max(500, { error: MSG.tooLong }),
    category: mediaCategorySchema.default(DEFAULT_VIDEO_CATEGORY),
    order: listOrderSchema.optional(),
    hotel: z.number().int().positive().optional(),
  })
  .superRefine((video, ctx) => {
    // The address decides the type when it is the other service's (resolveVideoUrl).
    if (!resolveVideoUrl(video.url_type, video.url)) {
      ctx.addIssue({ code: 'custom', path: ['url'], message: MEDIA_MSG.videoUrlInvalid });
    }
  });
export type VideoCreateInput = z.input<typeof videoCreateSchema>;

/** The non-file fields of the multipart upload to /api/hotel/{hotelId}/video/upload. */
export const videoUploadFieldsSchema = z.object({
  category: mediaCategorySchema.default(DEFAULT_VIDEO_CATEGORY),
  order: z.coerce
    .number({ error: MSG.invalidType })
    .int()
    .min(LIST_ORDER_START, { error: MSG.tooSmall })
    .max(10_000)
    .optional(),
});

/** POST /api/hotel/{hotelId}/photographerrequest: the request recorded (the group's staff are emailed). */
export const photographerRequestSchema = z.object({
  id: z.number(),
  hotel: z.number(),
  price_eur: z.number(),
  created_at: z.string(),
});
export type PhotographerRequest = z.infer<typeof photographerRequestSchema>;
