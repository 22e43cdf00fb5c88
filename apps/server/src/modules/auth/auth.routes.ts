import { loginResponseSchema, loginSchema } from '@hotel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { originOf } from '../../lib/origin.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { UsersService } from '../users/users.service.ts';
import type { AuthService } from './auth.service.ts';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; users: UsersService }> = async (
  app,
  { auth, users },
) => {
  app.post(
    '/api/auth/login/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password; answers the session token and the user',
        body: loginSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => {
      const { token, userId } = await auth.login(request.body, originOf(request));
      return { auth_id: token, user: await users.get(userId, userId) };
    },
  );

  app.delete(
    '/api/auth/logout/',
    {
      preHandler: app.requireUser,
      config: { allowPendingSecondFactor: true },
      schema: {
        tags: ['auth'],
        summary: 'End the current session on the server',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await auth.logout(currentUser(request), originOf(request));
      return reply.status(204).send(null);
    },
  );
};
