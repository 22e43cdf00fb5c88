import type { ActivityLog } from '../../lib/activity-log.ts';
import type { DistributionChanges } from '../../lib/distribution-changes.ts';
import type { ModuleContext, ServerModule } from '../../lib/server-module.ts';
import type { HotelDirectory } from '../hotels/index.ts';
import { RoomsRepository } from './rooms.repository.ts';
import { roomsRoutes } from './rooms.routes.ts';
import { type RoomReference, RoomsService } from './rooms.service.ts';

/**
 * Room types and apartments (decision 049): locked once the hotel's contract is approved (read
 * through the hotels' directory); a deletion is a change for distribution (`changes`).
 */
export function createRoomsModule(
  context: ModuleContext,
  deps: {
    hotels: Pick<HotelDirectory, 'findById'>;
    reference: RoomReference;
    changes: Pick<DistributionChanges, 'changed'>;
    activity: ActivityLog;
  },
): ServerModule<{ rooms: RoomsService }> {
  const rooms = new RoomsService(
    new RoomsRepository(context.database.db, deps.changes),
    deps.hotels,
    deps.reference,
    deps.activity,
  );
  return {
    services: { rooms },
    async register(app) {
      await app.register(roomsRoutes, { rooms });
    },
  };
}
