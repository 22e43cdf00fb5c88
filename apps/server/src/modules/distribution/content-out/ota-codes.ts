import { MEDIA_CATEGORIES } from '@hotel/domain';
import type { ReferenceKind } from '../../../db/seed/reference-data.ts';

/**
 * Our values → OpenTravel (OTA) code lists, for content out (issue 17). One place says which list
 * each of our values maps to and where the code comes from, so that a feed never invents one:
 *
 * | Our value                  | OTA list                         | Where the code is kept               |
 * | -------------------------- | -------------------------------- | ------------------------------------ |
 * | bed type (`bedding`)       | Bed Type (BED)                   | reference_items.ota_code (seed data) |
 * | service (`service`)        | Hotel Amenity Code (HAC)         | reference_items.ota_code             |
 * | hotel type (`hotel_type`)  | Property Class Type (PCT)        | reference_items.ota_code             |
 * | room type (`room_type`)    | Guest Room Info (GRI)            | reference_items.ota_code             |
 * | accessibility              | Disability Feature Code (PHY)    | reference_items.ota_code             |
 * | bathroom (`room_bath`)     | Room Amenity Type (RMA)          | reference_items.ota_code             |
 * | bath service               | Room Amenity Type (RMA)          | reference_items.ota_code             |
 * | kitchen                    | Room Amenity Type (RMA)          | reference_items.ota_code             |
 * | view (`view`)              | Room View Type (RVT)             | reference_items.ota_code             |
 * | photo / video category     | Picture Category Code (PIC)      | MEDIA_CATEGORIES (domain)            |
 *
 * The reference codes live beside our ids in `db/seed/reference-data.ts` (checked against the code
 * lists when they were written; activities carry none on purpose). An id without a code, or a code
 * that is not a code-list value (OTA list values are whole numbers), is *unmapped*: the OTA message
 * leaves the element or attribute out, and the JSON answers `otaCode: null`. Nothing is guessed
 * (no nearest code, no default).
 */
export const OTA_CODE_LISTS = {
  bedding: 'BED',
  service: 'HAC',
  hotel_type: 'PCT',
  room_type: 'GRI',
  accessibility: 'PHY',
  room_bath: 'RMA',
  bath_service: 'RMA',
  kitchen: 'RMA',
  view: 'RVT',
} as const satisfies Partial<Record<ReferenceKind, string>>;
export type CodedKind = keyof typeof OTA_CODE_LISTS;

/** An OTA code-list value: a whole number written plainly ('1', '224'), at most five digits. */
const CODE_LIST_VALUE = /^[1-9][0-9]{0,4}$/;

/** The code as an OTA message may carry it, or undefined when it is no code-list value. */
export function otaCodeValue(code: string | null | undefined): string | undefined {
  if (code === null || code === undefined) return undefined;
  const trimmed = code.trim();
  return CODE_LIST_VALUE.test(trimmed) ? trimmed : undefined;
}

const PICTURE_CATEGORY_CODES: ReadonlyMap<string, string> = new Map(
  MEDIA_CATEGORIES.map((category) => [category.key, String(category.ota)]),
);

/** OTA Picture Category Code (PIC) of a photo or video category; undefined for an unknown one. */
export function pictureCategoryCode(category: string): string | undefined {
  return otaCodeValue(PICTURE_CATEGORY_CODES.get(category));
}

/** A reference row as the code tables read it. */
export interface CodedRow {
  kind: string;
  id: number;
  otaCode?: string | null;
}

/** Our id → OTA code, per coded reference kind. */
export type OtaCodeTables = Readonly<Record<CodedKind, ReadonlyMap<number, string>>>;

/**
 * The code tables of the coded kinds, built from the reference rows: only ids whose code is a
 * code-list value are in them. Rows of other kinds are ignored.
 */
export function otaCodeTables(rows: Iterable<CodedRow>): OtaCodeTables {
  const tables = Object.fromEntries(
    Object.keys(OTA_CODE_LISTS).map((kind) => [kind, new Map<number, string>()]),
  ) as Record<CodedKind, Map<number, string>>;
  for (const row of rows) {
    if (!(row.kind in OTA_CODE_LISTS)) continue;
    const code = otaCodeValue(row.otaCode);
    if (code !== undefined) tables[row.kind as CodedKind].set(row.id, code);
  }
  return tables;
}
