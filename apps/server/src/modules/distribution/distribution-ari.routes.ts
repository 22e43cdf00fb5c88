import { randomUUID } from 'node:crypto';
import { ariOutQuerySchema, ariOutSchema, hotelParamsSchema, OTA_MSG } from '@hotel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.ts';
import { currentApiKey } from '../../plugins/api-key.ts';
import type { ApiKeysService } from './api-keys.service.ts';
import type { AriOutService } from './ari-out.service.ts';
import type { OtaInService } from './ota-in.service.ts';

/** The largest OTA message posted (a year of 10 room types × 3 boards, a price a day, is about 4 MB). */
export const OTA_BODY_LIMIT_BYTES = 10 * 1024 * 1024;
const XML_TYPE = 'application/xml; charset=utf-8';

/**
 * ARI out and in for machine clients (issue 17 items 3 and 6, decision 029), `Authorization:
 * Bearer hxk_…` only: a hotel's prices, allotments and restrictions over a date range as JSON and
 * as OTA XML (`ari:read`), and channel managers' OTA messages in (`ari:write`).
 */
export const distributionAriRoutes: FastifyPluginAsyncZod<{
  ariOut: AriOutService;
  otaIn: OtaInService;
  apiKeys: Pick<ApiKeysService, 'distributes'>;
}> = async (app, { ariOut, otaIn, apiKeys }) => {
  const tags = ['distribution'];
  const security = [{ apiKey: [] }];
  const ariRead = app.requireApiKey('ari:read');

  app.get(
    '/api/distribution/hotels/:hotelId/ari',
    {
      preHandler: ariRead,
      schema: {
        tags,
        security,
        summary:
          "A hotel's prices, allotments and restrictions from `from` to `to` (ISO dates, inclusive, at most 366 days), equal consecutive days folded into ranges",
        params: hotelParamsSchema,
        querystring: ariOutQuerySchema,
        response: { 200: ariOutSchema },
      },
    },
    async (request) => ariOut.read(request.params.hotelId, request.query),
  );

  app.get(
    '/api/distribution/hotels/:hotelId/ari/ota/rates',
    {
      preHandler: ariRead,
      schema: {
        tags,
        security,
        summary: 'The prices of the range as OTA_HotelRateAmountNotifRQ (OTA 2003/05 XML)',
        params: hotelParamsSchema,
        querystring: ariOutQuerySchema,
        produces: ['application/xml'],
      },
    },
    async (request, reply) =>
      reply.type(XML_TYPE).send(await ariOut.ratesXml(request.params.hotelId, request.query, randomUUID())),
  );

  app.get(
    '/api/distribution/hotels/:hotelId/ari/ota/avail',
    {
      preHandler: ariRead,
      schema: {
        tags,
        security,
        summary:
          'Allotments, stop sales and restrictions of the range as OTA_HotelAvailNotifRQ (OTA 2003/05 XML)',
        params: hotelParamsSchema,
        querystring: ariOutQuerySchema,
        produces: ['application/xml'],
      },
    },
    async (request, reply) =>
      reply.type(XML_TYPE).send(await ariOut.availXml(request.params.hotelId, request.query, randomUUID())),
  );

  // XML bodies for this plugin's routes only, read as text; 413 past the limit, before any parsing
  // (fastify checks Content-Length first, then counts the bytes as they arrive).
  app.addContentTypeParser(
    ['application/xml', 'text/xml'],
    { parseAs: 'string', bodyLimit: OTA_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/api/distribution/ota',
    {
      preHandler: app.requireApiKey('ari:write'),
      bodyLimit: OTA_BODY_LIMIT_BYTES,
      schema: {
        tags,
        security,
        summary:
          'A channel manager posts OTA_HotelRateAmountNotifRQ or OTA_HotelAvailNotifRQ (application/xml, up to 10 MB): applied whole in one transaction or refused whole; answers the …RS with <Success/> or <Errors> naming each element (HTTP 200), the stored answer for an EchoToken applied already; 400 only when the body is not an OTA message (not XML, DOCTYPE or entities, another namespace or root)',
        consumes: ['application/xml', 'text/xml'],
        produces: ['application/xml'],
      },
    },
    async (request, reply) => {
      if (typeof request.body !== 'string') throw AppError.validation({ body: OTA_MSG.notXml });
      const key = currentApiKey(request);
      const answer = await otaIn.receive(
        {
          key,
          // Reached and verified (decision 044): an unverified hotel answers as an unknown one.
          reaches: (hotelId) => apiKeys.distributes(key, hotelId),
          language: request.language,
          t: (messageKey, params) => request.t(messageKey, params),
        },
        request.body,
      );
      return reply.type(XML_TYPE).header('x-ota-outcome', answer.outcome).send(answer.xml);
    },
  );
};
