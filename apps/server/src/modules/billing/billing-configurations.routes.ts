import {
  billingConfigurationInputSchema,
  billingConfigurationParamsSchema,
  billingConfigurationSchema,
} from '@hotel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import type { BillingService } from './billing.service.ts';

const tags = ['billing'];

/**
 * Spec §7 billing: the user's billing configurations (/api/facturation/configuration/), groups of
 * hotels with the two payment methods they are billed with.
 */
export const billingConfigurationsRoutes: FastifyPluginAsyncZod<{ billing: BillingService }> = async (
  app,
  { billing },
) => {
  app.get(
    '/api/facturation/configuration/',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "The user's billing configurations: groups of hotels with the two payment methods",
        response: { 200: z.array(billingConfigurationSchema) },
      },
    },
    async (request) => billing.listConfigurations(currentUser(request)),
  );

  app.post(
    '/api/facturation/configuration/',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Add a configuration, only while there are fewer configurations than hotels',
        body: billingConfigurationInputSchema,
        response: { 201: billingConfigurationSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await billing.createConfiguration(currentUser(request), request.body)),
  );

  app.put(
    '/api/facturation/configuration/:configurationId/',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        params: billingConfigurationParamsSchema,
        body: billingConfigurationInputSchema,
        response: { 200: billingConfigurationSchema },
      },
    },
    async (request) =>
      billing.updateConfiguration(currentUser(request), request.params.configurationId, request.body),
  );

  app.delete(
    '/api/facturation/configuration/:configurationId/',
    {
      preHandler: app.requireUser,
      schema: { tags, params: billingConfigurationParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await billing.deleteConfiguration(currentUser(request), request.params.configurationId);
      return reply.status(204).send(null);
    },
  );
};
