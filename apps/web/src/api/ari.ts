import {
  type AriChange,
  type AriChanged,
  type AriGrid,
  ariChangedSchema,
  ariGridSchema,
  dayKeyToIso,
  expandGrid,
} from '@hotel/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { checkedAnswer } from '../lib/checked-answer.ts';

/**
 * A rate's availability, rates and inventory (decision 020): the year's grid, bulk changes and the
 * CSV of a season. Answers are parsed with the domain's schemas in development and tests
 * (lib/checked-answer.ts), so a changed contract fails here and not deep in a screen.
 */

/** Query keys of this resource: one hotel's under `hotel`, one rate's years under `rate`. */
export const ariKeys = {
  all: ['ari'] as const,
  hotel: (userId: number, hotelId: number) => [...ariKeys.all, userId, hotelId] as const,
  rate: (userId: number, hotelId: number, rateId: number) =>
    [...ariKeys.hotel(userId, hotelId), rateId] as const,
  grid: (userId: number, hotelId: number, rateId: number, year: number) =>
    [...ariKeys.rate(userId, hotelId, rateId), 'grid', year] as const,
};

export interface AriScope {
  userId: number;
  hotelId: number;
  rateId: number;
}

const ratePath = ({ userId, hotelId, rateId }: AriScope) =>
  `/api/rates/contracts/ari/${userId}/${hotelId}/${rateId}/`;
const csvPath = (scope: AriScope, year: number) => `${ratePath(scope)}${year}/csv`;

/** GET …/ari/{userId}/{hotId}/{rateId}/{year}/: a year of the rate in one answer. */
export async function fetchAriGrid(scope: AriScope, year: number, signal?: AbortSignal): Promise<AriGrid> {
  const wire = checkedAnswer(
    await api<unknown>(`${ratePath(scope)}${year}/`, { signal, allowNotFound: true }),
    import.meta.env.DEV && ariGridSchema,
  );
  return expandGrid(wire);
}

export function ariGridQuery(scope: AriScope, year: number) {
  return queryOptions({
    queryKey: ariKeys.grid(scope.userId, scope.hotelId, scope.rateId, year),
    queryFn: ({ signal }) => fetchAriGrid(scope, year, signal),
    // Another year or rate keeps the previous grid on screen (dimmed) until its own arrives.
    placeholderData: keepPreviousData,
  });
}

/** POST …/ari/{userId}/{hotId}/{rateId}/ {changes}: all in one transaction; the cells changed, as now. */
export async function postAriChanges(scope: AriScope, changes: AriChange[]): Promise<AriChanged> {
  return checkedAnswer(
    await api<unknown>(ratePath(scope), { method: 'POST', body: { changes }, allowNotFound: true }),
    import.meta.env.DEV && ariChangedSchema,
  );
}

/** GET …/{year}/csv?from=&to=: the season (or the whole year without a range) as CSV text. */
export function fetchAriCsv(
  scope: AriScope,
  year: number,
  range?: { from: string; to: string },
): Promise<string> {
  const query = range ? `?from=${range.from}&to=${range.to}` : '';
  return api<string>(`${csvPath(scope, year)}${query}`, { responseType: 'text', allowNotFound: true });
}

/** POST …/{year}/csv {csv}: every line checked (400 `line.N.column`), nothing written when one is wrong. */
export async function postAriCsv(scope: AriScope, year: number, csv: string): Promise<AriChanged> {
  return checkedAnswer(
    await api<unknown>(csvPath(scope, year), { method: 'POST', body: { csv }, allowNotFound: true }),
    import.meta.env.DEV && ariChangedSchema,
  );
}

/** The file name a season's CSV is saved under ('tarifa-12-2027-07-01-2027-07-31.csv'). */
export function ariCsvFileName(prefix: string, rateId: number, range: { from: string; to: string }): string {
  return `${prefix}-${rateId}-${dayKeyToIso(range.from)}-${dayKeyToIso(range.to)}.csv`;
}
