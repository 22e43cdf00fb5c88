import type { ModuleContext, ServerModule } from '../../lib/server-module.ts';
import type { MediaLibrary } from '../media/index.ts';
import { RoomPhotosRepository } from './room-photos.repository.ts';
import { roomPhotosRoutes } from './room-photos.routes.ts';
import { RoomPhotosService } from './room-photos.service.ts';

/** The photos each room type shows (decision 049), chosen among the hotel's (the media `library`). */
export function createRoomPhotosModule(
  context: ModuleContext,
  deps: { library: Pick<MediaLibrary, 'find'> },
): ServerModule<{ roomPhotos: RoomPhotosService }> {
  const roomPhotos = new RoomPhotosService(new RoomPhotosRepository(context.database.db), deps.library);
  return {
    services: { roomPhotos },
    async register(app) {
      await app.register(roomPhotosRoutes, { roomPhotos });
    },
  };
}
