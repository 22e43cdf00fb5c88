import {
  rateCalendarParamsSchema,
  rateCalendarQuerySchema,
  rateCalendarSaveSchema,
  rateCalendarSchema,
} from '@hotel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import type { RatesService } from './rates.service.ts';

/**
 * The rates calendar of spec §7: which days of a year each rate applies to. `userId` must be the
 * caller (the service answers 404 otherwise) and `hotId` a hotel they may use (requireHotel).
 */
export const rateCalendarRoutes: FastifyPluginAsyncZod<{ rates: RatesService }> = async (app, { rates }) => {
  // The tenant rule and the staff scope of every hotel route (decision 027), on `:hotId`.
  const hotelScoped = [app.requireUser, app.requireHotel];

  app.get(
    '/api/rates/contracts/calendar/:userId/:hotId/:year/',
    {
      preHandler: hotelScoped,
      schema: {
        tags: ['rates'],
        summary: 'The selected days of a year (current or next), keyed YYYY_MM_DD, with the rates of each',
        params: rateCalendarParamsSchema,
        querystring: rateCalendarQuerySchema,
        response: { 200: rateCalendarSchema },
      },
    },
    async (request) =>
      rates.calendar(currentUser(request), request.params, request.params.year, request.query),
  );

  app.put(
    '/api/rates/contracts/calendar/:userId/:hotId/:year/',
    {
      preHandler: hotelScoped,
      schema: {
        tags: ['rates'],
        summary:
          "Save the days of the listed rates for the year (each rate's days become exactly these); answers the calendar as the GET with the same query",
        params: rateCalendarParamsSchema,
        querystring: rateCalendarQuerySchema,
        body: rateCalendarSaveSchema,
        response: { 200: rateCalendarSchema },
      },
    },
    async (request) =>
      rates.saveCalendar(
        currentUser(request),
        request.params,
        request.params.year,
        request.body,
        request.query,
      ),
  );
};
