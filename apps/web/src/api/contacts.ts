import { type Contact, type ContactInput, contactSchema } from '@hotel/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { checkedAnswer } from '../lib/checked-answer.ts';

/**
 * The user's contacts (spec §3 Contact), each with the hotels it serves. A 404 on a write is the
 * screen's to explain (the contact is gone), never a reason to leave the page and lose what the
 * user typed. Answers are parsed with the domain's schema in development and tests.
 */

/** Query keys of this resource (keyed by the session token: another user's contacts never show). */
export const contactKeys = {
  all: ['contacts'] as const,
  list: (token: string | null) => [...contactKeys.all, token] as const,
};

/** GET /api/hotel/contact/: the user's contacts, each with possibleHotels (the user's hotels). */
export async function fetchContacts(signal?: AbortSignal): Promise<Contact[]> {
  return checkedAnswer(
    await api<unknown>('/api/hotel/contact/', { signal }),
    import.meta.env.DEV && contactSchema.array(),
  );
}

export function contactsQuery(token: string | null) {
  return queryOptions({
    queryKey: contactKeys.list(token),
    queryFn: ({ signal }) => fetchContacts(signal),
    enabled: Boolean(token),
  });
}

/** POST /api/hotel/contact/ */
export async function createContact(input: ContactInput): Promise<Contact> {
  return checkedAnswer(
    await api<unknown>('/api/hotel/contact/', { method: 'POST', body: input, allowNotFound: true }),
    import.meta.env.DEV && contactSchema,
  );
}

/** PUT /api/hotel/contact/{id}/ */
export async function updateContact(contactId: number, input: ContactInput): Promise<Contact> {
  return checkedAnswer(
    await api<unknown>(`/api/hotel/contact/${contactId}/`, {
      method: 'PUT',
      body: input,
      allowNotFound: true,
    }),
    import.meta.env.DEV && contactSchema,
  );
}

/** DELETE /api/hotel/contact/{id}/ */
export function deleteContact(contactId: number): Promise<void> {
  return api<void>(`/api/hotel/contact/${contactId}/`, { method: 'DELETE', allowNotFound: true });
}
