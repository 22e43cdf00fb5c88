import {
  distributionContentSchema,
  distributionHotelListSchema,
  distributionHotelsQuerySchema,
  hotelParamsSchema,
} from '@hotel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentApiKey } from '../../../plugins/api-key.ts';
import type { ApiKeysService } from '../api-keys/index.ts';
import type { ContentOutService } from './content-out.service.ts';

/**
 * Content out for machine clients (issue 17 item 2, decision 029): the hotels a key reaches that
 * staff approved, and each one's approved version as JSON or OTA XML. `Authorization: Bearer
 * hxk_…` only (the API key plugin answers 401, 403 without `content:read`, 429, and 404 for a
 * hotel the key does not reach); names of reference items in the Accept-Language language.
 */
export const distributionContentRoutes: FastifyPluginAsyncZod<{
  content: ContentOutService;
  apiKeys: Pick<ApiKeysService, 'hotelScope'>;
}> = async (app, { content, apiKeys }) => {
  const tags = ['distribution'];
  const security = [{ apiKey: [] }];
  const contentRead = app.requireApiKey('content:read');

  app.get(
    '/api/distribution/hotels/',
    {
      // Every reading client needs the list: the group's content readers and ARI readers alike.
      preHandler: app.requireApiKey('content:read', 'ari:read'),
      schema: {
        tags,
        security,
        summary:
          'The hotels the key reaches that have an approved version, in id order (?after=<id>&limit=, up to 500)',
        querystring: distributionHotelsQuerySchema,
        response: { 200: distributionHotelListSchema },
      },
    },
    async (request) => content.hotels(await apiKeys.hotelScope(currentApiKey(request)), request.query),
  );

  app.get(
    '/api/distribution/hotels/:hotelId/content',
    {
      preHandler: contentRead,
      schema: {
        tags,
        security,
        summary:
          'The approved version of the hotel (what staff approved, not later edits); 404 when never approved',
        params: hotelParamsSchema,
        response: { 200: distributionContentSchema },
      },
    },
    async (request) => content.content(request.params.hotelId, request.language),
  );

  app.get(
    '/api/distribution/hotels/:hotelId/content/ota',
    {
      preHandler: contentRead,
      schema: {
        tags,
        security,
        summary: 'The approved version as OTA_HotelDescriptiveContentNotifRQ (OTA 2003/05 XML)',
        params: hotelParamsSchema,
        produces: ['application/xml'],
      },
    },
    async (request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .send(await content.ota(request.params.hotelId, request.language)),
  );
};
