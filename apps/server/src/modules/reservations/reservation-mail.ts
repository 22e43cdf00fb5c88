import { stayNights } from '@hotel/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { ContactsService } from '../contacts/index.ts';
import type { HotelDirectory } from '../hotels/index.ts';
import type { ReservationNoticeKind, ReservationNotices } from '../mail/index.ts';
import type { AriService } from '../rates/index.ts';
import type { ReservationRow } from './reservations.repository.ts';
import type { StoredStay } from './reservations.service.ts';

/**
 * Tells the hotel's operative contacts of a reservation the group created, modified or cancelled
 * (issue 32 item 5, decision 058), through the mail module's outbox. Called once the reservation's
 * transaction has committed: nothing here can undo or fail a reservation. A hotel whose contacts
 * give no operative address gets no e-mail.
 */
export class ReservationMail {
  constructor(
    private readonly deps: {
      notices: Pick<ReservationNotices, 'bestEffort'>;
      contacts: Pick<ContactsService, 'operativeOfHotel'>;
      hotels: Pick<HotelDirectory, 'findById'>;
      ari: Pick<AriService, 'roomTypesOfHotel' | 'rateNamesOfHotel'>;
      log: FastifyBaseLogger;
    },
  ) {}

  async tell(kind: ReservationNoticeKind, row: ReservationRow): Promise<void> {
    try {
      const recipients = await this.deps.contacts.operativeOfHotel(row.hotelId);
      if (recipients.length === 0) return;
      const stays = row.stays as StoredStay[];
      const [hotel, rooms, rates] = await Promise.all([
        this.deps.hotels.findById(row.hotelId),
        this.deps.ari.roomTypesOfHotel(row.hotelId),
        this.deps.ari.rateNamesOfHotel(
          row.hotelId,
          stays.map((stay) => stay.rateId),
        ),
      ]);
      const roomNames = new Map(rooms.map((room) => [room.id, room.name]));
      await this.deps.notices.bestEffort(recipients, {
        kind,
        reservationId: row.id,
        hotelId: row.hotelId,
        hotel: hotel?.name ?? '',
        code: hotel?.code ?? '',
        reference: row.reference,
        status: row.status,
        confirmationNumber: row.confirmationNumber,
        guest: { name: row.leadName, email: row.leadEmail, phone: row.leadPhone },
        specialRequests: row.specialRequests,
        currency: row.currency,
        total: row.total,
        penalty: row.penalty,
        stays: stays.map((stay) => ({
          // A room type or rate removed since keeps its id: the mail still names something.
          room: roomNames.get(stay.roomTypeId) ?? `#${stay.roomTypeId}`,
          rate: rates.get(stay.rateId) ?? `#${stay.rateId}`,
          board: stay.board,
          arrival: stay.arrival,
          departure: stay.departure,
          nights: stayNights(stay.arrival, stay.departure).length,
          guests: stay.guests.length,
          total: stay.computed.total,
        })),
      });
    } catch (error) {
      this.deps.log.error({ err: error, reservation: row.id, kind }, 'reservation e-mail not sent');
    }
  }
}
