import type { ModuleContext, ServerModule } from '../../lib/server-module.ts';
import type { RateLimiter } from '../../plugins/rate-limiter.ts';
import type { AccountEvents, PasswordHasher } from '../auth/index.ts';
import type { AccountNotices } from '../mail/index.ts';
import { SecurityRepository } from './security.repository.ts';
import { securityRoutes } from './security.routes.ts';
import { SecurityService } from './security.service.ts';

/** The second factor (decision 049): TOTP enrolment, recovery codes, and the check at login. */
export function createSecurityModule(
  context: ModuleContext,
  deps: {
    accountEvents: AccountEvents;
    passwords: PasswordHasher;
    rateLimiter: RateLimiter;
    notices: AccountNotices;
  },
): ServerModule<{ security: SecurityService }> {
  const security = new SecurityService(
    new SecurityRepository(context.database.db),
    deps.accountEvents,
    deps.passwords,
    deps.rateLimiter,
    deps.notices,
  );
  return {
    services: { security },
    async register(app) {
      await app.register(securityRoutes, { security });
    },
  };
}
