import {
  ACCOUNT_MSG,
  AVATAR_MAX_BYTES,
  type ChangeEmailInput,
  type ChangePasswordInput,
  MEDIA_MSG,
  MSG,
  type User,
} from '@hotel/domain';
import { AppError } from '../../lib/errors.ts';
import type { RateLimiter } from '../../plugins/rate-limiter.ts';
import type { AuthRepository, RequestOrigin } from '../auth/auth.repository.ts';
import type { SessionUser } from '../auth/auth.service.ts';
import { isCommonPassword, type PasswordHasher } from '../auth/passwords.ts';
import { AvatarImageError, toAvatarWebp } from './avatar-image.ts';
import { AVATAR_URL_PREFIX, type AvatarStorage, avatarNameOf } from './avatar-storage.ts';
import type { ProfileRepository } from './profile.repository.ts';

/** Wrong current passwords of one user (password and email changes) before 429. */
export const PASSWORD_CHECK_LIMIT = 10;
export const PASSWORD_CHECK_WINDOW_MS = 15 * 60 * 1000;
const BUCKET = 'password-check';

/** Reads one's own user as the API answers it. */
export interface UserReader {
  get(requestedId: number, callerId: number): Promise<User>;
}

/** The profile's account changes: password, email (both need the current password) and avatar. */
export class ProfileService {
  constructor(
    private readonly repository: ProfileRepository,
    private readonly authRepository: AuthRepository,
    private readonly passwords: PasswordHasher,
    private readonly rateLimiter: RateLimiter,
    private readonly avatars: AvatarStorage,
    private readonly users: UserReader,
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
  }

  async changeEmail(user: SessionUser, input: ChangeEmailInput, origin: RequestOrigin): Promise<User> {
    const account = await this.checkCurrentPassword(user.id, input.current_password);
    if (input.email !== account.email) {
      if (
        (await this.repository.emailTaken(input.email, user.id)) ||
        !(await this.repository.changeEmail(user.id, input.email))
      ) {
        throw AppError.validation({ email: MSG.emailTaken });
      }
      await this.authRepository.recordEvent('email_change', origin, user.id, input.email);
    }
    return this.users.get(user.id, user.id);
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

  /** The current password must match; wrong ones are counted per user (429 past the limit). */
  private async checkCurrentPassword(userId: number, password: string) {
    const key = String(userId);
    await this.rateLimiter.check(BUCKET, key, PASSWORD_CHECK_LIMIT, PASSWORD_CHECK_WINDOW_MS);
    const account = await this.repository.findAccount(userId);
    if (!account) throw AppError.notFound();
    if (!(await this.passwords.verify(account.passwordHash, password))) {
      await this.rateLimiter.hit(BUCKET, [key]);
      throw AppError.validation({ current_password: ACCOUNT_MSG.currentPasswordWrong });
    }
    return account;
  }
}

export function avatarTooBig(): AppError {
  return new AppError(413, {
    key: ACCOUNT_MSG.avatarTooBig,
    params: { max: Math.round(AVATAR_MAX_BYTES / 1024 / 1024) },
  });
}
