import { type EndedSessions, endedSessionsSchema, type SessionInfo, sessionListSchema } from '@hotel/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { checkedAnswer } from '../lib/checked-answer.ts';

/**
 * The caller's sessions (issue 18): the profile's sessions section lists and ends them; the
 * second-factor enrolment offers to end the others. Answers are parsed with the domain's schemas
 * in development and tests (lib/checked-answer.ts).
 */

/** Query keys of this resource. */
export const sessionKeys = {
  all: ['sessions'] as const,
  list: () => [...sessionKeys.all, 'list'] as const,
};

/** GET /api/auth/sessions/: newest use first, the current one marked. */
export async function fetchSessions(signal?: AbortSignal): Promise<SessionInfo[]> {
  return checkedAnswer(
    await api<unknown>('/api/auth/sessions/', { signal }),
    import.meta.env.DEV && sessionListSchema,
  );
}

export function sessionsQuery() {
  return queryOptions({ queryKey: sessionKeys.list(), queryFn: ({ signal }) => fetchSessions(signal) });
}

/** DELETE /api/auth/sessions/{id}: 404 when it is gone already (ended elsewhere): the list is reloaded. */
export function endSession(id: number): Promise<void> {
  return api<void>(`/api/auth/sessions/${id}`, { method: 'DELETE', allowNotFound: true });
}

/** DELETE /api/auth/sessions/others: every session but this one; answers how many ended. */
export async function endOtherSessions(): Promise<EndedSessions> {
  return checkedAnswer(
    await api<unknown>('/api/auth/sessions/others', { method: 'DELETE' }),
    import.meta.env.DEV && endedSessionsSchema,
  );
}

/** Ends the other sessions; the list is reloaded whatever the answer. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
