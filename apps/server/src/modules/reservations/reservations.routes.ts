import {
  cancellationQuoteSchema,
  hotelParamsSchema,
  hotelReservationListSchema,
  hotelReservationParamsSchema,
  hotelReservationsQuerySchema,
  reservationCancelSchema,
  reservationChangesQuerySchema,
  reservationConfirmSchema,
  reservationDetailSchema,
  reservationInputSchema,
  reservationListSchema,
  reservationReferenceParamsSchema,
  STAY_REFUSAL_MSG,
  stayRefusalSchema,
} from '@hotel/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentApiKey } from '../../plugins/api-key.ts';
import { currentUser } from '../../plugins/auth.ts';
import { type ReservationCaller, type ReservationsService, StayRefused } from './reservations.service.ts';

const detailSchema = z.object({ detail: z.string() });

/** The key that sends a reservation is its source: its reference is unique per key. */
export function callerOf(request: FastifyRequest): ReservationCaller {
  const key = currentApiKey(request);
  return { source: `key:${key.id}`, apiKeyId: key.id, by: `key:${key.id} ${key.name}` };
}

/** 409 naming the stay, the night (null: the stay as a whole) and the reason, translated. */
export async function refusing<T>(request: FastifyRequest, reply: FastifyReply, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof StayRefused)) throw error;
    return reply.status(409).send({
      detail: request.t(STAY_REFUSAL_MSG[error.reason], { night: error.night ?? '' }),
      code: error.reason,
      stay: error.stay,
      night: error.night,
    });
  }
}

/**
 * Reservations from the group's systems (issue 32, decision 052), `Authorization: Bearer hxk_…`:
 * create, modify, cancel at the quoted penalty, read, and list by change. A key reaches the
 * hotels it names (404 otherwise, requireApiKey); its references are its own.
 */
export const distributionReservationRoutes: FastifyPluginAsyncZod<{
  reservations: ReservationsService;
}> = async (app, { reservations }) => {
  const tags = ['distribution'];
  const security = [{ apiKey: [] }];
  const write = app.requireApiKey('reservations:write');
  const read = app.requireApiKey('reservations:read', 'reservations:write');

  app.post(
    '/api/distribution/hotels/:hotelId/reservations',
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary:
          'A new reservation, checked night by night and taken from the allotment; the same reference and revision again answers 200 with the reservation it made',
        params: hotelParamsSchema,
        body: reservationInputSchema,
        response: {
          200: reservationDetailSchema,
          201: reservationDetailSchema,
          409: stayRefusalSchema.or(detailSchema),
        },
      },
    },
    async (request, reply) =>
      refusing(request, reply, async () => {
        const { created, reservation } = await reservations.create(
          callerOf(request),
          request.params.hotelId,
          request.body,
        );
        return reply.status(created ? 201 : 200).send(reservation);
      }),
  );

  app.get(
    '/api/distribution/hotels/:hotelId/reservations',
    {
      preHandler: read,
      schema: {
        tags,
        security,
        summary:
          "The hotel's reservations changed after the change number `since` (0: all), oldest change first; `next` is the `since` of the next page",
        params: hotelParamsSchema,
        querystring: reservationChangesQuerySchema,
        response: { 200: reservationListSchema },
      },
    },
    async (request) => reservations.changes(request.params.hotelId, request.query.since, request.query.limit),
  );

  app.get(
    '/api/distribution/hotels/:hotelId/reservations/:reference',
    {
      preHandler: read,
      schema: {
        tags,
        security,
        summary: 'A reservation this key sent, with its revisions and the hotel’s confirmation number',
        params: reservationReferenceParamsSchema,
        response: { 200: reservationDetailSchema },
      },
    },
    async (request) => reservations.read(callerOf(request), request.params.hotelId, request.params.reference),
  );

  app.put(
    '/api/distribution/hotels/:hotelId/reservations/:reference',
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary:
          'A modification (a higher revision): the old nights given back and the new ones taken in one transaction',
        params: reservationReferenceParamsSchema,
        body: reservationInputSchema,
        response: { 200: reservationDetailSchema, 409: stayRefusalSchema.or(detailSchema) },
      },
    },
    async (request, reply) =>
      refusing(request, reply, () =>
        reservations.modify(
          callerOf(request),
          request.params.hotelId,
          request.params.reference,
          request.body,
        ),
      ),
  );

  app.get(
    '/api/distribution/hotels/:hotelId/reservations/:reference/cancellation-quote',
    {
      preHandler: read,
      schema: {
        tags,
        security,
        summary: 'The penalty of cancelling now, by the rate’s policy in force at booking time',
        params: reservationReferenceParamsSchema,
        response: { 200: cancellationQuoteSchema },
      },
    },
    async (request) =>
      reservations.quote(callerOf(request), request.params.hotelId, request.params.reference),
  );

  app.post(
    '/api/distribution/hotels/:hotelId/reservations/:reference/cancel',
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary:
          'Cancel at the penalty quoted (409 when the quote differs); the rooms go back to the allotment',
        params: reservationReferenceParamsSchema,
        body: reservationCancelSchema,
        response: { 200: reservationDetailSchema },
      },
    },
    async (request) =>
      reservations.cancel(
        callerOf(request),
        request.params.hotelId,
        request.params.reference,
        request.body.penalty,
      ),
  );
};

/** The hotel's reservations (issue 32): its users and staff (requireHotel), list, detail, confirm. */
export const hotelReservationRoutes: FastifyPluginAsyncZod<{ reservations: ReservationsService }> = async (
  app,
  { reservations },
) => {
  const tags = ['reservations'];
  const owned = [app.requireUser, app.requireHotel];

  app.get(
    '/api/hotel/:hotelId/reservations',
    {
      preHandler: owned,
      schema: {
        tags,
        summary:
          "The hotel's reservations: filters by arrival, departure and booking dates, status and text (guest, references), a sort, keyset pages (`after` = the `next` of a page)",
        params: hotelParamsSchema,
        querystring: hotelReservationsQuerySchema,
        response: { 200: hotelReservationListSchema },
      },
    },
    async (request) => reservations.list(request.params.hotelId, request.query),
  );

  app.get(
    '/api/hotel/:hotelId/reservations/:reservationId',
    {
      preHandler: owned,
      schema: {
        tags,
        summary: 'A reservation with its revisions',
        params: hotelReservationParamsSchema,
        response: { 200: reservationDetailSchema },
      },
    },
    async (request) => reservations.hotelDetail(request.params.hotelId, request.params.reservationId),
  );

  app.post(
    '/api/hotel/:hotelId/reservations/:reservationId/confirm',
    {
      preHandler: owned,
      schema: {
        tags,
        summary: "The hotel's confirmation number, which goes back to the group",
        params: hotelReservationParamsSchema,
        body: reservationConfirmSchema,
        response: { 200: reservationDetailSchema },
      },
    },
    async (request) =>
      reservations.confirm(
        currentUser(request),
        request.params.hotelId,
        request.params.reservationId,
        request.body.confirmationNumber,
      ),
  );

  app.post(
    '/api/hotel/:hotelId/reservations/:reservationId/no-show',
    {
      preHandler: owned,
      schema: {
        tags,
        summary: 'The guest did not arrive: the no-show penalty is charged, later nights go back',
        params: hotelReservationParamsSchema,
        response: { 200: reservationDetailSchema },
      },
    },
    async (request) =>
      reservations.markNoShow(currentUser(request), request.params.hotelId, request.params.reservationId),
  );
};
