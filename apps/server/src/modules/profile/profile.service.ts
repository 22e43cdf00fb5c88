import {
  ACCOUNT_MSG,
  AVATAR_MAX_BYTES,
  type ChangeEmailInput,
  type ChangeEmailResponse,
  type ChangePasswordInput,
  type ConfirmEmailInput,
  EMAIL_CHANGE_MSG,
  EMAIL_CHANGE_TTL_MS,
  MEDIA_MSG,
  MSG,
  type User,
} from '@hotel/domain';
import { AppError } from '../../lib/errors.ts';
import type { RequestOrigin, SessionUser } from '../../lib/request-context.ts';
import type { RateLimiter } from '../../plugins/rate-limiter.ts';
import {
  type AccountEvents,
  hashToken,
  isCommonPassword,
  newToken,
  type PasswordHasher,
} from '../auth/index.ts';
import type { AccountNotices } from '../mail/index.ts';
import { AVATAR_URL_PREFIX, type AvatarStorage, avatarNameOf } from '../media/index.ts';
import { AvatarImageError, toAvatarWebp } from './avatar-image.ts';
import type { ProfileRepository } from './profile.repository.ts';

/** Wrong current passwords of one user (password and email changes) before 429. */
export const PASSWORD_CHECK_LIMIT = 10;
export const PASSWORD_CHECK_WINDOW_MS = 15 * 60 * 1000;
const BUCKET = 'password-check';
/** Attempts to open an e-mail change link from one client address per hour. */
export const EMAIL_CONFIRMS_PER_IP = 20;
const HOUR_MS = 60 * 60 * 1000;

/** Reads one's own user as the API answers it. */
export interface UserReader {
  get(requestedId: number, callerId: number): Promise<User>;
}

/** The profile's account changes: password, email (both need the current password) and avatar. */
export class ProfileService {
  constructor(
    private readonly repository: ProfileRepository,
    private readonly authRepository: AccountEvents,
    private readonly passwords: PasswordHasher,
    private readonly rateLimiter: RateLimiter,
    private readonly avatars: AvatarStorage,
    private readonly users: UserReader,
    private readonly notices: AccountNotices,
  ) {}

  /** New password; every other session of the user ends, the one that asked stays. */
  async changePassword(user: SessionUser, input: ChangePasswordInput, origin: RequestOrigin): Promise<void> {
    await this.checkCurrentPassword(user.id, input.current_password);
    if (isCommonPassword(input.new_password)) throw AppError.validation({ new_password: MSG.passwordCommon });
    await this.repository.changePassword(
      user.id,
      await this.passwords.hash(input.new_password),
      user.tokenHash,
    );
    await this.authRepository.recordEvent('password_change', origin, user.id);
    await this.notices.notify(user.id, 'password_changed', origin);
  }

