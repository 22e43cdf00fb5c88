import {
  hotelTaxesAnswerSchema,
  hotelTaxesInputSchema,
  rateContractCreateSchema,
  rateContractParamsSchema,
  rateContractSchema,
  rateCreateSchema,
  rateParamsSchema,
  ratePoliciesInputSchema,
  ratePoliciesSchema,
  rateProductUpdateSchema,
  rateSchema,
  ratesParamsSchema,
  rateTermsAnswerSchema,
  rateTermsInputSchema,
} from '@hotel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import type { RatesService } from './rates.service.ts';

/**
 * Rates of spec §7: the two GET calls, and the writes in the same style. `userId` must be the
 * caller (the service answers 404 otherwise) and `hotId` a hotel they may use: attached to them,
 * or any hotel for staff (requireHotel, 404 otherwise).
 */
export const ratesRoutes: FastifyPluginAsyncZod<{ rates: RatesService }> = async (app, { rates }) => {
  // The tenant rule and the staff scope of every hotel route (decision 027), on `:hotId`.
  const hotelScoped = [app.requireUser, app.requireHotel];
  app.get(
    '/api/rates/contracts/:userId/:hotId/',
    {
      preHandler: hotelScoped,
      schema: {
        tags: ['rates'],
        summary: "The hotel's rate contracts with their rates, offers and promotions",
        params: ratesParamsSchema,
        response: { 200: z.array(rateContractSchema) },
      },
    },
    async (request) => rates.listRateContracts(currentUser(request), request.params),
  );

  app.post(
    '/api/rates/contracts/:userId/:hotId/',
    {
      preHandler: hotelScoped,
      schema: {
        tags: ['rates'],
        summary: 'Create a rate contract for the hotel',
        params: ratesParamsSchema,
        body: rateContractCreateSchema,
        response: { 201: rateContractSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await rates.createRateContract(currentUser(request), request.params, request.body.name)),
  );

  app.post(
    '/api/rates/contracts/:userId/:hotId/:contractId/rates/',
    {
      preHandler: hotelScoped,
      schema: {
        tags: ['rates'],
        summary:
          'Create a rate, offer or promotion in a contract (the new-rate wizard): its terms (pricesIncludeTax: the amounts include tax, true when omitted), room types, boards, period and base prices, or the base rate it is priced off',
        params: rateContractParamsSchema,
        body: rateCreateSchema,
        response: { 201: rateSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await rates.createRate(
            currentUser(request),
            request.params,
            request.params.contractId,
            request.body,
          ),
        ),
  );

  app.patch(
    '/api/rates/contracts/:userId/:hotId/:contractId/rates/:rateId/',
    {
      preHandler: hotelScoped,
      schema: {
        tags: ['rates'],
        summary:
          'Set the room types and boards a rate sells (prices of the ones removed are deleted) and whether its prices include tax (its offers and promotions follow it)',
        params: rateParamsSchema,
        body: rateProductUpdateSchema,
        response: { 200: rateSchema },
      },
    },
    async (request) => {
      const { contractId, rateId } = request.params;
      return rates.updateProduct(currentUser(request), request.params, contractId, rateId, request.body);
    },
  );

  app.delete(
    '/api/rates/contracts/:userId/:hotId/:contractId/rates/:rateId/',
    {
      preHandler: hotelScoped,
      schema: {
        tags: ['rates'],
        summary: 'Delete a rate with its calendar days',
        params: rateParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { contractId, rateId } = request.params;
      await rates.deleteRate(currentUser(request), request.params, contractId, rateId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/rates/contracts/:userId/:hotId/:contractId/rates/:rateId/policies/',
    {
      preHandler: hotelScoped,
      schema: {
        tags: ['rates'],
        summary:
          "A rate's cancellation policy (tiers and no-show; null: the one derived from the wizard's choice, answered as `wizard`) and its date overrides by arrival date",
        params: rateParamsSchema,
        response: { 200: ratePoliciesSchema },
      },
    },
    async (request) => {
      const { contractId, rateId } = request.params;
      return rates.policies(currentUser(request), request.params, contractId, rateId);
    },
  );

  app.put(
    '/api/rates/contracts/:userId/:hotId/:contractId/rates/:rateId/policies/',
    {
      preHandler: hotelScoped,
      schema: {
        tags: ['rates'],
        summary:
          "Replace a rate's cancellation policy and date overrides (null policy and no overrides: back to the wizard's choice); reservations booked from then on keep the policy in force for their arrival",
        params: rateParamsSchema,
        body: ratePoliciesInputSchema,
        response: { 200: ratePoliciesSchema },
      },
    },
    async (request) => {
      const { contractId, rateId } = request.params;
      return rates.replacePolicies(currentUser(request), request.params, contractId, rateId, request.body);
    },
  );

  app.get(
    '/api/rates/contracts/:userId/:hotId/:contractId/rates/:rateId/terms/',
    {
      preHandler: hotelScoped,
      schema: {
        tags: ['rates'],
        summary:
          "A rate's contract terms: supplements, discounts and offers with their scope and how they combine (issue 33)",
        params: rateParamsSchema,
        response: { 200: rateTermsAnswerSchema },
      },
    },
    async (request) => {
      const { contractId, rateId } = request.params;
      return rates.terms(currentUser(request), request.params, contractId, rateId);
    },
  );

  app.put(
    '/api/rates/contracts/:userId/:hotId/:contractId/rates/:rateId/terms/',
    {
      preHandler: hotelScoped,
      schema: {
        tags: ['rates'],
        summary:
          "Replace a rate's contract terms (an empty list removes them); a change of the rate for the change feed and webhooks",
        params: rateParamsSchema,
        body: rateTermsInputSchema,
        response: { 200: rateTermsAnswerSchema },
      },
    },
    async (request) => {
      const { contractId, rateId } = request.params;
      return rates.replaceTerms(currentUser(request), request.params, contractId, rateId, request.body);
    },
  );

  app.get(
    '/api/rates/contracts/taxes/:userId/:hotId/',
    {
      preHandler: hotelScoped,
      schema: {
        tags: ['rates'],
        summary: "The hotel's taxes and fees (city tax, VAT…) with their scope (issue 33)",
        params: ratesParamsSchema,
        response: { 200: hotelTaxesAnswerSchema },
      },
    },
    async (request) => rates.taxes(currentUser(request), request.params),
  );

  app.put(
    '/api/rates/contracts/taxes/:userId/:hotId/',
    {
      preHandler: hotelScoped,
      schema: {
        tags: ['rates'],
        summary:
          "Replace the hotel's taxes and fees (an empty list removes them); a rates change of the hotel for the change feed and webhooks",
        params: ratesParamsSchema,
        body: hotelTaxesInputSchema,
        response: { 200: hotelTaxesAnswerSchema },
      },
    },
    async (request) => rates.replaceTaxes(currentUser(request), request.params, request.body),
  );
};
