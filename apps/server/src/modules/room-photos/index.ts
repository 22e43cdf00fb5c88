/** The room-photos module's door (decision 049). */
export { createRoomPhotosModule } from './room-photos.module.ts';
export type { RoomPhotosService } from './room-photos.service.ts';
