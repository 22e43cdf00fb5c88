import type { Database } from '../../db/client.ts';
import type { ModuleContext, ServerModule } from '../../lib/server-module.ts';
import type { RateLimiter } from '../../plugins/rate-limiter.ts';
import type { AccountNotices, MailService } from '../mail/index.ts';
import type { AccountEvents } from './account-events.ts';
import { AuthRepository } from './auth.repository.ts';
import { authRoutes, type UserReader } from './auth.routes.ts';
import { AuthService, type HotelLinkRedeemer, type SecondFactor } from './auth.service.ts';
import { DevicesRepository } from './devices.repository.ts';
import type { PasswordHasher } from './passwords.ts';
import { RestoreRepository } from './restore.repository.ts';
import { restoreRoutes } from './restore.routes.ts';
import { RestoreService } from './restore.service.ts';
import { SessionsRepository } from './sessions.repository.ts';
import { sessionsRoutes } from './sessions.routes.ts';
import { SessionsService } from './sessions.service.ts';

/**
 * The account's audit trail on a database (decision 049), for the modules built before this one
 * (users, profile, security, staff) and for the command line; the auth module writes its own.
 */
export function createAccountEvents(database: Database): AccountEvents {
  return new AuthRepository(database.db, database.readCache);
}

export interface AuthModuleDeps {
  passwords: PasswordHasher;
  rateLimiter: RateLimiter;
  /** The second factor at login (the security module). */
  secondFactor: SecondFactor;
  /** Hotel-link sign-in (the admin module). */
  hotelLinks: HotelLinkRedeemer;
  /** The user a sign-in answers (the users module). */
  users: UserReader;
  mail: MailService;
  notices: AccountNotices;
}

/**
 * The auth module (decision 049): sign-in and its throttling (`auth`), the sessions page
 * (`sessions`) and the password restore (`restore`).
 */
export function createAuthModule(
  context: ModuleContext,
  deps: AuthModuleDeps,
): ServerModule<{ auth: AuthService; sessions: SessionsService; restore: RestoreService }> {
  const { config, database } = context;
  const { db } = database;
  const repository = new AuthRepository(db, database.readCache);
  const auth = new AuthService(repository, deps.passwords, deps.rateLimiter, config, {
    secondFactor: deps.secondFactor,
    hotelLinks: deps.hotelLinks,
    devices: new DevicesRepository(db),
  });
  const sessions = new SessionsService(new SessionsRepository(db), repository, config);
  const restore = new RestoreService(
    new RestoreRepository(db),
    repository,
    deps.passwords,
    deps.rateLimiter,
    deps.mail,
    config,
    deps.notices,
  );
  return {
    services: { auth, sessions, restore },
    async register(app) {
      await app.register(authRoutes, {
        auth,
        users: deps.users,
        secureCookies: new URL(config.PUBLIC_URL).protocol === 'https:',
      });
      await app.register(sessionsRoutes, { sessions });
      await app.register(restoreRoutes, { restore });
    },
  };
}
