import type { QuoteInput } from '@hotel/domain';
import { useMutation } from '@tanstack/react-query';
import { postRateQuote } from '../../../api/rate-quote.ts';

/** Prices a stay (the "price a stay" panel): a question, nothing is cached or invalidated. */
export function useRateQuote(userId: number, hotelId: number) {
  return useMutation({ mutationFn: (input: QuoteInput) => postRateQuote(userId, hotelId, input) });
}
