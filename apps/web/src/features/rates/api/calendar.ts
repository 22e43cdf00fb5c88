import type { RateCalendar, RateCalendarSave } from '@hotel/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ratesKey } from './contracts.ts';

const calendarPath = (userId: number, hotelId: number, year: number, contractId: number) =>
  `/api/rates/contracts/calendar/${userId}/${hotelId}/${year}/?contract=${contractId}`;

export const calendarKey = (userId: number, hotelId: number, year: number, contractId: number) =>
  [...ratesKey(userId, hotelId), 'calendar', year, contractId] as const;

/** GET /api/rates/contracts/calendar/{userId}/{hotId}/{year}/?contract=: one contract's days. */
export function useRateCalendar(userId: number, hotelId: number, year: number, contractId: number | null) {
  return useQuery({
    queryKey: calendarKey(userId, hotelId, year, contractId ?? 0),
    queryFn: ({ signal }) =>
      api<RateCalendar>(calendarPath(userId, hotelId, year, contractId ?? 0), { signal }),
    enabled: contractId !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * PUT of the same path: the listed rates' days of the year become exactly these, in one
 * request; the answer is the contract's calendar, which replaces the cached one.
 */
export function useSaveCalendar(userId: number, hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: { year: number; contractId: number; body: RateCalendarSave }) =>
      api<RateCalendar>(calendarPath(userId, hotelId, save.year, save.contractId), {
        method: 'PUT',
        body: save.body,
        allowNotFound: true,
      }),
    async onSuccess(calendar, save) {
      queryClient.setQueryData(calendarKey(userId, hotelId, save.year, save.contractId), calendar);
      // Day counts of the list, and other contracts' calendars when their rates were saved too.
      await queryClient.invalidateQueries({
        queryKey: ratesKey(userId, hotelId),
        predicate: (query) => query.queryKey[4] !== save.year || query.queryKey[5] !== save.contractId,
      });
    },
  });
}
