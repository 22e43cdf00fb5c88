import type { ActivityLog } from '../../lib/activity-log.ts';
import type { ModuleContext, ServerModule } from '../../lib/server-module.ts';
import type { MediaLibrary, MediaStorage } from '../media/index.ts';
import { videosRoutes } from './videos.routes.ts';
import { VideosService } from './videos.service.ts';

/** The videos step (decision 049), on the media module's table (`library`) and file store. */
export function createVideosModule(
  context: ModuleContext,
  deps: { library: MediaLibrary; storage: MediaStorage; activity: ActivityLog },
): ServerModule<{ videos: VideosService }> {
  const videos = new VideosService(deps.library, deps.storage, context.log, deps.activity);
  return {
    services: { videos },
    async register(app) {
      await app.register(videosRoutes, { videos });
    },
  };
}
