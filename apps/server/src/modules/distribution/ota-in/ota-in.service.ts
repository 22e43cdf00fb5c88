import { createHash } from 'node:crypto';
import {
  ARI_MSG,
  type AriRateContext,
  ariChangeSchema,
  changeIssues,
  isLanguage,
  type Language,
  OTA_MSG,
  roomOccupancy,
  selectableYears,
} from '@hotel/domain';
import type { Db } from '../../../db/client.ts';
import { type AriRateRow, type AriService, AriWriteError, withinCellCap } from '../../rates/index.ts';
import {
  buildOtaAnswer,
  buildOtaErrorRS,
  OTA_ERROR_TYPE,
  OtaEnvelopeError,
  type OtaEnvelopeProblem,
  type OtaError,
  parseOtaMessage,
} from '../ota/index.ts';
import { planMessage, refusalOf } from './ota-in.plan.ts';
import {
  ECHO_TOKEN_MAX,
  OTA_ANSWER,
  OTA_ROOTS,
  type OtaIssue,
  type OtaRoot,
  type ReadChange,
  readHotelCode,
  readMessage,
} from './ota-in.read.ts';
import type { OtaInRepository } from './ota-in.repository.ts';

/** How an envelope problem is answered: the message's own …RS when its root is one of ours, else OTA_ErrorRS. */
const ENVELOPE: Record<OtaEnvelopeProblem, { key: string; errorCode: 'Malformed' | 'UnrecognizedRoot' }> = {
  not_xml: { key: OTA_MSG.notXml, errorCode: 'Malformed' },
  doctype: { key: OTA_MSG.doctype, errorCode: 'Malformed' },
  namespace: { key: OTA_MSG.namespace, errorCode: 'UnrecognizedRoot' },
  root: { key: OTA_MSG.root, errorCode: 'UnrecognizedRoot' },
};

/** OTA code list ERR of each issue (320 "invalid value" otherwise) and, where not a business rule, its EWT type. */
const ERROR_CODE: Record<string, number> = {
  [OTA_MSG.required]: 321,
  [OTA_MSG.dateInvalid]: 15,
  [ARI_MSG.rangeReversed]: 15,
  [ARI_MSG.rangeTooLong]: 15,
  [ARI_MSG.dayOutOfYears]: 15,
  [OTA_MSG.hotelUnknown]: 392,
  [OTA_MSG.roomUnknown]: 402,
  [OTA_MSG.codesDiffer]: 402,
  [ARI_MSG.roomTypeNotInRate]: 402,
  [ARI_MSG.roomTypesRequired]: 321,
  [OTA_MSG.roomRequired]: 321,
  [OTA_MSG.ratePlanUnknown]: 249,
  [ARI_MSG.boardNotInRate]: 249,
  [OTA_MSG.ratePlanRequired]: 321,
  [OTA_MSG.currencyMismatch]: 61,
  [OTA_MSG.notSupported]: 450,
  [OTA_MSG.tokenConflict]: 450,
  [OTA_MSG.notXml]: 450,
  [OTA_MSG.doctype]: 450,
  [OTA_MSG.namespace]: 450,
  [OTA_MSG.root]: 450,
};
const ERROR_TYPE: Record<string, string> = {
  [OTA_MSG.required]: OTA_ERROR_TYPE.requiredMissing,
  [OTA_MSG.notSupported]: OTA_ERROR_TYPE.noImplementation,
  [OTA_MSG.tokenConflict]: OTA_ERROR_TYPE.transaction,
  [OTA_MSG.notXml]: OTA_ERROR_TYPE.protocol,
  [OTA_MSG.doctype]: OTA_ERROR_TYPE.protocol,
  [OTA_MSG.namespace]: OTA_ERROR_TYPE.protocol,
  [OTA_MSG.root]: OTA_ERROR_TYPE.protocol,
};
/** An error answer lists at most this many errors (the first ones in document order); warnings too. */
export const OTA_ERRORS_MAX = 100;

export interface OtaInKey {
  id: number;
}

/** What the route needs from the caller: the key, whether it reaches a hotel, and the texts in a language. */
export interface OtaInCaller {
  key: OtaInKey;
  reaches(hotelId: number): Promise<boolean>;
  t(language: Language, key: string, params?: Record<string, string | number>): string;
}

