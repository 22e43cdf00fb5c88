import type { Readable } from 'node:stream';
import { type CsvError, parse } from 'csv-parse';
import { parse as parseText } from 'csv-parse/sync';
import type { CatalogueEntry } from './catalogue-data.ts';

/**
 * Parser for a CSV export of real hotels, to be imported into the catalogue. The CSV itself is
 * read by csv-parse (whole texts with `csv-parse/sync`, files as a stream); this module checks
 * the header and the rows and numbers the lines.
 *
 * - RFC 4180: comma separated, quoted fields may contain commas, newlines and doubled quotes.
 * - A header row is required; the columns below may appear in any order, case-insensitively.
 * - UTF-8 BOM and CRLF/CR line endings are tolerated; blank lines are skipped.
 * - Invalid rows are reported in `errors` (1-based physical line where the row starts) and skipped.
 */
export interface CatalogueCsvError {
  line: number;
  message: string;
}

export interface CatalogueCsvResult {
  entries: CatalogueEntry[];
  errors: CatalogueCsvError[];
}

const COLUMNS = [
  'raw_id',
  'code',
  'title',
  'city',
  'country_code',
  'country',
  'latitude',
  'longitude',
] as const;
export type Column = (typeof COLUMNS)[number];

interface CsvRecord {
  line: number;
  fields: string[];
  /** Set when the record could not be read (an unterminated quote, a character after a closing one). */
  problem?: string;
}

/** What every read of the format asks of csv-parse. */
const CSV_OPTIONS = { bom: true, relax_column_count: true, skip_empty_lines: true } as const;

/** csv-parse's counters after a record (or a refused one: its CsvError carries the same). */
interface ParsedLines {
  lines: number;
  empty_lines: number;
}

/**
 * The physical line on which each record starts. csv-parse tells the line on which a record
 * ends; it starts after the previous one and the empty lines skipped since. csv-parse 7 counts a
 * CRLF inside a quoted field as two lines, so the CRLFs of the fields read so far are taken off.
 */
class LineCounter {
  private end = 0;
  private empty = 0;
  private extra = 0;

  next(parsed: ParsedLines, fields: readonly string[] = []): number {
    const line = this.end + 1 + (parsed.empty_lines - this.empty);
    for (const field of fields) {
      if (field.includes('\r\n')) this.extra += field.split('\r\n').length - 1;
    }
    this.end = parsed.lines - this.extra;
    this.empty = parsed.empty_lines;
    return line;
  }
}

/** The message of a record csv-parse refuses, as the import reports it. */
function csvProblem(error: CsvError, line: number): string {
  return error.code === 'CSV_QUOTE_NOT_CLOSED'
    ? `Unterminated quoted field starting on line ${line}`
    : error.message;
}

/**
 * Splits CSV text into records (csv-parse), remembering the line on which each record starts. A
 * record the parser cannot read is the last one, with its problem: after it csv-parse no longer
 * knows where records begin.
 */
function readRecords(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  const lines = new LineCounter();
  let stopped = false;
  parseText(text, {
    ...CSV_OPTIONS,
    skip_records_with_error: true,
    on_record: (fields: string[], info) => {
      if (!stopped) records.push({ line: lines.next(info, fields), fields });
      return null;
    },
    on_skip: (error) => {
      if (!error || stopped) return undefined;
      stopped = true;
      const line = lines.next(error as CsvError & ParsedLines);
      records.push({ line, fields: [], problem: csvProblem(error, line) });
      return undefined;
    },
  });
  return records;
}

function isBlank(record: CsvRecord): boolean {
  return record.fields.length === 1 && (record.fields[0] ?? '').trim() === '';
}

const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

function parseCoordinate(
  raw: string,
  label: 'latitude' | 'longitude',
  limit: number,
  problems: string[],
): number {
  const value = raw.trim();
  if (value === '') {
    problems.push(`missing ${label}`);
    return Number.NaN;
  }
  if (!NUMBER.test(value)) {
    problems.push(`${label} "${value}" is not a number`);
    return Number.NaN;
  }
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < -limit || parsed > limit) {
    problems.push(`${label} ${value} is out of range (-${limit}..${limit})`);
    return Number.NaN;
  }
  return parsed;
}

