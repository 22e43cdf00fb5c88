import type { RequestOrigin } from '../../lib/request-context.ts';

export type AuthEventKind =
  | 'login_success'
  | 'login_failure'
  | 'login_blocked'
  | 'logout'
  | 'session_end'
  | 'sessions_end_others'
  | 'register'
  | 'profile_update'
  | 'restore_request'
  | 'password_restore'
  | 'password_restore_failure'
  | 'password_change'
  | 'email_change'
  | 'email_change_request'
  | 'email_change_failure'
  | 'register_existing'
  | 'avatar_update'
  | 'totp_enable'
  | 'totp_disable'
  | 'totp_failure'
  | 'recovery_codes_regenerate'
  | 'recovery_code_used'
  | 'hotel_link_used'
  | 'hotel_link_create'
  | 'hotel_attach'
  | 'permission_grant'
  | 'permission_revoke'
  | 'staff_create';

/**
 * The account's audit trail (`auth_events`), which the auth module owns and other modules write to
 * (decision 049): users, profile, security, staff's people and the command line record what they
 * changed. `details`: what the event was about when user and email do not say it.
 */
export interface AccountEvents {
  recordEvent(
    kind: AuthEventKind,
    origin: RequestOrigin,
    userId?: number,
    email?: string,
    details?: Record<string, unknown>,
  ): Promise<void>;
}
