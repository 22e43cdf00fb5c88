import type { RegisterInput, User } from '@hotel/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function register(input: RegisterInput): Promise<User> {
  return api<User>('/api/auth/user/data/', { method: 'POST', body: input });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
