import type { Contact } from '@hotel/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useToken } from '../../../lib/session.ts';

export const contactsKey = ['contacts'] as const;

/** GET /api/hotel/contact/: the user's contacts, each with possibleHotels (the user's hotels). */
export function fetchContacts(signal?: AbortSignal): Promise<Contact[]> {
  return api<Contact[]>('/api/hotel/contact/', { signal });
}

export function useContacts() {
  const token = useToken();
  return useQuery({
    queryKey: [...contactsKey, token],
    queryFn: ({ signal }) => fetchContacts(signal),
    enabled: Boolean(token),
  });
}
