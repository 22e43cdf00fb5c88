import {
  type ChangeEmailInput,
  type ChangeEmailResponse,
  type ChangePasswordInput,
  changeEmailResponseSchema,
  type User,
  type UserUpdateInput,
} from '@hotel/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** PATCH /api/auth/user/data/{userId}/: name and phone. */
export function updateProfile(userId: number, input: UserUpdateInput): Promise<User> {
  return api<User>(`/api/auth/user/data/${userId}/`, { method: 'PATCH', body: input });
}

export function useUpdateProfile(userId: number) {
  return useMutation({ mutationFn: (input: UserUpdateInput) => updateProfile(userId, input) });
}

/**
 * POST /api/auth/user/change-email: needs the current password; answers the user, whose address
 * has not changed yet, and the address that waits for the link sent to it (decision 022).
 */
export async function changeEmail(input: ChangeEmailInput): Promise<ChangeEmailResponse> {
  return changeEmailResponseSchema.parse(
    await api<unknown>('/api/auth/user/change-email', { method: 'POST', body: input }),
  );
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}

/** POST /api/auth/user/change-password: the other sessions end, this one stays. */
export function changePassword(input: ChangePasswordInput): Promise<void> {
  return api<void>('/api/auth/user/change-password', { method: 'POST', body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
