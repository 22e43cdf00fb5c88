import { randomUUID } from 'node:crypto';
import { ariOutQuerySchema, ariOutSchema, hotelParamsSchema } from '@hotel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AriOutService } from './ari-out.service.ts';

const XML_TYPE = 'application/xml; charset=utf-8';

/**
 * ARI out for machine clients (issue 17 item 3, decision 029), `Authorization: Bearer hxk_…`
 * with `ari:read` only: a hotel's prices, allotments and restrictions over a date range as JSON
 * and as OTA XML. Channel managers' OTA messages in are OTA in's (ota-in/ota-in.routes.ts),
 * registered right after these.
 */
export const ariOutRoutes: FastifyPluginAsyncZod<{ ariOut: AriOutService }> = async (app, { ariOut }) => {
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

  app.get(
    '/api/distribution/hotels/:hotelId/ari/ota/rateplans',
    {
      preHandler: ariRead,
      schema: {
        tags,
        security,
        summary:
          "Each rate plan's cancellation policies over the range's arrival dates as OTA_HotelRatePlanNotifRQ (BookingRule CancelPenalties; OTA 2003/05 XML); 204 when the hotel sells no rate plan",
        params: hotelParamsSchema,
        querystring: ariOutQuerySchema,
        produces: ['application/xml'],
      },
    },
    async (request, reply) => {
      const xml = await ariOut.ratePlansXml(request.params.hotelId, request.query, randomUUID());
      return xml === null ? reply.status(204).send() : reply.type(XML_TYPE).send(xml);
    },
  );
};
