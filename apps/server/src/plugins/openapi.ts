import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { errorDetailSchema } from '@hotel/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * A zod object schema as an OpenAPI component (JSON Schema without its `$schema` line); the cast
 * only narrows zod's JSON Schema type to the OpenAPI typings' object schema it is.
 */
function openApiSchema(schema: z.ZodObject) {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { target: 'openapi-3.0' });
  return rest as { type: 'object' };
}

/**
 * The OpenAPI document of every route, generated from the routes' zod schemas, and its viewer at
 * `/api/docs` (OPENAPI_DOCS). Not encapsulated: it must see the routes the modules register after it.
 */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Hotel Extranet API', version: '1.0.0' },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'Authorization' },
          // The distribution routes' machine clients: `Authorization: Bearer hxk_…` (decision 029).
          apiKey: { type: 'http', scheme: 'bearer' },
        },
        // The error shape of every non-400 answer; a 403 carries its reason as `code` (decision 023).
        schemas: { ErrorDetail: openApiSchema(errorDetailSchema) },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
