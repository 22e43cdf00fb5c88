import type { RateCalendarSave } from '@hotel/domain';
import { hashKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { putRateCalendar, rateCalendarQuery } from '../../../api/rate-calendar.ts';
import { rateKeys } from '../../../api/rates.ts';

/** One contract's days of a year (apps/web/src/api/rate-calendar.ts). */
export function useRateCalendar(
  userId: number,
  hotelId: number,
  year: number,
  rateContractId: number | null,
) {
  return useQuery({
    ...rateCalendarQuery(userId, hotelId, year, rateContractId ?? 0),
    enabled: rateContractId !== null,
  });
}

/** Saves a contract's days of a year; the answer replaces the cached calendar. */
export function useSaveCalendar(userId: number, hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: { year: number; rateContractId: number; body: RateCalendarSave }) =>
      putRateCalendar(userId, hotelId, save.year, save.rateContractId, save.body),
    async onSuccess(calendar, save) {
      const savedKey = rateKeys.calendar(userId, hotelId, save.year, save.rateContractId);
      queryClient.setQueryData(savedKey, calendar);
      // Day counts of the list, and other contracts' calendars when their rates were saved too:
      // everything of the hotel's rates but the calendar just answered.
      const savedHash = hashKey(savedKey);
      await queryClient.invalidateQueries({
        queryKey: rateKeys.hotel(userId, hotelId),
        predicate: (query) => query.queryHash !== savedHash,
      });
    },
  });
}
