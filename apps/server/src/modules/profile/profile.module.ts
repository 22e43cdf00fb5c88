import type { ModuleContext, ServerModule } from '../../lib/server-module.ts';
import type { RateLimiter } from '../../plugins/rate-limiter.ts';
import type { AccountEvents, PasswordHasher } from '../auth/index.ts';
import type { AccountNotices } from '../mail/index.ts';
import type { AvatarStorage } from '../media/index.ts';
import { avatarFilesRoutes } from './avatar-files.routes.ts';
import { ProfileRepository } from './profile.repository.ts';
import { profileRoutes } from './profile.routes.ts';
import { ProfileService, type UserReader } from './profile.service.ts';

/** The profile (decision 049): password, e-mail and avatar changes, and the avatars' files. */
export function createProfileModule(
  context: ModuleContext,
  deps: {
    accountEvents: AccountEvents;
    passwords: PasswordHasher;
    rateLimiter: RateLimiter;
    /** The media module's avatar store. */
    avatars: AvatarStorage;
    users: UserReader;
    notices: AccountNotices;
  },
): ServerModule<{ profile: ProfileService }> {
  const profile = new ProfileService(
    new ProfileRepository(context.database.db),
    deps.accountEvents,
    deps.passwords,
    deps.rateLimiter,
    deps.avatars,
    deps.users,
    deps.notices,
  );
  return {
    services: { profile },
    async register(app) {
      await app.register(profileRoutes, { profile });
      await app.register(avatarFilesRoutes, { profile });
    },
  };
}
