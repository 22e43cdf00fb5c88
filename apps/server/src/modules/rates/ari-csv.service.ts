import {
  ALLOTMENT_MAX,
  ARI_MSG,
  type AriChanged,
  type AriGrid,
  amountIssue,
  CSV_ARI_COLUMNS,
  CSV_FIXED_COLUMNS,
  CSV_LINES_MAX,
  type CsvAriColumn,
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
  STAY_MAX,
} from '@hotel/domain';
import { CsvError } from 'csv-parse';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { AppError, type Message } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/request-context.ts';
import { type AriService, type AriStep, AriWriteError } from './ari.service.ts';
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
    const lines: string[][] = [[...CSV_FIXED_COLUMNS, ...priceColumns, ...CSV_ARI_COLUMNS]];
    const allotment = grid.quotaType.startsWith('allotment');
    const inventory = new Map(grid.inventory.map((row) => [row.room, row]));
    const { restrictions } = grid;
    const count = (value: number | null | undefined) =>
      value === null || value === undefined ? '' : String(value);
    for (const row of grid.prices) {
      for (let index = first; index <= last; index++) {
        // Only the rate's days: a line on another day would be refused on import.
        if (grid.applies[index] !== '1') continue;
        const cell = row.cells[index] ?? null;
        const rooms = inventory.get(row.room);
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
          allotment ? count(rooms?.allotment[index]) : '',
          allotment ? (rooms?.stopSale[index] ?? '0') : '',
          count(restrictions.minStay[index]),
          count(restrictions.maxStay[index]),
          restrictions.closedArrival[index] ?? '0',
          restrictions.closedDeparture[index] ?? '0',
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
    // The year as it is: the rate's days, and the rooms and restrictions a line may leave as they are.
    const grid = expandGrid(await this.ari.grid(user, scope, rateId, year));
    const occupancy = new Map(context.rooms.map((room) => [room.id, room.occupancy]));
    const errors: Record<string, Message> = {};
    const seen = new Set<string>();
    const cells: Cell[] = [];
    const shared = new SharedValues(grid, context.quotaType.startsWith('allotment'));
    for (const { record, info } of body) {
      const line = info.lines;
      const value = (name: string) => (record[columns.indexOf(name)] ?? '').trim();
      const fail = (column: string, message: string | Message) => {
        if (Object.keys(errors).length < CSV_ERRORS_MAX)
          errors[`line.${line}.${column}`] ??= typeof message === 'string' ? { key: message } : message;
      };
      const room = Number(value('room_type_id'));
      const board = value('board');
      const day = isoToDayKey(value('date'));
      const roomKnown = occupancy.has(room);
      if (!roomKnown) fail('room_type_id', ARI_MSG.roomTypeNotInRate);
      if (!isBoard(board)) fail('board', ARI_MSG.boardInvalid);
      else if (!context.boards.includes(board)) fail('board', ARI_MSG.boardNotInRate);
      const dayOk = day !== null && parseDayKey(day)?.year === year;
      if (!dayOk) fail('date', ARI_MSG.csvDate);
      const key = `${room}:${board}:${day}`;
      if (seen.has(key)) fail('date', ARI_MSG.csvDuplicate);
      seen.add(key);
      const price = readPrice(context.priceRoomType, columns, value, fail);
      const ari = readAri(columns, value, fail);
      if (!dayOk || day === null) continue;
      const index = dayIndex(year, day);
      const carries = price !== 'skip' || ari === 'invalid' || Object.keys(ari).length > 0;
      // A day the rate does not apply is never written: it would sell nothing and widen the
      // rate's price range (issue 34). A line with nothing to write is skipped, as before.
      if (carries && grid.applies[index] !== '1') {
        fail('date', { key: ARI_MSG.csvDayNotInRate, params: { day: dayKeyToIso(day) } });
        continue;
      }
      if (ari !== 'invalid' && roomKnown) shared.take(line, room, index, ari, fail);
      if (price === 'skip' || price === 'invalid') continue;
      for (const issue of priceIssues(price, context, [occupancy.get(room) ?? 1])) {
        fail(String(issue.path.at(-1) === 'amounts' ? 'adult_1' : issue.path.at(-1)), issue.message);
      }
      cells.push({ ...cellFromInput(price), room, board, day: dayKeyToIso(day) });
    }
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);
    // Prices, then rooms, then restrictions: the grid's order, through the grid's one write path.
    const steps: AriStep[] = [
      ...(cells.length > 0 ? [{ type: 'cells' as const, cells }] : []),
      ...shared.steps(),
    ];
    try {
      const written = await this.ari.transaction((tx) =>
        this.ari.apply(tx, { ...context, id: rate.id }, steps),
      );
      return toChanged(written);
    } catch (error) {
      if (!(error instanceof AriWriteError)) throw error;
      // A file holds at most CSV_LINES_MAX lines, under the cell cap: refused all the same should they meet.
      if (error.problem === 'tooManyCells') throw AppError.validation({ csv: ARI_MSG.csvTooManyLines });
      const at = shared.lineOf(error.source, error.day);
      if (error.problem === 'allotmentBelowBooked')
        throw AppError.validation({
          [at ? `line.${at}.allotment` : 'csv']: { key: ARI_MSG.allotmentBelowBooked },
        });
      if (error.problem === 'minAboveMax')
        throw AppError.validation({ [at ? `line.${at}.min_stay` : 'csv']: { key: ARI_MSG.minAboveMax } });
      throw error;
    }
  }
}

