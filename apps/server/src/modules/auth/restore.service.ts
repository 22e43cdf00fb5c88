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
import type { RateLimiter } from '../../plugins/rate-limiter.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { AuthRepository, RequestOrigin } from './auth.repository.ts';
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
  ) {}

  async request(input: RestoreRequestInput, origin: RequestOrigin): Promise<void> {
    const { email } = input;
    await this.rateLimiter.check('restore-email', email, RESTORE_REQUESTS_PER_EMAIL, HOUR_MS);
    await this.rateLimiter.check('restore-ip', origin.ip, RESTORE_REQUESTS_PER_IP, HOUR_MS);
    await this.rateLimiter.hit('restore-email', [email]);
    await this.rateLimiter.hit('restore-ip', [origin.ip]);

    const user = await this.authRepository.findUserByEmail(email);
    // The token and the email are made either way; only a known account stores and sends them.
    const token = newToken();
    const tokenHash = hashToken(token);
    const language = user?.language ?? DEFAULT_LANGUAGE;
    const message = {
      to: email,
      template: 'restore' as const,
      language,
      params: { name: user?.name ?? email, link: this.link(token, language) },
    };
    if (user) {
      await this.repository.insertToken({
        tokenHash,
        userId: user.id,
        expiresAt: new Date(Date.now() + RESTORE_TOKEN_TTL_MS),
      });
      await this.mail.send(message);
    } else {
      await this.mail.compose(message);
    }
    await this.authRepository.recordEvent('restore_request', origin, user?.id, email);
  }

  async confirm(input: RestoreConfirmInput, origin: RequestOrigin): Promise<void> {
    await this.rateLimiter.check('restore-confirm-ip', origin.ip, RESTORE_CONFIRMS_PER_IP, HOUR_MS);
    await this.rateLimiter.hit('restore-confirm-ip', [origin.ip]);
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
