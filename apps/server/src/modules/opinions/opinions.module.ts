import type { ModuleContext, ServerModule } from '../../lib/server-module.ts';
import { OpinionsRepository } from './opinions.repository.ts';
import { opinionsRoutes } from './opinions.routes.ts';
import { OpinionsService } from './opinions.service.ts';

/** The director's opinions step (decision 049). */
export function createOpinionsModule(context: ModuleContext): ServerModule<{ opinions: OpinionsService }> {
  const opinions = new OpinionsService(new OpinionsRepository(context.database.db));
  return {
    services: { opinions },
    async register(app) {
      await app.register(opinionsRoutes, { opinions });
    },
  };
}