type AriValues = Partial<{
  allotment: number;
  stopSale: boolean;
  minStay: number | null;
  maxStay: number | null;
  closedArrival: boolean;
  closedDeparture: boolean;
}>;
type AriField = keyof AriValues;
const FIELD_OF: Record<CsvAriColumn, AriField> = {
  allotment: 'allotment',
  stop_sale: 'stopSale',
  min_stay: 'minStay',
  max_stay: 'maxStay',
  closed_arrival: 'closedArrival',
  closed_departure: 'closedDeparture',
};
const COLUMN_OF = Object.fromEntries(
  Object.entries(FIELD_OF).map(([column, field]) => [field, column]),
) as Record<AriField, CsvAriColumn>;

/** The optional columns of a line (issue 34): {} when all are empty, 'invalid' after reporting a bad one. */
function readAri(
  columns: string[],
  value: (name: string) => string,
  fail: (column: string, message: string) => void,
): AriValues | 'invalid' {
  const values: AriValues = {};
  let invalid = false;
  for (const column of CSV_ARI_COLUMNS) {
    const text = columns.includes(column) ? value(column) : '';
    if (text === '') continue;
    if (column === 'allotment') {
      const rooms = wholeNumber(text, 0, ALLOTMENT_MAX);
      if (rooms === null) {
        fail(column, ARI_MSG.allotmentRange);
        invalid = true;
      } else values.allotment = rooms;
    } else if (column === 'min_stay' || column === 'max_stay') {
      const nights = wholeNumber(text, 0, STAY_MAX);
      if (nights === null) {
        fail(column, ARI_MSG.csvStay);
        invalid = true;
      } else values[FIELD_OF[column] as 'minStay'] = nights === 0 ? null : nights;
    } else if (text === '1' || text === '0') values[FIELD_OF[column] as 'stopSale'] = text === '1';
    else {
      fail(column, ARI_MSG.csvFlag);
      invalid = true;
    }
  }
  if (
    !invalid &&
    typeof values.minStay === 'number' &&
    typeof values.maxStay === 'number' &&
    values.minStay > values.maxStay
  ) {
    // Reported; the values still meet the file's other lines of the day (any error refuses the file).
    fail('min_stay', ARI_MSG.minAboveMax);
  }
  return invalid ? 'invalid' : values;
}

