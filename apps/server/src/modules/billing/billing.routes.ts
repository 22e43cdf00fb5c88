import {
  billingDataInputSchema,
  billingDataParamsSchema,
  billingDataResponseSchema,
  countrySchema,
} from '@hotel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import type { BillingService } from './billing.service.ts';

const tags = ['billing'];

/**
 * Spec §7 billing: the countries and the caller's billing data (/api/facturation/data/{id}/).
 * Payment methods and billing configurations: payment-methods.routes.ts, billing-configurations.routes.ts.
 */
export const billingRoutes: FastifyPluginAsyncZod<{ billing: BillingService }> = async (app, { billing }) => {
  app.get(
    '/api/facturation/countries',
    {
      schema: {
        tags,
        summary: 'ISO 3166 countries named in the Accept-Language language, in its alphabetical order',
        response: { 200: z.array(countrySchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      reply.header('vary', 'Accept-Language');
      return billing.countries(request.language);
    },
  );

  app.get(
    '/api/facturation/data/:id/',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "The caller's billing data (id is the caller's user id)",
        params: billingDataParamsSchema,
        response: { 200: billingDataResponseSchema },
      },
    },
    async (request) => billing.getData(currentUser(request), request.params.id),
  );

  app.put(
    '/api/facturation/data/:id/',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Replace the billing data; has_facturation_data becomes whether it is complete',
        params: billingDataParamsSchema,
        body: billingDataInputSchema,
        response: { 200: billingDataResponseSchema },
      },
    },
    async (request) => billing.saveData(currentUser(request), request.params.id, request.body),
  );
};
