import type { LoginInput, LoginResponse } from '@hotel/domain';
import { api } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';

export function login(input: LoginInput): Promise<LoginResponse> {
  return api<LoginResponse>('/api/auth/login/', { method: 'POST', body: input });
}

/**
 * Logs in and keeps the session: the user goes into the query cache, then the token is stored (the
 * screens read the user by token). The cache is imported on success only: the login page itself
 * does without react-query (docs/decisions/018-web-performance.md).
 */
export async function signIn(input: LoginInput): Promise<LoginResponse> {
  const answer = await login(input);
  const [{ queryClient }, { currentUserKey }] = await Promise.all([
    import('../../../lib/query-client.ts'),
    import('./current-user.ts'),
  ]);
  queryClient.setQueryData(currentUserKey(answer.auth_id), answer.user);
  session.setToken(answer.auth_id);
  return answer;
}
