import { catalogueQuerySchema, hotelSuggestionSchema } from '@hotel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CatalogueService } from './catalogue.service.ts';

export const catalogueRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueService }> = async (
  app,
  { catalogue },
) => {
  app.get(
    '/api/catalogue/hotels',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Hotel autocomplete: JSON, or JSONP when `callback` is given',
        querystring: catalogueQuerySchema,
        // JSONP answers a script string; JSON the suggestions.
        response: { 200: z.union([z.array(hotelSuggestionSchema), z.string()]) },
      },
    },
    async (request, reply) => {
      // The spec's `language` parameter names the country; without it, Accept-Language does.
      const suggestions = await catalogue.search(request.query, request.query.language ?? request.language);
      reply.header('cache-control', 'public, max-age=300');
      reply.header('vary', 'accept-language');
      if (request.query.callback) {
        // The /**/ prefix keeps a crafted callback from being read as another file type.
        return reply
          .type('application/javascript; charset=utf-8')
          .send(`/**/${request.query.callback}(${JSON.stringify(suggestions)});`);
      }
      return suggestions;
    },
  );
};
