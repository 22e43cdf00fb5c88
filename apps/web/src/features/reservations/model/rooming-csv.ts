import { stringify } from 'csv-stringify/browser/esm/sync';
import type { RoomingRow } from './rooming.ts';

/*
 * The rooming list's CSV, apart from the list: csv-stringify's browser build carries a Buffer
 * polyfill (about 8 kB gzipped), downloaded when a CSV is asked for, not with the screen.
 */

/** A column of the exported list: its translated header and the cell of a row (text, as shown). */
export interface RoomingColumn {
  header: string;
  cell(row: RoomingRow): string | number;
}

/**
 * The rooming list as CSV for a spreadsheet: a UTF-8 byte order mark (so that Excel reads the
 * accents), a header line, one line per room; fields quoted when they hold a comma, a quote or a
 * line break (RFC 4180, by csv-stringify, the library of the ARI CSV); lines end in CRLF.
 */
export function roomingCsv(rows: readonly RoomingRow[], columns: readonly RoomingColumn[]): string {
  return stringify(
    [columns.map((column) => column.header), ...rows.map((row) => columns.map((column) => column.cell(row)))],
    // A line break inside a field (special requests) is quoted too: the delimiter is CRLF, and
    // csv-stringify would otherwise leave a bare LF unquoted, which a spreadsheet takes for a new row.
    { bom: true, record_delimiter: 'windows', quoted_match: /[\r\n]/ },
  );
}
