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
import type { AriService } from './ari.service.ts';
import { assertRatesAccess } from './rates.access.ts';

const summary =
  "Price a stay with the rate's terms and the hotel's taxes (issue 33): night by night, each supplement, discount and tax, which terms applied or were skipped and why; or the room, night and reason it does not sell";

/**
 * The quote (issue 33, decision 064) for the three callers, one service method behind them
 * (`AriService.quote`): the hotel's users on the rates paths (`userId` the caller, `hotId` a
 * hotel they may use; staff reach any hotel there too), staff in the back office, and keys with
 * `ari:read` on the hotels they reach (404 otherwise, requireApiKey). A stay that does not sell
 * is an answer (200, `sells: false`), not an error: a quote asks, it books nothing.
 */
export const quoteRoutes: FastifyPluginAsyncZod<{ ari: AriService }> = async (app, { ari }) => {
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
      preHandler: [app.requireUser, app.requireHotel],
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
      preHandler: [app.requireUser, app.requireStaff],
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