/**
 * The answer: the OTA document, whether this request applied the message, and the HTTP status
 * (200 for every answer to an OTA message, 400 when the body is not one: decision 042).
 */
export interface OtaInAnswer {
  xml: string;
  outcome: 'applied' | 'duplicate' | 'refused';
  status: 200 | 400;
}

/** The path of an ARI issue (`price.amounts.1`, `roomTypes.0`) in the element it came from. */
function originOf(read: ReadChange, path: (string | number)[]): string {
  const parts = path.map(String);
  for (let length = parts.length; length > 0; length -= 1) {
    const found = read.origins[parts.slice(0, length).join('.')];
    if (found) return found;
  }
  return read.path;
}

/** The language of the texts: the message's PrimaryLangID when we have it, else English. */
function languageOf(message: { '@PrimaryLangID'?: unknown } | undefined): Language {
  const tag = message?.['@PrimaryLangID'];
  const language = typeof tag === 'string' ? tag.toLowerCase().split('-')[0] : undefined;
  return language !== undefined && isLanguage(language) ? language : 'en';
}

/**
 * Rates in (issue 17 item 6; issue 30, decision 042): a channel manager's OTA_HotelRateAmountNotifRQ
 * or OTA_HotelAvailNotifRQ, validated as a whole and applied in one transaction through the ARI
 * write path (AriService.apply, issue 31) or refused whole with an OTA error answer naming each
 * element at fault. Every request gets an OTA document: the message's …RS, or OTA_ErrorRS when
 * its root is not one of ours or the body is not XML.
 *
 * Idempotent per key on EchoToken, root and body: a copy of an applied message answers the stored
 * answer and applies nothing; the same token with another root or body is refused (never
 * `<Success/>`). A refused message is not kept, so its corrected version may reuse the token.
 */
export class OtaInService {
  constructor(
    private readonly db: Db,
    private readonly repository: OtaInRepository,
    private readonly ari: AriService,
    /** The clock that decides the writable years; tests may fix it. */
    private readonly today: () => Date = () => new Date(),
  ) {}

  /** The answer to a body that is not an OTA message we read (wrong content type, too large…). */
  envelopeAnswer(
    caller: Pick<OtaInCaller, 't'>,
    key: string,
    params?: Record<string, string | number>,
    errorCode: 'Malformed' | 'Validation' = 'Validation',
  ): string {
    return buildOtaErrorRS(errorCode, caller.t('en', key, params));
  }

