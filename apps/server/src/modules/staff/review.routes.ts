import {
  activityListSchema,
  activityQuerySchema,
  contractQueueQuerySchema,
  contractQueueSchema,
  contractReturnSchema,
  contractSchema,
  hotelParamsSchema,
  staffReviewSchema,
} from '@hotel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import type { ReviewService } from './review.service.ts';

/** The review queue, the read-only review of a hotel, approve and return, and the activity log (decision 027). */
export const reviewRoutes: FastifyPluginAsyncZod<{ review: ReviewService }> = async (app, { review }) => {
  const staffOnly = [app.requireUser, app.requireStaff];
  const tags = ['staff'];

  app.get(
    '/api/staff/contracts/',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary:
          'Sent (or returned) contracts, oldest first, filtered by country, city, hotel type and dates',
        querystring: contractQueueQuerySchema,
        response: { 200: contractQueueSchema },
      },
    },
    async (request) => review.queue(request.query),
  );

  app.get(
    '/api/staff/contracts/:hotelId/review',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'The whole hotel read-only, with the steps changed since the last approval',
        params: hotelParamsSchema,
        response: { 200: staffReviewSchema },
      },
    },
    async (request) => review.review(currentUser(request), request.params.hotelId),
  );

  app.post(
    '/api/staff/contracts/:hotelId/approve',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'Approve the sent contract: rooms locked, snapshot stored, owners told (409 unless sent)',
        params: hotelParamsSchema,
        response: { 200: contractSchema },
      },
    },
    async (request) => review.approve(currentUser(request), request.params.hotelId),
  );

  app.post(
    '/api/staff/contracts/:hotelId/return',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary:
          'Return the sent contract with one reason per step; the owners are e-mailed (409 unless sent)',
        params: hotelParamsSchema,
        body: contractReturnSchema,
        response: { 200: contractSchema },
      },
    },
    async (request) => review.returnContract(currentUser(request), request.params.hotelId, request.body),
  );

  app.get(
    '/api/staff/activity',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary:
          'The activity log, newest first, filtered by hotel, person and kind; staff reads counted per day',
        querystring: activityQuerySchema,
        response: { 200: activityListSchema },
      },
    },
    async (request) => review.log(request.query),
  );

  app.get(
    '/api/staff/hotels/:hotelId/activity',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: "One hotel's activity log, newest first, filtered by person and kind",
        params: hotelParamsSchema,
        querystring: activityQuerySchema.omit({ hotel: true }),
        response: { 200: activityListSchema },
      },
    },
    async (request) => review.activity(request.params.hotelId, request.query),
  );
};
