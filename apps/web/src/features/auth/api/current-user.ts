import type { User } from '@hotel/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useToken } from '../../../lib/session.ts';

/** Keyed by the token, so the user is reloaded whenever the token changes (spec §4). */
export const currentUserKey = (token: string | null) => ['current-user', token] as const;

/** The signed-in user: the list call answers exactly the caller. */
export function fetchCurrentUser(): Promise<User | null> {
  return api<User[]>('/api/auth/user/data/').then((users) => users[0] ?? null);
}

export function useCurrentUser() {
  const token = useToken();
  return useQuery({ queryKey: currentUserKey(token), queryFn: fetchCurrentUser, enabled: Boolean(token) });
}
