import { locationSuggestionSchema, reverseGeocodeQuerySchema } from '@hotel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.ts';
import type { GeoService } from './geo.service.ts';

export const geoRoutes: FastifyPluginAsyncZod<{ geo: GeoService }> = async (app, { geo }) => {
  app.get(
    '/api/geo/reverse',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['geo'],
        summary: 'The address of a point (marker dragged on the map)',
        querystring: reverseGeocodeQuerySchema,
        response: { 200: locationSuggestionSchema },
      },
    },
    async (request) => {
      const place = await geo.reverse(request.query.lat, request.query.lon, request.language);
      if (!place) throw AppError.notFound();
      return place;
    },
  );
};
