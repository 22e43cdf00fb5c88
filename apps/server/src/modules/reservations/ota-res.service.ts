import {
  isLanguage,
  issueMessage,
  type Language,
  OTA_MSG,
  RESERVATION_MSG,
  reservationInputSchema,
  STAY_REFUSAL_MSG,
  type StayRefusal,
} from '@hotel/domain';
import { AppError, type MessageParams } from '../../lib/errors.ts';
import {
  buildOtaErrorRS,
  OTA_ERROR_TYPE,
  OtaEnvelopeError,
  type OtaError,
  parseOtaMessage,
} from '../distribution/ota/index.ts';
import type { HotelDirectory } from '../hotels/index.ts';
import { cancelSuccess, resNotifSuccess, resRefusal } from './ota-res.answer.ts';
import {
  RES_ANSWER,
  RES_ROOTS,
  type ResIssue,
  type ResRoot,
  readCancel,
  readResNotif,
} from './ota-res.read.ts';
import { type ReservationCaller, type ReservationsService, StayRefused } from './reservations.service.ts';

/** Who sends the message: the key (its reservations are its own) and whether it reaches a hotel. */
export interface OtaResCaller extends ReservationCaller {
  reaches(hotelId: number): Promise<boolean>;
  t(language: Language, key: string, params?: MessageParams): string;
}

export interface OtaResAnswer {
  xml: string;
  outcome: 'applied' | 'refused';
  /** 200 for every …RS; 400 when the body is not an OTA message we read. */
  status: number;
}

/** At most this many errors in one answer. */
const ERRORS_MAX = 50;

/** OTA code list ERR of each issue and refusal (320 "invalid value" otherwise). */
const ERROR_CODE: Record<string, number> = {
  [OTA_MSG.required]: 321,
  [OTA_MSG.dateInvalid]: 15,
  [OTA_MSG.hotelUnknown]: 392,
  [OTA_MSG.roomUnknown]: 402,
  [OTA_MSG.ratePlanUnknown]: 249,
  [RESERVATION_MSG.notFound]: 245,
  [RESERVATION_MSG.cancelled]: 95,
};
const REFUSAL_CODE: Record<StayRefusal, number> = {
  dates_invalid: 15,
  arrival_past: 15,
  rate_unknown: 249,
  room_not_sold: 402,
  board_not_sold: 249,
  rate_closed: 322,
  no_price: 322,
  stop_sale: 322,
  min_stay: 322,
  max_stay: 322,
  closed_arrival: 322,
  closed_departure: 322,
  release: 322,
  sold_out: 322,
};
/** Issues that are not a business rule (code list EWT). */
const ERROR_TYPE: Record<string, string> = {
  [OTA_MSG.required]: OTA_ERROR_TYPE.requiredMissing,
  [OTA_MSG.notSupported]: OTA_ERROR_TYPE.noImplementation,
};

function languageOf(tag: unknown): Language {
  const language = typeof tag === 'string' ? tag.toLowerCase().split('-')[0] : undefined;
  return language !== undefined && isLanguage(language) ? language : 'en';
}

/**
 * Reservations in as OpenTravel (issue 32 item 4, decision 053): OTA_HotelResNotifRQ and
 * OTA_CancelRQ read (ota-res.read.ts), then the same service calls as the JSON routes make: the
 * same checks, the same write path, the same idempotency on the sender's reference and revision.
 * Every answer is an OTA document naming what was done or each element at fault.
 */
export class OtaReservationsService {
  constructor(
    private readonly reservations: ReservationsService,
    private readonly hotels: Pick<HotelDirectory, 'findByCode'>,
  ) {}

