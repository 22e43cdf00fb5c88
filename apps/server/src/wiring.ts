import type { Database } from './db/client.ts';
import type { ModuleContext, ServerModule } from './lib/server-module.ts';
import { createAdminModule } from './modules/admin/index.ts';
import { createAccountEvents, createAuthModule, PasswordHasher } from './modules/auth/index.ts';
import { createBillingModule } from './modules/billing/index.ts';
import { createCatalogueModule } from './modules/catalogue/index.ts';
import { createContactsModule } from './modules/contacts/index.ts';
import { createContractsModule } from './modules/contracts/index.ts';
import { ApiKeysRepository } from './modules/distribution/api-keys.repository.ts';
import { apiKeysRoutes } from './modules/distribution/api-keys.routes.ts';
import { ApiKeysService } from './modules/distribution/api-keys.service.ts';
import { AriOutRepository } from './modules/distribution/ari-out.repository.ts';
import { AriOutService } from './modules/distribution/ari-out.service.ts';
import { ChangeFeedRepository } from './modules/distribution/change-feed.repository.ts';
import { changeFeedRoutes } from './modules/distribution/change-feed.routes.ts';
import { ChangeFeedService } from './modules/distribution/change-feed.service.ts';
import { ContentOutRepository } from './modules/distribution/content-out.repository.ts';
import { ContentOutService } from './modules/distribution/content-out.service.ts';
import { distributionAriRoutes } from './modules/distribution/distribution-ari.routes.ts';
import { distributionContentRoutes } from './modules/distribution/distribution-content.routes.ts';
import { DistributionEvents } from './modules/distribution/events.ts';
import { OtaInRepository } from './modules/distribution/ota-in.repository.ts';
import { OtaInService } from './modules/distribution/ota-in.service.ts';
import { WebhookDispatcher } from './modules/distribution/webhooks.dispatcher.ts';
import { WebhooksRepository } from './modules/distribution/webhooks.repository.ts';
import { webhooksRoutes } from './modules/distribution/webhooks.routes.ts';
import { WebhooksService } from './modules/distribution/webhooks.service.ts';
import { type HostResolver, WebhookTargets } from './modules/distribution/webhooks.targets.ts';
import { createGeoModule } from './modules/geo/index.ts';
import { createHealthModule } from './modules/health/index.ts';
import { createHotelDirectory, createHotelsModule } from './modules/hotels/index.ts';
import { createMailModule } from './modules/mail/index.ts';
import { createMediaModule } from './modules/media/index.ts';
import { createMessagesModule } from './modules/messages/index.ts';
import { createOpinionsModule } from './modules/opinions/index.ts';
import { createPhotographerModule } from './modules/photographer/index.ts';
import { createPhotosModule } from './modules/photos/index.ts';
import { createProfileModule } from './modules/profile/index.ts';
import { AriRepository } from './modules/rates/ari.repository.ts';
import { ariRoutes } from './modules/rates/ari.routes.ts';
import { AriService } from './modules/rates/ari.service.ts';
import { ariCsvRoutes } from './modules/rates/ari-csv.routes.ts';
import { AriCsvService } from './modules/rates/ari-csv.service.ts';
import { rateCalendarRoutes } from './modules/rates/rate-calendar.routes.ts';
import { RatesRepository } from './modules/rates/rates.repository.ts';
import { ratesRoutes } from './modules/rates/rates.routes.ts';
import { RatesService } from './modules/rates/rates.service.ts';
import { createRoomPhotosModule } from './modules/room-photos/index.ts';
import { createRoomsModule } from './modules/rooms/index.ts';
import { createSecurityModule } from './modules/security/index.ts';
import {
  createActivityLog,
  createAttachmentVerifier,
  createStaffModule,
  ReviewContent,
} from './modules/staff/index.ts';
import { createUsersModule } from './modules/users/index.ts';
import { createVideosModule } from './modules/videos/index.ts';
import { createWizardModule } from './modules/wizard/index.ts';
import { RateLimiter } from './plugins/rate-limiter.ts';

