import {
  hotelCreateSchema,
  hotelParamsSchema,
  hotelSchema,
  hotelSummarySchema,
  hotelUpdateSchema,
  locationSuggestionSchema,
  pendingHotelResultsSchema,
} from '@hotel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import type { HotelsService } from './hotels.service.ts';

/**
 * The user's hotels (spec §7): created from the catalogue, read and edited through the wizard.
 * Their activities: hotel-activities.routes.ts.
 */
export const hotelsRoutes: FastifyPluginAsyncZod<{ hotels: HotelsService }> = async (app, { hotels }) => {
  const owned = [app.requireUser, app.requireHotel];

  app.get(
    '/api/hotel/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['hotels'],
        summary: "The user's hotels",
        response: { 200: z.array(hotelSummarySchema) },
      },
    },
    async (request) => hotels.list(currentUser(request)),
  );

  app.post(
    '/api/hotel/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['hotels'],
        summary: 'Create a hotel from an autocomplete suggestion; it is attached to the user',
        body: hotelCreateSchema,
        response: { 201: hotelSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await hotels.create(currentUser(request), request.body)),
  );

  app.post(
    '/api/hotel/pending/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['hotels'],
        summary:
          'Create in one step every hotel chosen at registration and not created yet (issue 19), each as ' +
          'POST /api/hotel/ would; answers what became of each (a claim recorded or refused does not stop the others)',
        response: { 200: pendingHotelResultsSchema },
      },
    },
    async (request) =>
      (await hotels.createPending(currentUser(request))).map((result) => ({
        ...result,
        message: result.message ? request.t(result.message.key, result.message.params) : null,
      })),
  );

  app.get(
    '/api/hotel/:hotelId',
    {
      // The tenant check is folded into the read itself (one statement instead of two): a hotel
      // that is not the user's answers 404 from hotels.get. Staff go through requireHotel, which
      // writes their read to the hotel's activity log (decision 027).
      preHandler: [
        app.requireUser,
        async (request) => {
          if (currentUser(request).approbeContractPerm) await app.requireHotel(request);
        },
      ],
      schema: { tags: ['hotels'], params: hotelParamsSchema, response: { 200: hotelSchema } },
    },
    async (request) => hotels.get(currentUser(request), request.params.hotelId),
  );

  app.patch(
    '/api/hotel/:hotelId',
    {
      preHandler: owned,
      schema: {
        tags: ['hotels'],
        params: hotelParamsSchema,
        body: hotelUpdateSchema,
        response: { 200: hotelSchema },
      },
    },
    async (request) =>
      hotels.update(currentUser(request), request.params.hotelId, request.body, request.language),
  );

  app.get(
    '/api/hotel/:hotelId/rooms-locked',
    {
      preHandler: owned,
      schema: {
        tags: ['hotels'],
        params: hotelParamsSchema,
        response: { 200: z.object({ rooms_locked: z.boolean() }) },
      },
    },
    async (request) => hotels.roomsLocked(request.params.hotelId),
  );

  app.get(
    '/api/hotel/:hotelId/location',
    {
      preHandler: owned,
      schema: {
        tags: ['hotels'],
        summary: 'Suggested locations of the hotel',
        params: hotelParamsSchema,
        response: { 200: z.array(locationSuggestionSchema) },
      },
    },
    async (request) => hotels.locations(request.params.hotelId, request.language),
  );
};
