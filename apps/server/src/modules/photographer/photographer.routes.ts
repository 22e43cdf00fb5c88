import multipart from '@fastify/multipart';
import { hotelParamsSchema } from '@hotel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { MEDIA_MULTIPART } from '../media/index.ts';
import type { PhotographerService } from './photographer.service.ts';

/** The photographer request (spec §7 hotel content). It follows the tenant rule. */
export const photographerRoutes: FastifyPluginAsyncZod<{ photographer: PhotographerService }> = async (
  app,
  { photographer },
) => {
  await app.register(multipart, MEDIA_MULTIPART);

  app.post(
    '/api/hotel/:hotelId/photographerrequest',
    {
      preHandler: [app.requireUser, app.requireHotel],
      schema: {
        tags: ['media'],
        summary: 'Ask for a professional photographer; the group staff are emailed',
        params: hotelParamsSchema,
        response: {
          201: z.object({ id: z.number(), hotel: z.number(), price_eur: z.number(), created_at: z.string() }),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await photographer.request(currentUser(request), request.params.hotelId)),
  );
};
