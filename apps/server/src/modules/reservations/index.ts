/**
 * The reservations module's door (issue 32, decision 052): reservations the group's systems send
 * with API keys, checked and consumed against the allotment through rates' one ARI write path
 * (AriService, from rates' door), the hotel's list, detail and confirmation, and staff's side
 * (decision 057): the list across hotels, rooms left and phone bookings.
 */

import type { FastifyInstance } from 'fastify';
import type { ActivityLog } from '../../lib/activity-log.ts';
import type { DistributionChanges } from '../../lib/distribution-changes.ts';
import type { ModuleContext, ServerModule } from '../../lib/server-module.ts';
import type { ContactsService } from '../contacts/index.ts';
import type { ApiKeysService } from '../distribution/index.ts';
import type { HotelDirectory } from '../hotels/index.ts';
import type { ReservationNotices } from '../mail/index.ts';
import type { AriService } from '../rates/index.ts';
import { otaReservationRoutes } from './ota-res.routes.ts';
import { OtaReservationsService } from './ota-res.service.ts';
import { ReservationMail } from './reservation-mail.ts';
import { ReservationsRepository } from './reservations.repository.ts';
import { distributionReservationRoutes, hotelReservationRoutes } from './reservations.routes.ts';
import { ReservationsService } from './reservations.service.ts';
import { staffReservationRoutes } from './staff-reservations.routes.ts';
import { StaffReservationsService } from './staff-reservations.service.ts';

export { ReservationsService, StayRefused } from './reservations.service.ts';
export { StaffReservationsService } from './staff-reservations.service.ts';

export function createReservationsModule(
  context: ModuleContext,
  deps: {
    ari: AriService;
    /** Distribution's port (lib/distribution-changes.ts): reservation changes and webhook events. */
    changes: DistributionChanges;
    /** The hotel an OTA message names by its code, an e-mail names; staff's lists name hotels. */
    hotels: Pick<HotelDirectory, 'findByCode' | 'findById' | 'hotelNames'>;
    /** The back office's log (decision 061): confirmations, no-shows and staff's phone bookings. */
    activity: ActivityLog;
    /** Whether a key reaches the hotel an OTA message names (the JSON routes check the path's). */
    apiKeys: Pick<ApiKeysService, 'reaches'>;
    /** The mail module's reservation e-mails (decision 058) and who they go to. */
    notices: Pick<ReservationNotices, 'bestEffort'>;
    contacts: Pick<ContactsService, 'operativeOfHotel'>;
    /** The clock of the release, the penalties and no-shows (tests fix it); the system's otherwise. */
    clock?: () => Date;
  },
): ServerModule<{ reservations: ReservationsService; staffReservations: StaffReservationsService }> {
  const reservations = new ReservationsService(
    new ReservationsRepository(context.database.db),
    deps.ari,
    deps.changes,
    new ReservationMail({
      notices: deps.notices,
      contacts: deps.contacts,
      hotels: deps.hotels,
      ari: deps.ari,
      log: context.log,
    }),
    deps.activity,
    deps.clock,
  );
  const otaReservations = new OtaReservationsService(reservations, deps.hotels);
  const staffReservations = new StaffReservationsService({
    reservations,
    hotels: deps.hotels,
    ari: deps.ari,
    activity: deps.activity,
    unconfirmedHours: context.config.RESERVATION_UNCONFIRMED_HOURS,
  });
  return {
    services: { reservations, staffReservations },
    async register(app: FastifyInstance) {
      await app.register(hotelReservationRoutes, { reservations });
      await app.register(distributionReservationRoutes, { reservations });
      await app.register(otaReservationRoutes, { otaReservations, apiKeys: deps.apiKeys });
      await app.register(staffReservationRoutes, { staffReservations });
    },
  };
}
