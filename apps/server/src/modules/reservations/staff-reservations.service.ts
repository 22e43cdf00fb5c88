import { randomBytes } from 'node:crypto';
import {
  isOverdue,
  type ReservationDetail,
  type StaffReservationCreate,
  type StaffReservationList,
  type StaffReservationsQuery,
  type StaffRoomsLeft,
} from '@hotel/domain';
import type { ActivityLog } from '../../lib/activity-log.ts';
import { AppError } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/request-context.ts';
import type { HotelDirectory } from '../hotels/index.ts';
import type { AriService } from '../rates/index.ts';
import { type ReservationsService, toListItem } from './reservations.service.ts';

export interface StaffReservationsDeps {
  reservations: ReservationsService;
  hotels: Pick<HotelDirectory, 'findById' | 'hotelNames'>;
  /** Rates' door: rooms left per room type and day (the module reads no rates table itself). */
  ari: Pick<AriService, 'roomsLeftOf'>;
  /** Staff's activity log: a phone booking is a staff write on the hotel. */
  activity: ActivityLog;
  /** RESERVATION_UNCONFIRMED_HOURS: unconfirmed longer than this, a reservation is overdue. */
  unconfirmedHours: number;
  now?: () => Date;
}

/**
 * The group's side of reservations (issue 32 item 6, decision 057): staff's list across hotels
 * (the hotel's list query without its hotel), the overdue ones marked by the server's threshold,
 * each hotel's rooms left, and phone bookings through the keys' own create.
 */
export class StaffReservationsService {
  private readonly now: () => Date;

  constructor(private readonly deps: StaffReservationsDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async list(query: StaffReservationsQuery): Promise<StaffReservationList> {
    const now = this.now();
    const hours = this.deps.unconfirmedHours;
    const { rows, next } = await this.deps.reservations.page(
      query.hotelId ?? null,
      query,
      query.overdue ? { unconfirmedBefore: new Date(now.getTime() - hours * 3_600_000) } : {},
    );
    const names = await this.deps.hotels.hotelNames(rows.map((row) => row.hotelId));
    return {
      reservations: rows.map((row) => ({
        ...toListItem(row),
        hotelName: names.get(row.hotelId) ?? `#${row.hotelId}`,
        overdue: isOverdue(row, hours, now),
      })),
      next,
      unconfirmedHours: hours,
    };
  }

  /** Rooms left of each hotel named (unknown ids left out), `count` days from `from`. */
  async roomsLeft(hotelIds: readonly number[], from: string, count: number): Promise<StaffRoomsLeft> {
    const days = daysFrom(from, count);
    const [names, left] = await Promise.all([
      this.deps.hotels.hotelNames(hotelIds),
      this.deps.ari.roomsLeftOf(hotelIds, days),
    ]);
    return {
      days,
      hotels: hotelIds.flatMap((hotelId) => {
        const hotelName = names.get(hotelId);
        return hotelName === undefined ? [] : [{ hotelId, hotelName, rooms: left.get(hotelId) ?? [] }];
      }),
    };
  }

  /**
   * A phone booking: priced from the hotel's ARI, then created exactly as a key's reservation is
   * (availability, allotment through the one write path, idempotency on the staff member's own
   * references, revisions, events). A refusal throws StayRefused, naming the night.
   */
  async create(
    user: SessionUser,
    input: StaffReservationCreate,
  ): Promise<{ created: boolean; reservation: ReservationDetail }> {
    if (!(await this.deps.hotels.findById(input.hotelId))) throw AppError.notFound();
    const stays = await this.deps.reservations.price(input.hotelId, input.stays);
    const source = `staff:${user.id}`;
    const result = await this.deps.reservations.create(
      { source, apiKeyId: null, by: source },
      input.hotelId,
      {
        reference: input.reference ?? phoneReference(this.now()),
        revision: 1,
        leadGuest: input.leadGuest,
        specialRequests: input.specialRequests,
        stays,
      },
    );
    if (result.created)
      await this.deps.activity.record({
        hotelId: input.hotelId,
        userId: user.id,
        action: 'reservation.phone_booking',
        detail: { reservation: result.reservation.id, reference: result.reservation.reference },
      });
    return result;
  }
}

/** A reference for a phone booking sent without one: `PH-` the day and 8 random hex digits. */
export function phoneReference(now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `PH-${day}-${randomBytes(4).toString('hex').toUpperCase()}`;
}

/** `count` ISO days from `from` on. */
function daysFrom(from: string, count: number): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) =>
    new Date(start + index * 86_400_000).toISOString().slice(0, 10),
  );
}
