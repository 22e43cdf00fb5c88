import { AUTOCOMPLETE, type CatalogueQuery, type HotelSuggestion, searchWords } from '@hotel/domain';
import type { CatalogueEntry } from '../../db/seed/catalogue-data.ts';
import type { CatalogueHotelRow, CatalogueRepository, NewCatalogueHotel } from './catalogue.repository.ts';

const BATCH = 1000;

export class CatalogueService {
  constructor(private readonly repository: CatalogueRepository) {}

  /** Accent- and case-insensitive prefix matching on every word of the query (spec: 3 characters minimum). */
  async search(query: CatalogueQuery): Promise<HotelSuggestion[]> {
    const tokens = searchWords(query.q).slice(0, 6);
    if (tokens.join(' ').length < AUTOCOMPLETE.minChars) return [];
    const rows = await this.repository.searchByWordPrefixes(tokens, query.count);
    return rows.sort((a, b) => a.title.localeCompare(b.title)).map(toSuggestion);
  }

  /** Imports (or updates by code) catalogue entries in batches; answers how many were written. */
  async importEntries(entries: CatalogueEntry[]): Promise<number> {
    let written = 0;
    for (let start = 0; start < entries.length; start += BATCH) {
      const batch = entries.slice(start, start + BATCH).map(toRow);
      written += await this.repository.upsert(batch, hotelWords);
    }
    return written;
  }

  /** Seeds the generated catalogue once, when the table is empty (idempotent at every start). */
  async seedIfEmpty(generate: () => CatalogueEntry[]): Promise<number> {
    if ((await this.repository.count()) > 0) return 0;
    return this.importEntries(generate());
  }
}

function toRow(entry: CatalogueEntry): NewCatalogueHotel {
  return {
    rawId: entry.rawId,
    code: entry.code,
    title: entry.title,
    city: entry.city,
    countryCode: entry.countryCode,
    country: entry.country,
    latitude: entry.latitude,
    longitude: entry.longitude,
  };
}

function hotelWords(hotel: NewCatalogueHotel): string[] {
  return searchWords(`${hotel.title} ${hotel.city} ${hotel.country}`);
}

function toSuggestion(row: CatalogueHotelRow): HotelSuggestion {
  return {
    title: row.title,
    description: { id: row.rawId, value: row.code },
    city: row.city,
    country: row.country,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}
