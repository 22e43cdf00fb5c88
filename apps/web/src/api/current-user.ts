import { type User, userSchema } from '@hotel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { checkedAnswer } from '../lib/checked-answer.ts';
import { useToken } from '../lib/session.ts';

/**
 * The signed-in user (GET /api/auth/user/data/: the list call answers exactly the caller). Every
 * screen reads it, and writes elsewhere change it (a hotel created, billing data saved), so its
 * keys live here, below the features. Answers are parsed with the domain's schema in development
 * and tests (`checkedAnswer`).
 */

/** Query keys of this resource: keyed by the token, so the user is reloaded whenever it changes (spec §4). */
export const currentUserKeys = {
  /** Every entry of the signed-in user: what a write that changes the user invalidates. */
  all: ['current-user'] as const,
  user: (token: string | null) => [...currentUserKeys.all, token] as const,
  /** The approval permission, read again each time the Opinions step is entered (api/contracts.ts). */
  approval: (token: string | null) => [...currentUserKeys.user(token), 'approval'] as const,
};

/** GET /api/auth/user/data/: the signed-in user, or null when the list is empty. */
export async function fetchCurrentUser(): Promise<User | null> {
  const users = checkedAnswer(
    await api<unknown>('/api/auth/user/data/'),
    import.meta.env.DEV && userSchema.array(),
  );
  return users[0] ?? null;
}

export function currentUserQuery(token: string | null) {
  return queryOptions({
    queryKey: currentUserKeys.user(token),
    // Not cancelled when the screen that asked leaves: the next screen reads the same user.
    queryFn: () => fetchCurrentUser(),
    enabled: Boolean(token),
  });
}

/** The signed-in user; every screen reads it, so no feature owns this hook. */
export function useCurrentUser() {
  return useQuery(currentUserQuery(useToken()));
}
