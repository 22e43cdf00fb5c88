import { useMutation } from '@tanstack/react-query';
import { postRecoveryCodes, postTotpDisable, postTotpEnable, postTotpSetup } from '../../../api/security.ts';

/** The second factor's hooks (apps/web/src/api/security.ts). */

export function useSetupTotp() {
  return useMutation({ mutationFn: postTotpSetup });
}

export function useEnableTotp() {
  return useMutation({ mutationFn: postTotpEnable });
}

export function useDisableTotp() {
  return useMutation({ mutationFn: postTotpDisable });
}

export function useRegenerateRecoveryCodes() {
  return useMutation({ mutationFn: postRecoveryCodes });
}
