import type { ModuleContext, ServerModule } from '../../lib/server-module.ts';
import { MediaRepository } from './media.repository.ts';
import { mediaFilesRoutes } from './media.routes.ts';
import type { MediaLibrary } from './media-library.ts';
import { createStorages, type Storages } from './storages.ts';

/**
 * The media module (decision 049): the `media` table behind the photos, videos and room-photos
 * modules (`library`), the stores of media files and avatars (`storages`, on the disk or in S3 as
 * MEDIA_STORAGE says) and `/media/*`. The stores' connections close with the app.
 */
export function createMediaModule(
  context: ModuleContext,
): ServerModule<{ storages: Storages; library: MediaLibrary }> {
  const storages = createStorages(context.config);
  return {
    services: { storages, library: new MediaRepository(context.database.db) },
    async register(app) {
      app.addHook('onClose', () => storages.close());
      await app.register(mediaFilesRoutes, { storage: storages.media });
    },
  };
}
