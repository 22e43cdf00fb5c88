import {
  type ChangeEmailInput,
  type ChangeEmailResponse,
  type ChangePasswordInput,
  changeEmailResponseSchema,
  type Language,
  type User,
  type UserUpdateInput,
  userSchema,
} from '@hotel/domain';
import { api } from '../lib/api-client.ts';
import { checkedAnswer } from '../lib/checked-answer.ts';

/**
 * The signed-in user's own account: the profile (name, phone, the e-mails' language), the e-mail
 * and password changes, and signing out. The user itself is read in api/current-user.ts, the
 * avatar uploaded in api/avatar.ts (the dashboard's header imports this module, and every
 * signed-in screen loads it: the upload, the profile's alone, stays out). Answers are parsed with
 * the domain's schemas in development and tests.
 */

const userPath = (userId: number) => `/api/auth/user/data/${userId}/`;

/** PATCH /api/auth/user/data/{userId}/: name and phone. */
export async function patchProfile(userId: number, input: UserUpdateInput): Promise<User> {
  return checkedAnswer(
    await api<unknown>(userPath(userId), { method: 'PATCH', body: input }),
    import.meta.env.DEV && userSchema,
  );
}

/** PATCH /api/auth/user/data/{userId}/ with the language alone: the language of the user's e-mails. */
export async function patchUserLanguage(userId: number, language: Language): Promise<User> {
  // A refusal concerns only the next e-mail: it never sends the user to sign in or to /404.
  const answer = await api<unknown>(userPath(userId), {
    method: 'PATCH',
    body: { language },
    ignoreAuthErrors: true,
    allowNotFound: true,
  });
  return checkedAnswer(answer, import.meta.env.DEV && userSchema);
}

/**
 * POST /api/auth/user/change-email: needs the current password; answers the user, whose address
 * has not changed yet, and the address that waits for the link sent to it (decision 022).
 */
export async function postChangeEmail(input: ChangeEmailInput): Promise<ChangeEmailResponse> {
  return checkedAnswer(
    await api<unknown>('/api/auth/user/change-email', { method: 'POST', body: input }),
    import.meta.env.DEV && changeEmailResponseSchema,
  );
}

/** POST /api/auth/user/change-password: the other sessions end, this one stays. */
export function postChangePassword(input: ChangePasswordInput): Promise<void> {
  return api<void>('/api/auth/user/change-password', { method: 'POST', body: input });
}

/** DELETE /api/auth/logout/: ends this session on the server. */
export function deleteLogout(): Promise<void> {
  return api<void>('/api/auth/logout/', { method: 'DELETE', ignoreAuthErrors: true });
}
