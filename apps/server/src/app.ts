import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Config, tileOrigin } from './config/env.ts';
import { type Database, openDatabase } from './db/client.ts';
import { generateCatalogue } from './db/seed/catalogue-data.ts';
import type { HostResolver } from './modules/distribution/index.ts';
import { apiKeyPlugin } from './plugins/api-key.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorHandlerPlugin, frameworkErrorHandler } from './plugins/error-handler.ts';
import { i18nPlugin } from './plugins/i18n.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { staticWebPlugin } from './plugins/static-web.ts';
import { createModules, type Services } from './wiring.ts';

export interface BuildOptions {
  /** An already open database (tests share nothing else); otherwise opened from the config. */
  database?: Database;
  logger?: boolean;
  /** How webhook targets' host names are resolved (default node:dns; tests give a table). */
  resolveHost?: HostResolver;
  /** The reservations' clock (release, penalties, no-shows); tests fix it. */
  reservationsClock?: () => Date;
}

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

/** The shared plugins first, then the modules (wiring.ts), the SPA last; `main.ts` listens, tests `inject`. */
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

  const { services, modules } = createModules(
    { config, database, log: app.log },
    { resolveHost: options.resolveHost, reservationsClock: options.reservationsClock },
  );
  app.decorate('services', services);
  app.decorate('database', database);
  if (!options.database) app.addHook('onClose', () => database.close());
  // onClose hooks run last-added first: the modules add theirs as they register (mail and webhook
  // deliveries in flight, the media stores' connections), so those run before the database closes.

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
    isHotelAttached: (userId, hotelId) => services.hotelDirectory.isAttached(userId, hotelId),
    hotelExists: async (hotelId) => (await services.hotelDirectory.findById(hotelId)) !== undefined,
    countStaffRead: (userId, hotelId) => services.activity.countRead(userId, hotelId),
  });
  await app.register(apiKeyPlugin, { apiKeys: services.apiKeys, rateLimiter: services.rateLimiter });
  if (config.OPENAPI_DOCS) await app.register(openApiPlugin);

  for (const module of modules) await module.register(app);
  await app.register(staticWebPlugin, { root: config.WEB_DIST_DIR });

  await services.catalogue.seedIfEmpty(() => generateCatalogue(config.CATALOGUE_SEED_SIZE));
  await services.reference.seed();
  return app;
}
