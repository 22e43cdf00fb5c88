import { paymentMethodInputSchema, paymentMethodParamsSchema, paymentMethodSchema } from '@hotel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import type { BillingService } from './billing.service.ts';

const tags = ['billing'];

/** Spec §7 billing: the user's payment methods (/api/facturation/payment-method/). */
export const paymentMethodsRoutes: FastifyPluginAsyncZod<{ billing: BillingService }> = async (
  app,
  { billing },
) => {
  app.get(
    '/api/facturation/payment-method/',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "The user's payment methods",
        response: { 200: z.array(paymentMethodSchema) },
      },
    },
    async (request) => billing.listMethods(currentUser(request)),
  );

  app.post(
    '/api/facturation/payment-method/',
    {
      preHandler: app.requireUser,
      schema: { tags, body: paymentMethodInputSchema, response: { 201: paymentMethodSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await billing.createMethod(currentUser(request), request.body)),
  );

  app.get(
    '/api/facturation/payment-method/:methodId/',
    {
      preHandler: app.requireUser,
      schema: { tags, params: paymentMethodParamsSchema, response: { 200: paymentMethodSchema } },
    },
    async (request) => billing.getMethod(currentUser(request), request.params.methodId),
  );

  app.put(
    '/api/facturation/payment-method/:methodId/',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        params: paymentMethodParamsSchema,
        body: paymentMethodInputSchema,
        response: { 200: paymentMethodSchema },
      },
    },
    async (request) => billing.updateMethod(currentUser(request), request.params.methodId, request.body),
  );

  app.delete(
    '/api/facturation/payment-method/:methodId/',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Delete a payment method; 409 while a billing configuration pays with it',
        params: paymentMethodParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await billing.deleteMethod(currentUser(request), request.params.methodId);
      return reply.status(204).send(null);
    },
  );
};
