/** Director opinions (spec §3 Director opinion, §5 text areas): one text per area of the hotel. */
import { z } from 'zod';
import { TEXT_AREA_MAX } from './constants.ts';
import { idParam } from './ids.ts';
import { MSG } from './messages.ts';

/** The areas a director writes about, in the order the Opinions step shows them. */
export const OPINION_AREAS = ['hotel', 'location', 'rooms', 'gastronomy', 'services', 'leisure'] as const;
export type OpinionArea = (typeof OPINION_AREAS)[number];

export const OPINION_MSG = {
  areaInvalid: 'opinions.errors.area_invalid',
  areaTaken: 'opinions.errors.area_taken',
  /** The form's own message for the cap (the generic 'too long' needs its bound as a parameter). */
  textTooLong: 'opinions.errors.text_too_long',
} as const;

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

export interface OpinionDraft {
  area: OpinionArea;
  text: string;
}

export interface OpinionSavePlan {
  create: { area: OpinionArea; text: string }[];
  update: { id: number; text: string }[];
  delete: number[];
}

/**
 * What saving the Opinions step does: a non-empty text of a new area is created, a changed one
 * updated, an emptied one deleted; empty texts of areas without an opinion are not saved.
 * Texts are compared trimmed.
 */
export function opinionSavePlan(
  saved: readonly Pick<Opinion, 'id' | 'area' | 'text'>[],
  drafts: readonly OpinionDraft[],
): OpinionSavePlan {
  const plan: OpinionSavePlan = { create: [], update: [], delete: [] };
  for (const draft of drafts) {
    const text = draft.text.trim();
    const existing = saved.find((opinion) => opinion.area === draft.area);
    if (!existing) {
      if (text) plan.create.push({ area: draft.area, text });
    } else if (!text) {
      plan.delete.push(existing.id);
    } else if (text !== existing.text) {
      plan.update.push({ id: existing.id, text });
    }
  }
  return plan;
}
