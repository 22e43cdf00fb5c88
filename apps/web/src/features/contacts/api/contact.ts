import type { Contact, ContactInput } from '@hotel/domain';
import { api } from '../../../lib/api-client.ts';

/*
 * /api/hotel/contact/{id}/ writes. A 404 is the screen's to explain (the contact is gone),
 * never a reason to leave the page and lose what the user typed.
 */

/** POST /api/hotel/contact/ */
export function createContact(input: ContactInput): Promise<Contact> {
  return api<Contact>('/api/hotel/contact/', { method: 'POST', body: input, allowNotFound: true });
}

/** PUT /api/hotel/contact/{id}/ */
export function updateContact(contactId: number, input: ContactInput): Promise<Contact> {
  return api<Contact>(`/api/hotel/contact/${contactId}/`, {
    method: 'PUT',
    body: input,
    allowNotFound: true,
  });
}

/** DELETE /api/hotel/contact/{id}/ */
export function deleteContact(contactId: number): Promise<void> {
  return api<void>(`/api/hotel/contact/${contactId}/`, { method: 'DELETE', allowNotFound: true });
}
