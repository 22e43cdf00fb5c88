import type { ActivityLog } from '../../lib/activity-log.ts';
import type { ModuleContext, ServerModule } from '../../lib/server-module.ts';
import type { MediaLibrary, MediaStorage } from '../media/index.ts';
import { photosRoutes } from './photos.routes.ts';
import { PhotosService } from './photos.service.ts';

/** The photos step (decision 049), on the media module's table (`library`) and file store. */
export function createPhotosModule(
  context: ModuleContext,
  deps: { library: MediaLibrary; storage: MediaStorage; activity: ActivityLog },
): ServerModule<{ photos: PhotosService }> {
  const photos = new PhotosService(deps.library, deps.storage, context.log, deps.activity);
  return {
    services: { photos },
    async register(app) {
      await app.register(photosRoutes, { photos });
    },
  };
}
