import {
  ARI_MSG,
  type AriChange,
  type AriRateContext,
  ariChangeSchema,
  cellFromInput,
  changeDays,
  changeIssues,
  changeTargets,
  dayKeyToIso,
  OTA_MSG,
  roomOccupancy,
  selectableYears,
} from '@hotel/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type {
  AriRateRow,
  AriRepository,
  CellValues,
  RestrictionRow,
  WriteStep,
} from '../rates/ari.repository.ts';
import { ARI_WRITE_CELLS_MAX, type AriService } from '../rates/ari.service.ts';
import type { DistributionEvents } from './events.ts';
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
import {
  buildOtaAnswer,
  OtaEnvelopeError,
  type OtaEnvelopeProblem,
  type OtaError,
  parseOtaMessage,
} from './ota-xml.ts';

/** The 400 answer (not an OTA message at all) of each envelope problem. */
const ENVELOPE_MESSAGE: Record<OtaEnvelopeProblem, string> = {
  not_xml: OTA_MSG.notXml,
  doctype: OTA_MSG.doctype,
  namespace: OTA_MSG.namespace,
  root: OTA_MSG.root,
};

/** OTA code list ERR of each issue (320 "invalid value" otherwise). */
const ERROR_CODE: Record<string, number> = {
  [OTA_MSG.required]: 321,
  [OTA_MSG.dateInvalid]: 15,
  [ARI_MSG.rangeReversed]: 15,
  [ARI_MSG.rangeTooLong]: 15,
  [ARI_MSG.dayOutOfYears]: 15,
  [OTA_MSG.hotelUnknown]: 392,
  [OTA_MSG.roomUnknown]: 402,
  [ARI_MSG.roomTypeNotInRate]: 402,
  [ARI_MSG.roomTypesRequired]: 321,
  [OTA_MSG.roomRequired]: 321,
  [OTA_MSG.ratePlanUnknown]: 249,
  [ARI_MSG.boardNotInRate]: 249,
  [OTA_MSG.ratePlanRequired]: 321,
  [OTA_MSG.currencyMismatch]: 61,
};
/** An error answer lists at most this many errors (the first ones in document order). */
export const OTA_ERRORS_MAX = 100;

/** Refusal found inside the applying transaction (it rolls back, the message is answered with errors). */
class OtaRefusal extends Error {
  constructor(readonly issues: OtaIssue[]) {
    super('OTA message refused');
  }
}

export interface OtaInKey {
  id: number;
}

/** What the route needs from the caller: the key, whether it reaches a hotel, and the language of the texts. */
export interface OtaInCaller {
  key: OtaInKey;
  reaches(hotelId: number): Promise<boolean>;
  language: string;
  t(key: string, params?: Record<string, string | number>): string;
}

/** The answer: the OTA response document, and whether this request applied the message. */
export interface OtaInAnswer {
  xml: string;
  outcome: 'applied' | 'duplicate' | 'refused';
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

/**
 * Rates in (issue 17 item 6): a channel manager's OTA_HotelRateAmountNotifRQ or
 * OTA_HotelAvailNotifRQ, validated as a whole and applied in one transaction through the ARI write
 * path (AriRepository.writeIn, the rules of AriService's bulk change) or refused whole with an OTA
 * error answer naming each element at fault.
 *
 * HTTP: 400 (house JSON, `body`) only for what is not an OTA message at all: not XML, a DOCTYPE or
 * entity, another namespace or root. Everything else is an OTA answer with HTTP 200, `<Success/>`
 * or `<Errors>` (EchoToken missing included: an OTA message without its token is still one).
 *
 * Idempotent on EchoToken per key: the token is claimed in the applying transaction with the
 * answer; a message sent again (even concurrently) answers the stored answer and applies nothing.
 * A refused message is not kept, so its corrected version may reuse the token.
 */
export class OtaInService {
  constructor(
    private readonly db: Db,
    private readonly repository: OtaInRepository,
    private readonly ari: AriService,
    private readonly ariRepository: AriRepository,
    private readonly events: DistributionEvents,
    /** The clock that decides the writable years; tests may fix it. */
    private readonly today: () => Date = () => new Date(),
  ) {}

