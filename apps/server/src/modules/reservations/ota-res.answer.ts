/**
 * The answers to reservations in as OpenTravel (issue 32 item 4, decision 053):
 * OTA_HotelResNotifRS and OTA_CancelRS, valid against the 2015B schemas (the tests check each kind
 * with xmllint). Pure: what was done comes in, the document goes out.
 */
import {
  ATTR,
  buildOtaAnswer,
  buildOtaDocument,
  type OtaError,
  type OtaHeader,
} from '../distribution/ota/index.ts';
import { UIT } from './ota-res.read.ts';

/** Code list UIT: a cancellation (the number a cancellation answers with). */
const UIT_CANCELLATION = '15';
/** Who issued the hotel's reservation id (HotelReservationID@ResID_Source). */
export const RES_ID_SOURCE = 'HotelExtranet';

export interface ResNotifDone {
  /** The sender's reference and revision, echoed. */
  reference: string;
  revision: number;
  /** The hotel's reservation id in this product. */
  reservationId: number;
  /** The hotel's code (HotelCode), as the message named it. */
  hotelCode: string;
  /** The hotel's own confirmation number, once the hotel gave it. */
  confirmationNumber: string | null;
  /** A new reservation, or a new revision of one. */
  action: 'create' | 'modify';
}

/** OTA_HotelResNotifRS with `<Success/>`: the reservation's ids for the sender to keep. */
export function resNotifSuccess(header: OtaHeader, done: ResNotifDone): string {
  const ids = [
    {
      [`${ATTR}ResID_Type`]: UIT.hotel,
      [`${ATTR}ResID_Value`]: String(done.reservationId),
      [`${ATTR}ResID_Source`]: RES_ID_SOURCE,
    },
    ...(done.confirmationNumber
      ? [
          {
            [`${ATTR}ResID_Type`]: UIT.reservation,
            [`${ATTR}ResID_Value`]: done.confirmationNumber,
            [`${ATTR}ResID_Source`]: 'Hotel',
          },
        ]
      : []),
  ];
  return buildOtaDocument(
    'OTA_HotelResNotifRS',
    { ...header, echoToken: header.echoToken || undefined },
    {
      [`${ATTR}ResResponseType`]: done.action === 'modify' ? 'Modified' : 'Committed',
      Success: '',
      HotelReservations: {
        HotelReservation: {
          UniqueID: {
            [`${ATTR}Type`]: UIT.reservation,
            [`${ATTR}ID`]: done.reference,
            [`${ATTR}Instance`]: String(done.revision),
          },
          ResGlobalInfo: {
            HotelReservationIDs: { HotelReservationID: ids },
            BasicPropertyInfo: { [`${ATTR}HotelCode`]: done.hotelCode },
          },
        },
      },
    },
  );
}

export interface CancelDone {
  reference: string;
  reservationId: number;
  /** The penalty quoted (Initiate) or charged (Commit), exact. */
  penalty: string;
  currency: string;
  action: 'quote' | 'cancel';
}

/** OTA_CancelRS with `<Success/>`: the penalty quoted or charged, the reservation named. */
export function cancelSuccess(header: OtaHeader, done: CancelDone): string {
  return buildOtaDocument(
    'OTA_CancelRS',
    { ...header, echoToken: header.echoToken || undefined },
    {
      // Initiate answers what a Commit would charge now; nothing is cancelled until the Commit.
      [`${ATTR}Status`]: done.action === 'cancel' ? 'Cancelled' : 'Pending',
      Success: '',
      UniqueID: { [`${ATTR}Type`]: UIT.reservation, [`${ATTR}ID`]: done.reference },
      CancelInfoRS: {
        CancelRules: {
          CancelRule: {
            [`${ATTR}Amount`]: done.penalty,
            [`${ATTR}CurrencyCode`]: done.currency,
            [`${ATTR}DecimalPlaces`]: '2',
            [`${ATTR}Type`]: 'Charge',
          },
        },
        ...(done.action === 'cancel'
          ? {
              UniqueID: {
                [`${ATTR}Type`]: UIT_CANCELLATION,
                [`${ATTR}ID`]: `${done.reservationId}-C`,
              },
            }
          : {}),
      },
    },
  );
}

/** The …RS with `<Errors>`; OTA_CancelRS requires its Status: Unsuccessful. */
export function resRefusal(
  root: 'OTA_HotelResNotifRS' | 'OTA_CancelRS',
  header: OtaHeader & { language?: string },
  errors: readonly OtaError[],
): string {
  return buildOtaAnswer(root, header, errors, [], root === 'OTA_CancelRS' ? { Status: 'Unsuccessful' } : {});
}
