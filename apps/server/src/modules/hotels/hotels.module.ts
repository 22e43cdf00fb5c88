import type { Database } from '../../db/client.ts';
import type { ActivityLog } from '../../lib/activity-log.ts';
import type { ModuleContext, ServerModule } from '../../lib/server-module.ts';
import type { CatalogueEntries } from '../catalogue/index.ts';
import type { GeoService } from '../geo/index.ts';
import type { AttachmentVerifier } from '../staff/index.ts';
import type { HotelProgressSource } from '../wizard/index.ts';
import { hotelActivitiesRoutes } from './hotel-activities.routes.ts';
import { type HotelDirectory, HotelDirectoryRepository } from './hotel-directory.ts';
import { HotelsRepository } from './hotels.repository.ts';
import { hotelsRoutes } from './hotels.routes.ts';
import { type HotelReference, type HotelRoomsSource, HotelsService } from './hotels.service.ts';

/** The hotel records as other modules read them (decision 049), for the modules built before this one (rooms). */
export function createHotelDirectory(database: Database): HotelDirectory {
  return new HotelDirectoryRepository(database.db, database.readCache);
}

/**
 * The hotels module (decision 049): hotel records, claims of catalogue hotels and the activities
 * step (`hotels`), and the directory other modules and the auth plugin read (`hotelDirectory`).
 */
export function createHotelsModule(
  context: ModuleContext,
  deps: {
    catalogue: CatalogueEntries;
    geo: GeoService;
    reference: HotelReference;
    rooms: HotelRoomsSource;
    wizard: HotelProgressSource;
    attachments: AttachmentVerifier;
    activity: ActivityLog;
  },
): ServerModule<{ hotels: HotelsService; hotelDirectory: HotelDirectory }> {
  const { database } = context;
  const repository = new HotelsRepository(database.db, database.readCache, deps.attachments);
  const hotels = new HotelsService(
    repository,
    deps.catalogue,
    deps.geo,
    deps.reference,
    database.readCache,
    deps.rooms,
    deps.wizard,
    deps.activity,
  );
  return {
    services: { hotels, hotelDirectory: repository },
    async register(app) {
      await app.register(hotelsRoutes, { hotels });
      await app.register(hotelActivitiesRoutes, { hotels });
    },
  };
}
