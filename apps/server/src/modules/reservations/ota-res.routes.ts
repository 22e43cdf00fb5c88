import { OTA_MSG } from '@hotel/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.ts';
import { currentApiKey } from '../../plugins/api-key.ts';
import { translate } from '../../plugins/i18n.ts';
import { buildOtaErrorRS } from '../distribution/ota/index.ts';
import type { OtaReservationsService } from './ota-res.service.ts';
import { callerOf } from './reservations.routes.ts';

/** A reservation message is a few kilobytes; ten rooms of sixty nights stay far below this. */
export const OTA_RES_BODY_LIMIT_BYTES = 512 * 1024;
const XML_TYPE = 'application/xml; charset=utf-8';

/**
 * Reservations in as OpenTravel (issue 32 item 4, decision 053), `Authorization: Bearer hxk_…` with
 * `reservations:write`: OTA_HotelResNotifRQ and OTA_CancelRQ. A route of its own beside OTA in's
 * (which takes `ari:write`), so the key's scope is checked before a byte of the body is read.
 */
export const otaReservationRoutes: FastifyPluginAsyncZod<{
  otaReservations: OtaReservationsService;
  apiKeys: { reaches(key: ReturnType<typeof currentApiKey>, hotelId: number): Promise<boolean> };
}> = async (app, { otaReservations, apiKeys }) => {
  app.addContentTypeParser(
    ['application/xml', 'text/xml'],
    { parseAs: 'string', bodyLimit: OTA_RES_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, body),
  );
  const requireWrite = app.requireApiKey('reservations:write');
  /** Refusals before the message is read are OTA documents too (OTA_ErrorRS). */
  const refuse = (reply: FastifyReply, status: number, key: string, headers?: Record<string, string>) =>
    reply
      .code(status)
      .headers(headers ?? {})
      .type(XML_TYPE)
      .header('x-ota-outcome', 'refused')
      .send(
        buildOtaErrorRS(
          status === 400 ? 'Malformed' : 'Validation',
          translate('en', key, { max: OTA_RES_BODY_LIMIT_BYTES }),
        ),
      );

  app.post(
    '/api/distribution/ota/reservations',
    {
      onRequest: async (request, reply) => {
        try {
          await requireWrite(request);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          const key = error.statusCode === 401 ? OTA_MSG.unauthorized : error.detail.key;
          return refuse(reply, error.statusCode, key, error.headers);
        }
        const declared = Number(request.headers['content-length']);
        if (Number.isFinite(declared) && declared > OTA_RES_BODY_LIMIT_BYTES)
          return refuse(reply, 413, OTA_MSG.tooLarge);
        const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
        if (type !== 'application/xml' && type !== 'text/xml') return refuse(reply, 415, OTA_MSG.contentType);
      },
      errorHandler: (error, _request, reply) => {
        if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE')
          return refuse(reply, 413, OTA_MSG.tooLarge);
        const status = (error as { statusCode?: number }).statusCode ?? 500;
        if (status === 415) return refuse(reply, 415, OTA_MSG.contentType);
        if (status >= 400 && status < 500) return refuse(reply, 400, OTA_MSG.notXml);
        throw error;
      },
      bodyLimit: OTA_RES_BODY_LIMIT_BYTES,
      schema: {
        tags: ['distribution'],
        security: [{ apiKey: [] }],
        summary:
          'A group system posts OTA_HotelResNotifRQ (ResStatus Commit or Book: new; Modify: a new revision, UniqueID Instance) or OTA_CancelRQ (CancelType Initiate: the penalty quoted; Commit: cancelled at the penalty of now); answered with OTA_HotelResNotifRS carrying the hotel reservation id (HotelReservationID ResID_Type 10) or OTA_CancelRS with the penalty (CancelRule Amount), or <Errors> naming each element and the night refused (decision 053)',
        consumes: ['application/xml', 'text/xml'],
        produces: ['application/xml'],
      },
    },
    async (request, reply) => {
      const key = currentApiKey(request);
      const answer = await otaReservations.receive(
        {
          // The same caller as the JSON routes': a key's references are its own, either way in.
          ...callerOf(request),
          reaches: (hotelId) => apiKeys.reaches(key, hotelId),
          t: translate,
        },
        typeof request.body === 'string' ? request.body : '',
      );
      return reply
        .code(answer.status)
        .type(XML_TYPE)
        .header('x-ota-outcome', answer.outcome)
        .send(answer.xml);
    },
  );
};
