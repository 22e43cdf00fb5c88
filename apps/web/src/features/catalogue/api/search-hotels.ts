import { AUTOCOMPLETE, type HotelSuggestion } from '@hotel/domain';
import { api } from '../../../lib/api-client.ts';

/** The autocomplete query of spec §7 (language, type=HOT, count=100, format=json, q). */
export function searchHotels(q: string, language: string, signal?: AbortSignal): Promise<HotelSuggestion[]> {
  const params = new URLSearchParams({
    language: language.toUpperCase(),
    type: AUTOCOMPLETE.type,
    count: String(AUTOCOMPLETE.count),
    format: 'json',
    q,
  });
  return api<HotelSuggestion[]>(`/api/catalogue/hotels?${params}`, {
    signal,
    ignoreAuthErrors: true,
    allowNotFound: true,
  });
}
