import { daysBetween, type ReservationListItem } from '@hotel/domain';

/** One room arriving on the day of a rooming list. */
export interface RoomingRow {
  /** The reservation's id and the stay's position in it: unique in a list. */
  key: string;
  reservationId: number;
  reference: string;
  confirmationNumber: string | null;
  status: ReservationListItem['status'];
  leadGuest: string;
  phone: string | null;
  roomTypeId: number;
  rateId: number;
  board: string;
  arrival: string;
  departure: string;
  nights: number;
  /** Every guest of the room: name (when sent) and age. */
  guests: { name?: string; age: number }[];
  specialRequests: string;
}

/**
 * The rooming list of a day: every room stay arriving that day of the reservations that stand
 * (cancelled ones left out), by lead guest, then reference.
 */
export function roomingRows(reservations: readonly ReservationListItem[], day: string): RoomingRow[] {
  const rows: RoomingRow[] = [];
  for (const reservation of reservations) {
    if (reservation.status === 'cancelled') continue;
    for (const [position, stay] of reservation.stays.entries()) {
      if (stay.arrival !== day) continue;
      rows.push({
        key: `${reservation.id}:${position}`,
        reservationId: reservation.id,
        reference: reservation.reference,
        confirmationNumber: reservation.confirmationNumber,
        status: reservation.status,
        leadGuest: reservation.leadGuest.name,
        phone: reservation.leadGuest.phone,
        roomTypeId: stay.roomTypeId,
        rateId: stay.rateId,
        board: stay.board,
        arrival: stay.arrival,
        departure: stay.departure,
        nights: daysBetween(stay.arrival, stay.departure) ?? 0,
        guests: stay.guests,
        specialRequests: reservation.specialRequests,
      });
    }
  }
  return rows.sort(
    (a, b) => a.leadGuest.localeCompare(b.leadGuest) || a.reference.localeCompare(b.reference),
  );
}

/** The file name of a day's rooming list, as CSV or as a spreadsheet. */
export const roomingFileName = (day: string, extension: 'csv' | 'xlsx' = 'csv') =>
  `rooming-${day}.${extension}`;
