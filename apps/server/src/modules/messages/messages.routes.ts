import { CONTACT_FORM_MSG, contactMessageSchema, detailAnswerSchema } from '@hotel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { originOf } from '../../lib/origin.ts';
import { tokenFromHeader } from '../../lib/request-context.ts';
import type { AuthService } from '../auth/index.ts';
import type { MessagesService } from './messages.service.ts';

export const messagesRoutes: FastifyPluginAsyncZod<{ messages: MessagesService; auth: AuthService }> = async (
  app,
  { messages, auth },
) => {
  app.post(
    '/api/generic/contact',
    {
      schema: {
        tags: ['messages'],
        summary: 'Send a message to the staff (public and dashboard contact forms)',
        body: contactMessageSchema,
        response: { 201: detailAnswerSchema },
      },
    },
    async (request, reply) => {
      // Public route: a valid token only links the message to its user; a bad one is ignored.
      const token = tokenFromHeader(request.headers.authorization);
      const user = token ? await auth.authenticate(token) : undefined;
      await messages.send(request.body, request.language, originOf(request), user?.id);
      return reply.status(201).send({ detail: request.t(CONTACT_FORM_MSG.sent) });
    },
  );
};
