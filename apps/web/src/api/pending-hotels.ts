import { type PendingHotelResult, pendingHotelResultsSchema } from '@hotel/domain';
import { api } from '../lib/api-client.ts';
import { checkedAnswer } from '../lib/checked-answer.ts';

/**
 * Onboarding in one step (issue 19): the hotels chosen at registration and not created yet are
 * created together (POST /api/hotel/pending/). The pending list itself is the signed-in user's
 * `hotels` (GET /api/auth/user/data/). Answers are parsed with the domain's schemas in development
 * and tests.
 */

/** POST /api/hotel/pending/: what became of each pending hotel. */
export async function createPendingHotels(): Promise<PendingHotelResult[]> {
  // /dash/home loads this module first: its first load stays free of zod (lib/checked-answer.ts).
  return checkedAnswer(
    await api<unknown>('/api/hotel/pending/', { method: 'POST' }),
    import.meta.env.DEV && pendingHotelResultsSchema,
  );
}
