import type { CatalogueEntry } from './catalogue-data.ts';

/**
 * Parser for a CSV export of real hotels, to be imported into the catalogue.
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
type Column = (typeof COLUMNS)[number];

interface CsvRecord {
  line: number;
  fields: string[];
  /** Set when the record could not be read completely (unterminated quote). */
  problem?: string;
}

/** Splits CSV text into records, remembering the line on which each record starts. */
function readRecords(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  const length = text.length;
  let i = 0;
  let line = 1;

  while (i < length) {
    const record: CsvRecord = { line, fields: [] };
    let field = '';
    let atFieldStart = true;
    let endOfRecord = false;

    while (!endOfRecord) {
      if (i >= length) {
        record.fields.push(field);
        break;
      }
      const ch = text[i];
      if (ch === '"' && atFieldStart) {
        atFieldStart = false;
        // Quoted field: runs until a quote that is not doubled.
        const quoteLine = line;
        i++;
        let closed = false;
        while (i < length) {
          const q = text[i];
          if (q === '"') {
            if (text[i + 1] === '"') {
              field += '"';
              i += 2;
              continue;
            }
            i++;
            closed = true;
            break;
          }
          if (q === '\r' || q === '\n') {
            if (q === '\r' && text[i + 1] === '\n') {
              field += '\r\n';
              i += 2;
            } else {
              field += q;
              i++;
            }
            line++;
            continue;
          }
          field += q;
          i++;
        }
        if (!closed) {
          record.problem = `Unterminated quoted field starting on line ${quoteLine}`;
          record.fields.push(field);
          break;
        }
        // Lenient: any characters between the closing quote and the next delimiter are kept.
        continue;
      }
      if (ch === ',') {
        record.fields.push(field);
        field = '';
        atFieldStart = true;
        i++;
        continue;
      }
      if (ch === '\r' || ch === '\n') {
        record.fields.push(field);
        i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
        line++;
        endOfRecord = true;
        continue;
      }
      field += ch;
      atFieldStart = false;
      i++;
    }

    records.push(record);
  }
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

export function parseCatalogueCsv(text: string): CatalogueCsvResult {
  const entries: CatalogueEntry[] = [];
  const errors: CatalogueCsvError[] = [];
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records = readRecords(source);

  const headerRecord = records.find((r) => !isBlank(r));
  if (!headerRecord) {
    errors.push({ line: 1, message: `Missing header row; expected columns: ${COLUMNS.join(', ')}` });
    return { entries, errors };
  }
  const header = headerRecord.fields.map((name) => name.trim().toLowerCase());
  const index = {} as Record<Column, number>;
  const missing: Column[] = [];
  for (const column of COLUMNS) {
    const position = header.indexOf(column);
    if (position === -1) missing.push(column);
    index[column] = position;
  }
  if (missing.length > 0 || headerRecord.problem) {
    const message = headerRecord.problem
      ? `Invalid header row: ${headerRecord.problem}`
      : `Missing required column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`;
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
    if (record.fields.length > header.length) {
      errors.push({
        line: record.line,
        message: `Row has ${record.fields.length} fields but the header has ${header.length}`,
      });
      continue;
    }
    const value = (column: Column): string => (record.fields[index[column]] ?? '').trim();

    const problems: string[] = [];
    const rawId = value('raw_id');
    const code = value('code');
    const title = value('title');
    if (rawId === '') problems.push('missing raw_id');
    if (code === '') problems.push('missing code');
    if (title === '') problems.push('missing title');
    const latitude = parseCoordinate(value('latitude'), 'latitude', 90, problems);
    const longitude = parseCoordinate(value('longitude'), 'longitude', 180, problems);

    if (rawId !== '' && seenRawIds.has(rawId)) {
      problems.push(`duplicate raw_id "${rawId}" (first seen on line ${seenRawIds.get(rawId)})`);
    }
    if (code !== '' && seenCodes.has(code)) {
      problems.push(`duplicate code "${code}" (first seen on line ${seenCodes.get(code)})`);
    }

    if (problems.length > 0) {
      errors.push({ line: record.line, message: capitalize(problems.join('; ')) });
      continue;
    }
    seenRawIds.set(rawId, record.line);
    seenCodes.set(code, record.line);
    entries.push({
      rawId,
      code,
      title,
      city: value('city'),
      countryCode: value('country_code').toUpperCase(),
      country: value('country'),
      latitude,
      longitude,
    });
  }
  return { entries, errors };
}
