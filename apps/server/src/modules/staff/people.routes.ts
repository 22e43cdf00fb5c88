import {
  staffAttachSchema,
  staffLinkCreateSchema,
  staffLinkSchema,
  staffPermissionSchema,
  staffSummarySchema,
  staffUserDetailSchema,
  staffUserListQuerySchema,
  staffUserListSchema,
  userHotelParamsSchema,
  userParamsSchema,
} from '@hotel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { originOf } from '../../lib/origin.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { PeopleService } from './people.service.ts';

/** The back office's people and links, and the staff home (decision 027). Staff only. */
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
    '/api/staff/users/:userId/hotels',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Attach an existing hotel to the user (verifies the hotel and the user’s claim of it)',
        params: userParamsSchema,
        body: staffAttachSchema,
        response: { 201: staffUserDetailSchema },
      },
    },
    async (request, reply) => {
      const { userId } = request.params;
      await people.attach(currentUser(request), userId, request.body.hotel, originOf(request));
      return reply.status(201).send(await people.detail(userId));
    },
  );

  app.delete(
    '/api/staff/users/:userId/hotels/:hotelId',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Detach a hotel from the user; 404 when the user does not have it',
        params: userHotelParamsSchema,
        response: { 200: staffUserDetailSchema },
      },
    },
    async (request) => {
      const { userId, hotelId } = request.params;
      await people.detach(currentUser(request), userId, hotelId);
      return people.detail(userId);
    },
  );

  app.put(
    '/api/staff/users/:userId/permission',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Grant or revoke approbe_contract_perm; revoking one’s own is refused (400)',
        params: userParamsSchema,
        body: staffPermissionSchema,
        response: { 200: staffUserDetailSchema },
      },
    },
    async (request) => {
      const { userId } = request.params;
      await people.setPermission(
        currentUser(request),
        userId,
        request.body.approbe_contract_perm,
        originOf(request),
      );
      return people.detail(userId);
    },
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
