import {
  hotelActivityCreateSchema,
  hotelActivitySchema,
  hotelChildParamsSchema,
  hotelParamsSchema,
} from '@hotel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HotelsService } from './hotels.service.ts';

/**
 * The activities a hotel offers, each with the zone where it takes place (spec §7). Every call
 * follows the tenant rule.
 */
export const hotelActivitiesRoutes: FastifyPluginAsyncZod<{ hotels: HotelsService }> = async (
  app,
  { hotels },
) => {
  const owned = [app.requireUser, app.requireHotel];

  app.get(
    '/api/hotel/:hotelId/activity/',
    {
      preHandler: owned,
      schema: {
        tags: ['hotels'],
        params: hotelParamsSchema,
        response: { 200: z.array(hotelActivitySchema) },
      },
    },
    async (request) => hotels.activities(request.params.hotelId),
  );

  app.post(
    '/api/hotel/:hotelId/activity/',
    {
      preHandler: owned,
      schema: {
        tags: ['hotels'],
        params: hotelParamsSchema,
        body: hotelActivityCreateSchema,
        response: { 201: hotelActivitySchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await hotels.addActivity(request.params.hotelId, request.body.activity, request.body.zone)),
  );

  app.get(
    '/api/hotel/:hotelId/activity/:activityId',
    {
      preHandler: owned,
      schema: {
        tags: ['hotels'],
        summary: 'One activity and zone pair of the hotel',
        params: hotelChildParamsSchema,
        response: { 200: hotelActivitySchema },
      },
    },
    async (request) => hotels.activity(request.params.hotelId, request.params.activityId),
  );

  app.delete(
    '/api/hotel/:hotelId/activity/:activityId',
    {
      preHandler: owned,
      schema: { tags: ['hotels'], params: hotelChildParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await hotels.deleteActivity(request.params.hotelId, request.params.activityId);
      return reply.status(204).send(null);
    },
  );
};
