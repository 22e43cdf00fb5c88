import type { LoginInput, LoginResponse } from '@hotel/domain';
import { postLogin } from '../../../api/login.ts';
import { session } from '../../../lib/session.ts';

/**
 * Logs in and keeps the session: the user goes into the query cache, then the token is stored (the
 * screens read the user by token). The cache is imported on success only: the login page itself
 * does without react-query (docs/decisions/018-web-performance.md).
 */
export async function signIn(input: LoginInput): Promise<LoginResponse> {
  const answer = await postLogin(input);
  const [{ queryClient }, { currentUserKeys }] = await Promise.all([
    import('../../../lib/query-client.ts'),
    import('../../../api/current-user.ts'),
  ]);
  queryClient.setQueryData(currentUserKeys.user(answer.auth_id), answer.user);
  session.setToken(answer.auth_id);
  return answer;
}
