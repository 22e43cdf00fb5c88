import { asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { referenceItems } from '../../db/schema/index.ts';
import type { ReferenceKind, ReferenceRow } from '../../db/seed/reference-data.ts';

export type ReferenceItemRow = typeof referenceItems.$inferSelect;

export class ReferenceRepository {
  constructor(private readonly db: Db) {}

  /** The items of the given kinds, in display order. */
  async listByKinds(kinds: readonly ReferenceKind[]): Promise<ReferenceItemRow[]> {
    return this.db
      .select()
      .from(referenceItems)
      .where(inArray(referenceItems.kind, [...kinds]))
      .orderBy(asc(referenceItems.kind), asc(referenceItems.sort), asc(referenceItems.id));
  }

  /**
   * Inserts the items or updates them by (kind, id), in one transaction and one statement. A row
   * whose data did not change is left alone (no new row version), so seeding an up-to-date database
   * writes nothing; concurrent starts of several instances converge on the same rows.
   */
  async upsert(rows: readonly ReferenceRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db.transaction(async (tx) => {
      await tx
        .insert(referenceItems)
        .values([...rows])
        .onConflictDoUpdate({
          target: [referenceItems.kind, referenceItems.id],
          set: {
            sort: sql.raw('excluded.sort'),
            otaCode: sql.raw('excluded.ota_code'),
            names: sql.raw('excluded.names'),
            attrs: sql.raw('excluded.attrs'),
          },
          setWhere: sql`(${referenceItems.sort}, ${referenceItems.otaCode}, ${referenceItems.names}, ${referenceItems.attrs})
            is distinct from (excluded.sort, excluded.ota_code, excluded.names, excluded.attrs)`,
        });
    });
  }
}
