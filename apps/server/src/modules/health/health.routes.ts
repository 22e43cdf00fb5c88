import { MSG } from '@hotel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Database, pingDatabase } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
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
};
