import { ariChangedSchema, ariCsvImportSchema, ariCsvQuerySchema, CSV_BYTES_MAX } from '@hotel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { ariYearParams } from './ari.routes.ts';
import type { AriCsvService } from './ari-csv.service.ts';

/**
 * A season of prices as CSV (decision 020): exported, and imported with every line checked. The
 * same rule as every rates path: `userId` is the caller and `hotId` a hotel they may use, else 404.
 */
export const ariCsvRoutes: FastifyPluginAsyncZod<{ csv: AriCsvService }> = async (app, { csv }) => {
  // The tenant rule and the staff scope of every hotel route (decision 027), on `:hotId`.
  const hotelScoped = [app.requireUser, app.requireHotel];

  app.get(
    '/api/rates/contracts/ari/:userId/:hotId/:rateId/:year/csv',
    {
      preHandler: hotelScoped,
      schema: {
        tags: ['rates'],
        summary: 'A season of prices as CSV, one line per room type, board and day',
        params: ariYearParams,
        querystring: ariCsvQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { filename, csv: text } = await csv.exportSeason(
        currentUser(request),
        request.params,
        request.params.rateId,
        request.params.year,
        request.query,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(text);
    },
  );

  app.post(
    '/api/rates/contracts/ari/:userId/:hotId/:rateId/:year/csv',
    {
      preHandler: hotelScoped,
      bodyLimit: CSV_BYTES_MAX + 64 * 1024,
      schema: {
        tags: ['rates'],
        summary:
          'Import a season of prices from CSV: every line checked, errors by line, nothing written when one is wrong',
        params: ariYearParams,
        body: ariCsvImportSchema,
        response: { 200: ariChangedSchema },
      },
    },
    async (request) =>
      csv.importSeason(
        currentUser(request),
        request.params,
        request.params.rateId,
        request.params.year,
        request.body.csv,
      ),
  );
};
