import { loginResponseSchema, loginSchema, type User } from '@hotel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { originOf } from '../../lib/origin.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { AuthService } from './auth.service.ts';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_MS, DEVICE_COOKIE_PATH } from './devices.ts';

/** Reads one's own user as the API answers it (the users module answers this). */
export interface UserReader {
  get(requestedId: number, callerId: number): Promise<User>;
}

export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  /** The user a sign-in answers. */
  users: UserReader;
  /** The device cookie goes only over HTTPS when the public URL is HTTPS. */
  secureCookies: boolean;
}> = async (app, { auth, users, secureCookies }) => {
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
    async (request, reply) => {
      const { token, userId, deviceCookie } = await auth.login(
        request.body,
        originOf(request),
        request.cookies[DEVICE_COOKIE],
      );
      if (deviceCookie) {
        // Chooses the rate-limit bucket of this browser's next sign-ins (decision 021); it opens nothing.
        reply.setCookie(DEVICE_COOKIE, deviceCookie, {
          httpOnly: true,
          sameSite: 'strict',
          path: DEVICE_COOKIE_PATH,
          maxAge: DEVICE_COOKIE_MAX_AGE_MS / 1000,
          secure: secureCookies,
        });
      }
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
