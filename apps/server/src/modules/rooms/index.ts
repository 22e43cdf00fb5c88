/** The rooms module's door (decision 049). */
export { createRoomsModule } from './rooms.module.ts';
export type { RoomChangeRequests, RoomReference, RoomsService } from './rooms.service.ts';
