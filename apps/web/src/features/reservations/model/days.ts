import { HOTEL_TIME_ZONE_DEFAULT, hotelDay } from '@hotel/domain';

const DAY_MS = 86_400_000;

/** The ISO day `count` days after `day` (negative: before). */
export function addDays(day: string, count: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1) + count * DAY_MS)
    .toISOString()
    .slice(0, 10);
}

/** The hotel's today (ISO), in its time zone (the spec's hotels are Spanish: Europe/Madrid). */
export function hotelToday(now: Date = new Date(), timeZone: string = HOTEL_TIME_ZONE_DEFAULT): string {
  return hotelDay(now, timeZone);
}

/** `count` days from `first` on, ISO. */
export function daysFrom(first: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addDays(first, index));
}

/** Per day, the reservations arriving and leaving (cancelled ones left out), in the order of `days`. */
export function movementsByDay<T extends { status: string; arrival: string; departure: string }>(
  reservations: readonly T[],
  days: readonly string[],
): { day: string; arrivals: T[]; departures: T[] }[] {
  const standing = reservations.filter((reservation) => reservation.status !== 'cancelled');
  return days.map((day) => ({
    day,
    arrivals: standing.filter((reservation) => reservation.arrival === day),
    departures: standing.filter((reservation) => reservation.departure === day),
  }));
}
