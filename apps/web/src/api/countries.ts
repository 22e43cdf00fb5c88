import { type Country, countrySchema } from '@hotel/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { checkedAnswer } from '../lib/checked-answer.ts';

/**
 * The ISO 3166 countries in the interface language: the billing data's country and the staff
 * queue's filter read the same list. Parsed with the domain's schema in development and tests.
 */

/** Query keys of this resource: one list per language (sent as Accept-Language). */
export const countryKeys = {
  all: ['countries'] as const,
  list: (language: string) => [...countryKeys.all, language] as const,
};

/** GET /api/facturation/countries: ISO 3166 names in the interface language (Accept-Language). */
export async function fetchCountries(signal?: AbortSignal): Promise<Country[]> {
  return checkedAnswer(
    await api<unknown>('/api/facturation/countries', { signal }),
    import.meta.env.DEV && countrySchema.array(),
  );
}

export function countriesQuery(language: string) {
  return queryOptions({
    queryKey: countryKeys.list(language),
    queryFn: ({ signal }) => fetchCountries(signal),
    staleTime: Number.POSITIVE_INFINITY,
    // Switching language keeps the list on screen (and a form with what was typed) until the new names arrive.
    placeholderData: keepPreviousData,
  });
}
