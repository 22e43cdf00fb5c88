import { type RateCalendar, type RateCalendarSave, rateCalendarSchema } from '@hotel/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { checkedAnswer } from '../lib/checked-answer.ts';
import { rateKeys } from './rates.ts';

/**
 * The days of a year each rate of a contract applies (the rates calendar). Apart from
 * api/rates.ts, which the new-rate screen loads too, so that its chunk does without these. Keyed
 * under the hotel's rates (`rateKeys.calendar`): a change of a rate reloads the calendars too.
 * Answers are parsed with the domain's schema in development and tests.
 */

const calendarPath = (userId: number, hotelId: number, year: number, rateContractId: number) =>
  `/api/rates/contracts/calendar/${userId}/${hotelId}/${year}/?contract=${rateContractId}`;

/** GET /api/rates/contracts/calendar/{userId}/{hotId}/{year}/?contract=: one contract's days. */
export async function fetchRateCalendar(
  userId: number,
  hotelId: number,
  year: number,
  rateContractId: number,
  signal?: AbortSignal,
): Promise<RateCalendar> {
  return checkedAnswer(
    await api<unknown>(calendarPath(userId, hotelId, year, rateContractId), { signal }),
    import.meta.env.DEV && rateCalendarSchema,
  );
}

export function rateCalendarQuery(userId: number, hotelId: number, year: number, rateContractId: number) {
  return queryOptions({
    queryKey: rateKeys.calendar(userId, hotelId, year, rateContractId),
    queryFn: ({ signal }) => fetchRateCalendar(userId, hotelId, year, rateContractId, signal),
    // Another year or contract keeps the previous days on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
}

/**
 * PUT of the calendar's path: the listed rates' days of the year become exactly these, in one
 * request; the answer is the contract's calendar.
 */
export async function putRateCalendar(
  userId: number,
  hotelId: number,
  year: number,
  rateContractId: number,
  body: RateCalendarSave,
): Promise<RateCalendar> {
  return checkedAnswer(
    await api<unknown>(calendarPath(userId, hotelId, year, rateContractId), {
      method: 'PUT',
      body,
      allowNotFound: true,
    }),
    import.meta.env.DEV && rateCalendarSchema,
  );
}
