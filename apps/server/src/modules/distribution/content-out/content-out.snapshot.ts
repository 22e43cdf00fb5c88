// The approval snapshot as content out reads it: parsed, so an approval of an older release still answers.
import { storedServiceSchema, VIDEO_KINDS } from '@hotel/domain';
import { z } from 'zod';

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
