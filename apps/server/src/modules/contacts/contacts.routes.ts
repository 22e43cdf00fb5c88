import { contactInputSchema, contactParamsSchema, contactSchema } from '@hotel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import type { ContactsService } from './contacts.service.ts';

export const contactsRoutes: FastifyPluginAsyncZod<{ contacts: ContactsService }> = async (
  app,
  { contacts },
) => {
  app.get(
    '/api/hotel/contact/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['contacts'],
        summary: "The user's contacts",
        response: { 200: z.array(contactSchema) },
      },
    },
    async (request) => contacts.list(currentUser(request)),
  );

  app.post(
    '/api/hotel/contact/',
    {
      preHandler: app.requireUser,
      schema: { tags: ['contacts'], body: contactInputSchema, response: { 201: contactSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await contacts.create(currentUser(request), request.body)),
  );

  app.get(
    '/api/hotel/contact/:contactId/',
    {
      preHandler: app.requireUser,
      schema: { tags: ['contacts'], params: contactParamsSchema, response: { 200: contactSchema } },
    },
    async (request) => contacts.get(currentUser(request), request.params.contactId),
  );

  app.put(
    '/api/hotel/contact/:contactId/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['contacts'],
        params: contactParamsSchema,
        body: contactInputSchema,
        response: { 200: contactSchema },
      },
    },
    async (request) => contacts.update(currentUser(request), request.params.contactId, request.body),
  );

  app.delete(
    '/api/hotel/contact/:contactId/',
    {
      preHandler: app.requireUser,
      schema: { tags: ['contacts'], params: contactParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await contacts.delete(currentUser(request), request.params.contactId);
      return reply.status(204).send(null);
    },
  );
};
