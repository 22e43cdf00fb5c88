import {
  detailAnswerSchema,
  EMAIL_CHANGE_MSG,
  registerSchema,
  userIdParamsSchema,
  userSchema,
  userUpdateSchema,
} from '@hotel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { originOf } from '../../lib/origin.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { RateLimiter } from '../../plugins/rate-limiter.ts';
import type { UsersService } from './users.service.ts';

const REGISTRATION_WINDOW_MS = 60 * 60 * 1000;

export const usersRoutes: FastifyPluginAsyncZod<{
  users: UsersService;
  rateLimiter: RateLimiter;
  /** Registrations allowed from one address per hour. */
  registrationsPerHour: number;
}> = async (app, { users, rateLimiter, registrationsPerHour }) => {
  app.post(
    '/api/auth/user/data/',
    {
      schema: {
        tags: ['users'],
        summary:
          'Register a user with the hotels chosen from the autocomplete; the same answer whether the ' +
          'address already has an account (its owner gets an e-mail instead)',
        body: registerSchema,
        response: { 201: detailAnswerSchema },
      },
    },
    async (request, reply) => {
      await rateLimiter.reserve([
        {
          bucket: 'register-ip',
          key: request.ip,
          limit: registrationsPerHour,
          windowMs: REGISTRATION_WINDOW_MS,
        },
      ]);
      await users.register(request.body, request.language, originOf(request));
      return reply.status(201).send({ detail: request.t(EMAIL_CHANGE_MSG.registered) });
    },
  );

  app.get(
    '/api/auth/user/data/',
    {
      preHandler: app.requireUser,
      config: { allowPendingSecondFactor: true },
      schema: {
        tags: ['users'],
        summary: 'The users the caller may see',
        response: { 200: z.array(userSchema) },
      },
    },
    async (request) => users.list(currentUser(request)),
  );

  app.get(
    '/api/auth/user/data/:userId/',
    {
      preHandler: app.requireUser,
      config: { allowPendingSecondFactor: true },
      schema: { tags: ['users'], params: userIdParamsSchema, response: { 200: userSchema } },
    },
    async (request) => users.get(request.params.userId, currentUser(request).id),
  );

  app.patch(
    '/api/auth/user/data/:userId/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['users'],
        params: userIdParamsSchema,
        body: userUpdateSchema,
        response: { 200: userSchema },
      },
    },
    async (request) =>
      users.update(request.params.userId, currentUser(request), request.body, originOf(request)),
  );
};
