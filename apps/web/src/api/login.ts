import { type LoginInput, type LoginResponse, loginResponseSchema } from '@hotel/domain';
import { api } from '../lib/api-client.ts';
import { checkedAnswer } from '../lib/checked-answer.ts';

/**
 * Signing in (spec §4): alone in its module, because the login page's chunk takes what its form
 * imports (vite.config.ts, the `login` group), and a signed-in screen importing a call from here
 * would load that chunk. The answer is parsed with the domain's schema in development and tests.
 */

/** POST /api/auth/login/: the session token and the user it belongs to. */
export async function postLogin(input: LoginInput): Promise<LoginResponse> {
  return checkedAnswer(
    await api<unknown>('/api/auth/login/', { method: 'POST', body: input }),
    import.meta.env.DEV && loginResponseSchema,
  );
}
