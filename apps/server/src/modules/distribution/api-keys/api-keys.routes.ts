import {
  apiKeyCreatedSchema,
  apiKeyCreateSchema,
  apiKeyListSchema,
  apiKeyParamsSchema,
  apiKeySchema,
  staffHotelSearchQuerySchema,
  staffHotelSearchSchema,
} from '@hotel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth.ts';
import type { ApiKeysService } from './api-keys.service.ts';

/** The back office's API keys (decision 029): staff create, list and revoke them. */
export const apiKeysRoutes: FastifyPluginAsyncZod<{ apiKeys: ApiKeysService }> = async (app, { apiKeys }) => {
  const staffOnly = [app.requireUser, app.requireStaff];
  const tags = ['staff'];

  app.get(
    '/api/staff/api-keys/',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'Every API key, newest first (never the key itself: only its first characters)',
        response: { 200: apiKeyListSchema },
      },
    },
    async () => ({ keys: await apiKeys.list() }),
  );

  app.post(
    '/api/staff/api-keys/',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'Create an API key: the answer holds the key, shown this once',
        body: apiKeyCreateSchema,
        response: { 201: apiKeyCreatedSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await apiKeys.create(currentUser(request), request.body)),
  );

  app.delete(
    '/api/staff/api-keys/:keyId',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'Revoke an API key at once, on every instance (409 when revoked already)',
        params: apiKeyParamsSchema,
        response: { 200: z.object({ key: apiKeySchema }) },
      },
    },
    async (request) => ({ key: await apiKeys.revoke(currentUser(request), request.params.keyId) }),
  );

  app.get(
    '/api/staff/hotels/',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'Existing hotels by name, code or id (20 at most), for the API key form',
        querystring: staffHotelSearchQuerySchema,
        response: { 200: staffHotelSearchSchema },
      },
    },
    async (request) => apiKeys.searchHotels(request.query.q),
  );
};
