import {
  reservationDetailSchema,
  staffReservationCreateSchema,
  staffReservationListSchema,
  staffReservationsQuerySchema,
  staffRoomsLeftQuerySchema,
  staffRoomsLeftSchema,
  stayRefusalSchema,
} from '@hotel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { refusing } from './reservations.routes.ts';
import type { StaffReservationsService } from './staff-reservations.service.ts';

const detailSchema = z.object({ detail: z.string() });

/**
 * The group's side of reservations in the back office (issue 32 item 6, decision 057): staff only
 * (401 signed out, 403 for hotel users), whatever hotels they are attached to.
 */
export const staffReservationRoutes: FastifyPluginAsyncZod<{
  staffReservations: StaffReservationsService;
}> = async (app, { staffReservations }) => {
  const staffOnly = [app.requireUser, app.requireStaff];
  const tags = ['staff'];

  app.get(
    '/api/staff/reservations/',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary:
          "Every hotel's reservations (or one's, `hotelId`) with the hotel screen's filters, sort and keyset pages; `overdue=true`: only those unconfirmed past the server's threshold, which the answer names (`unconfirmedHours`)",
        querystring: staffReservationsQuerySchema,
        response: { 200: staffReservationListSchema },
      },
    },
    async (request) => staffReservations.list(request.query),
  );

  app.get(
    '/api/staff/reservations/rooms-left',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary:
          'Rooms left (allotment − booked; null without allotment) per room type and day of the hotels named, `days` days from `from`',
        querystring: staffRoomsLeftQuerySchema,
        response: { 200: staffRoomsLeftSchema },
      },
    },
    async (request) =>
      staffReservations.roomsLeft(request.query.hotels, request.query.from, request.query.days),
  );

  app.post(
    '/api/staff/reservations/',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary:
          "A phone booking for any hotel, priced from its ARI and checked and taken from the allotment as a key's reservation; the same reference again answers 200 with the reservation it made",
        body: staffReservationCreateSchema,
        response: {
          200: reservationDetailSchema,
          201: reservationDetailSchema,
          409: stayRefusalSchema.or(detailSchema),
        },
      },
    },
    async (request, reply) =>
      refusing(request, reply, async () => {
        const { created, reservation } = await staffReservations.create(currentUser(request), request.body);
        return reply.status(created ? 201 : 200).send(reservation);
      }),
  );
};
