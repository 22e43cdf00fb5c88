import type { ModuleContext, ServerModule } from '../../lib/server-module.ts';
import type { RateLimiter } from '../../plugins/rate-limiter.ts';
import type { AccountEvents, PasswordHasher } from '../auth/index.ts';
import type { AccountNotices } from '../mail/index.ts';
import { UsersRepository } from './users.repository.ts';
import { usersRoutes } from './users.routes.ts';
import { UsersService } from './users.service.ts';

/** Registration and the users' own data (decision 049); registrations per address are limited. */
export function createUsersModule(
  context: ModuleContext,
  deps: {
    accountEvents: AccountEvents;
    passwords: PasswordHasher;
    rateLimiter: RateLimiter;
    notices: AccountNotices;
  },
): ServerModule<{ users: UsersService }> {
  const users = new UsersService(
    new UsersRepository(context.database.db),
    deps.accountEvents,
    deps.passwords,
    deps.notices,
  );
  return {
    services: { users },
    async register(app) {
      await app.register(usersRoutes, {
        users,
        rateLimiter: deps.rateLimiter,
        registrationsPerHour: context.config.REGISTRATIONS_PER_HOUR,
      });
    },
  };
}
