import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** An item's name in each language of the interface. */
export interface ReferenceNames {
  es: string;
  en: string;
  fr: string;
  it: string;
  pt: string;
  ru: string;
}

/** Kind-specific data of a reference item; only the fields of its kind are set. */
export interface ReferenceAttrs {
  /** language: ISO 639-1 code. */
  code?: string;
  /** bedding: sleepers, and whether the bed may go in a bedroom and in a lounge. */
  capacity?: number;
  room_allowed?: boolean;
  lounge_allowed?: boolean;
  /** hotel_rating: the hotel type it belongs to. */
  type?: number;
  /** hotel_type: the styles a hotel of the type may choose. */
  styles?: number[];
  /** service: its group, and whether it is usually charged. */
  group?: number;
  of_payment?: boolean;
  /** accessibility: icon name and the items that cannot be selected with it. */
  photo?: string;
  incompatibles?: number[];
  /** occupancy. */
  adults?: number;
  children?: number;
}

/**
 * The reference lists of spec §7 (languages, hotel types, bed types, services, …), one row per
 * item. Seeded from `db/seed/reference-data.ts` at every start; the ids are stored in hotel records.
 */
export const referenceItems = pgTable(
  'reference_items',
  {
    kind: text('kind').notNull(),
    id: integer('id').notNull(),
    sort: integer('sort').notNull(),
    /** The OpenTravel Alliance code-list value, where one exists, beside our id. */
    otaCode: text('ota_code'),
    names: jsonb('names').$type<ReferenceNames>().notNull(),
    attrs: jsonb('attrs').$type<ReferenceAttrs>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.kind, t.id] })],
);
