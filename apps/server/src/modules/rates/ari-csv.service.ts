import {
  ARI_MSG,
  type AriChanged,
  amountIssue,
  CSV_FIXED_COLUMNS,
  CSV_LINES_MAX,
  cellFromInput,
  csvPriceColumns,
  dayIndex,
  dayKeyToIso,
  expandGrid,
  formatDayKey,
  isBoard,
  isoToDayKey,
  isSelectableYear,
  type PriceCellInput,
  parseDayKey,
  priceIssues,
  RATES_MSG,
} from '@hotel/domain';
import { CsvError } from 'csv-parse';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { AppError, type Message } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/request-context.ts';
import { type AriService, AriWriteError } from './ari.service.ts';
import type { Cell } from './ari.statements.ts';
import { toChanged } from './ari-write.ts';
import type { RatesScope } from './rates.access.ts';

/** A refused file lists at most this many problems (the first ones, by line). */
const CSV_ERRORS_MAX = 200;

/**
 * A season of prices as CSV, one line per room type, board and day (decision 020): exported
 * from the grid, edited in a spreadsheet, imported back. An import writes nothing unless every
 * line is right; the errors name the line and the column.
 */
export class AriCsvService {
  constructor(private readonly ari: AriService) {}

  async exportSeason(
    user: SessionUser,
    scope: RatesScope,
    rateId: number,
    year: number,
    range: { from?: string; to?: string },
  ): Promise<{ filename: string; csv: string }> {
    const grid = expandGrid(await this.ari.grid(user, scope, rateId, year));
    const from = range.from ?? formatDayKey(year, 1, 1);
    const to = range.to ?? formatDayKey(year, 12, 31);
    const fields: Record<string, string> = {};
    if (parseDayKey(from)?.year !== year) fields.from = RATES_MSG.dayOutsideYear;
    if (parseDayKey(to)?.year !== year) fields.to = RATES_MSG.dayOutsideYear;
    if (Object.keys(fields).length > 0) throw AppError.validation(fields);
    const [first, last] =
      from <= to ? [dayIndex(year, from), dayIndex(year, to)] : [dayIndex(year, to), dayIndex(year, from)];
    const occupancy = Math.max(1, ...grid.roomTypes.map((room) => room.occupancy));
    const priceColumns = csvPriceColumns(grid.priceRoomType, occupancy);
    const names = new Map(grid.roomTypes.map((room) => [room.id, room.name]));
    const lines: string[][] = [[...CSV_FIXED_COLUMNS, ...priceColumns]];
    for (const row of grid.prices) {
      for (let index = first; index <= last; index++) {
        const cell = row.cells[index] ?? null;
        const prices =
          grid.priceRoomType === 'room'
            ? [cell?.amounts[0] ?? '']
            : [
                ...Array.from({ length: occupancy }, (_, at) => cell?.amounts[at] ?? ''),
                cell?.child ?? '',
                cell?.infant ?? '',
                cell?.baby ?? '',
              ];
        lines.push([
          String(row.room),
          names.get(row.room) ?? '',
          row.board,
          isoOfIndex(year, index),
          ...prices,
        ]);
      }
    }
    return {
      filename: `rate-${rateId}-${dayKeyToIso(from)}-${dayKeyToIso(to)}.csv`,
      csv: stringify(lines),
    };
  }

