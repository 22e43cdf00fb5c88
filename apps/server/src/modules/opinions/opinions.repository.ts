import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { directorOpinions, hotels } from '../../db/schema/index.ts';

export type OpinionRow = typeof directorOpinions.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface OpinionChanges {
  create: { area: string; text: string }[];
  update: { id: number; text: string; area?: string }[];
  delete: number[];
}

/**
 * Director opinions, one per area of a hotel. Every change locks the hotel row, so that the
 * one-per-area rule holds with any number of server instances.
 */
export class OpinionsRepository {
  constructor(private readonly db: Db) {}

  private lockHotel(tx: Tx, hotelId: number) {
    return tx.select({ id: hotels.id }).from(hotels).where(eq(hotels.id, hotelId)).for('update');
  }

  async list(hotelId: number): Promise<OpinionRow[]> {
    return this.db
      .select()
      .from(directorOpinions)
      .where(eq(directorOpinions.hotelId, hotelId))
      .orderBy(asc(directorOpinions.id));
  }

  async find(hotelId: number, id: number): Promise<OpinionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(directorOpinions)
      .where(and(eq(directorOpinions.hotelId, hotelId), eq(directorOpinions.id, id)))
      .limit(1);
    return row;
  }

  /**
   * Applies creates, updates and deletes at once. Answers 'area_taken' (and changes nothing) when
   * a create or a move names an area that already has another opinion, 'not_found' when an
   * update or delete names an opinion that is not the hotel's; otherwise the rows written.
   */
  async apply(
    hotelId: number,
    changes: OpinionChanges,
  ): Promise<{ ok: true; rows: OpinionRow[] } | { ok: false; reason: 'area_taken' | 'not_found' }> {
    return this.db.transaction(async (tx) => {
      await this.lockHotel(tx, hotelId);
      const existing = await tx.select().from(directorOpinions).where(eq(directorOpinions.hotelId, hotelId));
      const byId = new Map(existing.map((row) => [row.id, row]));
      if ([...changes.update.map((u) => u.id), ...changes.delete].some((id) => !byId.has(id))) {
        return { ok: false, reason: 'not_found' } as const;
      }
      // The areas once the change is done: each may be held by one opinion only.
      const areaOf = new Map(existing.map((row) => [row.id, row.area]));
      for (const id of changes.delete) areaOf.delete(id);
      for (const update of changes.update) if (update.area) areaOf.set(update.id, update.area);
      const areas = [...areaOf.values(), ...changes.create.map((c) => c.area)];
      if (new Set(areas).size !== areas.length) return { ok: false, reason: 'area_taken' } as const;

      const rows: OpinionRow[] = [];
      for (const id of changes.delete) {
        await tx.delete(directorOpinions).where(eq(directorOpinions.id, id));
      }
      for (const update of changes.update) {
        const [row] = await tx
          .update(directorOpinions)
          .set({ text: update.text, ...(update.area ? { area: update.area } : {}), updatedAt: new Date() })
          .where(eq(directorOpinions.id, update.id))
          .returning();
        if (row) rows.push(row);
      }
      if (changes.create.length > 0) {
        rows.push(
          ...(await tx
            .insert(directorOpinions)
            .values(changes.create.map((create) => ({ hotelId, area: create.area, text: create.text })))
            .returning()),
        );
      }
      return { ok: true, rows } as const;
    });
  }
}
