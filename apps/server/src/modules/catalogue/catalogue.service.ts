import type { Readable } from 'node:stream';
import {
  AUTOCOMPLETE,
  type CatalogueQuery,
  type HotelSuggestion,
  type Language,
  searchWords,
} from '@hotel/domain';
import type { ReadCache } from '../../db/read-cache.ts';
import { type CatalogueCsvError, readCatalogueCsv } from '../../db/seed/catalogue-csv.ts';
import type { CatalogueEntry } from '../../db/seed/catalogue-data.ts';
import type { CatalogueHotelRow, CatalogueRepository, NewCatalogueHotel } from './catalogue.repository.ts';

/** Rows per insert statement (ten array parameters whatever the count). */
export const CATALOGUE_BATCH = 10_000;
/** Refused lines kept for the report; the rest are only counted. */
const ERRORS_KEPT = 100;

export interface CatalogueImportResult {
  /** Hotels inserted or updated: 0 whenever a line was refused. */
  imported: number;
  /** Lines read (records, header included). */
  lines: number;
  /** The first refused lines, in line order. */
  errors: CatalogueCsvError[];
  errorCount: number;
}

/** Thrown inside the import transaction to undo it when a line was refused. */
class RefusedImport extends Error {}

/** More words than this add nothing to a hotel name search but cost. */
const MAX_WORDS = 6;

/** The tables a search reads: a write to any of them drops the cached answers (decision 051). */
const SEARCH_TABLES = ['catalogue_hotels', 'catalogue_words', 'catalogue_vocabulary'] as const;

/**
 * A catalogue hotel by its code (decision 049): the hotels module creates a hotel record from it,
 * the back office names a staff link's hotel with it.
 */
export interface CatalogueEntries {
  findByCode(code: string): Promise<CatalogueHotelRow | undefined>;
}

export class CatalogueService implements CatalogueEntries {
  constructor(
    private readonly repository: CatalogueRepository,
    /** Keeps each answer until the catalogue is written (decision 051); none: every search reads. */
    private readonly cache?: ReadCache,
  ) {}

  async findByCode(code: string): Promise<CatalogueHotelRow | undefined> {
    return this.repository.findByCode(code);
  }

  /**
   * Accent- and case-insensitive prefix matching of every word typed (spec: 3 characters minimum),
   * ranked: the exact code, names starting with the text, names holding every word, then
   * matches that need the city. The country is named in `language`.
   */
  async search(query: CatalogueQuery, language: Language): Promise<HotelSuggestion[]> {
    const words = searchWords(query.q).slice(0, MAX_WORDS);
    const phrase = words.join(' ');
    if (phrase.length < AUTOCOMPLETE.minChars) return [];
    const typed = query.q.trim();
    const codes = [...new Set([typed, typed.toUpperCase()])];
    const answer = async () => {
      const rows = await this.repository.search({ phrase, words, codes }, query.count);
      const countries = countryNames(language);
      return rows.map((row) => toSuggestion(row, countries));
    };
    if (!this.cache) return answer();
    // People type the same first letters: the commonest prefixes are answered from memory.
    const key = `suggest:${language}:${query.count}:${typed}\u0000${phrase}`;
    return this.cache.read(key, SEARCH_TABLES, answer, 'catalogue');
  }

  /** Imports (or updates by code) catalogue entries in batches; answers how many were written. */
  async importEntries(entries: Iterable<CatalogueEntry>): Promise<number> {
    let written = 0;
    let batch: NewCatalogueHotel[] = [];
    for (const entry of entries) {
      batch.push(toRow(entry));
      if (batch.length === CATALOGUE_BATCH) {
        written += await this.repository.upsert(batch);
        batch = [];
      }
    }
    return written + (await this.repository.upsert(batch));
  }

