import {
  OPINION_AREAS,
  OPINION_MSG,
  type Opinion,
  type OpinionCreate,
  type OpinionDraft,
  type OpinionUpdate,
  opinionSavePlan,
} from '@hotel/domain';
import { AppError } from '../../lib/errors.ts';
import type { OpinionChanges, OpinionRow, OpinionsRepository } from './opinions.repository.ts';

const AREA_ORDER = new Map<string, number>(OPINION_AREAS.map((area, index) => [area, index]));

export class OpinionsService {
  constructor(private readonly repository: OpinionsRepository) {}

  /** The hotel's opinions in the order of the areas. */
  async list(hotelId: number): Promise<Opinion[]> {
    const rows = await this.repository.list(hotelId);
    return rows
      .sort((a, b) => (AREA_ORDER.get(a.area) ?? 99) - (AREA_ORDER.get(b.area) ?? 99) || a.id - b.id)
      .map(opinionDto);
  }

  async get(hotelId: number, id: number): Promise<Opinion> {
    const row = await this.repository.find(hotelId, id);
    if (!row) throw AppError.notFound();
    return opinionDto(row);
  }

  /** A new opinion for an area that has none (400 on `area` otherwise). */
  async create(hotelId: number, input: OpinionCreate): Promise<Opinion> {
    const [row] = await this.apply(hotelId, {
      create: [{ area: input.area, text: input.text }],
      update: [],
      delete: [],
    });
    if (!row) throw new Error('opinion not created');
    return opinionDto(row);
  }

  async update(hotelId: number, id: number, input: OpinionUpdate): Promise<Opinion> {
    const [row] = await this.apply(hotelId, {
      create: [],
      update: [{ id, text: input.text, area: input.area }],
      delete: [],
    });
    if (!row) throw AppError.notFound();
    return opinionDto(row);
  }

  async delete(hotelId: number, id: number): Promise<void> {
    await this.apply(hotelId, { create: [], update: [], delete: [id] });
  }

  /**
   * Saves the Opinions step as the screen holds it (the approval's "save"): non-empty texts are
   * created or updated, emptied ones deleted, empty new ones not saved.
   */
  async saveStep(hotelId: number, drafts: readonly OpinionDraft[]): Promise<Opinion[]> {
    const plan = opinionSavePlan(await this.repository.list(hotelId), drafts);
    await this.apply(hotelId, plan);
    return this.list(hotelId);
  }

  private async apply(hotelId: number, changes: OpinionChanges): Promise<OpinionRow[]> {
    const result = await this.repository.apply(hotelId, changes);
    if (result.ok) return result.rows;
    if (result.reason === 'not_found') throw AppError.notFound();
    throw AppError.validation({ area: OPINION_MSG.areaTaken });
  }
}

/** `hotel`, when the body names one, must be the hotel of the path. */
function opinionDto(row: OpinionRow): Opinion {
  return { id: row.id, hotel: row.hotelId, area: row.area, text: row.text };
}
