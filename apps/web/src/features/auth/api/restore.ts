import { useMutation } from '@tanstack/react-query';
import { postRestoreConfirm, postRestoreRequest } from '../../../api/password-restore.ts';

/** Asks for a restore email; the answer is the same whether the email has an account or not. */
export function useRequestRestore() {
  return useMutation({ mutationFn: postRestoreRequest });
}

/** Sets a new password with the token of a restore link; the server ends every session. */
export function useConfirmRestore() {
  return useMutation({ mutationFn: postRestoreConfirm });
}
