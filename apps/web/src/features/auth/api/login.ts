import type { LoginInput, LoginResponse } from '@hotel/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';
import { currentUserKey } from './current-user.ts';

export function login(input: LoginInput): Promise<LoginResponse> {
  return api<LoginResponse>('/api/auth/login/', { method: 'POST', body: input });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess(answer) {
      queryClient.setQueryData(currentUserKey(answer.auth_id), answer.user);
      session.setToken(answer.auth_id);
    },
  });
}
