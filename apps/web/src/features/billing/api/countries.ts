import type { Country } from '@hotel/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/facturation/countries: ISO 3166 names in the current language (sent as Accept-Language). */
export function useCountries(language: string) {
  return useQuery({
    queryKey: ['billing', 'countries', language],
    queryFn: ({ signal }) => api<Country[]>('/api/facturation/countries', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    // Switching language keeps the list on screen (and the form with what was typed) until the new names arrive.
    placeholderData: keepPreviousData,
  });
}
