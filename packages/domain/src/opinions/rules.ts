/** Director opinions: the areas, their messages and what saving the Opinions step does (no zod). */
import type { Opinion } from './contract.ts';

/** The areas a director writes about, in the order the Opinions step shows them. */
export const OPINION_AREAS = ['hotel', 'location', 'rooms', 'gastronomy', 'services', 'leisure'] as const;
export type OpinionArea = (typeof OPINION_AREAS)[number];

export const OPINION_MSG = {
  areaInvalid: 'opinions.errors.area_invalid',
  areaTaken: 'opinions.errors.area_taken',
  /** The form's own message for the cap (the generic 'too long' needs its bound as a parameter). */
  textTooLong: 'opinions.errors.text_too_long',
} as const;

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