  async receive(caller: OtaResCaller, text: string): Promise<OtaResAnswer> {
    let parsed: { root: ResRoot; message: Record<string, unknown> };
    try {
      parsed = parseOtaMessage(text, RES_ROOTS);
    } catch (error) {
      if (!(error instanceof OtaEnvelopeError)) throw error;
      const key =
        error.problem === 'root'
          ? OTA_MSG.root
          : error.problem === 'namespace'
            ? OTA_MSG.namespace
            : OTA_MSG.notXml;
      const code =
        error.problem === 'root' || error.problem === 'namespace' ? 'UnrecognizedRoot' : 'Malformed';
      return { xml: buildOtaErrorRS(code, caller.t('en', key)), outcome: 'refused', status: 400 };
    }
    const { root, message } = parsed;
    const language = languageOf(message['@PrimaryLangID']);
    const token = typeof message['@EchoToken'] === 'string' ? message['@EchoToken'] : undefined;
    const header = { echoToken: token, language };
    const answerRoot = RES_ANSWER[root] as 'OTA_HotelResNotifRS' | 'OTA_CancelRS';
    const toError = (issue: ResIssue): OtaError => ({
      code: ERROR_CODE[issue.key] ?? 320,
      ...(ERROR_TYPE[issue.key] ? { type: ERROR_TYPE[issue.key] } : {}),
      path: issue.path,
      text: caller.t(language, issue.key, issue.params),
    });
    const refuse = (errors: OtaError[]): OtaResAnswer => ({
      xml: resRefusal(answerRoot, header, errors.slice(0, ERRORS_MAX)),
      outcome: 'refused',
      status: 200,
    });
    const read = root === 'OTA_HotelResNotifRQ' ? readResNotif(message) : readCancel(message);
    if (read.issues.length > 0) return refuse(read.issues.map(toError));

    // The hotel: one the key reaches, else it is answered as unknown (no existence leak).
    const hotelPath =
      root === 'OTA_HotelResNotifRQ'
        ? 'HotelReservations/HotelReservation/RoomStays/RoomStay[1]/BasicPropertyInfo/@HotelCode'
        : "UniqueID[@Type='10']/@ID";
    const hotel = read.hotelCode ? await this.hotels.findByCode(read.hotelCode) : undefined;
    if (!hotel || !(await caller.reaches(hotel.id)))
      return refuse([toError({ path: hotelPath, key: OTA_MSG.hotelUnknown })]);

    try {
      if (root === 'OTA_CancelRQ') {
        const cancel = readCancel(message);
        const reference = cancel.reference ?? '';
        const quote = await this.reservations.quote(caller, hotel.id, reference);
        if (cancel.action === 'cancel')
          await this.reservations.cancel(caller, hotel.id, reference, quote.penalty);
        const reservation = await this.reservations.read(caller, hotel.id, reference);
        return {
          xml: cancelSuccess(header, {
            reference,
            reservationId: reservation.id,
            penalty: cancel.action === 'cancel' ? (reservation.penalty ?? quote.penalty) : quote.penalty,
            currency: quote.currency,
            action: cancel.action,
          }),
          outcome: 'applied',
          status: 200,
        };
      }
      const notif = readResNotif(message);
      const checked = reservationInputSchema.safeParse(notif.input);
      if (!checked.success)
        return refuse(
          checked.error.issues.map((issue) => {
            // The JSON routes' own words for each issue, at the element it came from.
            const said = issueMessage(issue as Parameters<typeof issueMessage>[0]);
            return toError({ path: originOf(notif.origins, issue.path), key: said.key, params: said.params });
          }),
        );
      const input = checked.data;
      const reservation =
        notif.action === 'create'
          ? (await this.reservations.create(caller, hotel.id, input)).reservation
          : await this.reservations.modify(caller, hotel.id, input.reference, input);
      return {
        xml: resNotifSuccess(header, {
          reference: input.reference,
          revision: input.revision,
          reservationId: reservation.id,
          hotelCode: hotel.code,
          confirmationNumber: reservation.confirmationNumber,
          action: notif.action,
        }),
        outcome: 'applied',
        status: 200,
      };
    } catch (error) {
      if (error instanceof StayRefused) {
        const stay = `HotelReservations/HotelReservation/RoomStays/RoomStay[${error.stay + 1}]`;
        return refuse([
          {
            code: REFUSAL_CODE[error.reason],
            path: error.night ? `${stay}/TimeSpan` : stay,
            text: error.night
              ? caller.t(language, OTA_MSG.nightRefused, {
                  night: error.night,
                  reason: caller.t(language, STAY_REFUSAL_MSG[error.reason]),
                })
              : caller.t(language, STAY_REFUSAL_MSG[error.reason]),
          },
        ]);
      }
      if (error instanceof AppError && error.statusCode < 500) {
        const path =
          root === 'OTA_CancelRQ' ? "UniqueID[@Type='14']" : 'HotelReservations/HotelReservation/UniqueID';
        return refuse([
          {
            code: ERROR_CODE[error.detail.key] ?? 450,
            path,
            text: caller.t(language, error.detail.key, error.detail.params),
          },
        ]);
      }
      throw error;
    }
  }
}

/** The element a field of the JSON came from: its own, or its nearest parent's. */
function originOf(origins: Map<string, string>, path: readonly PropertyKey[]): string {
  const parts = path.map(String);
  for (let length = parts.length; length > 0; length -= 1) {
    const found = origins.get(parts.slice(0, length).join('.'));
    if (found) return found;
  }
  return 'HotelReservations/HotelReservation';
}