  async importSeason(
    user: SessionUser,
    scope: RatesScope,
    rateId: number,
    year: number,
    csv: string,
  ): Promise<AriChanged> {
    const rate = await this.ari.rateFor(user, scope, rateId);
    if (!isSelectableYear(year)) throw AppError.validation({ year: RATES_MSG.yearOutOfRange });
    const context = await this.ari.contextOf(rate);
    if (context.derived) throw AppError.validation({ csv: ARI_MSG.derivedNoPrices });
    const records = parseCsv(csv);
    const [header, ...body] = records;
    const columns = (header?.record ?? []).map((name) => name.trim().toLowerCase());
    const missing = [...CSV_FIXED_COLUMNS, ...csvPriceColumns(context.priceRoomType, 1)].filter(
      (name) => !columns.includes(name),
    );
    if (missing.length > 0)
      throw AppError.validation({
        csv: { key: ARI_MSG.csvColumns, params: { columns: missing.join(', ') } },
      });
    if (body.length > CSV_LINES_MAX) throw AppError.validation({ csv: ARI_MSG.csvTooManyLines });
    const occupancy = new Map(context.rooms.map((room) => [room.id, room.occupancy]));
    const errors: Record<string, Message> = {};
    const seen = new Set<string>();
    const cells: Cell[] = [];
    for (const { record, info } of body) {
      const line = info.lines;
      const value = (name: string) => (record[columns.indexOf(name)] ?? '').trim();
      const fail = (column: string, message: string) => {
        if (Object.keys(errors).length < CSV_ERRORS_MAX)
          errors[`line.${line}.${column}`] ??= { key: message };
      };
      const room = Number(value('room_type_id'));
      const board = value('board');
      const day = isoToDayKey(value('date'));
      if (!occupancy.has(room)) fail('room_type_id', ARI_MSG.roomTypeNotInRate);
      if (!isBoard(board)) fail('board', ARI_MSG.boardInvalid);
      else if (!context.boards.includes(board)) fail('board', ARI_MSG.boardNotInRate);
      if (day === null || parseDayKey(day)?.year !== year) fail('date', ARI_MSG.csvDate);
      const key = `${room}:${board}:${day}`;
      if (seen.has(key)) fail('date', ARI_MSG.csvDuplicate);
      seen.add(key);
      const price = readPrice(context.priceRoomType, columns, value, fail);
      if (price === 'skip' || price === 'invalid') continue;
      for (const issue of priceIssues(price, context, [occupancy.get(room) ?? 1])) {
        fail(String(issue.path.at(-1) === 'amounts' ? 'adult_1' : issue.path.at(-1)), issue.message);
      }
      if (day !== null) cells.push({ ...cellFromInput(price), room, board, day: dayKeyToIso(day) });
    }
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);
    try {
      const written = await this.ari.transaction((tx) =>
        this.ari.apply(tx, { ...context, id: rate.id }, [{ type: 'cells', cells }]),
      );
      return toChanged(written);
    } catch (error) {
      // A file holds at most CSV_LINES_MAX lines, under the cell cap: refused all the same should they meet.
      if (error instanceof AriWriteError && error.problem === 'tooManyCells')
        throw AppError.validation({ csv: ARI_MSG.csvTooManyLines });
      throw error;
    }
  }
}

/** The records of a file with the line each ends on; a file that is not CSV is one 400. */
function parseCsv(csv: string): { record: string[]; info: { lines: number } }[] {
  try {
    return parse(csv, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }) as unknown as {
      record: string[];
      info: { lines: number };
    }[];
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines;
      throw AppError.validation({ [line ? `line.${line}` : 'csv']: ARI_MSG.csvInvalid });
    }
    throw error;
  }
}

/**
 * The price of a line: 'skip' when it holds none (cells without price export empty, so an
 * unchanged file imports cleanly), 'invalid' after reporting a bad amount.
 */
function readPrice(
  priceRoomType: 'person' | 'room',
  columns: string[],
  value: (name: string) => string,
  fail: (column: string, message: string) => void,
): PriceCellInput | 'skip' | 'invalid' {
  const adultColumns =
    priceRoomType === 'room' ? ['price'] : columns.filter((name) => /^adult_\d+$/.test(name)).sort(byNumber);
  const amounts: string[] = [];
  let invalid = false;
  let gap = false;
  for (const column of adultColumns) {
    const text = value(column);
    if (text === '') {
      gap = true;
      continue;
    }
    if (gap) {
      fail(column, ARI_MSG.adultsCount);
      invalid = true;
    }
    const issue = amountIssue(text);
    if (issue) {
      fail(column, issue);
      invalid = true;
    }
    amounts.push(text);
  }
  const guests: Partial<Record<'child' | 'infant' | 'baby', string>> = {};
  for (const column of ['child', 'infant', 'baby'] as const) {
    const text = columns.includes(column) ? value(column) : '';
    if (text === '') continue;
    const issue = amountIssue(text);
    if (issue) {
      fail(column, issue);
      invalid = true;
    }
    guests[column] = text;
  }
  if (invalid) return 'invalid';
  if (amounts.length === 0) return 'skip';
  return { amounts, ...guests };
}

function byNumber(a: string, b: string): number {
  return Number(a.split('_')[1]) - Number(b.split('_')[1]);
}

/** 'YYYY-MM-DD' of a day of the year by its index (0 = 1 January). */
function isoOfIndex(year: number, index: number): string {
  const date = new Date(Date.UTC(year, 0, 1 + index));
  return date.toISOString().slice(0, 10);
}