/**
 * The composition root (decision 049): every module is built here, in dependency order, from the
 * module context and what it needs of the modules built before it (typed by their doors). A port
 * that a module built earlier needs of one built later (the account's events, staff's verification
 * of claims and activity log, the hotels' directory) comes from the later module's door on the
 * database. Answers the services (tests reach them through `app.services`) and the modules in the
 * order `app.ts` registers them, which is the order of their first routes.
 */
export function createModules(context: ModuleContext, options: { resolveHost?: HostResolver } = {}) {
  const { config, database } = context;
  const rateLimiter = new RateLimiter(database.db);
  // Distribution events (issue 17): the change feed and webhook deliveries, written in the change's transaction.
  const distributionEvents = new DistributionEvents();
  const passwords = new PasswordHasher(config.ARGON2_MEMORY_KIB);
  const accountEvents = createAccountEvents(database);
  const attachments = createAttachmentVerifier(database, distributionEvents);

  const health = createHealthModule(context);
  const mail = createMailModule(context);
  const { notices } = mail.services;
  const catalogue = createCatalogueModule(context);
  const { reference } = catalogue.services;
  const geo = createGeoModule(context);
  // Step reviews (issue 19, decision 031): honest progress counts a step once it is saved.
  const wizard = createWizardModule(context);
  const opinions = createOpinionsModule(context);
  const billing = createBillingModule(context);
  // Photos, videos and avatars: on the disk or in an S3 bucket (MEDIA_STORAGE). Photos and videos
  // share the `media` table's ordered lists; room types show some of the photos.
  const media = createMediaModule(context);
  const { library, storages } = media.services;
  const photos = createPhotosModule(context, { library, storage: storages.media });
  const videos = createVideosModule(context, { library, storage: storages.media });
  const roomPhotos = createRoomPhotosModule(context, { library });
  const photographer = createPhotographerModule(context, { rateLimiter, mail: mail.services.mail });
  const security = createSecurityModule(context, { accountEvents, passwords, rateLimiter, notices });
  const users = createUsersModule(context, { accountEvents, passwords, rateLimiter, notices });
  const profile = createProfileModule(context, {
    accountEvents,
    passwords,
    rateLimiter,
    avatars: storages.avatars,
    users: users.services.users,
    notices,
  });
  const admin = createAdminModule(context, { attachments, mail: mail.services.mail });
  const auth = createAuthModule(context, {
    passwords,
    rateLimiter,
    secondFactor: security.services.security,
    hotelLinks: admin.services.hotelLinks,
    users: users.services.users,
    mail: mail.services.mail,
    notices,
  });
  const messages = createMessagesModule(context, {
    rateLimiter,
    mail: mail.services.mail,
    auth: auth.services.auth,
  });
  const rooms = createRoomsModule(context, {
    hotels: createHotelDirectory(database),
    reference,
    changes: distributionEvents,
  });
  const hotels = createHotelsModule(context, {
    catalogue: catalogue.services.catalogue,
    geo: geo.services.geo,
    reference,
    rooms: rooms.services.rooms,
    wizard: wizard.services.wizard,
    attachments,
  });
  const contacts = createContactsModule(context, { hotels: hotels.services.hotelDirectory });
  const trade = createRatesAndDistribution(database, distributionEvents, options.resolveHost);
  // The review document (decision 027): staff review it, and every approval stores its parts.
  const content = new ReviewContent({
    hotels: hotels.services.hotels,
    rooms: rooms.services.rooms,
    photos: photos.services.photos,
    videos: videos.services.videos,
    opinions: opinions.services.opinions,
  });
  const contracts = createContractsModule(context, {
    rooms: rooms.services.rooms,
    opinions: opinions.services.opinions,
    mail: mail.services.mail,
    approvals: content,
    activity: createActivityLog(database),
    changes: distributionEvents,
  });
  const staff = createStaffModule(context, {
    changes: distributionEvents,
    accountEvents,
    hotelLinks: admin.services.hotelLinks,
    catalogue: catalogue.services.catalogue,
    mail: mail.services.mail,
    content,
    contracts: contracts.services.contracts,
    rates: trade.rates.services.rates,
  });
  const distribution = trade.distribution(context, {
    activity: staff.services.activity,
    reference,
  });

  const services = {
    distributionEvents,
    ...distribution.services,
    storages,
    ...hotels.services,
    ...geo.services,
    ...rooms.services,
    ...contacts.services,
    ...trade.rates.services,
    ...billing.services,
    rateLimiter,
    ...auth.services,
    ...users.services,
    ...security.services,
    ...admin.services,
    ...profile.services,
    ...catalogue.services,
    mail: mail.services.mail,
    ...messages.services,
    ...photos.services,
    ...videos.services,
    ...roomPhotos.services,
    ...photographer.services,
    ...opinions.services,
    ...wizard.services,
    ...staff.services,
    ...contracts.services,
  };
  const modules: ServerModule[] = [
    ...[health, mail, admin, auth, users, security, profile, messages, catalogue, hotels, rooms],
    ...[contacts, trade.rates, billing, geo, photos, roomPhotos, videos, photographer, media],
    ...[opinions, wizard, contracts, staff, distribution],
  ];
  return { services, modules };
}

