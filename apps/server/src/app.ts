import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { errorDetailSchema } from '@hotel/domain';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Config, tileOrigin } from './config/env.ts';
import { type Database, openDatabase } from './db/client.ts';
import { generateCatalogue } from './db/seed/catalogue-data.ts';
import { AdminRepository } from './modules/admin/admin.repository.ts';
import { HotelLinksService } from './modules/admin/hotel-links.service.ts';
import { AuthRepository } from './modules/auth/auth.repository.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { DevicesRepository } from './modules/auth/devices.repository.ts';
import { PasswordHasher } from './modules/auth/passwords.ts';
import { RestoreRepository } from './modules/auth/restore.repository.ts';
import { restoreRoutes } from './modules/auth/restore.routes.ts';
import { RestoreService } from './modules/auth/restore.service.ts';
import { SessionsRepository } from './modules/auth/sessions.repository.ts';
import { sessionsRoutes } from './modules/auth/sessions.routes.ts';
import { SessionsService } from './modules/auth/sessions.service.ts';
import { BillingRepository } from './modules/billing/billing.repository.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';
import { BillingService } from './modules/billing/billing.service.ts';
import { billingConfigurationsRoutes } from './modules/billing/billing-configurations.routes.ts';
import { paymentMethodsRoutes } from './modules/billing/payment-methods.routes.ts';
import { CatalogueRepository } from './modules/catalogue/catalogue.repository.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { CatalogueService } from './modules/catalogue/catalogue.service.ts';
import { ReferenceRepository } from './modules/catalogue/reference.repository.ts';
import { referenceRoutes } from './modules/catalogue/reference.routes.ts';
import { ReferenceService } from './modules/catalogue/reference.service.ts';
import { roomReferenceRoutes } from './modules/catalogue/reference-rooms.routes.ts';
import { ContactsRepository } from './modules/contacts/contacts.repository.ts';
import { contactsRoutes } from './modules/contacts/contacts.routes.ts';
import { ContactsService } from './modules/contacts/contacts.service.ts';
import { ContractsRepository } from './modules/contracts/contracts.repository.ts';
import { contractsRoutes } from './modules/contracts/contracts.routes.ts';
import { ContractsService } from './modules/contracts/contracts.service.ts';
import {
  createDistributionChanges,
  createDistributionModule,
  type HostResolver,
} from './modules/distribution/index.ts';
import { geoRoutes } from './modules/geo/geo.routes.ts';
import { GeoService } from './modules/geo/geo.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { hotelActivitiesRoutes } from './modules/hotels/hotel-activities.routes.ts';
import { HotelsRepository } from './modules/hotels/hotels.repository.ts';
import { hotelsRoutes } from './modules/hotels/hotels.routes.ts';
import { HotelsService } from './modules/hotels/hotels.service.ts';
import { AccountNotices, NoticeRecipients } from './modules/mail/account-notices.ts';
import { MailRepository } from './modules/mail/mail.repository.ts';
import { MailService } from './modules/mail/mail.service.ts';
import { MediaRepository } from './modules/media/media.repository.ts';
import { mediaFilesRoutes } from './modules/media/media.routes.ts';
import { createStorages } from './modules/media/storages.ts';
import { MessagesRepository } from './modules/messages/messages.repository.ts';
import { messagesRoutes } from './modules/messages/messages.routes.ts';
import { MessagesService } from './modules/messages/messages.service.ts';
import { OpinionsRepository } from './modules/opinions/opinions.repository.ts';
import { opinionsRoutes } from './modules/opinions/opinions.routes.ts';
import { OpinionsService } from './modules/opinions/opinions.service.ts';
import { PhotographerRepository } from './modules/photographer/photographer.repository.ts';
import { photographerRoutes } from './modules/photographer/photographer.routes.ts';
import { PhotographerService } from './modules/photographer/photographer.service.ts';
import { photosRoutes } from './modules/photos/photos.routes.ts';
import { PhotosService } from './modules/photos/photos.service.ts';
import { avatarFilesRoutes } from './modules/profile/avatar-files.routes.ts';
import { ProfileRepository } from './modules/profile/profile.repository.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { ProfileService } from './modules/profile/profile.service.ts';
import { createRatesModule } from './modules/rates/index.ts';
import { RoomPhotosRepository } from './modules/room-photos/room-photos.repository.ts';
import { roomPhotosRoutes } from './modules/room-photos/room-photos.routes.ts';
import { RoomPhotosService } from './modules/room-photos/room-photos.service.ts';
import { RoomsRepository } from './modules/rooms/rooms.repository.ts';
import { roomsRoutes } from './modules/rooms/rooms.routes.ts';
import { RoomsService } from './modules/rooms/rooms.service.ts';
import { SecurityRepository } from './modules/security/security.repository.ts';
import { securityRoutes } from './modules/security/security.routes.ts';
import { SecurityService } from './modules/security/security.service.ts';
import { ActivityRepository } from './modules/staff/activity.repository.ts';
import { ClaimsRepository, type SupersededClaim } from './modules/staff/claims.repository.ts';
import { claimsRoutes } from './modules/staff/claims.routes.ts';
import { ClaimsService, mailSuperseded } from './modules/staff/claims.service.ts';
import { PeopleRepository } from './modules/staff/people.repository.ts';
import { peopleRoutes } from './modules/staff/people.routes.ts';
import { PeopleService } from './modules/staff/people.service.ts';
import { peopleAccessRoutes } from './modules/staff/people-access.routes.ts';
import { ReviewRepository } from './modules/staff/review.repository.ts';
import { reviewRoutes } from './modules/staff/review.routes.ts';
import { ReviewContent, ReviewService } from './modules/staff/review.service.ts';
import { UsersRepository } from './modules/users/users.repository.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { UsersService } from './modules/users/users.service.ts';
import { videosRoutes } from './modules/videos/videos.routes.ts';
import { VideosService } from './modules/videos/videos.service.ts';
import { WizardRepository } from './modules/wizard/wizard.repository.ts';
import { wizardRoutes } from './modules/wizard/wizard.routes.ts';
import { WizardService } from './modules/wizard/wizard.service.ts';
import { apiKeyPlugin } from './plugins/api-key.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorHandlerPlugin, frameworkErrorHandler } from './plugins/error-handler.ts';
import { i18nPlugin, translate } from './plugins/i18n.ts';
import { RateLimiter } from './plugins/rate-limiter.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { staticWebPlugin } from './plugins/static-web.ts';

