import { useMutation } from '@tanstack/react-query';
import { postRegistration } from '../../../api/registration.ts';

export function useRegister() {
  return useMutation({ mutationFn: postRegistration });
}
