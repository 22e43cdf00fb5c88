import {
  ACCOUNT_MSG,
  TOTP_CODE_PATTERN,
  type TotpEnableResponse,
  type TotpSetupResponse,
} from '@hotel/domain';
import { AppError } from '../../lib/errors.ts';
import type { RateLimiter } from '../../plugins/rate-limiter.ts';
import type { AuthRepository, RequestOrigin } from '../auth/auth.repository.ts';
import type { SecondFactorResult, SessionUser } from '../auth/auth.service.ts';
import type { PasswordHasher } from '../auth/passwords.ts';
import type { SecurityRepository } from './security.repository.ts';
import {
  hashRecoveryCode,
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  normalizeRecoveryCode,
  otpauthUrl,
} from './totp.ts';

/** Wrong codes (or passwords) of one user at the second factor, across login, enable and disable. */
export const SECOND_FACTOR_FAILURE_LIMIT = 10;
export const SECOND_FACTOR_FAILURE_WINDOW_MS = 15 * 60 * 1000;
const BUCKET = 'second-factor';
const ISSUER = 'Hotel Extranet';

/** The second factor (TOTP, RFC 6238): enrolment, recovery codes, and the check at login. */
export class SecurityService {
  constructor(
    private readonly repository: SecurityRepository,
    private readonly authRepository: AuthRepository,
    private readonly passwords: PasswordHasher,
    private readonly rateLimiter: RateLimiter,
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
    await this.checkLimit(user.id);
    const row = await this.repository.find(user.id);
    if (row?.enabled) throw new AppError(409, { key: ACCOUNT_MSG.alreadyEnabled });
    if (!row) throw AppError.validation({ code: ACCOUNT_MSG.setupFirst });
    const step = matchTotp(row.secret, code, this.now());
    if (step === undefined) {
      await this.rateLimiter.hit(BUCKET, [String(user.id)]);
      throw AppError.validation({ code: ACCOUNT_MSG.codeInvalid });
    }
    const codes = newRecoveryCodes();
    const hashes = codes.map((recovery) => hashRecoveryCode(user.id, recovery.replaceAll('-', '')));
    if (!(await this.repository.enable(user.id, step, hashes))) {
      throw new AppError(409, { key: ACCOUNT_MSG.alreadyEnabled });
    }
    await this.rateLimiter.clear(BUCKET, String(user.id));
    await this.authRepository.recordEvent('totp_enable', origin, user.id);
    return { recovery_codes: codes };
  }

  /** Turns the factor off after the password is confirmed; staff cannot (it is required for them). */
  async disable(user: SessionUser, password: string, origin: RequestOrigin): Promise<void> {
    await this.checkLimit(user.id);
    const account = await this.repository.findAccount(user.id);
    if (!account) throw AppError.notFound();
    if (!(await this.passwords.verify(account.passwordHash, password))) {
      await this.rateLimiter.hit(BUCKET, [String(user.id)]);
      throw AppError.validation({ password: ACCOUNT_MSG.currentPasswordWrong });
    }
    if (account.staff) throw AppError.validation({ '': ACCOUNT_MSG.requiredForStaff });
    await this.repository.remove(user.id);
    await this.authRepository.recordEvent('totp_disable', origin, user.id);
  }

  /** Whether the user must give a code at login. */
  async isEnabled(userId: number): Promise<boolean> {
    return (await this.repository.find(userId))?.enabled === true;
  }

  /**
   * Checks a login's code: a TOTP code of a step later than the last one used, or an unused
   * recovery code (then spent). Wrong codes count against the user's second-factor limit.
   */
  async verify(userId: number, token: string): Promise<SecondFactorResult> {
    await this.checkLimit(userId);
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
    if (result === 'invalid' || result === 'replayed') await this.rateLimiter.hit(BUCKET, [String(userId)]);
    return result;
  }

  private async checkLimit(userId: number) {
    await this.rateLimiter.check(
      BUCKET,
      String(userId),
      SECOND_FACTOR_FAILURE_LIMIT,
      SECOND_FACTOR_FAILURE_WINDOW_MS,
    );
  }
}
