import {
  claimParamsSchema,
  claimRejectSchema,
  ownClaimListSchema,
  staffClaimListQuerySchema,
  staffClaimListSchema,
} from '@hotel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import type { ClaimsService } from './claims.service.ts';

/** Claims of catalogue hotels (decision 027): staff's queue and decisions, and each user's own. */
export const claimsRoutes: FastifyPluginAsyncZod<{ claims: ClaimsService }> = async (app, { claims }) => {
  const staffOnly = [app.requireUser, app.requireStaff];
  const tags = ['staff'];

  app.get(
    '/api/staff/claims/',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'Claims of one status (pending by default), oldest first, with the other claimants',
        querystring: staffClaimListQuerySchema,
        response: { 200: staffClaimListSchema },
      },
    },
    async (request) => claims.list(request.query),
  );

  app.post(
    '/api/staff/claims/:claimId/verify',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'Verify a pending claim: the claimant is attached and the hotel verified (409 once decided)',
        params: claimParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await claims.verify(currentUser(request), request.params.claimId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/staff/claims/:claimId/reject',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'Reject a pending claim with a reason: the claimant is detached and told (409 once decided)',
        params: claimParamsSchema,
        body: claimRejectSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await claims.reject(currentUser(request), request.params.claimId, request.body.reason);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/user/claims/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['users'],
        summary: "The caller's own claims, newest first, with staff's reason when rejected",
        response: { 200: ownClaimListSchema },
      },
    },
    async (request) => claims.own(currentUser(request)),
  );
};
