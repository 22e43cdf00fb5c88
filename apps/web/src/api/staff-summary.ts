import { type StaffSummary, staffSummarySchema } from '@hotel/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { checkedAnswer } from '../lib/checked-answer.ts';

/**
 * The staff home (issue 16, decision 027): the back office's queues with their oldest waiting, and
 * the caller's own recent decisions. The answer is parsed with the domain's schema in development
 * and tests (lib/checked-answer.ts).
 */

/** Query keys of this resource: every back-office decision invalidates `all`. */
export const staffSummaryKeys = {
  all: ['staff-summary'] as const,
  summary: () => [...staffSummaryKeys.all, 'summary'] as const,
};

/** GET /api/staff/summary: 403 for anyone without the approval permission. */
export async function fetchStaffSummary(signal?: AbortSignal): Promise<StaffSummary> {
  return checkedAnswer(
    await api<unknown>('/api/staff/summary', { signal }),
    import.meta.env.DEV && staffSummarySchema,
  );
}

export function staffSummaryQuery() {
  return queryOptions({
    queryKey: staffSummaryKeys.summary(),
    queryFn: ({ signal }) => fetchStaffSummary(signal),
    // The queues move with every colleague's decisions: the home always asks again when opened.
    staleTime: 0,
  });
}