  /**
   * Asks for a new address (decision 022): nothing changes until the single-use link e-mailed to
   * the new address is opened (`confirmEmail`); the current address is told, with a way to
   * report it. A new request replaces the pending one; asking for the current address cancels
   * it. Whether the new address belongs to another account is not said here (that would tell who
   * has an account): its link then answers that the address is taken.
   */
  async changeEmail(
    user: SessionUser,
    input: ChangeEmailInput,
    origin: RequestOrigin,
  ): Promise<ChangeEmailResponse> {
    const account = await this.checkCurrentPassword(user.id, input.current_password);
    const me = await this.users.get(user.id, user.id);
    if (input.email === account.email) {
      await this.repository.cancelEmailChanges(user.id);
      return { ...me, pending_email: null };
    }
    const token = newToken();
    await this.repository.requestEmailChange({
      userId: user.id,
      tokenHash: hashToken(token),
      newEmail: input.email,
      expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_MS),
    });
    await this.authRepository.recordEvent('email_change_request', origin, user.id, input.email);
    // The link must reach the new address, or the change cannot be finished: a failure answers 500.
    await this.notices.send('email_confirm', { ...me, email: input.email }, origin, {
      link: this.notices.link('/auth/confirm-email', me.language, { token }),
    });
    await this.notices.bestEffort('email_change_requested', () =>
      this.notices.send('email_change_requested', me, origin, { new_email: input.email }),
    );
    return { ...me, pending_email: input.email };
  }

  /**
   * Opens the link sent to the new address: switches the account to it, spends the token and
   * tells the old address. Unknown, used or expired tokens, and an address another account took
   * meanwhile, answer 400 on `token`. Needs no session: the link may be opened anywhere.
   */
  async confirmEmail(input: ConfirmEmailInput, origin: RequestOrigin): Promise<{ email: string }> {
    await this.rateLimiter.reserve([
      { bucket: 'email-confirm-ip', key: origin.ip, limit: EMAIL_CONFIRMS_PER_IP, windowMs: HOUR_MS },
    ]);
    const outcome = await this.repository.applyEmailChange(hashToken(input.token));
    if (outcome.kind !== 'changed') {
      await this.authRepository.recordEvent('email_change_failure', origin, undefined, undefined, {
        reason: outcome.kind,
      });
      throw AppError.validation({
        token: outcome.kind === 'taken' ? EMAIL_CHANGE_MSG.taken : EMAIL_CHANGE_MSG.tokenInvalid,
      });
    }
    await this.authRepository.recordEvent('email_change', origin, outcome.userId, outcome.newEmail, {
      from: outcome.oldEmail,
    });
    const me = await this.users.get(outcome.userId, outcome.userId);
    await this.notices.bestEffort('email_changed', () =>
      this.notices.send('email_changed', { ...me, email: outcome.oldEmail }, origin, {
        new_email: outcome.newEmail,
      }),
    );
    return { email: outcome.newEmail };
  }

  /**
   * Stores a new avatar for the caller (another user's id answers 404): the bytes must be a
   * JPEG, PNG, WebP or GIF image without active content (415); it is kept as a 256×256 WebP without metadata, and the old
   * file is removed once the new one is in place.
   */
  async updateAvatar(
    user: SessionUser,
    requestedUserId: number,
    bytes: Buffer,
    origin: RequestOrigin,
  ): Promise<{ url: string }> {
    if (requestedUserId !== user.id) throw AppError.notFound();
    const account = await this.repository.findAccount(user.id);
    if (!account) throw AppError.notFound();
    if (bytes.length > AVATAR_MAX_BYTES) throw avatarTooBig();
    let webp: Buffer;
    try {
      webp = await toAvatarWebp(bytes);
    } catch (error) {
      if (error instanceof AvatarImageError && error.reason === 'too_many_pixels') {
        throw AppError.validation({ file: ACCOUNT_MSG.avatarTooManyPixels });
      }
      if (error instanceof AvatarImageError && error.reason === 'active_content') {
        throw new AppError(415, { key: MEDIA_MSG.fileActiveContent });
      }
      throw new AppError(415, { key: ACCOUNT_MSG.avatarNotImage });
    }
    const name = await this.avatars.save(webp);
    const url = `${AVATAR_URL_PREFIX}${name}`;
    try {
      await this.repository.setAvatar(user.id, url);
    } catch (error) {
      await this.avatars.remove(name);
      throw error;
    }
    const previous = avatarNameOf(account.avatar);
    if (previous && previous !== name) await this.avatars.remove(previous);
    await this.authRepository.recordEvent('avatar_update', origin, user.id);
    return { url };
  }

  async readAvatar(name: string): Promise<Buffer | undefined> {
    return this.avatars.read(name);
  }

  /**
   * The current password must match; wrong ones are counted per user (429 past the limit). The
   * attempt is reserved before the verification, so parallel guesses cannot pass the limit, and
   * released when the password is right.
   */
  private async checkCurrentPassword(userId: number, password: string) {
    const reservation = await this.rateLimiter.reserve([
      {
        bucket: BUCKET,
        key: String(userId),
        limit: PASSWORD_CHECK_LIMIT,
        windowMs: PASSWORD_CHECK_WINDOW_MS,
      },
    ]);
    const account = await this.repository.findAccount(userId);
    if (!account) throw AppError.notFound();
    if (!(await this.passwords.verify(account.passwordHash, password))) {
      throw AppError.validation({ current_password: ACCOUNT_MSG.currentPasswordWrong });
    }
    await this.rateLimiter.release(reservation);
    return account;
  }
}

export function avatarTooBig(): AppError {
  return new AppError(413, {
    key: ACCOUNT_MSG.avatarTooBig,
    params: { max: Math.round(AVATAR_MAX_BYTES / 1024 / 1024) },
  });
}
