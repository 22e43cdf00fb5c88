import {
  ACCOUNT_MSG,
  LOGIN_ADDRESS_FAILURE_LIMIT,
  LOGIN_DEVICE_FAILURE_LIMIT,
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_MS,
  type LoginInput,
  loginTokens,
  MSG,
} from '@hotel/domain';
import type { Config } from '../../config/env.ts';
import { AppError } from '../../lib/errors.ts';
import type { RequestOrigin, SessionUser } from '../../lib/request-context.ts';
import type { Limit, RateLimiter, Reservation } from '../../plugins/rate-limiter.ts';
import type { AuthRepository } from './auth.repository.ts';
import type { DevicesRepository } from './devices.repository.ts';
import { DEVICE_COOKIE_MAX_AGE_MS, deviceCookieValue, deviceTokensOf } from './devices.ts';
import type { PasswordHasher } from './passwords.ts';
import { hashToken, newToken } from './tokens.ts';

export type SecondFactorResult = 'ok' | 'recovery' | 'invalid' | 'replayed';

/** The second-factor check at login (modules/security). */
export interface SecondFactor {
  isEnabled(userId: number): Promise<boolean>;
  verify(userId: number, token: string): Promise<SecondFactorResult>;
}

/** Hotel-link sign-in (modules/admin): a valid link attaches its hotel to the user. */
export interface HotelLinkRedeemer {
  isValid(token: string): Promise<boolean>;
  /** Spends the link and attaches its hotel, answering that hotel; undefined when it is gone or expired. */
  redeem(token: string, userId: number): Promise<{ code: string; rawCode: string; name: string } | undefined>;
}

export interface LoginExtensions {
  secondFactor?: SecondFactor;
  hotelLinks?: HotelLinkRedeemer;
  /** Device cookies (decision 021); without them every attempt is from an unknown device. */
  devices?: Pick<DevicesRepository, 'findByTokenHashes' | 'insert' | 'touch' | 'deleteUnusedSince'>;
}

/** What the device cookie of a login attempt says (see `deviceOf`). */
interface AttemptDevice {
  /** The trusted device of the account typed, when the cookie holds one of its tokens. */
  known?: { id: number; token: string };
  /** The cookie's tokens that still name a device (of any account), kept in the next cookie. */
  live: string[];
}

/** Touch the session's last-seen time at most this often, so reads do not all write. */
const TOUCH_INTERVAL_MS = 60_000;

export class AuthService {
  constructor(
    private readonly repository: AuthRepository,
    private readonly passwords: PasswordHasher,
    private readonly rateLimiter: RateLimiter,
    private readonly config: Pick<Config, 'SESSION_IDLE_MINUTES' | 'SESSION_ABSOLUTE_HOURS'>,
    private readonly extensions: LoginExtensions = {},
  ) {}

  /**
   * Checks the credentials and opens a session. Unknown email and wrong password answer the
   * same message after the same work (a dummy hash is verified), so neither reveals an account.
   *
   * The attempt is counted (reserved) before the password is verified, in the buckets its device
   * cookie chooses (decision 021), and given back once the sign-in succeeds. The answer carries
   * the next value of the device cookie, which now names this account's device first.
   */
  async login(
    input: LoginInput,
    origin: RequestOrigin,
    deviceCookie?: string,
  ): Promise<{ token: string; userId: number; deviceCookie?: string }> {
    const email = input.email;
    const user = await this.repository.findUserByEmail(email);
    const device = await this.deviceOf(user?.id, deviceCookie);
    let reservation: Reservation;
    try {
      reservation = await this.rateLimiter.reserve(loginLimits(email, origin, device));
    } catch (error) {
      await this.repository.recordEvent('login_blocked', origin, user?.id, email);
      throw error;
    }
    const valid = user
      ? await this.passwords.verify(user.passwordHash, input.password)
      : await this.passwords.verify(await this.passwords.dummyHash(), input.password).then(() => false);
    if (!user || !valid) {
      await this.repository.recordEvent('login_failure', origin, user?.id, email);
      throw new AppError(
        400,
        { key: MSG.badCredentials },
        { non_field_errors: [{ key: MSG.badCredentials }] },
      );
    }
    await this.checkSecondStep(user.id, email, input, origin, reservation);
    await this.rateLimiter.release(reservation);
    const token = newToken();
    const now = Date.now();
    await this.repository.insertSession({
      tokenHash: hashToken(token),
      userId: user.id,
      expiresAt: new Date(now + this.config.SESSION_ABSOLUTE_HOURS * 3_600_000),
      ip: origin.ip,
      userAgent: origin.userAgent?.slice(0, 300) ?? null,
    });
    const nextCookie = await this.rememberDevice(user.id, device, now);
    await this.repository.recordEvent('login_success', origin, user.id, email);
    return { token, userId: user.id, ...(nextCookie ? { deviceCookie: nextCookie } : {}) };
  }

