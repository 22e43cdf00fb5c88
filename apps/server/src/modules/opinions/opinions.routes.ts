import {
  hotelParamsSchema,
  opinionCreateSchema,
  opinionParamsSchema,
  opinionSchema,
  opinionUpdateSchema,
} from '@hotel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OpinionsService } from './opinions.service.ts';

/** Director opinions (spec §7): GET, POST, PATCH with hotel, area and text; DELETE empties an area. */
export const opinionsRoutes: FastifyPluginAsyncZod<{ opinions: OpinionsService }> = async (
  app,
  { opinions },
) => {
  const owned = [app.requireUser, app.requireHotel];
  const tags = ['opinions'];

  app.get(
    '/api/hotel/:hotelId/director-opinion/',
    {
      preHandler: owned,
      schema: {
        tags,
        summary: "The hotel director's opinions, one per area",
        params: hotelParamsSchema,
        response: { 200: z.array(opinionSchema) },
      },
    },
    async (request) => opinions.list(request.params.hotelId),
  );

  app.post(
    '/api/hotel/:hotelId/director-opinion/',
    {
      preHandler: owned,
      schema: {
        tags,
        summary: 'Write the opinion of an area (text 1..2000 characters; one per area)',
        params: hotelParamsSchema,
        body: opinionCreateSchema,
        response: { 201: opinionSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await opinions.create(request.params.hotelId, request.body)),
  );

  app.get(
    '/api/hotel/:hotelId/director-opinion/:id',
    { preHandler: owned, schema: { tags, params: opinionParamsSchema, response: { 200: opinionSchema } } },
    async (request) => opinions.get(request.params.hotelId, request.params.id),
  );

  app.patch(
    '/api/hotel/:hotelId/director-opinion/:id',
    {
      preHandler: owned,
      schema: {
        tags,
        params: opinionParamsSchema,
        body: opinionUpdateSchema,
        response: { 200: opinionSchema },
      },
    },
    async (request) => opinions.update(request.params.hotelId, request.params.id, request.body),
  );

  app.delete(
    '/api/hotel/:hotelId/director-opinion/:id',
    {
      preHandler: owned,
      schema: {
        tags,
        summary: 'Remove an opinion (its text was emptied)',
        params: opinionParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await opinions.delete(request.params.hotelId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
