import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config/env.ts';
import type { Database } from '../db/client.ts';

/**
 * What every module is built with (decision 049): the configuration, the open database and the
 * app's logger. What a module needs from other modules comes as a second argument of its
 * `create…Module`, typed by the other module's door (its `index.ts`).
 */
export interface ModuleContext {
  config: Config;
  database: Database;
  log: FastifyBaseLogger;
}

/**
 * A server module as the app sees it (decision 049): the services it shares (with other modules
 * through their `create…Module` arguments, and with the tests through `app.services`) and the
 * function that registers its routes and hooks on the app. `apps/server/src/wiring.ts` builds the
 * modules in dependency order; `app.ts` registers them after the shared plugins.
 */
export interface ServerModule<Services extends object = object> {
  services: Services;
  register(app: FastifyInstance): Promise<void>;
}