  /** Which of the cookie's tokens still name a device, and whether one is the typed account's. */
  private async deviceOf(userId: number | undefined, cookie: string | undefined): Promise<AttemptDevice> {
    const tokens = deviceTokensOf(cookie);
    const { devices } = this.extensions;
    if (!devices || tokens.length === 0) return { live: [] };
    const hashes = new Map(tokens.map((token) => [hashToken(token), token]));
    const found = await devices.findByTokenHashes([...hashes.keys()]);
    const live = found.map((row) => hashes.get(row.tokenHash) as string);
    const own = userId === undefined ? undefined : found.find((row) => row.userId === userId);
    return { live, ...(own ? { known: { id: own.id, token: hashes.get(own.tokenHash) as string } } : {}) };
  }

  /** After a sign-in: the known device is touched, or this browser becomes one; the next cookie. */
  private async rememberDevice(userId: number, device: AttemptDevice, now: number) {
    const { devices } = this.extensions;
    if (!devices) return undefined;
    if (device.known) {
      await devices.touch(device.known.id, new Date(now));
      return deviceCookieValue(device.known.token, device.live);
    }
    const token = newToken();
    await devices.insert(userId, hashToken(token));
    return deviceCookieValue(token, device.live);
  }

  /**
   * After the password: a hotel link must be valid, then the second factor (when on) must be
   * given and right; a wrong code or link counts as a failed login. A valid link is spent last
   * and attaches its hotel, so that a refused login attaches nothing.
   */
  private async checkSecondStep(
    userId: number,
    email: string,
    input: LoginInput,
    origin: RequestOrigin,
    reservation: Reservation,
  ) {
    const { code, hotelToken } = loginTokens(input);
    const { secondFactor, hotelLinks } = this.extensions;
    // The attempt's reservation stays: a wrong code or link counts like a wrong password.
    const fail = async (kind: 'login_failure' | 'totp_failure', field: string, key: string) => {
      await this.repository.recordEvent(kind, origin, userId, email);
      return AppError.validation({ [field]: key });
    };
    if (hotelToken !== undefined && !(await hotelLinks?.isValid(hotelToken))) {
      throw await fail('login_failure', '', ACCOUNT_MSG.hotelLinkInvalid);
    }
    if (secondFactor && (await secondFactor.isEnabled(userId))) {
      if (!code) {
        // The right password without its code is the first half of a sign-in, not a failure.
        await this.rateLimiter.release(reservation);
        throw AppError.validation({ token: ACCOUNT_MSG.codeRequired });
      }
      const result = await secondFactor.verify(userId, code);
      if (result === 'invalid' || result === 'replayed') {
        throw await fail(
          'totp_failure',
          'token',
          result === 'replayed' ? ACCOUNT_MSG.codeUsed : ACCOUNT_MSG.codeInvalid,
        );
      }
      if (result === 'recovery')
        await this.repository.recordEvent('recovery_code_used', origin, userId, email);
    }
    if (hotelToken !== undefined) {
      const hotel = await hotelLinks?.redeem(hotelToken, userId);
      if (!hotel) throw await fail('login_failure', '', ACCOUNT_MSG.hotelLinkInvalid);
      await this.repository.recordEvent('hotel_link_used', origin, userId, email, {
        hotel: { code: hotel.code, raw_code: hotel.rawCode, name: hotel.name },
      });
    }
  }

  /** The user of a token, or undefined when it is unknown, idle too long or past its absolute expiry. */
  async authenticate(token: string): Promise<SessionUser | undefined> {
    const tokenHash = hashToken(token);
    const session = await this.repository.findSession(tokenHash);
    if (!session) return undefined;
    const now = Date.now();
    const idleLimit = this.config.SESSION_IDLE_MINUTES * 60_000;
    if (session.expiresAt.getTime() <= now || session.lastSeenAt.getTime() + idleLimit <= now) {
      await this.repository.deleteSession(tokenHash);
      return undefined;
    }
    if (now - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await this.repository.touchSession(tokenHash, new Date(now));
    }
    return {
      id: session.userId,
      approbeContractPerm: session.approbeContractPerm,
      language: session.language,
      tokenHash,
      secondFactorPending: session.approbeContractPerm && session.totpEnabled !== true,
    };
  }

  async logout(user: SessionUser, origin: RequestOrigin): Promise<void> {
    await this.repository.deleteSession(user.tokenHash);
    await this.repository.recordEvent('logout', origin, user.id);
  }

  async pruneExpired(): Promise<void> {
    await this.repository.deleteExpiredSessions(
      new Date(Date.now() - this.config.SESSION_IDLE_MINUTES * 60_000),
    );
    // A device unused for as long as its cookie lives is gone from its browser too.
    await this.extensions.devices?.deleteUnusedSince(new Date(Date.now() - DEVICE_COOKIE_MAX_AGE_MS));
  }
}

/**
 * The buckets of a login attempt (decision 021): a device of the account typed is limited on its
 * own; any other attempt per account (the email typed, known or not) and per client address.
 */
function loginLimits(email: string, origin: RequestOrigin, device: AttemptDevice): Limit[] {
  const windowMs = LOGIN_FAILURE_WINDOW_MS;
  if (device.known) {
    return [
      { bucket: 'login-device', key: String(device.known.id), limit: LOGIN_DEVICE_FAILURE_LIMIT, windowMs },
    ];
  }
  return [
    { bucket: 'login-account', key: email, limit: LOGIN_FAILURE_LIMIT, windowMs },
    { bucket: 'login-ip', key: origin.ip, limit: LOGIN_ADDRESS_FAILURE_LIMIT, windowMs },
  ];
}
