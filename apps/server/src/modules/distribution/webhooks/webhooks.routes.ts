import {
  webhookCreatedSchema,
  webhookCreateSchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveryPageSchema,
  webhookDeliveryParamsSchema,
  webhookDeliverySchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  webhookParamsSchema,
  webhookUpdateSchema,
} from '@hotel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth.ts';
import type { WebhooksService } from './webhooks.service.ts';

/** The back office's webhooks (decision 029): endpoints, their deliveries, and a resend. */
export const webhooksRoutes: FastifyPluginAsyncZod<{ webhooks: WebhooksService }> = async (
  app,
  { webhooks },
) => {
  const staffOnly = [app.requireUser, app.requireStaff];
  const tags = ['staff'];

  app.get(
    '/api/staff/webhooks/',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'Every webhook endpoint, newest first, with its deliveries by state (never its secret)',
        response: { 200: webhookEndpointListSchema },
      },
    },
    async () => ({ endpoints: await webhooks.list() }),
  );

  app.post(
    '/api/staff/webhooks/',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary:
          'Register an endpoint: the answer holds its signing secret, shown this once; a ping is queued',
        body: webhookCreateSchema,
        response: { 201: webhookCreatedSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await webhooks.create(currentUser(request), request.body)),
  );

  app.patch(
    '/api/staff/webhooks/:endpointId',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'Pause or resume an endpoint, or change its events',
        params: webhookParamsSchema,
        body: webhookUpdateSchema,
        response: { 200: webhookEndpointSchema },
      },
    },
    async (request) => webhooks.update(currentUser(request), request.params.endpointId, request.body),
  );

  app.delete(
    '/api/staff/webhooks/:endpointId',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'Delete an endpoint with its deliveries',
        params: webhookParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await webhooks.delete(currentUser(request), request.params.endpointId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/staff/webhooks/:endpointId/deliveries',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: "A page of an endpoint's deliveries, newest first, each with its attempts",
        params: webhookParamsSchema,
        querystring: webhookDeliveriesQuerySchema,
        response: { 200: webhookDeliveryPageSchema },
      },
    },
    async (request) => webhooks.deliveries(request.params.endpointId, request.query),
  );

  app.post(
    '/api/staff/webhooks/deliveries/:deliveryId/resend',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'Send a delivery again: back to pending, due now (the same body and id)',
        params: webhookDeliveryParamsSchema,
        response: { 202: webhookDeliverySchema },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await webhooks.resend(currentUser(request), request.params.deliveryId)),
  );
};