export interface BuildOptions {
  /** An already open database (tests share nothing else); otherwise opened from the config. */
  database?: Database;
  logger?: boolean;
  /** How webhook targets' host names are resolved (default node:dns; tests give a table). */
  resolveHost?: HostResolver;
}

/** The services of the app, built once per instance; tests reach them through `app.services`. */
function createServices(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
  resolveHost?: HostResolver,
) {
  const { db } = database;
  const context = { config, database, log };
  const rateLimiter = new RateLimiter(db);
  // Distribution events (issue 17): the change feed and webhook deliveries, written in the change's transaction.
  const distributionEvents = createDistributionChanges();
  const passwords = new PasswordHasher(config.ARGON2_MEMORY_KIB);
  const authRepository = new AuthRepository(db, database.readCache);
  const hotelsRepository = new HotelsRepository(db, database.readCache);
  const activity = new ActivityRepository(db);
  const catalogueRepository = new CatalogueRepository(db);
  const geo = new GeoService(config.GEOCODER_URL, log);
  const reference = new ReferenceService(new ReferenceRepository(db));
  const mail = new MailService(new MailRepository(db), {
    dataDir: config.dataDir,
    from: config.MAIL_FROM,
    smtpUrl: config.SMTP_URL,
    translate,
    log,
  });
  // Account notices (issue 18): password, second factor, e-mail and registration changes.
  const notices = new AccountNotices(mail, new NoticeRecipients(db), config, log);
  const security = new SecurityService(
    new SecurityRepository(db),
    authRepository,
    passwords,
    rateLimiter,
    notices,
  );
  // Claimants a verification detached are told by e-mail in their language (decision 044).
  const superseded = (hotel: { name: string; code: string }, claims: SupersededClaim[]) =>
    mailSuperseded(mail, { publicUrl: config.PUBLIC_URL, log }, hotel, claims);
  const hotelLinks = new HotelLinksService(new AdminRepository(db), config.PUBLIC_URL, Date.now, superseded);
  const users = new UsersService(new UsersRepository(db), authRepository, passwords, notices);
  const rooms = new RoomsService(new RoomsRepository(db, distributionEvents), hotelsRepository, reference);
  const opinions = new OpinionsService(new OpinionsRepository(db));
  // Rates and their ARI (decisions 020 and 046): every write tells distribution through its events.
  const ratesModule = createRatesModule(context, { changes: distributionEvents });
  const { rates } = ratesModule.services;
  // Photos, videos and avatars: on the disk or in an S3 bucket (MEDIA_STORAGE).
  const storages = createStorages(config);
  // Step reviews (issue 19, decision 031): honest progress counts a step once it is saved.
  const wizard = new WizardService(new WizardRepository(db));
  const hotels = new HotelsService(
    hotelsRepository,
    catalogueRepository,
    geo,
    reference,
    database.readCache,
    rooms,
    wizard,
  );
  // Photos and videos share the `media` table's ordered lists; room types show some of the photos.
  const mediaRepository = new MediaRepository(db);
  const photos = new PhotosService(mediaRepository, storages.media, log);
  const videos = new VideosService(mediaRepository, storages.media, log);
  // The review document (decision 027): staff review it, and every approval stores its parts.
  const reviewContent = new ReviewContent({ hotels, rooms, photos, videos, opinions });
  const contracts = new ContractsService(
    new ContractsRepository(db),
    rooms,
    opinions,
    mail,
    reviewContent,
    activity,
    { staffEmail: config.CONTACT_EMAIL, publicUrl: config.PUBLIC_URL, log, events: distributionEvents },
  );
  // Distribution (issue 17): API keys, the change feed, webhooks (main.ts runs their dispatcher),
  // content and ARI out, OTA in.
  const distributionModule = createDistributionModule(context, {
    changes: distributionEvents,
    ari: ratesModule.services.ari,
    activity,
    references: new ReferenceRepository(db),
    resolveHost,
  });
  const services = {
    ...distributionModule.services,
    storages,
    hotelsRepository,
    geo,
    hotels,
    rooms,
    contacts: new ContactsService(new ContactsRepository(db), hotelsRepository),
    ...ratesModule.services,
    billing: new BillingService(new BillingRepository(db)),
    rateLimiter,
    auth: new AuthService(authRepository, passwords, rateLimiter, config, {
      secondFactor: security,
      hotelLinks,
      devices: new DevicesRepository(db),
    }),
    users,
    sessions: new SessionsService(new SessionsRepository(db), authRepository, config),
    security,
    hotelLinks,
    profile: new ProfileService(
      new ProfileRepository(db),
      authRepository,
      passwords,
      rateLimiter,
      storages.avatars,
      users,
      notices,
    ),
    catalogue: new CatalogueService(catalogueRepository, database.readCache),
    reference,
    mail,
    restore: new RestoreService(
      new RestoreRepository(db),
      authRepository,
      passwords,
      rateLimiter,
      mail,
      config,
      notices,
    ),
    messages: new MessagesService(new MessagesRepository(db), rateLimiter, mail, config, log),
    photos,
    videos,
    roomPhotos: new RoomPhotosService(new RoomPhotosRepository(db), mediaRepository),
    photographer: new PhotographerService(new PhotographerRepository(db), rateLimiter, mail, {
      staffEmail: config.CONTACT_EMAIL,
    }),
    opinions,
    wizard,
    activity,
    people: new PeopleService(new PeopleRepository(db), {
      activity,
      authEvents: authRepository,
      links: hotelLinks,
      catalogue: catalogueRepository,
      mail,
      superseded,
      log,
    }),
    claims: new ClaimsService(new ClaimsRepository(db), activity, mail, {
      publicUrl: config.PUBLIC_URL,
      log,
    }),
    contracts,
    review: new ReviewService(new ReviewRepository(db), reviewContent, contracts, rates, activity),
  };
  return { services, ratesModule, distributionModule };
}
export type Services = ReturnType<typeof createServices>['services'];

