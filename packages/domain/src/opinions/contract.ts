/** Director opinions (spec §3 Director opinion, §5 text areas): one text per area of the hotel. */
import { z } from 'zod';
import { TEXT_AREA_MAX } from '../shared/constants.ts';
import { idParam } from '../shared/contract.ts';
import { MSG } from '../shared/messages.ts';
import { OPINION_AREAS, OPINION_MSG } from './rules.ts';

export const opinionParamsSchema = z.object({ hotelId: idParam, id: idParam });

export const opinionAreaSchema = z.enum(OPINION_AREAS, { error: OPINION_MSG.areaInvalid });

/** An opinion's text: saved only when non-empty, at most TEXT_AREA_MAX characters. */
export const opinionTextSchema = z
  .string({ error: MSG.required })
  .trim()
  .min(1, { error: MSG.required })
  .max(TEXT_AREA_MAX, { error: MSG.tooLong });

export const opinionSchema = z.object({
  id: z.number(),
  hotel: z.number(),
  area: z.string(),
  text: z.string(),
});
export type Opinion = z.infer<typeof opinionSchema>;

/** POST /api/hotel/{hotelId}/director-opinion/: `hotel`, when sent, must be the path's hotel (plugins/auth.ts). */
export const opinionCreateSchema = z.strictObject({
  hotel: z.number().int().positive().optional(),
  area: opinionAreaSchema,
  text: opinionTextSchema,
});
export type OpinionCreate = z.infer<typeof opinionCreateSchema>;

/** PATCH /api/hotel/{hotelId}/director-opinion/{id}. */
export const opinionUpdateSchema = z.strictObject({
  hotel: z.number().int().positive().optional(),
  area: opinionAreaSchema.optional(),
  text: opinionTextSchema,
});
export type OpinionUpdate = z.infer<typeof opinionUpdateSchema>;