function wholeNumber(text: string, min: number, max: number): number | null {
  if (!/^\d{1,4}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

interface ValueGroup {
  /** The room type of rooms and stop sale; null for the rate's restrictions. */
  room: number | null;
  values: AriValues;
  days: string[];
  /** The line that set the values of each day. */
  lines: Map<string, number>;
}

/**
 * The rooms and stop sale a file sets (a room type's, shared by its boards' lines) and the
 * restrictions (the rate's, shared by every line of the day): two lines that give one of them two
 * values are refused; a value equal to what the day holds is not written (an exported file imports
 * back without touching them, nor the products' own restrictions that a write of the rate's
 * would overwrite). Then grouped by value into few write steps.
 */
class SharedValues {
  /** `room:index` or `index` → field → value and the line that set it. */
  private readonly taken = new Map<string, Map<AriField, { value: unknown; line: number }>>();
  private groups: ValueGroup[] = [];

  constructor(
    private readonly grid: AriGrid,
    private readonly allotment: boolean,
  ) {}

  take(
    line: number,
    room: number,
    index: number,
    values: AriValues,
    fail: (column: string, message: string | Message) => void,
  ): void {
    for (const [field, value] of Object.entries(values) as [AriField, unknown][]) {
      const inventory = field === 'allotment' || field === 'stopSale';
      if (inventory && !this.allotment) {
        fail(COLUMN_OF[field], ARI_MSG.allotmentNotAllotment);
        continue;
      }
      const key = inventory ? `${room}:${index}` : String(index);
      const fields = this.taken.get(key) ?? new Map<AriField, { value: unknown; line: number }>();
      this.taken.set(key, fields);
      const before = fields.get(field);
      if (before && before.value !== value)
        fail(COLUMN_OF[field], { key: ARI_MSG.csvConflict, params: { other: before.line } });
      else if (!before) fields.set(field, { value, line });
    }
  }

  private current(field: AriField, room: number | null, index: number): unknown {
    const { grid } = this;
    if (room !== null) {
      const row = grid.inventory.find((entry) => entry.room === room);
      return field === 'allotment' ? (row?.allotment[index] ?? null) : row?.stopSale[index] === '1';
    }
    const { restrictions } = grid;
    if (field === 'minStay' || field === 'maxStay') return restrictions[field][index] ?? null;
    return restrictions[field as 'closedArrival' | 'closedDeparture'][index] === '1';
  }

  /** The write steps of what changes: one per room type and value (rooms), one per value (restrictions). */
  steps(): AriStep[] {
    const byValue = new Map<string, ValueGroup>();
    for (const [key, fields] of this.taken) {
      const [first, second] = key.split(':');
      const room = second === undefined ? null : Number(first);
      const index = Number(second ?? first);
      const values: AriValues = {};
      let line = 0;
      for (const [field, entry] of fields) {
        if (entry.value === this.current(field, room, index)) continue;
        (values as Record<string, unknown>)[field] = entry.value;
        // A refusal of rooms or stays names the line that set them.
        if (field === 'allotment' || field === 'minStay' || field === 'maxStay') line = entry.line;
        else line ||= entry.line;
      }
      if (Object.keys(values).length === 0) continue;
      const group = `${room}|${JSON.stringify(values)}`;
      const target = byValue.get(group) ?? { room, values, days: [], lines: new Map<string, number>() };
      byValue.set(group, target);
      const day = isoOfIndex(this.grid.year, index);
      target.days.push(day);
      target.lines.set(day, line);
    }
    this.groups = [...byValue.values()];
    return this.groups.map((group, source) => {
      const { room, values, days } = group;
      days.sort();
      return room !== null
        ? { type: 'inventory', days, rooms: [room], ...values, source }
        : { type: 'restrictions', days, ...values, source };
    });
  }

  /** The line that set the values of a step (its `source`) on a day, for a refusal. */
  lineOf(source: number | undefined, day: string | undefined): number | undefined {
    const group = source === undefined ? undefined : this.groups[source];
    if (!group) return undefined;
    return (day ? group.lines.get(day) : undefined) ?? group.lines.values().next().value;
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