  async receive(caller: OtaInCaller, text: string): Promise<OtaInAnswer> {
    let parsed: ReturnType<typeof parseOtaMessage<OtaRoot>>;
    try {
      parsed = parseOtaMessage(text, OTA_ROOTS);
    } catch (error) {
      if (error instanceof OtaEnvelopeError)
        throw AppError.validation({ body: ENVELOPE_MESSAGE[error.problem] });
      throw error;
    }
    const { root, message } = parsed;
    const answerRoot = OTA_ANSWER[root];
    const echoToken = message['@EchoToken'];
    const token = typeof echoToken === 'string' ? echoToken : undefined;
    const refuse = (issues: OtaIssue[]): OtaInAnswer => ({
      xml: buildOtaAnswer(
        answerRoot,
        { echoToken: token, language: caller.language },
        issues.slice(0, OTA_ERRORS_MAX).map((issue) => this.toError(caller, issue)),
      ),
      outcome: 'refused',
    });
    if (!token) return refuse([{ path: '@EchoToken', key: OTA_MSG.required }]);
    if (token.length > ECHO_TOKEN_MAX)
      return refuse([{ path: '@EchoToken', key: OTA_MSG.tooLong, params: { max: ECHO_TOKEN_MAX } }]);

    // A message applied already answers as it did, before anything else is read.
    const stored = await this.repository.storedAnswer(caller.key.id, token);
    if (stored !== undefined) return { xml: stored, outcome: 'duplicate' };

    const head = readHotelCode(root, message);
    if (!head.hotelCode) return refuse(head.issues);
    // An unknown hotel and one the key does not reach answer alike (no existence leak).
    const hotelId = await this.repository.hotelIdByCode(head.hotelCode);
    if (hotelId === undefined || !(await caller.reaches(hotelId)))
      return refuse([{ path: `${hotelPath(root)}/@HotelCode`, key: OTA_MSG.hotelUnknown }]);

    const [roomRows, rateRows] = await Promise.all([
      this.ariRepository.roomTypesOf(hotelId),
      this.repository.ratesOfHotel(hotelId),
    ]);
    const rates = new Map(rateRows.map((rate) => [rate.id, rate]));
    const read = readMessage(root, message, { rooms: new Set(roomRows.map((room) => room.id)), rates });

    // The ARI rules of the bulk change, per change, against its rate (or the hotel's room types).
    const contexts = new Map<number, AriRateContext>();
    for (const rateId of new Set(
      read.changes.flatMap((change) => (change.rateId === null ? [] : [change.rateId])),
    )) {
      contexts.set(rateId, await this.ari.contextOf(rates.get(rateId) as AriRateRow));
    }
    const roomLevel = this.roomContext(roomRows);
    const issues: OtaIssue[] = [];
    let cells = 0;
    for (const change of read.changes) {
      const context = change.rateId === null ? roomLevel : (contexts.get(change.rateId) as AriRateContext);
      // A price change is schema-valid as read (its amounts, guests and dates checked by the
      // reader, a unit test holds it to the schema): parsing 10 000 of them again costs 100 ms.
      const shape = change.change.price
        ? ({ success: true } as const)
        : ariChangeSchema.safeParse(change.change);
      const found = shape.success
        ? changeIssues(change.change, context)
        : shape.error.issues.map((issue) => ({
            path: issue.path as (string | number)[],
            message: issue.message,
          }));
      for (const issue of found) issues.push({ path: originOf(change, issue.path), key: issue.message });
      if (found.length === 0) {
        const targets = changeTargets(change.change);
        const perDay =
          (targets.prices ? 1 : 0) + (targets.inventory ? 1 : 0) + (targets.restrictions ? 1 : 0);
        cells += daysOf(change.change).length * perDay;
      }
      if (issues.length >= OTA_ERRORS_MAX) break;
    }
    // The elements read whole were checked too: every element at fault is named, in document order.
    if (read.issues.length > 0 || issues.length > 0)
      return refuse(inDocumentOrder([...read.issues, ...issues]));
    if (cells > ARI_WRITE_CELLS_MAX)
      return refuse([
        { path: hotelPath(root), key: OTA_MSG.tooManyCells, params: { max: ARI_WRITE_CELLS_MAX } },
      ]);

    const success = buildOtaAnswer(answerRoot, { echoToken: token }, []);
    try {
      const applied = await this.db.transaction(async (tx) => {
        if (!(await this.repository.claim(tx, caller.key.id, token, root, success))) return false;
        await this.apply(tx, hotelId, read.changes);
        return true;
      });
      if (!applied) {
        // A copy of this message committed meanwhile: its answer, nothing applied here.
        return {
          xml: (await this.repository.storedAnswer(caller.key.id, token)) ?? success,
          outcome: 'duplicate',
        };
      }
    } catch (error) {
      if (error instanceof OtaRefusal) return refuse(error.issues);
      throw error;
    }
    return { xml: success, outcome: 'applied' };
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

  /**
   * Writes the checked changes, per rate: the prices of all its messages as one upsert of cells
   * (the last message naming a cell wins, as in a bulk write), then its inventory and
   * restrictions in message order; a minimum stay above the maximum once merged refuses it all.
   * One change-feed row per rate written (and one for inventory named without rate).
   */
  private async apply(tx: Db, hotelId: number, changes: ReadChange[]): Promise<void> {
    const byRate = new Map<number | null, ReadChange[]>();
    for (const change of changes) {
      const list = byRate.get(change.rateId) ?? [];
      list.push(change);
      byRate.set(change.rateId, list);
    }
    for (const [rateId, list] of byRate) {
      const cells = new Map<string, CellValues & { room: number; board: string; day: string }>();
      const steps: WriteStep[] = [];
      let from: string | undefined;
      let to: string | undefined;
      for (const { change } of list) {
        const days = daysOf(change);
        for (const day of [days[0], days[days.length - 1]]) {
          if (day === undefined) continue;
          if (from === undefined || day < from) from = day;
          if (to === undefined || day > to) to = day;
        }
        const rooms = change.roomTypes ?? [];
        if (change.price) {
          const cell = cellFromInput(change.price);
          for (const day of days)
            for (const room of rooms)
              for (const board of change.boards ?? [])
                cells.set(`${room}:${board}:${day}`, { ...cell, room, board, day });
        }
        if (change.allotment !== undefined || change.stopSale !== undefined)
          steps.push({
            type: 'inventory',
            days,
            rooms,
            allotment: change.allotment,
            stopSale: change.stopSale,
          });
        if (changeTargets(change).restrictions)
          steps.push({
            type: 'restrictions',
            days,
            minStay: change.minStay,
            maxStay: change.maxStay,
            closedArrival: change.closedArrival,
            closedDeparture: change.closedDeparture,
          });
      }
      if (cells.size > 0) steps.unshift({ type: 'cells', cells: [...cells.values()] });
      if (steps.length === 0) continue;
      // Inventory without a rate does not use the rate id (writeIn's steps name their rooms).
      await this.ariRepository.writeIn(
        tx,
        rateId ?? 0,
        steps,
        () => [],
        (written) => checkStays(written.restrictions, list),
        { returnPrices: false },
      );
      await this.events.changed(tx, {
        hotelId,
        kind: 'rates',
        detail: rateId === null ? { from, to } : { rate: rateId, from, to },
      });
    }
  }

  private toError(caller: OtaInCaller, issue: OtaIssue): OtaError {
    return { code: ERROR_CODE[issue.key] ?? 320, path: issue.path, text: caller.t(issue.key, issue.params) };
  }
}

/** The ISO days of a change; a single day (most channel manager messages) without listing a range. */
function daysOf(change: AriChange): string[] {
  if (change.start === change.end && change.weekdays === undefined) return [dayKeyToIso(change.start)];
  return changeDays(change).map(dayKeyToIso);
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

/** A minimum stay above the maximum once merged with what the days held: refused, naming the first stay element. */
function checkStays(written: RestrictionRow[], changes: ReadChange[]): void {
  const wrong = written.some(
    (row) => row.minStay !== null && row.maxStay !== null && row.minStay > row.maxStay,
  );
  if (!wrong) return;
  const culprit = changes.find(
    (change) => change.change.minStay !== undefined || change.change.maxStay !== undefined,
  );
  const path = culprit ? (culprit.origins.minStay ?? culprit.origins.maxStay ?? culprit.path) : '';
  throw new OtaRefusal([{ path, key: ARI_MSG.minAboveMax }]);
}
