import { endedSessionsSchema, sessionListSchema, sessionParamsSchema } from '@hotel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { originOf } from '../../lib/origin.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { SessionsService } from './sessions.service.ts';

/** The caller's sessions (issue 18): list them, end one, end all the others. */
export const sessionsRoutes: FastifyPluginAsyncZod<{ sessions: SessionsService }> = async (
  app,
  { sessions },
) => {
  app.get(
    '/api/auth/sessions/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: "The caller's sessions in force, newest use first; the one of the request is `current`",
        response: { 200: sessionListSchema },
      },
    },
    async (request) => sessions.list(currentUser(request)),
  );

  // Registered before `:sessionId`; the router prefers the static segment anyway.
  app.delete(
    '/api/auth/sessions/others',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: "End every session of the caller's but the one of the request; answers how many",
        response: { 200: endedSessionsSchema },
      },
    },
    async (request) => sessions.endOthers(currentUser(request), originOf(request)),
  );

  app.delete(
    '/api/auth/sessions/:sessionId',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: "End one of the caller's sessions (another user's id answers 404)",
        params: sessionParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await sessions.end(currentUser(request), request.params.sessionId, originOf(request));
      return reply.status(204).send(null);
    },
  );
};
