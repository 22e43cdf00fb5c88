import { detailAnswerSchema, RESTORE_MSG, restoreConfirmSchema, restoreRequestSchema } from '@hotel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { originOf } from '../../lib/origin.ts';
import type { RestoreService } from './restore.service.ts';

export const restoreRoutes: FastifyPluginAsyncZod<{ restore: RestoreService }> = async (app, { restore }) => {
  app.post(
    '/api/auth/user/restore-pass',
    {
      schema: {
        tags: ['auth'],
        summary: 'Email a single-use restore link; the same answer whether the email is known or not',
        body: restoreRequestSchema,
        response: { 200: detailAnswerSchema },
      },
    },
    async (request) => {
      await restore.request(request.body, originOf(request));
      return { detail: request.t(RESTORE_MSG.sent) };
    },
  );

  app.post(
    '/api/auth/user/restore-pass/confirm',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token of a restore link; ends every session of the user',
        body: restoreConfirmSchema,
        response: { 200: detailAnswerSchema },
      },
    },
    async (request) => {
      await restore.confirm(request.body, originOf(request));
      return { detail: request.t(RESTORE_MSG.changed) };
    },
  );
};
