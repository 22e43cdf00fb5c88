import {
  referenceApartmentAttributesSchema,
  referenceBedTypeListSchema,
  referenceRoomAttributesSchema,
} from '@hotel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerCached, notModified, referenceTags as tags } from './reference.caching.ts';
import type { ReferenceService } from './reference.service.ts';

/**
 * The reference lists of room types and apartments (spec §7): bed types and their attributes.
 * Public and cached like the hotel's reference lists (reference.caching.ts).
 */
export const roomReferenceRoutes: FastifyPluginAsyncZod<{ reference: ReferenceService }> = async (
  app,
  { reference },
) => {
  app.get(
    '/api/hotel/beddings',
    {
      schema: {
        tags,
        summary: 'Bed types, with where they may be placed',
        response: { 200: referenceBedTypeListSchema, 304: notModified },
      },
    },
    async (request, reply) => answerCached(request, reply, await reference.bedTypes(request.language)),
  );

  app.get(
    '/api/hotel/room/attributes',
    {
      schema: {
        tags,
        summary: 'Room types, structures, occupancies, views and baths',
        response: { 200: referenceRoomAttributesSchema, 304: notModified },
      },
    },
    async (request, reply) => answerCached(request, reply, await reference.roomAttributes(request.language)),
  );

  app.get(
    '/api/hotel/apartment/attributes',
    {
      schema: {
        tags,
        summary: 'Apartment types, views, kitchens and bath services',
        response: { 200: referenceApartmentAttributesSchema, 304: notModified },
      },
    },
    async (request, reply) =>
      answerCached(request, reply, await reference.apartmentAttributes(request.language)),
  );
};