function capitalize(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/** Column positions of a header row, or the message that refuses it. */
export function readCatalogueHeader(
  fields: string[],
): { index: Record<Column, number> } | { message: string } {
  const header = fields.map((name) => name.trim().toLowerCase());
  const index = {} as Record<Column, number>;
  const missing: Column[] = [];
  for (const column of COLUMNS) {
    const position = header.indexOf(column);
    if (position === -1) missing.push(column);
    index[column] = position;
  }
  if (missing.length > 0) {
    return { message: `Missing required column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}` };
  }
  return { index };
}

/** One data row checked against the header: the entry, or why it is refused (duplicates aside). */
export function readCatalogueRow(
  index: Record<Column, number>,
  columns: number,
  fields: string[],
): { entry: CatalogueEntry } | { message: string } {
  if (fields.length > columns) {
    return { message: `Row has ${fields.length} fields but the header has ${columns}` };
  }
  const value = (column: Column): string => (fields[index[column]] ?? '').trim();
  const problems: string[] = [];
  const rawId = value('raw_id');
  const code = value('code');
  const title = value('title');
  if (rawId === '') problems.push('missing raw_id');
  if (code === '') problems.push('missing code');
  if (title === '') problems.push('missing title');
  const latitude = parseCoordinate(value('latitude'), 'latitude', 90, problems);
  const longitude = parseCoordinate(value('longitude'), 'longitude', 180, problems);
  if (problems.length > 0) return { message: capitalize(problems.join('; ')) };
  return {
    entry: {
      rawId,
      code,
      title,
      city: value('city'),
      countryCode: value('country_code').toUpperCase(),
      country: value('country'),
      latitude,
      longitude,
    },
  };
}

export function parseCatalogueCsv(text: string): CatalogueCsvResult {
  const entries: CatalogueEntry[] = [];
  const errors: CatalogueCsvError[] = [];
  const records = readRecords(text);

  const headerRecord = records.find((r) => !isBlank(r));
  if (!headerRecord) {
    errors.push({ line: 1, message: `Missing header row; expected columns: ${COLUMNS.join(', ')}` });
    return { entries, errors };
  }
  const header = readCatalogueHeader(headerRecord.fields);
  if ('message' in header || headerRecord.problem) {
    const message = headerRecord.problem
      ? `Invalid header row: ${headerRecord.problem}`
      : (header as { message: string }).message;
    errors.push({ line: headerRecord.line, message });
    return { entries, errors };
  }

  const seenRawIds = new Map<string, number>();
  const seenCodes = new Map<string, number>();

  for (const record of records) {
    if (record === headerRecord || record.line < headerRecord.line || isBlank(record)) continue;
    if (record.problem) {
      errors.push({ line: record.line, message: record.problem });
      continue;
    }
    const row = readCatalogueRow(header.index, headerRecord.fields.length, record.fields);
    if ('message' in row) {
      errors.push({ line: record.line, message: row.message });
      continue;
    }
    const { rawId, code } = row.entry;
    const problems: string[] = [];
    if (seenRawIds.has(rawId)) {
      problems.push(`duplicate raw_id "${rawId}" (first seen on line ${seenRawIds.get(rawId)})`);
    }
    if (seenCodes.has(code)) {
      problems.push(`duplicate code "${code}" (first seen on line ${seenCodes.get(code)})`);
    }
    if (problems.length > 0) {
      errors.push({ line: record.line, message: capitalize(problems.join('; ')) });
      continue;
    }
    seenRawIds.set(rawId, record.line);
    seenCodes.set(code, record.line);
    entries.push(row.entry);
  }
  return { entries, errors };
}

export type CatalogueCsvItem = { line: number; entry: CatalogueEntry } | CatalogueCsvError;

/**
 * The same format read as a stream (csv-parse): one entry or one refused line at a time, so a file
 * of a million rows never sits in memory. Duplicates are left to the importer, which sees all rows.
 * A record the parser cannot read (an unterminated quote) ends the stream with its error.
 */
export async function* readCatalogueCsv(input: Readable): AsyncGenerator<CatalogueCsvItem> {
  // A record the parser cannot read is kept aside (csv-parse may read ahead of this loop) and
  // reported after the records before it.
  let refused: (CsvError & ParsedLines & { records: number }) | undefined;
  const parser = input.pipe(
    parse({
      ...CSV_OPTIONS,
      info: true,
      skip_records_with_error: true,
      on_skip: (error) => {
        refused ??= error as CsvError & ParsedLines & { records: number };
        return undefined;
      },
    }),
  );
  let header: { index: Record<Column, number>; columns: number } | undefined;
  const lines = new LineCounter();
  const refusal = (error: CsvError & ParsedLines): CatalogueCsvError => {
    const line = lines.next(error);
    return { line, message: csvProblem(error, line) };
  };
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: ParsedLines & { records: number };
    }>) {
      if (refused && refused.records < info.records) {
        yield refusal(refused);
        return;
      }
      const line = lines.next(info, record);
      if (record.length === 1 && (record[0] ?? '').trim() === '') continue;
      if (!header) {
        const read = readCatalogueHeader(record);
        if ('message' in read) {
          yield { line, message: read.message };
          return;
        }
        header = { index: read.index, columns: record.length };
        continue;
      }
      const row = readCatalogueRow(header.index, header.columns, record);
      yield 'message' in row ? { line, message: row.message } : { line, entry: row.entry };
    }
  } finally {
    input.destroy();
  }
  if (refused) {
    yield refusal(refused);
    return;
  }
  if (!header) {
    yield { line: 1, message: `Missing header row; expected columns: ${COLUMNS.join(', ')}` };
  }
}
