import {
  type TotpEnableResponse,
  type TotpSetupResponse,
  totpEnableResponseSchema,
  totpSetupResponseSchema,
} from '@hotel/domain';
import { api } from '../lib/api-client.ts';
import { checkedAnswer } from '../lib/checked-answer.ts';

/**
 * The second factor (TOTP, decision 023): enrolment, recovery codes and switching it off. Answers
 * are parsed with the domain's schemas in development and tests, so a changed answer fails here,
 * not on screen.
 */

/** POST /api/auth/user/totp/setup: a new secret and its otpauth:// URI. */
export async function postTotpSetup(): Promise<TotpSetupResponse> {
  return checkedAnswer(
    await api<unknown>('/api/auth/user/totp/setup', { method: 'POST' }),
    import.meta.env.DEV && totpSetupResponseSchema,
  );
}

/** POST /api/auth/user/totp/enable: answers the recovery codes, shown once. */
export async function postTotpEnable(code: string): Promise<TotpEnableResponse> {
  return checkedAnswer(
    await api<unknown>('/api/auth/user/totp/enable', { method: 'POST', body: { code } }),
    import.meta.env.DEV && totpEnableResponseSchema,
  );
}

/**
 * POST /api/auth/user/totp/recovery-codes with a current code: ten new recovery codes, shown
 * once; the old ones stop working.
 */
export async function postRecoveryCodes(code: string): Promise<TotpEnableResponse> {
  return checkedAnswer(
    await api<unknown>('/api/auth/user/totp/recovery-codes', { method: 'POST', body: { code } }),
    import.meta.env.DEV && totpEnableResponseSchema,
  );
}

/** POST /api/auth/user/totp/disable with the password. */
export function postTotpDisable(password: string): Promise<void> {
  return api<void>('/api/auth/user/totp/disable', { method: 'POST', body: { password } });
}
