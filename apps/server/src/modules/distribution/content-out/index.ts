/**
 * The door of content out (issue 17 item 2, decision 029): the approved version of each hotel,
 * as JSON and as OTA_HotelDescriptiveContentNotifRQ, for `content:read` keys.
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleContext, ServerModule } from '../../../lib/server-module.ts';
import type { ApiKeysService } from '../api-keys/index.ts';
import { ContentOutRepository } from './content-out.repository.ts';
import { ContentOutService, type ReferenceRows } from './content-out.service.ts';
import { distributionContentRoutes } from './distribution-content.routes.ts';

export { ContentOutService, type ReferenceRows } from './content-out.service.ts';

/**
 * Content out: `app.services.contentOut` and its routes. `references` are the catalogue's
 * reference rows (names and OTA codes); `apiKeys` says which hotels a key reaches.
 */
export function createContentOutModule(
  context: ModuleContext,
  deps: { references: ReferenceRows; apiKeys: Pick<ApiKeysService, 'hotelScope'> },
): ServerModule<{ contentOut: ContentOutService }> {
  const contentOut = new ContentOutService(new ContentOutRepository(context.database.db), deps.references, {
    publicUrl: context.config.PUBLIC_URL,
  });
  return {
    services: { contentOut },
    async register(app: FastifyInstance) {
      await app.register(distributionContentRoutes, { content: contentOut, apiKeys: deps.apiKeys });
    },
  };
}
