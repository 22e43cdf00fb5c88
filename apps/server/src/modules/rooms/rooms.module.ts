import type { ActivityLog } from '../../lib/activity-log.ts';
import type { DistributionChanges } from '../../lib/distribution-changes.ts';
import type { ModuleContext, ServerModule } from '../../lib/server-module.ts';
import type { HotelDirectory } from '../hotels/index.ts';
import { RoomsRepository } from './rooms.repository.ts';
import { roomsRoutes } from './rooms.routes.ts';
import { type RoomChangeRequests, type RoomReference, RoomsService } from './rooms.service.ts';

/**
 * Room types and apartments (decision 049): a change of an approved hotel's rooms goes to staff as
 * a change request (`changeRequests`, decision 062); a deletion is a change for distribution.
 */
export function createRoomsModule(
  context: ModuleContext,
  deps: {
    hotels: Pick<HotelDirectory, 'findById'>;
    reference: RoomReference;
    changes: Pick<DistributionChanges, 'changed'>;
    activity: ActivityLog;
    changeRequests?: RoomChangeRequests;
  },
): ServerModule<{ rooms: RoomsService }> {
  const rooms = new RoomsService(
    new RoomsRepository(context.database.db, deps.changes),
    deps.hotels,
    deps.reference,
    deps.activity,
    deps.changeRequests,
  );
  return {
    services: { rooms },
    async register(app) {
      await app.register(roomsRoutes, { rooms });
    },
  };
}
