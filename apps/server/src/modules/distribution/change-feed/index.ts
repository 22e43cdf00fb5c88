/**
 * The door of the change feed (issue 17, decision 029): what changed for each hotel, in commit
 * order, read by API keys from a cursor. The rows are written by the events (events/).
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleContext, ServerModule } from '../../../lib/server-module.ts';
import { ChangeFeedRepository } from './change-feed.repository.ts';
import { changeFeedRoutes } from './change-feed.routes.ts';
import { ChangeFeedService } from './change-feed.service.ts';

export { ChangeFeedService, type FeedPage } from './change-feed.service.ts';

/** The change feed: `app.services.changeFeed` and its route. */
export function createChangeFeedModule(
  context: ModuleContext,
): ServerModule<{ changeFeed: ChangeFeedService }> {
  const changeFeed = new ChangeFeedService(new ChangeFeedRepository(context.database.db));
  return {
    services: { changeFeed },
    async register(app: FastifyInstance) {
      await app.register(changeFeedRoutes, { feed: changeFeed });
    },
  };
}
