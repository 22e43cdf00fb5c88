import {
  DEFAULT_LANGUAGE,
  MSG,
  RESTORE_MSG,
  RESTORE_TOKEN_TTL_MS,
  type RestoreConfirmInput,
  type RestoreRequestInput,
} from '@hotel/domain';
import type { Config } from '../../config/env.ts';
import { AppError } from '../../lib/errors.ts';
import type { RequestOrigin } from '../../lib/request-context.ts';
import type { RateLimiter } from '../../plugins/rate-limiter.ts';
import type { AccountNotices, MailService } from '../mail/index.ts';
import type { AuthRepository } from './auth.repository.ts';
import { isCommonPassword, type PasswordHasher } from './passwords.ts';
import type { RestoreRepository } from './restore.repository.ts';
import { hashToken, newToken } from './tokens.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Restore emails asked for one address, and from one client address, per hour. */
export const RESTORE_REQUESTS_PER_EMAIL = 5;
export const RESTORE_REQUESTS_PER_IP = 20;
/** Attempts to use a restore link from one client address per hour. */
export const RESTORE_CONFIRMS_PER_IP = 10;

/**
 * Password restore: an emailed single-use link valid for one hour, then a new password that
 * ends every session. The request answers the same, after the same work, whether the email
 * belongs to an account or not.
 */
export class RestoreService {
  constructor(
    private readonly repository: RestoreRepository,
    private readonly authRepository: AuthRepository,
    private readonly passwords: PasswordHasher,
    private readonly rateLimiter: RateLimiter,
    private readonly mail: MailService,
    private readonly config: Pick<Config, 'PUBLIC_URL'>,
    private readonly notices: AccountNotices,
  ) {}

  async request(input: RestoreRequestInput, origin: RequestOrigin): Promise<void> {
    const { email } = input;
    // Every request counts, answered or not: reserved before any work, never released.
    await this.rateLimiter.reserve([
      { bucket: 'restore-email', key: email, limit: RESTORE_REQUESTS_PER_EMAIL, windowMs: HOUR_MS },
      { bucket: 'restore-ip', key: origin.ip, limit: RESTORE_REQUESTS_PER_IP, windowMs: HOUR_MS },
    ]);

    // Known and unknown addresses do the same work, so that the time of the answer does not tell
    // whether an account exists: one statement that finds the account and stores the token (it
    // stores nothing for an unknown address), then the same mail rendered, composed, written and
    // recorded in the outbox; for an unknown address it is recorded as 'withheld' and never
    // delivered. Equal work rather than a padded delay: a delay would have to be longer than the
    // slowest real send, and a timer is visible in the event loop's load where real work is not.
    const token = newToken();
    const user = await this.repository.storeTokenFor(email, {
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + RESTORE_TOKEN_TTL_MS),
    });
    const language = user?.language ?? DEFAULT_LANGUAGE;
    await this.mail.send(
      {
        to: email,
        template: 'restore',
        language,
        params: { name: user?.name ?? email, link: this.link(token, language) },
      },
      { withhold: !user },
    );
    await this.authRepository.recordEvent('restore_request', origin, user?.id, email);
  }

  async confirm(input: RestoreConfirmInput, origin: RequestOrigin): Promise<void> {
    await this.rateLimiter.reserve([
      { bucket: 'restore-confirm-ip', key: origin.ip, limit: RESTORE_CONFIRMS_PER_IP, windowMs: HOUR_MS },
    ]);
    const tokenHash = hashToken(input.token);
    const reset = await this.repository.findValid(tokenHash);
    if (!reset) return this.refuse(origin);
    if (isCommonPassword(input.password)) throw AppError.validation({ password: MSG.passwordCommon });
    const userId = await this.repository.restorePassword(
      tokenHash,
      await this.passwords.hash(input.password),
    );
    // Used by a concurrent request in between.
    if (userId === undefined) return this.refuse(origin);
    await this.authRepository.recordEvent('password_restore', origin, userId, reset.email);
    await this.notices.notify(userId, 'password_restored', origin);
  }

  private async refuse(origin: RequestOrigin): Promise<never> {
    await this.authRepository.recordEvent('password_restore_failure', origin);
    throw AppError.validation({ token: RESTORE_MSG.tokenInvalid });
  }

  /** `${PUBLIC_URL}/auth/restore-password?token=…`, opened in the language of the email. */
  private link(token: string, language: string): string {
    const base = this.config.PUBLIC_URL.replace(/\/+$/, '');
    return `${base}/auth/restore-password?token=${token}&lang=${language}`;
  }
}