export type Services = ReturnType<typeof createModules>['services'];

/**
 * Rates and distribution as `app.ts` built them before their doors (issue 31): their services from
 * their files, and their routes in the order they had.
 */
function createRatesAndDistribution(
  database: Database,
  distributionEvents: DistributionEvents,
  resolveHost: HostResolver | undefined,
) {
  const { db } = database;
  const ariRepository = new AriRepository(db, distributionEvents);
  const ari = new AriService(ariRepository, database.readCache);
  const rates = new RatesService(new RatesRepository(db, distributionEvents), ariRepository);
  const ariCsv = new AriCsvService(ari);
  const ratesModule = {
    services: { rates, ari, ariCsv },
    async register(app) {
      await app.register(ratesRoutes, { rates });
      await app.register(rateCalendarRoutes, { rates });
      await app.register(ariRoutes, { ari });
      await app.register(ariCsvRoutes, { csv: ariCsv });
    },
  } satisfies ServerModule;

  function distribution(
    { config, log }: ModuleContext,
    deps: { activity: ConstructorParameters<typeof ApiKeysService>[1]; reference: ContentOutReference },
  ) {
    const webhookTargets = new WebhookTargets(config.WEBHOOK_ALLOWED_HOSTS, resolveHost);
    const webhookDispatcher = new WebhookDispatcher(new WebhooksRepository(db), {
      log,
      targets: webhookTargets,
    });
    const apiKeys = new ApiKeysService(new ApiKeysRepository(db), deps.activity);
    const services = {
      changeFeed: new ChangeFeedService(new ChangeFeedRepository(db)),
      // Webhooks (issue 17): staff's endpoints, and the worker that sends the deliveries (main.ts runs it).
      // Their targets (issue 30, decision 043): public addresses only, unless WEBHOOK_ALLOWED_HOSTS names them.
      webhookTargets,
      webhooks: new WebhooksService(new WebhooksRepository(db), deps.activity, webhookTargets),
      webhookDispatcher,
      // Machine clients of the distribution routes (issue 17, decision 029).
      apiKeys,
      // ARI out and OTA in (issue 17 items 3 and 6): read by `ari:read` keys, written by `ari:write` ones.
      ariOut: new AriOutService(new AriOutRepository(db), ariRepository),
      otaIn: new OtaInService(db, new OtaInRepository(db), ari, ariRepository),
      // Content out (issue 17): the approved version of each hotel, as JSON and OTA XML.
      contentOut: new ContentOutService(new ContentOutRepository(db), deps.reference, {
        publicUrl: config.PUBLIC_URL,
      }),
    };
    return {
      services,
      async register(app) {
        // Deliveries in flight finish when the app closes, before the database does.
        app.addHook('onClose', () => webhookDispatcher.close());
        await app.register(apiKeysRoutes, { apiKeys });
        await app.register(changeFeedRoutes, { feed: services.changeFeed });
        await app.register(webhooksRoutes, { webhooks: services.webhooks });
        await app.register(distributionContentRoutes, { content: services.contentOut, apiKeys });
        await app.register(distributionAriRoutes, {
          ariOut: services.ariOut,
          otaIn: services.otaIn,
          apiKeys,
        });
      },
    } satisfies ServerModule;
  }
  return { rates: ratesModule, distribution };
}

/** The reference rows content out reads (the catalogue module's reference service answers it). */
type ContentOutReference = ConstructorParameters<typeof ContentOutService>[1];
