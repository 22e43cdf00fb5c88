import writeXlsxFile, { type SheetData } from 'write-excel-file/browser';
import type { RoomingRow } from './rooming.ts';
import type { RoomingColumn } from './rooming-csv.ts';

/*
 * The rooming list as a spreadsheet (.xlsx), apart from the list like its CSV: write-excel-file
 * (with fflate, its zip) is downloaded when a spreadsheet is asked for, not with the screen.
 */

/** The sheet's cells: a bold header, then one row per room; numbers stay numbers. */
export function roomingSheet(rows: readonly RoomingRow[], columns: readonly RoomingColumn[]): SheetData {
  return [
    columns.map((column) => ({ value: column.header, fontWeight: 'bold' as const })),
    ...rows.map((row) =>
      columns.map((column) => {
        const value = column.cell(row);
        return typeof value === 'number'
          ? { value, type: Number }
          : { value, type: String, wrap: value.includes('\n') };
      }),
    ),
  ];
}

/** The workbook: one sheet named after the day, its header row kept in view when scrolling. */
export function roomingXlsx(
  rows: readonly RoomingRow[],
  columns: readonly RoomingColumn[],
  sheet: string,
): Promise<Blob> {
  return writeXlsxFile(roomingSheet(rows, columns), {
    sheet,
    stickyRowsCount: 1,
    columns: columns.map((column) => ({ width: Math.max(12, Math.min(40, column.header.length + 4)) })),
  }).toBlob();
}
