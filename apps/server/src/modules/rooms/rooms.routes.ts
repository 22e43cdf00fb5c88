import {
  apartmentCreateSchema,
  apartmentPatchSchema,
  roomCreateSchema,
  roomListParamsSchema,
  roomParamsSchema,
  roomPatchSchema,
  roomSchema,
} from '@hotel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import type { RoomKind, RoomsService } from './rooms.service.ts';

const tags = ['rooms'];
const conflict = z.object({ detail: z.string() });

/**
 * Room types and apartments of a hotel (spec §7 hotel content). Both resources read and write
 * the same records; `/room/` lists every room type and apartment of the hotel (told apart by
 * is_apartment), `/apartment/` the apartments only. DELETE on the room resource removes either.
 * Every route is tenant-scoped: a hotel not attached to the user, or a room of another hotel,
 * answers 404. While the hotel's rooms-locked flag is set, changes answer 409; a change of an
 * approved hotel goes to staff as a change request (decision 062).
 */
export const roomsRoutes: FastifyPluginAsyncZod<{ rooms: RoomsService }> = async (app, { rooms }) => {
  const owned = [app.requireUser, app.requireHotel];

  const resources = [
    { kind: 'room', path: 'room', create: roomCreateSchema, patch: roomPatchSchema },
    { kind: 'apartment', path: 'apartment', create: apartmentCreateSchema, patch: apartmentPatchSchema },
  ] as const;

  for (const resource of resources) {
    const kind: RoomKind = resource.kind;
    const noun = kind === 'room' ? 'room type' : 'apartment';

    app.get(
      `/api/hotel/:hotelId/${resource.path}/`,
      {
        preHandler: owned,
        schema: {
          tags,
          summary:
            kind === 'room'
              ? "The hotel's room types and apartments, in list order"
              : "The hotel's apartments, in list order",
          params: roomListParamsSchema,
          response: { 200: z.array(roomSchema) },
        },
      },
      async (request) => rooms.list(request.params.hotelId, kind),
    );

    app.post(
      `/api/hotel/:hotelId/${resource.path}/`,
      {
        preHandler: owned,
        schema: {
          tags,
          summary: `Add a ${noun} (a name at least); it starts with the default bedroom`,
          params: roomListParamsSchema,
          body: resource.create,
          response: { 201: roomSchema, 409: conflict },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await rooms.create(currentUser(request).id, request.params.hotelId, kind, request.body)),
    );

    app.get(
      `/api/hotel/:hotelId/${resource.path}/:roomId`,
      {
        preHandler: owned,
        schema: { tags, summary: `One ${noun}`, params: roomParamsSchema, response: { 200: roomSchema } },
      },
      async (request) => rooms.get(request.params.hotelId, request.params.roomId, kind),
    );

    app.patch(
      `/api/hotel/:hotelId/${resource.path}/:roomId`,
      {
        preHandler: owned,
        schema: {
          tags,
          summary: `Update a ${noun}: the fields sent must leave it valid (spec §5)`,
          params: roomParamsSchema,
          body: resource.patch,
          response: { 200: roomSchema, 409: conflict },
        },
      },
      async (request) =>
        rooms.update(
          currentUser(request).id,
          request.params.hotelId,
          request.params.roomId,
          kind,
          request.body,
        ),
    );

    app.delete(
      `/api/hotel/:hotelId/${resource.path}/:roomId`,
      {
        preHandler: owned,
        schema: {
          tags,
          summary: kind === 'room' ? 'Delete a room type or an apartment' : 'Delete an apartment',
          params: roomParamsSchema,
          response: { 204: z.null(), 409: conflict },
        },
      },
      async (request, reply) => {
        await rooms.delete(currentUser(request).id, request.params.hotelId, request.params.roomId, kind);
        return reply.status(204).send(null);
      },
    );
  }
};
