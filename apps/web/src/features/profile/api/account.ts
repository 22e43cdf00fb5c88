import type { UserUpdateInput } from '@hotel/domain';
import { useMutation } from '@tanstack/react-query';
import { patchProfile, postChangeEmail, postChangePassword } from '../../../api/account.ts';

/** The profile's hooks on the account (apps/web/src/api/account.ts). */

export function useUpdateProfile(userId: number) {
  return useMutation({ mutationFn: (input: UserUpdateInput) => patchProfile(userId, input) });
}

export function useChangeEmail() {
  return useMutation({ mutationFn: postChangeEmail });
}

export function useChangePassword() {
  return useMutation({ mutationFn: postChangePassword });
}
