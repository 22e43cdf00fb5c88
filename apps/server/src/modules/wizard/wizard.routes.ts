import { hotelParamsSchema, stepReviewParamsSchema, stepReviewsSchema } from '@hotel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WizardService } from './wizard.service.ts';

/** The wizard steps a hotel reviewed (issue 19, decision 031): read them, and record a saved step. */
export const wizardRoutes: FastifyPluginAsyncZod<{ wizard: WizardService }> = async (app, { wizard }) => {
  const owned = [app.requireUser, app.requireHotel];
  const tags = ['wizard'];

  app.get(
    '/api/hotel/:hotelId/steps',
    {
      preHandler: owned,
      schema: {
        tags,
        summary: 'The wizard steps reviewed and saved at least once (they count in the progress)',
        params: hotelParamsSchema,
        response: { 200: stepReviewsSchema },
      },
    },
    async (request) => wizard.reviewed(request.params.hotelId),
  );

  app.put(
    '/api/hotel/:hotelId/steps/:step',
    {
      preHandler: owned,
      schema: {
        tags,
        summary: 'Record a wizard step as reviewed and saved (idempotent); answers the reviewed steps',
        params: stepReviewParamsSchema,
        response: { 200: stepReviewsSchema },
      },
    },
    async (request) => wizard.markReviewed(request.params.hotelId, request.params.step),
  );
};