  /**
   * Imports a CSV (format in catalogue-csv.ts) all or nothing: rows are streamed into a staging
   * table in batches (bounded memory whatever the file's size), duplicates are found there, and
   * only a file without a refused line is merged into the catalogue, in the same transaction.
   */
  async importCsv(input: Readable, onProgress?: (lines: number) => void): Promise<CatalogueImportResult> {
    const errors: CatalogueCsvError[] = [];
    let errorCount = 0;
    let lines = 0;
    const refuse = (error: CatalogueCsvError) => {
      errorCount++;
      if (errors.length < ERRORS_KEPT) errors.push(error);
    };
    let imported = 0;
    try {
      await this.repository.transaction(async (repository) => {
        await repository.createStaging();
        let batch: (NewCatalogueHotel & { line: number })[] = [];
        for await (const item of readCatalogueCsv(input)) {
          lines = item.line;
          if ('message' in item) refuse(item);
          else if (errorCount === 0) batch.push({ ...toRow(item.entry), line: item.line });
          if (batch.length === CATALOGUE_BATCH) {
            await repository.stage(batch);
            batch = [];
            onProgress?.(lines);
          }
        }
        await repository.stage(batch);
        onProgress?.(lines);
        if (errorCount === 0) {
          const duplicates = await repository.stagedDuplicates(ERRORS_KEPT);
          errorCount += duplicates.total;
          for (const duplicate of duplicates.lines) errors.push(duplicateError(duplicate));
        }
        if (errorCount > 0) throw new RefusedImport();
        imported = await repository.mergeStaged();
      });
    } catch (error) {
      if (!(error instanceof RefusedImport)) throw error;
    }
    errors.sort((a, b) => a.line - b.line);
    if (imported > 0) await this.repository.settle();
    return { imported, lines, errors, errorCount };
  }

  /**
   * At every start: seeds the generated catalogue when the table is empty, and fills the search
   * text of rows written before it existed (migration 0011), so an upgraded catalogue is found.
   */
  async seedIfEmpty(generate: () => Iterable<CatalogueEntry>): Promise<number> {
    await this.fillSearchText();
    if ((await this.repository.count()) > 0) {
      // A catalogue written before the vocabulary existed: its prefixes would find nothing listed.
      if (!(await this.repository.hasVocabulary())) await this.repository.settle();
      return 0;
    }
    const written = await this.importEntries(generate());
    await this.repository.settle();
    return written;
  }

  private async fillSearchText(): Promise<void> {
    for (;;) {
      const rows = await this.repository.withoutSearchText(CATALOGUE_BATCH);
      if (rows.length === 0) return;
      await this.repository.setSearchText(
        rows.map((row) => ({ id: row.id, ...searchText(row.title, row.city) })),
      );
    }
  }
}

function duplicateError(duplicate: {
  line: number;
  code: string;
  rawId: string;
  firstCode: number;
  firstRawId: number;
}): CatalogueCsvError {
  const problems: string[] = [];
  if (duplicate.line > duplicate.firstRawId) {
    problems.push(`duplicate raw_id "${duplicate.rawId}" (first seen on line ${duplicate.firstRawId})`);
  }
  if (duplicate.line > duplicate.firstCode) {
    problems.push(`duplicate code "${duplicate.code}" (first seen on line ${duplicate.firstCode})`);
  }
  const message = problems.join('; ');
  return { line: duplicate.line, message: message.charAt(0).toUpperCase() + message.slice(1) };
}

/** The title and city as the search reads them; the same normalisation as the query's words. */
export function searchText(title: string, city: string): { searchName: string; searchCity: string } {
  // An empty name would never leave fillSearchText's "not filled yet" set: keep one space.
  return { searchName: searchWords(title).join(' ') || ' ', searchCity: searchWords(city).join(' ') };
}

export function toRow(entry: CatalogueEntry): NewCatalogueHotel {
  return {
    rawId: entry.rawId,
    code: entry.code,
    title: entry.title,
    city: entry.city,
    countryCode: entry.countryCode,
    country: entry.country,
    latitude: entry.latitude,
    longitude: entry.longitude,
    ...searchText(entry.title, entry.city),
  };
}

/**
 * Each language's region names by ISO code, as Intl.DisplayNames gives them: at most one entry per
 * two-letter code. A search names up to 100 countries, and asking ICU each time was a
 * tenth of the autocomplete's server time.
 */
const regionNames = new Map<Language, Map<string, string | undefined>>();

/** Country names in the reader's language from the ISO code (Node's ICU); the stored name otherwise. */
function countryNames(language: Language): (row: CatalogueHotelRow) => string {
  let names = regionNames.get(language);
  if (!names) {
    names = new Map();
    regionNames.set(language, names);
  }
  const known = names;
  let regions: Intl.DisplayNames | undefined;
  return (row) => {
    if (!known.has(row.countryCode)) {
      // Only two capital letters are cached: at most 676 entries, whatever the catalogue holds.
      if (!/^[A-Z]{2}$/.test(row.countryCode)) return row.country;
      regions ??= new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
      known.set(row.countryCode, regions.of(row.countryCode));
    }
    return known.get(row.countryCode) ?? row.country;
  };
}

function toSuggestion(row: CatalogueHotelRow, country: (row: CatalogueHotelRow) => string): HotelSuggestion {
  return {
    title: row.title,
    description: { id: row.rawId, value: row.code },
    city: row.city,
    country: country(row),
    latitude: row.latitude,
    longitude: row.longitude,
  };
}
