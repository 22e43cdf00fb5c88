import { ARI_CHANGES_MAX, type AriChange, type AriChanged, type AriGrid, mergeChanged } from '@hotel/domain';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AriScope,
  ariGridQuery,
  ariKeys,
  fetchAriCsv,
  postAriChanges,
  postAriCsv,
} from '../../../api/ari.ts';
import { rateKeys } from '../../../api/rates.ts';
import { ApiError } from '../../../lib/api-client.ts';

/** The rates feature's hooks on the ARI resource (apps/web/src/api/ari.ts). */

export function useAriGrid(scope: AriScope | null, year: number) {
  return useQuery({
    ...ariGridQuery(scope ?? { userId: 0, hotelId: 0, rateId: 0 }, year),
    enabled: scope !== null,
  });
}

/** The cells a write changed, merged into every cached year of the rate; the list's price ranges are stale. */
async function mergeIntoCache(queryClient: QueryClient, scope: AriScope, changed: AriChanged) {
  queryClient.setQueriesData<AriGrid>(
    { queryKey: ariKeys.rate(scope.userId, scope.hotelId, scope.rateId) },
    (grid) => (grid ? mergeChanged(grid, changed) : grid),
  );
  await queryClient.invalidateQueries({ queryKey: rateKeys.rateContracts(scope.userId, scope.hotelId) });
}

/** A batch refused by the server: its error, and where the batch started in the staged list. */
export class AriSaveError extends Error {
  constructor(
    readonly error: unknown,
    /** Index in the sent list of the refused batch's first change (those before it were written). */
    readonly offset: number,
  ) {
    super(error instanceof Error ? error.message : 'save failed');
  }
  get apiError(): ApiError | null {
    return this.error instanceof ApiError ? this.error : null;
  }
}

/**
 * Saves the staged changes of a rate: one POST (one transaction) whenever they fit the domain's
 * limit per write, which is the case for what a screen stages by hand; a bigger list (a whole year
 * copied) goes in batches of that size, in order.
 */
export function useSaveAri() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      scope,
      changes,
      onWritten,
    }: {
      scope: AriScope;
      changes: AriChange[];
      /** Told, in the same tick as the cache takes the written cells, how many changes were written. */
      onWritten?(count: number): void;
    }) => {
      const all: AriChanged = { prices: [], inventory: [], restrictions: [] };
      for (let offset = 0; offset < changes.length; offset += ARI_CHANGES_MAX) {
        let changed: AriChanged;
        try {
          changed = await postAriChanges(scope, changes.slice(offset, offset + ARI_CHANGES_MAX));
        } catch (error) {
          throw new AriSaveError(error, offset);
        }
        // The written cells and the staged list change together: the grid never shows both.
        const written = mergeIntoCache(queryClient, scope, changed);
        onWritten?.(Math.min(ARI_CHANGES_MAX, changes.length - offset));
        await written;
        all.prices.push(...changed.prices);
        all.inventory.push(...changed.inventory);
        all.restrictions.push(...changed.restrictions);
        if (changed.planControls) all.planControls = [...(all.planControls ?? []), ...changed.planControls];
      }
      return all;
    },
  });
}

/** Imports a season's CSV: on success the changed cells are merged; a 400 lists the bad lines. */
export function useImportAriCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ scope, year, csv }: { scope: AriScope; year: number; csv: string }) =>
      postAriCsv(scope, year, csv),
    onSuccess: (changed, { scope }) => mergeIntoCache(queryClient, scope, changed),
  });
}

export { fetchAriCsv };