  async receive(caller: OtaInCaller, text: string): Promise<OtaInAnswer> {
    let parsed: ReturnType<typeof parseOtaMessage<OtaRoot>>;
    try {
      parsed = parseOtaMessage(text, OTA_ROOTS);
    } catch (error) {
      if (!(error instanceof OtaEnvelopeError)) throw error;
      const { key, errorCode } = ENVELOPE[error.problem];
      const ours = (OTA_ROOTS as readonly string[]).includes(error.root ?? '');
      const xml = ours
        ? buildOtaAnswer(OTA_ANSWER[error.root as OtaRoot], { echoToken: error.echoToken, language: 'en' }, [
            this.toError(caller, 'en', { path: error.problem === 'namespace' ? '@xmlns' : '', key }),
          ])
        : buildOtaErrorRS(errorCode, caller.t('en', key));
      return { xml, outcome: 'refused', status: 400 };
    }
    const { root, message } = parsed;
    const answerRoot = OTA_ANSWER[root];
    const language = languageOf(message as { '@PrimaryLangID'?: unknown });
    const echoToken = message['@EchoToken'];
    const token = typeof echoToken === 'string' ? echoToken : undefined;
    const refuse = (issues: OtaIssue[]): OtaInAnswer => ({
      xml: buildOtaAnswer(
        answerRoot,
        { echoToken: token, language },
        issues.slice(0, OTA_ERRORS_MAX).map((issue) => this.toError(caller, language, issue)),
      ),
      outcome: 'refused',
      status: 200,
    });
    if (!token) return refuse([{ path: '@EchoToken', key: OTA_MSG.required }]);
    if (token.length > ECHO_TOKEN_MAX)
      return refuse([{ path: '@EchoToken', key: OTA_MSG.tooLong, params: { max: ECHO_TOKEN_MAX } }]);
    const bodySha256 = createHash('sha256').update(text).digest('hex');

    // A message applied already answers as it did, before anything else is read; the same token
    // with another message is refused.
    const stored = await this.repository.storedAnswer(caller.key.id, token);
    if (stored !== undefined) return this.repeated(stored, root, bodySha256, refuse);

    const head = readHotelCode(root, message);
    if (!head.hotelCode) return refuse(head.issues);
    // An unknown hotel, one the key does not reach and one not distributed answer alike (no existence leak).
    const hotelId = await this.repository.hotelIdByCode(head.hotelCode);
    if (hotelId === undefined || !(await caller.reaches(hotelId)))
      return refuse([{ path: `${hotelPath(root)}/@HotelCode`, key: OTA_MSG.hotelUnknown }]);

    const [roomRows, rateRows] = await Promise.all([
      this.ari.roomTypesOfHotel(hotelId),
      this.repository.ratesOfHotel(hotelId),
    ]);
    const rateRooms = await this.ari.roomIdsOfRates(rateRows.map((rate) => rate.id));
    const roomsOfRate = new Map<number, number[]>();
    for (const row of rateRooms)
      roomsOfRate.set(row.rateId, [...(roomsOfRate.get(row.rateId) ?? []), row.roomId]);
    const rates = new Map(
      rateRows.map((rate) => [rate.id, { ...rate, rooms: roomsOfRate.get(rate.id) ?? [] }]),
    );
    const occupancy = new Map(
      roomRows.map((room) => [
        room.id,
        roomOccupancy({ total_occupancy: room.totalOccupancy, default_adults: room.defaultAdults }),
      ]),
    );
    const read = readMessage(root, message, { rooms: occupancy, rates });

    // The ARI rules of the bulk change, per change, against its rate (or the hotel's room types).
    const contexts = new Map<number, AriRateContext>();
    for (const rateId of new Set(
      read.changes.flatMap((change) => (change.rateId === null ? [] : [change.rateId])),
    )) {
      contexts.set(rateId, await this.ari.contextOf(rates.get(rateId) as AriRateRow));
    }
    const roomLevel = this.roomContext(roomRows);
    const issues: OtaIssue[] = [];
    for (const change of read.changes) {
      const context = change.rateId === null ? roomLevel : (contexts.get(change.rateId) as AriRateContext);
      // A price change is schema-valid as read (its amounts, guests and dates checked by the
      // reader, a unit test holds it to the schema): parsing 10 000 of them again costs 100 ms.
      const shape = change.change.price
        ? ({ success: true } as const)
        : ariChangeSchema.safeParse(change.change);
      // A removal, a plan's stop sale or a release restated change no field the rules know.
      const quiet =
        change.priceMode === 'remove' || change.allotmentMode === 'remove' || change.plan !== undefined;
      const found = (
        shape.success
          ? changeIssues(change.change, context)
          : shape.error.issues.map((issue) => ({
              path: issue.path as (string | number)[],
              message: issue.message,
            }))
      ).filter((issue) => !(quiet && issue.message === ARI_MSG.nothingToChange));
      if (change.priceMode === 'remove' && context.derived)
        found.push({ path: ['price'], message: ARI_MSG.derivedNoPrices });
      if (change.allotmentMode === 'remove' && !context.quotaType.startsWith('allotment'))
        found.push({ path: ['allotment'], message: ARI_MSG.allotmentNotAllotment });
      for (const issue of found) issues.push({ path: originOf(change, issue.path), key: issue.message });
      if (issues.length >= OTA_ERRORS_MAX) break;
    }
    // The elements read whole were checked too: every element at fault is named, in document order.
    if (read.issues.length > 0 || issues.length > 0)
      return refuse(inDocumentOrder([...read.issues, ...issues]));
    // The cap of every ARI write, over the whole message (its rates are written in one transaction).
    const writes = planMessage(read.changes);
    if (!withinCellCap(...writes.map((write) => write.steps)))
      return refuse([refusalOf(new AriWriteError('tooManyCells'), read.changes, hotelPath(root))]);

    const success = buildOtaAnswer(
      answerRoot,
      { echoToken: token, language },
      [],
      read.warnings.slice(0, OTA_ERRORS_MAX).map((warning) => this.toError(caller, language, warning)),
    );
    try {
      const applied = await this.db.transaction(async (tx) => {
        if (!(await this.repository.claim(tx, caller.key.id, token, root, bodySha256, success))) return false;
        // One feed row per rate written (and one for inventory named without rate); a minimum
        // stay above the maximum, or an allotment past its bound, once merged refuses it all.
        for (const { rateId, steps, span } of writes) {
          const rate = rateId === null ? null : { ...(contexts.get(rateId) as AriRateContext), id: rateId };
          await this.ari.apply(tx, rate, steps, { record: { span, hotelId }, returnPrices: false });
        }
        return true;
      });
      if (!applied) {
        // A message with this token committed meanwhile: its answer when it is this one.
        const now = await this.repository.storedAnswer(caller.key.id, token);
        return now
          ? this.repeated(now, root, bodySha256, refuse)
          : refuse([{ path: '@EchoToken', key: OTA_MSG.tokenConflict }]);
      }
    } catch (error) {
      if (error instanceof AriWriteError) return refuse([refusalOf(error, read.changes, hotelPath(root))]);
      throw error;
    }
    return { xml: success, outcome: 'applied', status: 200 };
  }

