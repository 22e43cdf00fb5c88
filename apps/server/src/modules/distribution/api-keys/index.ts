/**
 * The door of API keys (issue 17, decision 029): the keys of the group's systems and channel
 * managers, created by staff in the back office; every distribution route checks one.
 */
import type { FastifyInstance } from 'fastify';
import type { ActivityLog } from '../../../lib/activity-log.ts';
import type { ModuleContext, ServerModule } from '../../../lib/server-module.ts';
import { ApiKeysRepository } from './api-keys.repository.ts';
import { apiKeysRoutes } from './api-keys.routes.ts';
import { ApiKeysService } from './api-keys.service.ts';

export { ApiKeysService } from './api-keys.service.ts';

/** API keys: `app.services.apiKeys` and the back office's key routes; staff's decisions go to `activity`. */
export function createApiKeysModule(
  context: ModuleContext,
  deps: { activity: ActivityLog },
): ServerModule<{ apiKeys: ApiKeysService }> {
  const apiKeys = new ApiKeysService(new ApiKeysRepository(context.database.db), deps.activity);
  return {
    services: { apiKeys },
    async register(app: FastifyInstance) {
      await app.register(apiKeysRoutes, { apiKeys });
    },
  };
}
