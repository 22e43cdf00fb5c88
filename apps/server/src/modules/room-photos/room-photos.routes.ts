import multipart from '@fastify/multipart';
import {
  hotelParamsSchema,
  mediaRoomParamsSchema,
  roomPhotoParamsSchema,
  roomPhotosSchema,
  roomPhotoUpdateSchema,
} from '@hotel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MEDIA_MULTIPART } from '../media/index.ts';
import type { RoomPhotosService } from './room-photos.service.ts';

/**
 * The photos each room type shows, under /room/ for room types and /apartment/ for apartments
 * (spec §7 hotel content). Every call follows the tenant rule.
 */
export const roomPhotosRoutes: FastifyPluginAsyncZod<{ roomPhotos: RoomPhotosService }> = async (
  app,
  { roomPhotos },
) => {
  await app.register(multipart, MEDIA_MULTIPART);
  const owned = [app.requireUser, app.requireHotel];
  const tags = ['media'];

  app.get(
    '/api/hotel/:hotelId/photo/rooms',
    {
      preHandler: owned,
      schema: {
        tags,
        summary: 'Room types and apartments with the ids of the photos each shows, in order',
        params: hotelParamsSchema,
        response: { 200: z.array(roomPhotosSchema) },
      },
    },
    async (request) => roomPhotos.rooms(request.params.hotelId),
  );

  for (const kind of ['room', 'apartment'] as const) {
    const isApartment = kind === 'apartment';
    app.get(
      `/api/hotel/:hotelId/${kind}/:roomId/photo/`,
      {
        preHandler: owned,
        schema: { tags, params: mediaRoomParamsSchema, response: { 200: roomPhotosSchema } },
      },
      async (request) => roomPhotos.list(request.params.hotelId, request.params.roomId, isApartment),
    );
    app.patch(
      `/api/hotel/:hotelId/${kind}/:roomId/photo/:photoId`,
      {
        preHandler: owned,
        schema: {
          tags,
          summary: `Show a photo for the ${kind} at this place (order from 1)`,
          params: roomPhotoParamsSchema,
          body: roomPhotoUpdateSchema,
          response: { 200: roomPhotosSchema },
        },
      },
      async (request) =>
        roomPhotos.place(
          request.params.hotelId,
          request.params.roomId,
          isApartment,
          request.params.photoId,
          request.body.order,
        ),
    );
    app.delete(
      `/api/hotel/:hotelId/${kind}/:roomId/photo/:photoId`,
      {
        preHandler: owned,
        schema: {
          tags,
          summary: `Stop showing a photo for the ${kind}`,
          params: roomPhotoParamsSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await roomPhotos.remove(
          request.params.hotelId,
          request.params.roomId,
          isApartment,
          request.params.photoId,
        );
        return reply.status(204).send(null);
      },
    );
  }
};
