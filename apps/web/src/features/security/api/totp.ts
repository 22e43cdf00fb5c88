import { type TotpEnableResponse, type TotpSetupResponse, totpEnableResponseSchema } from '@hotel/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/auth/user/totp/setup: a new secret and its otpauth:// URI. */
export function setupTotp(): Promise<TotpSetupResponse> {
  return api<TotpSetupResponse>('/api/auth/user/totp/setup', { method: 'POST' });
}

/** POST /api/auth/user/totp/enable: answers the recovery codes, shown once. */
export function enableTotp(code: string): Promise<TotpEnableResponse> {
  return api<TotpEnableResponse>('/api/auth/user/totp/enable', { method: 'POST', body: { code } });
}

/**
 * POST /api/auth/user/totp/recovery-codes with a current code: ten new recovery codes, shown
 * once; the old ones stop working. Parsed, so that a changed answer fails here, not on screen.
 */
export async function regenerateRecoveryCodes(code: string): Promise<TotpEnableResponse> {
  return totpEnableResponseSchema.parse(
    await api<unknown>('/api/auth/user/totp/recovery-codes', { method: 'POST', body: { code } }),
  );
}

/** POST /api/auth/user/totp/disable with the password. */
export function disableTotp(password: string): Promise<void> {
  return api<void>('/api/auth/user/totp/disable', { method: 'POST', body: { password } });
}

export function useSetupTotp() {
  return useMutation({ mutationFn: setupTotp });
}

export function useEnableTotp() {
  return useMutation({ mutationFn: enableTotp });
}

export function useDisableTotp() {
  return useMutation({ mutationFn: disableTotp });
}

export function useRegenerateRecoveryCodes() {
  return useMutation({ mutationFn: regenerateRecoveryCodes });
}