/** One registered route, as the tenant matrix and the fuzzing suites enumerate them. */
export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    database: Database;
    /** Every route registered on this instance (HEAD twins excluded), filled as plugins register. */
    registeredRoutes: RegisteredRoute[];
  }
}

const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A zod object schema as an OpenAPI component (JSON Schema without its `$schema` line); the cast
 * only narrows zod's JSON Schema type to the OpenAPI typings' object schema it is.
 */
function openApiSchema(schema: z.ZodObject) {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { target: 'openapi-3.0' });
  return rest as { type: 'object' };
}

/** Plugins first, then the modules; `main.ts` listens, tests `inject`. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const database =
    options.database ??
    (await openDatabase({
      url: config.DATABASE_URL,
      dataDir: `${config.dataDir}/pglite`,
      poolSize: config.DATABASE_POOL_SIZE,
      readCacheEntries: config.READ_CACHE_ENTRIES,
    }));
  const app = Fastify({
    logger:
      options.logger === false ? false : { level: config.LOG_LEVEL, redact: ['req.headers.authorization'] },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: (_address: string, hop: number) => hop < config.TRUST_PROXY_HOPS,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    return503OnClosing: true,
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') registeredRoutes.push({ method, url: route.url });
    }
  });

  const { services, ratesModule, distributionModule } = createServices(
    config,
    database,
    app.log,
    options.resolveHost,
  );
  app.decorate('services', services);
  app.decorate('database', database);
  if (!options.database) app.addHook('onClose', () => database.close());
  // onClose hooks run last-added first: deliveries in flight finish before the database closes.
  app.addHook('onClose', () => services.mail.close());
  app.addHook('onClose', () => services.storages.close());
  // When a write request answers, its transaction has committed: a read another request cached
  // while it ran may hold the rows it replaced (read-cache.ts).
  // On PostgreSQL it also waits for the write's notification to reach the other instances first.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!READ_ONLY_METHODS.has(request.method)) {
      database.readCache.noteWrite();
      await database.fence();
    }
    return payload;
  });

  await app.register(i18nPlugin);
  // Parses and sets cookies; only the device cookie of the login uses it (decision 021).
  await app.register(cookie);
  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin, {
    tileHosts: [tileOrigin(config.MAP_TILE_URL)],
    hsts: {
      publicUrl: config.PUBLIC_URL,
      maxAge: config.HSTS_MAX_AGE,
      includeSubDomains: config.HSTS_INCLUDE_SUBDOMAINS,
    },
  });
  await app.register(authPlugin, {
    auth: services.auth,
    isHotelAttached: (userId, hotelId) => services.hotelsRepository.isAttached(userId, hotelId),
    hotelExists: async (hotelId) => (await services.hotelsRepository.findById(hotelId)) !== undefined,
    recordStaffAccess: (access) => services.activity.record(access),
  });
  await app.register(apiKeyPlugin, { apiKeys: services.apiKeys, rateLimiter: services.rateLimiter });
  if (config.OPENAPI_DOCS) {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Hotel Extranet API', version: '1.0.0' },
        components: {
          securitySchemes: {
            token: { type: 'apiKey', in: 'header', name: 'Authorization' },
            // The distribution routes' machine clients: `Authorization: Bearer hxk_…` (decision 029).
            apiKey: { type: 'http', scheme: 'bearer' },
          },
          // The error shape of every non-400 answer; a 403 carries its reason as `code` (decision 023).
          schemas: { ErrorDetail: openApiSchema(errorDetailSchema) },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  }

  await app.register(healthRoutes, { database, config });
  await app.register(authRoutes, {
    auth: services.auth,
    users: services.users,
    secureCookies: new URL(config.PUBLIC_URL).protocol === 'https:',
  });
  await app.register(sessionsRoutes, { sessions: services.sessions });
  await app.register(usersRoutes, {
    users: services.users,
    rateLimiter: services.rateLimiter,
    registrationsPerHour: config.REGISTRATIONS_PER_HOUR,
  });
  await app.register(securityRoutes, { security: services.security });
  await app.register(profileRoutes, { profile: services.profile });
  await app.register(avatarFilesRoutes, { profile: services.profile });
  await app.register(restoreRoutes, { restore: services.restore });
  await app.register(messagesRoutes, { messages: services.messages, auth: services.auth });
  await app.register(catalogueRoutes, { catalogue: services.catalogue });
  await app.register(hotelsRoutes, { hotels: services.hotels });
  await app.register(hotelActivitiesRoutes, { hotels: services.hotels });
  await app.register(roomsRoutes, { rooms: services.rooms });
  await app.register(contactsRoutes, { contacts: services.contacts });
  await ratesModule.register(app);
  await app.register(billingRoutes, { billing: services.billing });
  await app.register(paymentMethodsRoutes, { billing: services.billing });
  await app.register(billingConfigurationsRoutes, { billing: services.billing });
  await app.register(geoRoutes, { geo: services.geo });
  await app.register(referenceRoutes, { reference: services.reference });
  await app.register(roomReferenceRoutes, { reference: services.reference });
  await app.register(photosRoutes, { photos: services.photos });
  await app.register(roomPhotosRoutes, { roomPhotos: services.roomPhotos });
  await app.register(videosRoutes, { videos: services.videos });
  await app.register(photographerRoutes, { photographer: services.photographer });
  await app.register(mediaFilesRoutes, { storage: services.storages.media });
  await app.register(opinionsRoutes, { opinions: services.opinions });
  await app.register(wizardRoutes, { wizard: services.wizard });
  await app.register(contractsRoutes, { contracts: services.contracts });
  await app.register(claimsRoutes, { claims: services.claims });
  await app.register(peopleRoutes, { people: services.people });
  await app.register(peopleAccessRoutes, { people: services.people });
  await app.register(reviewRoutes, { review: services.review });
  // Distribution's routes; it also closes the webhook dispatcher (onClose: before the database).
  await distributionModule.register(app);
  await app.register(staticWebPlugin, { root: config.WEB_DIST_DIR });

  await services.catalogue.seedIfEmpty(() => generateCatalogue(config.CATALOGUE_SEED_SIZE));
  await services.reference.seed();
  return app;
}
