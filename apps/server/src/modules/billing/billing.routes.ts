import {
  billingConfigurationInputSchema,
  billingConfigurationParamsSchema,
  billingConfigurationSchema,
  billingDataInputSchema,
  billingDataParamsSchema,
  billingDataResponseSchema,
  countrySchema,
  paymentMethodInputSchema,
  paymentMethodParamsSchema,
  paymentMethodSchema,
} from '@hotel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import type { BillingService } from './billing.service.ts';

const tags = ['billing'];

/** Spec §7 billing: /api/facturation/data/{id}/, payment methods and billing configurations. */
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
