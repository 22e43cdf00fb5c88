import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentApiKey } from '../../plugins/api-key.ts';
import { translate } from '../../plugins/i18n.ts';
import { buildOtaErrorRS, otaXmlRoute } from '../distribution/ota/index.ts';
import type { OtaReservationsService } from './ota-res.service.ts';
import { callerOf } from './reservations.routes.ts';

/** A reservation message is a few kilobytes; ten rooms of sixty nights stay far below this. */
export const OTA_RES_BODY_LIMIT_BYTES = 512 * 1024;

/**
 * Reservations in as OpenTravel (issue 32 item 4, decision 053), `Authorization: Bearer hxk_…` with
 * `reservations:write`: OTA_HotelResNotifRQ and OTA_CancelRQ. A route of its own beside OTA in's
 * (which takes `ari:write`), so the key's scope is checked before a byte of the body is read.
 */
export const otaReservationRoutes: FastifyPluginAsyncZod<{
  otaReservations: OtaReservationsService;
  apiKeys: { reaches(key: ReturnType<typeof currentApiKey>, hotelId: number): Promise<boolean> };
}> = async (app, { otaReservations, apiKeys }) => {
  otaXmlRoute(app, {
    url: '/api/distribution/ota/reservations',
    scope: 'reservations:write',
    bodyLimit: OTA_RES_BODY_LIMIT_BYTES,
    summary:
      'A group system posts OTA_HotelResNotifRQ (ResStatus Commit or Book: new; Modify: a new revision, UniqueID Instance) or OTA_CancelRQ (CancelType Initiate: the penalty quoted; Commit: cancelled at the penalty of now); answered with OTA_HotelResNotifRS carrying the hotel reservation id (HotelReservationID ResID_Type 10) or OTA_CancelRS with the penalty (CancelRule Amount), or <Errors> naming each element and the night refused (decision 053)',
    /** Refusals before the message is read are OTA documents too (OTA_ErrorRS). */
    refusal: (status, key) =>
      buildOtaErrorRS(
        status === 400 ? 'Malformed' : 'Validation',
        translate('en', key, { max: OTA_RES_BODY_LIMIT_BYTES }),
      ),
    receive: (request, body) => {
      const key = currentApiKey(request);
      return otaReservations.receive(
        {
          // The same caller as the JSON routes': a key's references are its own, either way in.
          ...callerOf(request),
          reaches: (hotelId) => apiKeys.reaches(key, hotelId),
          t: translate,
        },
        body,
      );
    },
  });
};
