import { AUTOCOMPLETE, type HotelSuggestion, hotelSuggestionSchema } from '@hotel/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { checkedAnswer } from '../lib/checked-answer.ts';

/**
 * The hotel catalogue's autocomplete (spec §7). Its failures never send the user to login or to
 * /404 (spec §8). The answer is parsed with the domain's schema in development and tests.
 */

/** Query keys of this resource: one search per language and text. */
export const catalogueKeys = {
  all: ['catalogue-hotels'] as const,
  search: (language: string, q: string) => [...catalogueKeys.all, language, q] as const,
};

/** GET /api/catalogue/hotels?language=&type=HOT&count=100&format=json&q= */
export async function searchHotels(
  q: string,
  language: string,
  signal?: AbortSignal,
): Promise<HotelSuggestion[]> {
  const params = new URLSearchParams({
    language: language.toUpperCase(),
    type: AUTOCOMPLETE.type,
    count: String(AUTOCOMPLETE.count),
    format: 'json',
    q,
  });
  return checkedAnswer(
    await api<unknown>(`/api/catalogue/hotels?${params}`, {
      signal,
      ignoreAuthErrors: true,
      allowNotFound: true,
    }),
    import.meta.env.DEV && hotelSuggestionSchema.array(),
  );
}

/** The suggestions for a text; asked for only from the autocomplete's minimum length. */
export function hotelSearchQuery(q: string, language: string) {
  return queryOptions({
    queryKey: catalogueKeys.search(language, q),
    queryFn: ({ signal }) => searchHotels(q, language, signal),
    enabled: q.length >= AUTOCOMPLETE.minChars,
    staleTime: 5 * 60_000,
  });
}
