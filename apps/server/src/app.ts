import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { type Config, tileOrigin } from './config/env.ts';
import { type Database, openDatabase } from './db/client.ts';
import { generateCatalogue } from './db/seed/catalogue-data.ts';
import { AuthRepository } from './modules/auth/auth.repository.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { PasswordHasher } from './modules/auth/passwords.ts';
import { CatalogueRepository } from './modules/catalogue/catalogue.repository.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { CatalogueService } from './modules/catalogue/catalogue.service.ts';
import { ReferenceRepository } from './modules/catalogue/reference.repository.ts';
import { referenceRoutes } from './modules/catalogue/reference.routes.ts';
import { ReferenceService } from './modules/catalogue/reference.service.ts';
import { ContactsRepository } from './modules/contacts/contacts.repository.ts';
import { contactsRoutes } from './modules/contacts/contacts.routes.ts';
import { ContactsService } from './modules/contacts/contacts.service.ts';
import { geoRoutes } from './modules/geo/geo.routes.ts';
import { GeoService } from './modules/geo/geo.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { HotelsRepository } from './modules/hotels/hotels.repository.ts';
import { hotelsRoutes } from './modules/hotels/hotels.routes.ts';
import { HotelsService } from './modules/hotels/hotels.service.ts';
import { UsersRepository } from './modules/users/users.repository.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { UsersService } from './modules/users/users.service.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { i18nPlugin } from './plugins/i18n.ts';
import { RateLimiter } from './plugins/rate-limiter.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { staticWebPlugin } from './plugins/static-web.ts';

export interface BuildOptions {
  /** An already open database (tests share nothing else); otherwise opened from the config. */
  database?: Database;
  logger?: boolean;
}

/** The services of the app, built once per instance; tests reach them through `app.services`. */
function createServices(config: Config, database: Database, log: FastifyBaseLogger) {
  const { db } = database;
  const rateLimiter = new RateLimiter(db);
  const passwords = new PasswordHasher(config.ARGON2_MEMORY_KIB);
  const authRepository = new AuthRepository(db);
  const hotelsRepository = new HotelsRepository(db);
  const catalogueRepository = new CatalogueRepository(db);
  const geo = new GeoService(config.GEOCODER_URL, log);
  const reference = new ReferenceService(new ReferenceRepository(db));
  return {
    hotelsRepository,
    geo,
    hotels: new HotelsService(hotelsRepository, catalogueRepository, geo, reference),
    contacts: new ContactsService(new ContactsRepository(db), hotelsRepository),
    rateLimiter,
    auth: new AuthService(authRepository, passwords, rateLimiter, config),
    users: new UsersService(new UsersRepository(db), authRepository, passwords),
    catalogue: new CatalogueService(catalogueRepository),
    reference,
  };
}
export type Services = ReturnType<typeof createServices>;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    database: Database;
  }
}

/** Plugins first, then the modules; `main.ts` listens, tests `inject`. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const database =
    options.database ??
    (await openDatabase({
      url: config.DATABASE_URL,
      dataDir: `${config.dataDir}/pglite`,
      poolSize: config.DATABASE_POOL_SIZE,
    }));
  const app = Fastify({
    logger:
      options.logger === false ? false : { level: config.LOG_LEVEL, redact: ['req.headers.authorization'] },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: (_address: string, hop: number) => hop < config.TRUST_PROXY_HOPS,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const services = createServices(config, database, app.log);
  app.decorate('services', services);
  app.decorate('database', database);
  if (!options.database) app.addHook('onClose', () => database.close());

  await app.register(i18nPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin, { tileHosts: [tileOrigin(config.MAP_TILE_URL)] });
  await app.register(authPlugin, {
    auth: services.auth,
    isHotelAttached: (userId, hotelId) => services.hotelsRepository.isAttached(userId, hotelId),
  });
  if (config.OPENAPI_DOCS) {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Hotel Extranet API', version: '1.0.0' },
        components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  }

  await app.register(healthRoutes, { database, config });
  await app.register(authRoutes, { auth: services.auth, users: services.users });
  await app.register(usersRoutes, { users: services.users, rateLimiter: services.rateLimiter });
  await app.register(catalogueRoutes, { catalogue: services.catalogue });
  await app.register(hotelsRoutes, { hotels: services.hotels });
  await app.register(contactsRoutes, { contacts: services.contacts });
  await app.register(geoRoutes, { geo: services.geo });
  await app.register(referenceRoutes, { reference: services.reference });
  await app.register(staticWebPlugin, { root: config.WEB_DIST_DIR });

  await services.catalogue.seedIfEmpty(() => generateCatalogue(config.CATALOGUE_SEED_SIZE));
  await services.reference.seed();
  return app;
}
