import type { ModuleContext, ServerModule } from '../../lib/server-module.ts';
import { healthRoutes } from './health.routes.ts';

/** `GET /api/health` (decision 049): the database answers, the configuration is read. */
export function createHealthModule(context: ModuleContext): ServerModule {
  return {
    services: {},
    async register(app) {
      await app.register(healthRoutes, { database: context.database, config: context.config });
    },
  };
}
