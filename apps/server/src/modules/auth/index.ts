/** The auth module's door (decision 049): what other modules, the wiring and the tests may use. */
export type { AccountEvents, AuthEventKind } from './account-events.ts';
export { createAccountEvents, createAuthModule } from './auth.module.ts';
export type { AuthService, HotelLinkRedeemer, SecondFactor, SecondFactorResult } from './auth.service.ts';
export { DEVICE_COOKIE } from './devices.ts';
export { isCommonPassword, PasswordHasher } from './passwords.ts';
export { RESTORE_CONFIRMS_PER_IP, RESTORE_REQUESTS_PER_EMAIL } from './restore.service.ts';
export { describeUserAgent } from './sessions.service.ts';
export { hashToken, newToken } from './tokens.ts';
