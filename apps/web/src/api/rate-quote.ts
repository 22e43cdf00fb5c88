import { type QuoteInput, type StayQuoteAnswer, stayQuoteSchema } from '@hotel/domain';
import { api } from '../lib/api-client.ts';
import { checkedAnswer } from '../lib/checked-answer.ts';

/**
 * POST /api/rates/contracts/quote/{userId}/{hotelId}/ (issue 33, decision 064): a stay priced by
 * the engine with the rate's terms and the hotel's taxes. A stay that does not sell is an answer
 * (`sells: false`, translated `detail`), not an error.
 */
export async function postRateQuote(
  userId: number,
  hotelId: number,
  input: QuoteInput,
): Promise<StayQuoteAnswer> {
  return checkedAnswer(
    await api<unknown>(`/api/rates/contracts/quote/${userId}/${hotelId}/`, { method: 'POST', body: input }),
    import.meta.env.DEV && stayQuoteSchema,
  );
}
