import type { Database } from '../../db/client.ts';
import type { ActivityLog } from '../../lib/activity-log.ts';
import type { DistributionChanges } from '../../lib/distribution-changes.ts';
import type { ModuleContext, ServerModule } from '../../lib/server-module.ts';
import type { AccountEvents } from '../auth/index.ts';
import type { MailService } from '../mail/index.ts';
import { ActivityRepository } from './activity.repository.ts';
import type { AttachmentVerifier } from './attachments.ts';
import { ClaimsRepository } from './claims.repository.ts';
import { claimsRoutes } from './claims.routes.ts';
import { ClaimsService, mailSuperseded } from './claims.service.ts';
import { PeopleRepository } from './people.repository.ts';
import { peopleRoutes } from './people.routes.ts';
import {
  type CatalogueLookup,
  type HotelLinkIssuer,
  PeopleService,
  type PeopleServiceOptions,
} from './people.service.ts';
import { peopleAccessRoutes } from './people-access.routes.ts';
import { ReviewRepository } from './review.repository.ts';
import { reviewRoutes } from './review.routes.ts';
import {
  type ContractDecisions,
  type RateSource,
  type ReviewContent,
  ReviewService,
} from './review.service.ts';

/**
 * Staff's verification of hotel claims (decision 049), for the modules built before this one (hotels
 * and admin) and for the command line; `changes` records the `rates` changes a verification makes.
 */
export function createAttachmentVerifier(
  database: Database,
  changes: DistributionChanges,
): AttachmentVerifier {
  return new ClaimsRepository(database.db, changes);
}

/** The hotel activity log (issue 16) for the modules built before this one (contracts). */
export function createActivityLog(database: Database): ActivityLog {
  return new ActivityRepository(database.db);
}

/**
 * The back office's people operations without the app (`npm run admin`): no e-mail, no catalogue;
 * the activity log and the claims on the same database.
 */
export function createPeopleService(
  database: Database,
  changes: DistributionChanges,
  options: Omit<PeopleServiceOptions, 'activity'>,
): PeopleService {
  const claims = new ClaimsRepository(database.db, changes);
  return new PeopleService(new PeopleRepository(database.db, claims), {
    activity: new ActivityRepository(database.db),
    ...options,
  });
}

export interface StaffModuleDeps {
  changes: DistributionChanges;
  accountEvents: AccountEvents;
  /** Sign-in links (the admin module). */
  hotelLinks: HotelLinkIssuer;
  /** The catalogue a staff link is made from (the catalogue module). */
  catalogue: CatalogueLookup;
  mail: Pick<MailService, 'send'>;
  /** The review document (built by the wiring from the content modules' services). */
  content: ReviewContent;
  contracts: ContractDecisions;
  rates: RateSource;
}

/**
 * The back office (decisions 027 and 049): claims, people and links, the review and its
 * decisions, and the hotel activity log (`activity`, which the auth plugin writes staff reads to).
 */
export function createStaffModule(
  context: ModuleContext,
  deps: StaffModuleDeps,
): ServerModule<{
  activity: ActivityRepository;
  people: PeopleService;
  claims: ClaimsService;
  review: ReviewService;
}> {
  const { config, database, log } = context;
  const activity = new ActivityRepository(database.db);
  const claimsRepository = new ClaimsRepository(database.db, deps.changes);
  const mailOptions = { publicUrl: config.PUBLIC_URL, log };
  const people = new PeopleService(new PeopleRepository(database.db, claimsRepository), {
    activity,
    authEvents: deps.accountEvents,
    links: deps.hotelLinks,
    catalogue: deps.catalogue,
    mail: deps.mail,
    // Claimants a verification detached are told by e-mail in their language (decision 044).
    superseded: (hotel, claims) => mailSuperseded(deps.mail, mailOptions, hotel, claims),
    log,
  });
  const claims = new ClaimsService(claimsRepository, activity, deps.mail, mailOptions);
  const review = new ReviewService(
    new ReviewRepository(database.db),
    deps.content,
    deps.contracts,
    deps.rates,
    activity,
  );
  return {
    services: { activity, people, claims, review },
    async register(app) {
      await app.register(claimsRoutes, { claims });
      await app.register(peopleRoutes, { people });
      await app.register(peopleAccessRoutes, { people });
      await app.register(reviewRoutes, { review });
    },
  };
}
