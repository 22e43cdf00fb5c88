// Reference items (bed types, services, views…) as content out names them: a name in a language, an OTA code.
import { DEFAULT_LANGUAGE, type DistributionRef, type Language } from '@hotel/domain';
import type { ReferenceKind } from '../../../db/seed/reference-data.ts';
import type { ReferenceItemRow } from '../../catalogue/index.ts';
import { type CodedKind, OTA_CODE_LISTS, type OtaCodeTables, otaCodeTables } from './ota-codes.ts';

/** Reference items by kind and id, with their names and OTA codes. */
export class ReferenceLookup {
  private readonly rows = new Map<string, Map<number, ReferenceItemRow>>();
  private readonly codes: OtaCodeTables;

  constructor(rows: readonly ReferenceItemRow[]) {
    for (const row of rows) {
      const ofKind = this.rows.get(row.kind) ?? new Map<number, ReferenceItemRow>();
      ofKind.set(row.id, row);
      this.rows.set(row.kind, ofKind);
    }
    this.codes = otaCodeTables(rows);
  }

  row(kind: ReferenceKind, id: number): ReferenceItemRow | undefined {
    return this.rows.get(kind)?.get(id);
  }

  name(kind: ReferenceKind, id: number, language: Language): string | null {
    const row = this.row(kind, id);
    return row ? row.names[language] || row.names[DEFAULT_LANGUAGE] : null;
  }

  /** The item as content out names it: the OTA code only for the coded kinds (ota-codes.ts). */
  ref(kind: ReferenceKind, id: number, language: Language): DistributionRef {
    const code = kind in OTA_CODE_LISTS ? this.codes[kind as CodedKind].get(id) : undefined;
    return { id, name: this.name(kind, id, language), otaCode: code ?? null };
  }

  optionalRef(kind: ReferenceKind, id: number | null, language: Language): DistributionRef | null {
    return id === null ? null : this.ref(kind, id, language);
  }
}
