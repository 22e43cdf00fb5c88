import {
  ACCOUNT_MSG,
  TOTP_CODE_PATTERN,
  type TotpEnableResponse,
  type TotpSetupResponse,
} from '@hotel/domain';
import { AppError } from '../../lib/errors.ts';
import type { RequestOrigin, SessionUser } from '../../lib/request-context.ts';
import type { RateLimiter } from '../../plugins/rate-limiter.ts';
import type { AccountEvents, PasswordHasher, SecondFactor, SecondFactorResult } from '../auth/index.ts';
import type { AccountNotices } from '../mail/index.ts';
import type { SecurityRepository } from './security.repository.ts';
import {
  hashRecoveryCode,
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  normalizeRecoveryCode,
  otpauthUrl,
} from './totp.ts';

/**
 * Wrong codes (or passwords) of one user when enabling or disabling the second factor. Codes
 * given at login count in the login's own buckets instead (decision 021), so that guesses made
 * elsewhere never refuse the user on a known device.
 */
export const SECOND_FACTOR_FAILURE_LIMIT = 10;
export const SECOND_FACTOR_FAILURE_WINDOW_MS = 15 * 60 * 1000;
const BUCKET = 'second-factor';
const ISSUER = 'Hotel Extranet';

/** The second factor (TOTP, RFC 6238): enrolment, recovery codes, and the check at login. */
export class SecurityService implements SecondFactor {
  constructor(
    private readonly repository: SecurityRepository,
    private readonly authRepository: AccountEvents,
    private readonly passwords: PasswordHasher,
    private readonly rateLimiter: RateLimiter,
    private readonly notices: AccountNotices,
    private readonly now: () => number = Date.now,
  ) {}

  /** A new secret for the user's app; the factor stays off until a code confirms it. */
  async setup(user: SessionUser): Promise<TotpSetupResponse> {
    const account = await this.repository.findAccount(user.id);
    if (!account) throw AppError.notFound();
    const secret = newTotpSecret();
    const row = await this.repository.startEnrolment(user.id, secret);
    if (!row) throw new AppError(409, { key: ACCOUNT_MSG.alreadyEnabled });
    return { secret, otpauth_url: otpauthUrl(secret, account.email, ISSUER) };
  }

  /** Confirms the enrolment with a code; answers the ten recovery codes, shown only this once. */
  async enable(user: SessionUser, code: string, origin: RequestOrigin): Promise<TotpEnableResponse> {
    const row = await this.repository.find(user.id);
    if (row?.enabled) throw new AppError(409, { key: ACCOUNT_MSG.alreadyEnabled });
    if (!row) throw AppError.validation({ code: ACCOUNT_MSG.setupFirst });
    // Reserved before the code is compared: the refusals above guess nothing.
    const reservation = await this.reserve(user.id);
    const step = matchTotp(row.secret, code, this.now());
    // A wrong code keeps its reservation: it counts.
    if (step === undefined) throw AppError.validation({ code: ACCOUNT_MSG.codeInvalid });
    await this.rateLimiter.release(reservation);
    const { codes, hashes } = recoveryCodesOf(user.id);
    if (!(await this.repository.enable(user.id, step, hashes))) {
      throw new AppError(409, { key: ACCOUNT_MSG.alreadyEnabled });
    }
    await this.authRepository.recordEvent('totp_enable', origin, user.id);
    await this.notices.notify(user.id, 'totp_enabled', origin);
    return { recovery_codes: codes };
  }

  /** Turns the factor off after the password is confirmed; staff cannot (it is required for them). */
  async disable(user: SessionUser, password: string, origin: RequestOrigin): Promise<void> {
    const reservation = await this.reserve(user.id);
    const account = await this.repository.findAccount(user.id);
    if (!account) throw AppError.notFound();
    if (!(await this.passwords.verify(account.passwordHash, password))) {
      throw AppError.validation({ password: ACCOUNT_MSG.currentPasswordWrong });
    }
    await this.rateLimiter.release(reservation);
    if (account.staff) throw AppError.validation({ '': ACCOUNT_MSG.requiredForStaff });
    await this.repository.remove(user.id);
    await this.authRepository.recordEvent('totp_disable', origin, user.id);
    await this.notices.notify(user.id, 'totp_disabled', origin);
  }

