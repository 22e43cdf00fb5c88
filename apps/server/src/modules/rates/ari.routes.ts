import {
  type AriGridWire,
  ariChangedSchema,
  ariGridSchema,
  ariRoomTypeSchema,
  ariWriteSchema,
  pathInt,
  rateParamsSchema,
  ratesParamsSchema,
} from '@hotel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import type { AriService } from './ari.service.ts';

const ariRateParams = ratesParamsSchema.extend({ rateId: rateParamsSchema.shape.rateId });
/** A rate's season: the ARI grid's path, and the CSV's (ari-csv.routes.ts). */
export const ariYearParams = ariRateParams.extend({
  year: pathInt({ max: 9999 }),
});

/**
 * Prices, allotments and restrictions of a rate (decision 020), in the house style of the
 * rates paths: `userId` is the caller and `hotId` a hotel they may use (attached to them; any
 * hotel for staff), else 404.
 */
export const ariRoutes: FastifyPluginAsyncZod<{ ari: AriService }> = async (app, { ari }) => {
  // The tenant rule and the staff scope of every hotel route (decision 027), on `:hotId`.
  const hotelScoped = [app.requireUser, app.requireHotel];
  app.get(
    '/api/rates/contracts/room-types/:userId/:hotId/',
    {
      preHandler: hotelScoped,
      schema: {
        tags: ['rates'],
        summary: "The hotel's room types and apartments a rate can sell, with the adults their prices list",
        params: ratesParamsSchema,
        response: { 200: z.array(ariRoomTypeSchema) },
      },
    },
    async (request) => ari.roomTypes(currentUser(request), request.params),
  );

  app.get(
    '/api/rates/contracts/ari/:userId/:hotId/:rateId/:year/',
    {
      preHandler: hotelScoped,
      schema: {
        tags: ['rates'],
        summary:
          'A year of prices (rate × room type × board × day), allotments and restrictions of a rate; per-day lists start on 1 January',
        params: ariYearParams,
        response: { 200: ariGridSchema },
      },
    },
    async (request, reply) => {
      const { rateId, year } = request.params;
      const json = await ari.gridJson(currentUser(request), request.params, rateId, year);
      // Already serialised through the schema (and cached): a string with a JSON type is sent as it
      // is; the schema above still documents the answer.
      return reply.type('application/json; charset=utf-8').send(json as unknown as AriGridWire);
    },
  );

  app.post(
    '/api/rates/contracts/ari/:userId/:hotId/:rateId/',
    {
      preHandler: hotelScoped,
      // A season of changes for many room types and boards stays well under this.
      bodyLimit: 4 * 1024 * 1024,
      schema: {
        tags: ['rates'],
        summary:
          'Bulk change (OTA StatusApplicationControl: start, end, weekdays, room types, boards) of prices, allotments and restrictions, all or nothing; answers the cells changed',
        params: ariRateParams,
        body: ariWriteSchema,
        response: { 200: ariChangedSchema },
      },
    },
    async (request) => ari.write(currentUser(request), request.params, request.params.rateId, request.body),
  );
};
