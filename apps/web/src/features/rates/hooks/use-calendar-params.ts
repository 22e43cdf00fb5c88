import { RATE_KINDS, type RateContract, type RateKind, selectableYears } from '@hotel/domain';
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { defaultMonth, openingYearMonth } from '../model/calendar-opening.ts';

/** What the calendar shows: the days a rate applies (the spec's yearly calendar) or its prices and rooms. */
export const CALENDAR_VIEWS = ['days', 'prices'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

function isRateKind(value: string | null): value is RateKind {
  return (RATE_KINDS as readonly string[]).includes(value ?? '');
}

export type SetCalendarParams = (changes: Record<string, string | null>) => void;

/**
 * The calendar's choices, kept in the query string so that a reload or a shared link shows the
 * same: year (current or next), contract, kind, rate, view (days by default) and, for the prices
 * view, the month shown. Unknown values fall back to the first choice; without a year or month the
 * rate's own period chooses them (its first day's, issue 34).
 */
export function useCalendarParams(contracts: readonly RateContract[] | undefined) {
  const [params, setParams] = useSearchParams();
  const years = useMemo(() => selectableYears(), []);
  const kindParam = params.get('kind');
  const kind: RateKind = isRateKind(kindParam) ? kindParam : 'rate';
  const contractList = contracts ?? [];
  const contract =
    contractList.find((c) => c.id === Number(params.get('contract'))) ?? contractList[0] ?? null;
  const ratesOfKind = useMemo(() => contract?.rates.filter((r) => r.kind === kind) ?? [], [contract, kind]);
  const rate = ratesOfKind.find((r) => r.id === Number(params.get('rate'))) ?? ratesOfKind[0] ?? null;
  // Without a year or month asked for, the rate's own period (its first day) chooses them.
  const opening = openingYearMonth(rate?.firstDay ?? null, years);
  const requestedYear = Number(params.get('year') ?? opening.year);
  const year = years.includes(requestedYear) ? requestedYear : years[0];
  const yearRefused = params.has('year') && year !== requestedYear;
  const view: CalendarView = params.get('view') === 'prices' ? 'prices' : 'days';
  const requestedMonth = Number(params.get('month'));
  const month =
    Number.isInteger(requestedMonth) && requestedMonth >= 1 && requestedMonth <= 12
      ? requestedMonth
      : year === opening.year
        ? opening.month
        : defaultMonth(year);

  const setParam: SetCalendarParams = useCallback(
    (changes) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  // The year shown stays when another rate is chosen: days being edited belong to a year, and a
  // change of year asks first (RatesCalendar), so it is written down once the contracts are here.
  const pinYear = contracts !== undefined && !params.has('year');
  useEffect(() => {
    if (pinYear) setParam({ year: String(year) });
  }, [pinYear, year, setParam]);

  return { years, year, yearRefused, kind, contractList, contract, ratesOfKind, rate, view, month, setParam };
}