  /**
   * Ten new recovery codes, answered once; the old ones stop working in the same statement.
   * Confirmed with a current code from the app rather than the password: for staff the factor
   * cannot be turned off, and a password (with a session) must not be enough to mint codes that
   * pass it. Wrong codes count in the same per-user bucket as enable and disable.
   */
  async regenerateRecoveryCodes(
    user: SessionUser,
    code: string,
    origin: RequestOrigin,
  ): Promise<TotpEnableResponse> {
    const row = await this.repository.find(user.id);
    if (!row?.enabled) throw new AppError(409, { key: ACCOUNT_MSG.setupFirst });
    // Reserved before the code is compared: the refusal above guesses nothing.
    const reservation = await this.reserve(user.id);
    const step = matchTotp(row.secret, code, this.now());
    // A wrong code keeps its reservation: it counts.
    if (step === undefined) throw AppError.validation({ code: ACCOUNT_MSG.codeInvalid });
    const { codes, hashes } = recoveryCodesOf(user.id);
    if (!(await this.repository.replaceRecoveryCodes(user.id, step, hashes))) {
      // The step was used already (a replay counts like a wrong code), or the factor went off.
      if (!(await this.isEnabled(user.id))) {
        await this.rateLimiter.release(reservation);
        throw new AppError(409, { key: ACCOUNT_MSG.setupFirst });
      }
      throw AppError.validation({ code: ACCOUNT_MSG.codeUsed });
    }
    await this.rateLimiter.release(reservation);
    await this.authRepository.recordEvent('recovery_codes_regenerate', origin, user.id);
    await this.notices.notify(user.id, 'recovery_codes_regenerated', origin);
    return { recovery_codes: codes };
  }

  /** Whether the user must give a code at login. */
  async isEnabled(userId: number): Promise<boolean> {
    return (await this.repository.find(userId))?.enabled === true;
  }

  /**
   * Checks a login's code: a TOTP code of a step later than the last one used, or an unused
   * recovery code (then spent). It counts nothing itself: the login reserved the attempt in its
   * buckets before the password, and keeps that reservation when the code is wrong.
   */
  async verify(userId: number, token: string): Promise<SecondFactorResult> {
    const row = await this.repository.find(userId);
    if (!row?.enabled) return 'invalid';
    const digits = token.replace(/\s+/g, '');
    let result: SecondFactorResult = 'invalid';
    if (TOTP_CODE_PATTERN.test(digits)) {
      const step = matchTotp(row.secret, digits, this.now());
      if (step !== undefined) result = (await this.repository.useStep(userId, step)) ? 'ok' : 'replayed';
    } else {
      const recovery = normalizeRecoveryCode(token);
      if (
        recovery &&
        (await this.repository.consumeRecoveryCode(userId, hashRecoveryCode(userId, recovery)))
      ) {
        result = 'recovery';
      }
    }
    return result;
  }

  /** Counts the attempt before the code or password is checked; released when it succeeds. */
  private reserve(userId: number) {
    return this.rateLimiter.reserve([
      {
        bucket: BUCKET,
        key: String(userId),
        limit: SECOND_FACTOR_FAILURE_LIMIT,
        windowMs: SECOND_FACTOR_FAILURE_WINDOW_MS,
      },
    ]);
  }
}

/** Ten new recovery codes (shown once) and what is stored of them: SHA-256 bound to the user. */
function recoveryCodesOf(userId: number): { codes: string[]; hashes: string[] } {
  const codes = newRecoveryCodes();
  return { codes, hashes: codes.map((recovery) => hashRecoveryCode(userId, recovery.replaceAll('-', ''))) };
}
