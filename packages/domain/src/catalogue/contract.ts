import { z } from 'zod';
import { AUTOCOMPLETE, LANGUAGES } from '../shared/constants.ts';

/** Query of the hotel autocomplete (spec §7: callback, language, type=HOT, count=100, format=json, q). */
export const catalogueQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
  count: z.coerce.number().int().min(1).max(AUTOCOMPLETE.count).default(AUTOCOMPLETE.count),
  language: z.string().trim().toLowerCase().pipe(z.enum(LANGUAGES)).optional().catch(undefined),
  type: z.literal('HOT').default('HOT'),
  format: z.literal('json').default('json'),
  /** JSONP callback: a plain JavaScript identifier path, never arbitrary script. */
  callback: z
    .string()
    .regex(/^[A-Za-z_$][\w$]{0,63}(\.[A-Za-z_$][\w$]{0,63}){0,3}$/)
    .optional(),
});
export type CatalogueQuery = z.infer<typeof catalogueQuerySchema>;

export const hotelSuggestionSchema = z.object({
  title: z.string(),
  description: z.object({ id: z.string(), value: z.string() }),
  city: z.string(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type HotelSuggestion = z.infer<typeof hotelSuggestionSchema>;
