import { clientConfigSchema, MSG } from '@hotel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config/env.ts';
import { type Database, pingDatabase } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; config: Config }> = async (
  app,
  { database, config },
) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) },
      },
    },
    async (request, reply) => {
      try {
        await pingDatabase(database.db);
      } catch (error) {
        request.log.error({ err: error }, 'database check failed');
        throw new AppError(503, { key: MSG.serviceUnavailable });
      }
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const, database: database.kind };
    },
  );

  app.get(
    '/api/client-config',
    {
      schema: {
        tags: ['health'],
        summary: 'Public settings of the web app (map tiles)',
        response: { 200: clientConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { map_tile_url: config.MAP_TILE_URL };
    },
  );
};
