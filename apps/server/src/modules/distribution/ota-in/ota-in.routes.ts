import { OTA_MSG } from '@hotel/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/errors.ts';
import { currentApiKey } from '../../../plugins/api-key.ts';
import { translate } from '../../../plugins/i18n.ts';
import type { ApiKeysService } from '../api-keys/index.ts';
import type { OtaInService } from './ota-in.service.ts';

/** The largest OTA message posted (a year of 10 room types × 3 boards, a price a day, is about 4 MB). */
export const OTA_BODY_LIMIT_BYTES = 10 * 1024 * 1024;
const XML_TYPE = 'application/xml; charset=utf-8';

/**
 * OTA in for machine clients (issue 17 item 6, decision 029), `Authorization: Bearer hxk_…` with
 * `ari:write` only: channel managers' OTA messages in. Registered right after ARI out's routes
 * (ari-out/ari-out.routes.ts), which were the same plugin before issue 31.
 */
export const otaInRoutes: FastifyPluginAsyncZod<{
  otaIn: OtaInService;
  apiKeys: Pick<ApiKeysService, 'distributes'>;
}> = async (app, { otaIn, apiKeys }) => {
  const tags = ['distribution'];
  const security = [{ apiKey: [] }];

  // XML bodies for this plugin's routes only, read as text; 413 past the limit, before any parsing
  // (fastify checks Content-Length first, then counts the bytes as they arrive).
  app.addContentTypeParser(
    ['application/xml', 'text/xml'],
    { parseAs: 'string', bodyLimit: OTA_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, body),
  );

  const requireWrite = app.requireApiKey('ari:write');
  /** Every answer of the OTA route is an OTA document (issue 30 item 5), refusals before the body included. */
  const otaRefusal = (
    reply: FastifyReply,
    status: number,
    key: string,
    headers?: Record<string, string>,
    errorCode?: 'Malformed' | 'Validation',
  ) =>
    reply
      .code(status)
      .headers(headers ?? {})
      .type(XML_TYPE)
      .header('x-ota-outcome', 'refused')
      .send(otaIn.envelopeAnswer({ t: translate }, key, { max: OTA_BODY_LIMIT_BYTES }, errorCode));

  app.post(
    '/api/distribution/ota',
    {
      // The key, the declared size and the type are checked before a byte of the body is read.
      onRequest: async (request, reply) => {
        try {
          await requireWrite(request);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          const key = error.statusCode === 401 ? OTA_MSG.unauthorized : error.detail.key;
          return otaRefusal(reply, error.statusCode, key, error.headers);
        }
        const declared = Number(request.headers['content-length']);
        if (Number.isFinite(declared) && declared > OTA_BODY_LIMIT_BYTES)
          return otaRefusal(reply, 413, OTA_MSG.tooLarge);
        const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
        if (type !== 'application/xml' && type !== 'text/xml')
          return otaRefusal(reply, 415, OTA_MSG.contentType);
      },
      // A body that grows past the limit without declaring its size is refused as it arrives.
      // and a body the parser cannot read (a charset it does not know…) is refused as not XML.
      errorHandler: (error, _request, reply) => {
        if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE')
          return otaRefusal(reply, 413, OTA_MSG.tooLarge);
        const status = (error as { statusCode?: number }).statusCode ?? 500;
        if (status === 415) return otaRefusal(reply, 415, OTA_MSG.contentType);
        if (status >= 400 && status < 500)
          return otaRefusal(reply, 400, OTA_MSG.notXml, undefined, 'Malformed');
        throw error;
      },
      bodyLimit: OTA_BODY_LIMIT_BYTES,
      schema: {
        tags,
        security,
        summary:
          'A channel manager posts OTA_HotelRateAmountNotifRQ or OTA_HotelAvailNotifRQ (application/xml, up to 10 MB): applied whole in one transaction or refused whole; answers the …RS with <Success/> (and <Warnings> naming what was read and not applied) or <Errors> naming each element (HTTP 200); the stored answer for a copy of a message applied already, an error for its EchoToken reused by another message. Every answer is an OTA document: 400 with the …RS or OTA_ErrorRS when the body is not an OTA message we read (not XML, DOCTYPE or entities, no OTA namespace, another root), 401/403/429 for the key, 413 past 10 MB, 415 for another content type (decision 042)',
        consumes: ['application/xml', 'text/xml'],
        produces: ['application/xml'],
      },
    },
    async (request, reply) => {
      const key = currentApiKey(request);
      const answer = await otaIn.receive(
        {
          key,
          // Reached and verified (decision 044): an unverified hotel answers as an unknown one.
          reaches: (hotelId) => apiKeys.distributes(key, hotelId),
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
