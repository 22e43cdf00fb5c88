import {
  staffAttachSchema,
  staffPermissionSchema,
  staffUserDetailSchema,
  userHotelParamsSchema,
  userParamsSchema,
} from '@hotel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { originOf } from '../../lib/origin.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { PeopleService } from './people.service.ts';

/**
 * What a user of the back office may reach: the hotels attached to them and their staff
 * permission (decision 027). Staff only.
 */
export const peopleAccessRoutes: FastifyPluginAsyncZod<{ people: PeopleService }> = async (
  app,
  { people },
) => {
  const staff = [app.requireUser, app.requireStaff];
  const tags = ['staff'];

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
};
