import type { Db } from '../../db/client.ts';
import type { ReadCache } from '../../db/read-cache.ts';
import type { ModuleContext, ServerModule } from '../../lib/server-module.ts';
import { CatalogueRepository } from './catalogue.repository.ts';
import { catalogueRoutes } from './catalogue.routes.ts';
import { CatalogueService } from './catalogue.service.ts';
import { ReferenceRepository } from './reference.repository.ts';
import { referenceRoutes } from './reference.routes.ts';
import { ReferenceService } from './reference.service.ts';
import { roomReferenceRoutes } from './reference-rooms.routes.ts';

/**
 * The catalogue's service on a database: without the app (`npm run catalogue:import`) it answers
 * every search from the database; the app's keeps answers in the read cache (decision 051).
 */
export function createCatalogueService(db: Db, cache?: ReadCache): CatalogueService {
  return new CatalogueService(new CatalogueRepository(db), cache);
}

/**
 * The catalogue module (decision 049): the hotel autocomplete (`catalogue`) and the reference lists
 * (`reference`, cached in memory). `app.ts` seeds both once the routes are registered.
 */
export function createCatalogueModule(
  context: ModuleContext,
): ServerModule<{ catalogue: CatalogueService; reference: ReferenceService }> {
  const catalogue = createCatalogueService(context.database.db, context.database.readCache);
  const reference = new ReferenceService(new ReferenceRepository(context.database.db));
  return {
    services: { catalogue, reference },
    async register(app) {
      await app.register(catalogueRoutes, { catalogue });
      await app.register(referenceRoutes, { reference });
      await app.register(roomReferenceRoutes, { reference });
    },
  };
}
