import {
  recoveryCodesRegenerateSchema,
  totpDisableSchema,
  totpEnableResponseSchema,
  totpEnableSchema,
  totpSetupResponseSchema,
} from '@hotel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { originOf } from '../../lib/origin.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { SecurityService } from './security.service.ts';

/** The second factor of the signed-in user: set up, confirm (recovery codes), new recovery codes, turn off. */
export const securityRoutes: FastifyPluginAsyncZod<{ security: SecurityService }> = async (
  app,
  { security },
) => {
  app.post(
    '/api/auth/user/totp/setup',
    {
      preHandler: app.requireUser,
      config: { allowPendingSecondFactor: true },
      schema: {
        tags: ['security'],
        summary: 'Start the second-factor enrolment: a new secret and its otpauth:// URI',
        response: { 200: totpSetupResponseSchema },
      },
    },
    async (request) => security.setup(currentUser(request)),
  );

  app.post(
    '/api/auth/user/totp/enable',
    {
      preHandler: app.requireUser,
      config: { allowPendingSecondFactor: true },
      schema: {
        tags: ['security'],
        summary: 'Confirm the enrolment with a code; answers ten single-use recovery codes, once',
        body: totpEnableSchema,
        response: { 200: totpEnableResponseSchema },
      },
    },
    async (request) => security.enable(currentUser(request), request.body.code, originOf(request)),
  );

  app.post(
    '/api/auth/user/totp/recovery-codes',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['security'],
        summary:
          'Ten new recovery codes, answered once, with a current code; the old ones stop working (factor on only)',
        body: recoveryCodesRegenerateSchema,
        response: { 200: totpEnableResponseSchema },
      },
    },
    async (request) =>
      security.regenerateRecoveryCodes(currentUser(request), request.body.code, originOf(request)),
  );

  app.post(
    '/api/auth/user/totp/disable',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['security'],
        summary: 'Turn the second factor off (password required; not for staff)',
        body: totpDisableSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await security.disable(currentUser(request), request.body.password, originOf(request));
      return reply.status(204).send(null);
    },
  );
};
