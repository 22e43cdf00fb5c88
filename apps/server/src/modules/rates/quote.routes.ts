import {
  hotelParamsSchema,
  type QuoteInput,
  quoteInputSchema,
  ratesParamsSchema,
  STAY_REFUSAL_MSG,
  type StayQuoteAnswer,
  stayQuoteSchema,
} from '@hotel/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import type { RateLimiter } from '../../plugins/rate-limiter.ts';
import type { AriService } from './ari.service.ts';
import { assertRatesAccess } from './rates.access.ts';

const summary =
  "Price a stay with the rate's terms and the hotel's taxes (issue 33): night by night, each supplement, discount and tax, which terms applied or were skipped and why; or the room, night and reason it does not sell";

/**
 * The quote (issue 33, decision 064) for the three callers, one service method behind them
 * (`AriService.quote`): the hotel's users on the rates paths (`userId` the caller, `hotId` a
 * hotel they may use; staff reach any hotel there too), staff in the back office, and keys with
 * `ari:read` on the hotels they reach (404 otherwise, requireApiKey). A stay that does not sell
 * is an answer (200, `sells: false`), not an error: a quote asks, it books nothing. Each route is
 * rate-limited per caller (QUOTES_PER_MINUTE, or the key's own limit).
 */
/**
 * Quotes a signed-in person (a hotel's user, or staff) may ask for a minute (decision 066): a
 * quote prices up to 30 nights × several rooms against every combination of discounts, so it is
 * bounded like sign-ins, across instances (decision 021's limiter). Keys are bounded by their own
 * requests a minute (`requireApiKey`), which counts their quotes already.
 */
export const QUOTES_PER_MINUTE = 120;
const MINUTE_MS = 60_000;

export const quoteRoutes: FastifyPluginAsyncZod<{
  ari: AriService;
  rateLimiter: Pick<RateLimiter, 'reserve'>;
}> = async (app, { ari, rateLimiter }) => {
  // 429 (the translated "too many attempts", Retry-After) past the person's quotes of the minute.
  const quoteLimit = async (request: FastifyRequest) => {
    await rateLimiter.reserve([
      {
        bucket: 'quote',
        key: `user:${currentUser(request).id}`,
        limit: QUOTES_PER_MINUTE,
        windowMs: MINUTE_MS,
      },
    ]);
  };
  const answer = async (request: FastifyRequest, hotelId: number, input: QuoteInput) => {
    const quote = await ari.quote(hotelId, input);
    if (quote.sells) return { ...quote, currency: quote.currency ?? '' } satisfies StayQuoteAnswer;
    return {
      ...quote,
      detail: request.t(STAY_REFUSAL_MSG[quote.reason], { night: quote.night ?? '' }),
    } satisfies StayQuoteAnswer;
  };

  app.post(
    '/api/rates/contracts/quote/:userId/:hotId/',
    {
      preHandler: [app.requireUser, app.requireHotel, quoteLimit],
      schema: {
        tags: ['rates'],
        summary,
        params: ratesParamsSchema,
        body: quoteInputSchema,
        response: { 200: stayQuoteSchema },
      },
    },
    async (request) => {
      assertRatesAccess(currentUser(request), request.params);
      return answer(request, request.params.hotId, request.body);
    },
  );

  app.post(
    '/api/staff/hotels/:hotelId/quote',
    {
      preHandler: [app.requireUser, app.requireStaff, quoteLimit],
      schema: {
        tags: ['staff'],
        summary: `${summary} (staff: any hotel)`,
        params: hotelParamsSchema,
        body: quoteInputSchema,
        response: { 200: stayQuoteSchema },
      },
    },
    async (request) => answer(request, request.params.hotelId, request.body),
  );

  app.post(
    '/api/distribution/hotels/:hotelId/quote',
    {
      preHandler: app.requireApiKey('ari:read'),
      schema: {
        tags: ['distribution'],
        security: [{ apiKey: [] }],
        summary: `${summary} (keys with ari:read, on the hotels they reach)`,
        params: hotelParamsSchema,
        body: quoteInputSchema,
        response: { 200: stayQuoteSchema },
      },
    },
    async (request) => answer(request, request.params.hotelId, request.body),
  );
};
