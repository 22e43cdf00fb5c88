import {
  referenceAccessibilityListSchema,
  referenceActivityInfoSchema,
  referenceApartmentAttributesSchema,
  referenceBedTypeListSchema,
  referenceHotelTypeListSchema,
  referenceHotelTypeParamsSchema,
  referenceHotelTypeSchema,
  referenceItemListSchema,
  referenceLanguageListSchema,
  referenceRoomAttributesSchema,
  referenceServiceGroupListSchema,
} from '@hotel/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CachedAnswer, ReferenceService } from './reference.service.ts';

const tags = ['reference'];
const notModified = z.null();

/**
 * The reference lists of spec §7: public, named in the Accept-Language language, cacheable for
 * an hour by browsers and proxies (per language), and revalidated with a strong ETag.
 */
export const referenceRoutes: FastifyPluginAsyncZod<{ reference: ReferenceService }> = async (
  app,
  { reference },
) => {
  app.get(
    '/api/hotel/language',
    {
      schema: {
        tags,
        summary: 'Languages a hotel can speak or write its content in',
        response: { 200: referenceLanguageListSchema, 304: notModified },
      },
    },
    async (request, reply) => {
      const answer = await reference.languages(request.language);
      return isFresh(request, reply, answer) ? reply.status(304).send(null) : answer.body;
    },
  );

  app.get(
    '/api/hotel/oberture',
    {
      schema: {
        tags,
        summary: 'Opening periods',
        response: { 200: referenceItemListSchema, 304: notModified },
      },
    },
    async (request, reply) => {
      const answer = await reference.obertures(request.language);
      return isFresh(request, reply, answer) ? reply.status(304).send(null) : answer.body;
    },
  );

  app.get(
    '/api/hotel/smoke',
    {
      schema: {
        tags,
        summary: 'Smoking policies',
        response: { 200: referenceItemListSchema, 304: notModified },
      },
    },
    async (request, reply) => {
      const answer = await reference.smokingPolicies(request.language);
      return isFresh(request, reply, answer) ? reply.status(304).send(null) : answer.body;
    },
  );

  app.get(
    '/api/hotel/beddings',
    {
      schema: {
        tags,
        summary: 'Bed types, with where they may be placed',
        response: { 200: referenceBedTypeListSchema, 304: notModified },
      },
    },
    async (request, reply) => {
      const answer = await reference.bedTypes(request.language);
      return isFresh(request, reply, answer) ? reply.status(304).send(null) : answer.body;
    },
  );

  app.get(
    '/api/hotel/type',
    {
      schema: {
        tags,
        summary: 'Hotel types with their ratings and styles',
        response: { 200: referenceHotelTypeListSchema, 304: notModified },
      },
    },
    async (request, reply) => {
      const answer = await reference.hotelTypes(request.language);
      return isFresh(request, reply, answer) ? reply.status(304).send(null) : answer.body;
    },
  );

  app.get(
    '/api/hotel/type/:typeId',
    {
      schema: {
        tags,
        summary: 'One hotel type with its ratings and styles',
        params: referenceHotelTypeParamsSchema,
        response: { 200: referenceHotelTypeSchema, 304: notModified },
      },
    },
    async (request, reply) => {
      const answer = await reference.hotelType(request.language, request.params.typeId);
      return isFresh(request, reply, answer) ? reply.status(304).send(null) : answer.body;
    },
  );

  app.get(
    '/api/hotel/service',
    {
      schema: {
        tags,
        summary: 'Service groups with their services',
        response: { 200: referenceServiceGroupListSchema, 304: notModified },
      },
    },
    async (request, reply) => {
      const answer = await reference.serviceGroups(request.language);
      return isFresh(request, reply, answer) ? reply.status(304).send(null) : answer.body;
    },
  );

  app.get(
    '/api/hotel/accessibility',
    {
      schema: {
        tags,
        summary: 'Accessibility features (carousel items with incompatibles)',
        response: { 200: referenceAccessibilityListSchema, 304: notModified },
      },
    },
    async (request, reply) => {
      const answer = await reference.accessibility(request.language);
      return isFresh(request, reply, answer) ? reply.status(304).send(null) : answer.body;
    },
  );

  app.get(
    '/api/hotel/activity/info',
    {
      schema: {
        tags,
        summary: 'Activities and the zones where they take place',
        response: { 200: referenceActivityInfoSchema, 304: notModified },
      },
    },
    async (request, reply) => {
      const answer = await reference.activityInfo(request.language);
      return isFresh(request, reply, answer) ? reply.status(304).send(null) : answer.body;
    },
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
    async (request, reply) => {
      const answer = await reference.roomAttributes(request.language);
      return isFresh(request, reply, answer) ? reply.status(304).send(null) : answer.body;
    },
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
    async (request, reply) => {
      const answer = await reference.apartmentAttributes(request.language);
      return isFresh(request, reply, answer) ? reply.status(304).send(null) : answer.body;
    },
  );
};

/**
 * Sets the caching headers of a reference answer and tells whether the client's copy is current
 * (If-None-Match lists the answer's ETag, or is `*`), in which case the caller answers 304.
 */
function isFresh(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer<unknown>): boolean {
  reply.header('cache-control', 'public, max-age=3600');
  reply.header('vary', 'Accept-Language');
  reply.header('etag', answer.etag);
  const header = request.headers['if-none-match'];
  if (!header) return false;
  // If-None-Match uses the weak comparison (RFC 9110 §13.1.2): a W/ prefix does not matter.
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === answer.etag);
}
