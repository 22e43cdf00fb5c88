import {
  staffLinkCreateSchema,
  staffLinkSchema,
  staffSummarySchema,
  staffUserDetailSchema,
  staffUserListQuerySchema,
  staffUserListSchema,
  userParamsSchema,
} from '@hotel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { originOf } from '../../lib/origin.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { PeopleService } from './people.service.ts';

/**
 * The back office's people and links, and the staff home (decision 027). Staff only. What each
 * user may reach (hotels, permission): people-access.routes.ts.
 */
export const peopleRoutes: FastifyPluginAsyncZod<{ people: PeopleService }> = async (app, { people }) => {
  const staff = [app.requireUser, app.requireStaff];
  const tags = ['staff'];

  app.get(
    '/api/staff/summary',
    {
      preHandler: staff,
      schema: {
        tags,
        summary:
          'Pending claims, contracts to review and returned, oldest waiting; the caller’s last 10 decisions',
        response: { 200: staffSummarySchema },
      },
    },
    async (request) => people.summary(currentUser(request).id),
  );

  app.get(
    '/api/staff/users/',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Users whose e-mail, name, or attached hotel’s name or code contains q; newest first',
        querystring: staffUserListQuerySchema,
        response: { 200: staffUserListSchema },
      },
    },
    async (request) => people.list(request.query),
  );

  app.get(
    '/api/staff/users/:userId',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'A user, their hotels and their claims',
        params: userParamsSchema,
        response: { 200: staffUserDetailSchema },
      },
    },
    async (request) => people.detail(request.params.userId),
  );

  app.post(
    '/api/staff/links',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'A single-use sign-in link for a catalogue hotel, e-mailed when an address is given',
        body: staffLinkCreateSchema,
        response: { 201: staffLinkSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await people.createStaffLink(currentUser(request).id, request.body, originOf(request))),
  );
};
