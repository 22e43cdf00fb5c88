/**
 * The door of ARI out (issue 17 item 3, decision 029): a hotel's prices, allotments and
 * restrictions over a date range, as JSON and as OTA XML, for `ari:read` keys.
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleContext, ServerModule } from '../../../lib/server-module.ts';
import type { ApprovedRoomTypes, AriOutRooms } from './ari-out.load.ts';
import { AriOutRepository } from './ari-out.repository.ts';
import { ariOutRoutes } from './ari-out.routes.ts';
import { AriOutService } from './ari-out.service.ts';

export type { ApprovedRoomTypes, AriOutRooms } from './ari-out.load.ts';
export { AriOutService } from './ari-out.service.ts';

/** ARI out: `app.services.ariOut` and its routes; the room types are read through rates' AriService. */
export function createAriOutModule(
  context: ModuleContext,
  deps: { ari: AriOutRooms; approved?: ApprovedRoomTypes },
): ServerModule<{ ariOut: AriOutService }> {
  const ariOut = new AriOutService(new AriOutRepository(context.database.db), deps.ari, deps.approved);
  return {
    services: { ariOut },
    async register(app: FastifyInstance) {
      await app.register(ariOutRoutes, { ariOut });
    },
  };
}
