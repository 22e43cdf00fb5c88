import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentApiKey } from '../../../plugins/api-key.ts';
import { translate } from '../../../plugins/i18n.ts';
import type { ApiKeysService } from '../api-keys/index.ts';
import { otaXmlRoute } from '../ota/index.ts';
import type { OtaInService } from './ota-in.service.ts';

/** The largest OTA message posted (a year of 10 room types × 3 boards, a price a day, is about 4 MB). */
export const OTA_BODY_LIMIT_BYTES = 10 * 1024 * 1024;

/**
 * OTA in for machine clients (issue 17 item 6, decision 029), `Authorization: Bearer hxk_…` with
 * `ari:write` only: channel managers' OTA messages in. Registered right after ARI out's routes
 * (ari-out/ari-out.routes.ts), which were the same plugin before issue 31.
 */
export const otaInRoutes: FastifyPluginAsyncZod<{
  otaIn: OtaInService;
  apiKeys: Pick<ApiKeysService, 'distributes'>;
}> = async (app, { otaIn, apiKeys }) => {
  otaXmlRoute(app, {
    url: '/api/distribution/ota',
    scope: 'ari:write',
    bodyLimit: OTA_BODY_LIMIT_BYTES,
    summary:
      'A channel manager posts OTA_HotelRateAmountNotifRQ or OTA_HotelAvailNotifRQ (application/xml, up to 10 MB): applied whole in one transaction or refused whole; answers the …RS with <Success/> (and <Warnings> naming what was read and not applied) or <Errors> naming each element (HTTP 200); the stored answer for a copy of a message applied already, an error for its EchoToken reused by another message. Every answer is an OTA document: 400 with the …RS or OTA_ErrorRS when the body is not an OTA message we read (not XML, DOCTYPE or entities, no OTA namespace, another root), 401/403/429 for the key, 413 past 10 MB, 415 for another content type (decision 042)',
    // Every answer of the OTA route is an OTA document (issue 30 item 5), refusals before the body included.
    refusal: (status, key) =>
      otaIn.envelopeAnswer(
        { t: translate },
        key,
        { max: OTA_BODY_LIMIT_BYTES },
        status === 400 ? 'Malformed' : undefined,
      ),
    receive: (request, body) => {
      const key = currentApiKey(request);
      return otaIn.receive(
        {
          key,
          // Reached and verified (decision 044): an unverified hotel answers as an unknown one.
          reaches: (hotelId) => apiKeys.distributes(key, hotelId),
          t: translate,
        },
        body,
      );
    },
  });
};
