import {
  referenceAccessibilityListSchema,
  referenceActivityInfoSchema,
  referenceHotelTypeListSchema,
  referenceHotelTypeParamsSchema,
  referenceHotelTypeSchema,
  referenceItemListSchema,
  referenceLanguageListSchema,
  referenceServiceGroupListSchema,
} from '@hotel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerCached, notModified, referenceTags as tags } from './reference.caching.ts';
import type { ReferenceService } from './reference.service.ts';

/**
 * The reference lists of spec §7 about the hotel (room types' lists: reference-rooms.routes.ts):
 * public, named in the Accept-Language language, cacheable for an hour by browsers and proxies
 * (per language), and revalidated with a strong ETag (reference.caching.ts).
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
    async (request, reply) => answerCached(request, reply, await reference.languages(request.language)),
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
    async (request, reply) => answerCached(request, reply, await reference.obertures(request.language)),
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
    async (request, reply) => answerCached(request, reply, await reference.smokingPolicies(request.language)),
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
    async (request, reply) => answerCached(request, reply, await reference.hotelTypes(request.language)),
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
    async (request, reply) =>
      answerCached(request, reply, await reference.hotelType(request.language, request.params.typeId)),
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
    async (request, reply) => answerCached(request, reply, await reference.serviceGroups(request.language)),
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
    async (request, reply) => answerCached(request, reply, await reference.accessibility(request.language)),
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
    async (request, reply) => answerCached(request, reply, await reference.activityInfo(request.language)),
  );
};
