/**
 * The CSV of a season (one line per room type, board and day): its columns and bounds. Without
 * zod: the schemas are in csv.contract.ts.
 */

/** Fixed columns; per-person rates add adult_2 … adult_N after adult_1, then child, infant, baby. */
export const CSV_FIXED_COLUMNS = ['room_type_id', 'room_type', 'board', 'date'] as const;
/** The price columns of a rate whose rooms take up to `occupancy` adults. */
export function csvPriceColumns(priceRoomType: 'person' | 'room', occupancy: number): string[] {
  if (priceRoomType === 'room') return ['price'];
  return [
    ...Array.from({ length: occupancy }, (_, index) => `adult_${index + 1}`),
    'child',
    'infant',
    'baby',
  ];
}
/**
 * Optional columns after the prices (issue 34): the room type's rooms and stop sale of the day
 * (shared by its boards' lines), the rate's stays and closed days (shared by every line of the
 * day). Empty: unchanged; flags are 1 or 0; a stay of 0 removes it.
 */
export const CSV_ARI_COLUMNS = [
  'allotment',
  'stop_sale',
  'min_stay',
  'max_stay',
  'closed_arrival',
  'closed_departure',
] as const;
export type CsvAriColumn = (typeof CSV_ARI_COLUMNS)[number];
/** The largest CSV import, in lines (a year of 50 room types × 6 boards fits). */
export const CSV_LINES_MAX = 110_000;
export const CSV_BYTES_MAX = 8 * 1024 * 1024;
