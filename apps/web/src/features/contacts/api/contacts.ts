import { useQuery } from '@tanstack/react-query';
import { contactsQuery } from '../../../api/contacts.ts';
import { useToken } from '../../../lib/session.ts';

/** The user's contacts (apps/web/src/api/contacts.ts). */
export function useContacts() {
  return useQuery(contactsQuery(useToken()));
}