  /** A token applied already: the stored answer for the same root and body, an error for another message. */
  private repeated(
    stored: { response: string; messageType: string; bodySha256: string },
    root: OtaRoot,
    bodySha256: string,
    refuse: (issues: OtaIssue[]) => OtaInAnswer,
  ): OtaInAnswer {
    if (stored.messageType === root && stored.bodySha256 === bodySha256)
      return { xml: stored.response, outcome: 'duplicate', status: 200 };
    return refuse([{ path: '@EchoToken', key: OTA_MSG.tokenConflict }]);
  }

  /** The room types' own inventory (no rate named): any of the hotel's room types, allotments allowed. */
  private roomContext(rooms: { id: number; totalOccupancy: number | null; defaultAdults: number | null }[]) {
    const [current, next] = selectableYears(this.today());
    return {
      priceRoomType: 'room',
      childsAge: 0,
      infantAge: 0,
      babyAge: 0,
      quotaType: 'allotment',
      derived: false,
      roomTypes: rooms.map((room) => ({
        id: room.id,
        occupancy: roomOccupancy({
          total_occupancy: room.totalOccupancy,
          default_adults: room.defaultAdults,
        }),
      })),
      boards: [],
      firstDay: `${current}_01_01`,
      lastDay: `${next}_12_31`,
    } satisfies AriRateContext;
  }

  private toError(caller: Pick<OtaInCaller, 't'>, language: Language, issue: OtaIssue): OtaError {
    // A parameter that is itself a text key (the tax basis) is said in the same language.
    const params = issue.params
      ? Object.fromEntries(
          Object.entries(issue.params).map(([name, value]) => [
            name,
            typeof value === 'string' && value.startsWith('ota.') ? caller.t(language, value) : value,
          ]),
        )
      : undefined;
    return {
      code: ERROR_CODE[issue.key] ?? 320,
      ...(ERROR_TYPE[issue.key] ? { type: ERROR_TYPE[issue.key] } : {}),
      path: issue.path,
      text: caller.t(language, issue.key, params),
    };
  }
}

/** Issues sorted by the message element they name (`…Message[12]/…`), stable within one. */
function inDocumentOrder(issues: OtaIssue[]): OtaIssue[] {
  const element = (path: string) => Number(/^\w+\/\w+\[(\d+)\]/.exec(path)?.[1] ?? 0);
  return issues
    .map((issue, order) => ({ issue, order, at: element(issue.path) }))
    .sort((a, b) => a.at - b.at || a.order - b.order)
    .map(({ issue }) => issue);
}

/** The container element of a root (where HotelCode is). */
function hotelPath(root: OtaRoot): string {
  return root === 'OTA_HotelRateAmountNotifRQ' ? 'RateAmountMessages' : 'AvailStatusMessages';
}
