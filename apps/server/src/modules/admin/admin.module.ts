import type { Database } from '../../db/client.ts';
import type { DistributionChanges } from '../../lib/distribution-changes.ts';
import type { RequestOrigin } from '../../lib/request-context.ts';
import type { ModuleContext, ServerModule } from '../../lib/server-module.ts';
import { createAccountEvents, type PasswordHasher } from '../auth/index.ts';
import type { MailService } from '../mail/index.ts';
import {
  type AttachmentVerifier,
  createAttachmentVerifier,
  createPeopleService,
  mailSuperseded,
} from '../staff/index.ts';
import { AdminRepository } from './admin.repository.ts';
import { AdminService } from './admin.service.ts';
import { HotelLinksService } from './hotel-links.service.ts';

/**
 * The admin module in the app (decision 049): hotel sign-in links (`hotelLinks`), which the login
 * redeems and the back office makes. A spent link that detached other claimants e-mails them.
 * No routes of its own: its other use cases are the command line's (`createAdminCommands`).
 */
export function createAdminModule(
  context: ModuleContext,
  deps: { attachments: AttachmentVerifier; mail: Pick<MailService, 'send'> },
): ServerModule<{ hotelLinks: HotelLinksService }> {
  const { config, database, log } = context;
  const hotelLinks = new HotelLinksService(
    new AdminRepository(database.db, deps.attachments),
    config.PUBLIC_URL,
    Date.now,
    // Claimants a verification detached are told by e-mail in their language (decision 044).
    (hotel, claims) => mailSuperseded(deps.mail, { publicUrl: config.PUBLIC_URL, log }, hotel, claims),
  );
  return {
    services: { hotelLinks },
    async register() {},
  };
}

export interface AdminCommandsOptions {
  publicUrl: string;
  /** Who acts: the operator's system account on the command line. */
  origin: RequestOrigin;
  passwords: PasswordHasher;
  /** Where a verification records its `rates` change (the distribution module). */
  changes: DistributionChanges;
  log: { info(details: object, message: string): void; error(details: object, message: string): void };
}

/**
 * The staff tools of `npm run admin` on a database, without the app: the back office's own people
 * operations (no e-mail; the activity log and auth_events keep the record).
 */
export function createAdminCommands(database: Database, options: AdminCommandsOptions): AdminService {
  const repository = new AdminRepository(database.db, createAttachmentVerifier(database, options.changes));
  const accountEvents = createAccountEvents(database);
  const people = createPeopleService(database, options.changes, {
    authEvents: accountEvents,
    links: new HotelLinksService(repository, options.publicUrl),
    log: options.log,
  });
  return new AdminService(repository, people, accountEvents, options.origin, options.passwords);
}
