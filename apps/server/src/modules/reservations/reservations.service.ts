import {
  type CancellationPolicy,
  type CancellationQuote,
  type ComputedStay,
  consumesAllotment,
  fromCents,
  HOTEL_TIME_ZONE_DEFAULT,
  type HotelReservationList,
  type HotelReservationsQuery,
  hotelDay,
  hotelDayStart,
  MSG,
  policyInForce,
  quotePenalty,
  type RateTerms,
  RESERVATION_MSG,
  type Reservation,
  type ReservationDetail,
  type ReservationInput,
  type ReservationList,
  type ReservationListItem,
  type ReservationStayInput,
  type RoomQuote,
  STAY_NIGHTS_MAX,
  type StayRefusal,
  type StructuredCancellationPolicy,
  stayNights,
  toCents,
  withoutSource,
} from '@hotel/domain';
import type { Db } from '../../db/client.ts';
import type { ActivityLog } from '../../lib/activity-log.ts';
import type { DistributionChanges } from '../../lib/distribution-changes.ts';
import { AppError } from '../../lib/errors.ts';
import { type AriService, type AriStep, AriWriteError, type StayRead } from '../rates/index.ts';
import type { ReservationMail } from './reservation-mail.ts';
import type {
  Keyset,
  ListFilter,
  NightRow,
  ReservationRow,
  ReservationsRepository,
  RevisionRow,
  SortColumn,
} from './reservations.repository.ts';

/** A stay as kept with a revision: as sent, as computed from the ARI, and the rate's terms. */
export type StoredStay = ReservationStayInput & {
  computed: ComputedStay;
  terms: RateTerms;
};

/** Who sends or changes a reservation: its source (the key's system), the key, and a name for the history. */
export interface ReservationCaller {
  source: string;
  apiKeyId: number | null;
  by: string;
}

/** A stay the ARI refuses: which stay, which night (null: the stay as a whole) and why. */
export class StayRefused extends Error {
  constructor(
    readonly stay: number,
    readonly night: string | null,
    readonly reason: StayRefusal,
  ) {
    super(`stay ${stay} refused: ${reason}`);
  }
}

type NightInsert = Omit<NightRow, 'reservationId'>;

interface StayPlan {
  stored: StoredStay[];
  nights: NightInsert[];
  steps: AriStep[];
  currency: string;
  total: number;
}

/**
 * Reservations (issue 32, decision 052): created, modified and cancelled by the group's systems
 * with API keys, read and confirmed by the hotel. Availability is checked and each stay priced by
 * the one pricing engine (AriService.pricedStay: priceStay on the ARI, terms and taxes read through
 * rates' door in the reservation's own transaction; decision 067) and consumed through the one ARI
 * write path (AriService.apply with `book` steps) in that same transaction.
 */
export class ReservationsService {
  constructor(
    private readonly repository: ReservationsRepository,
    private readonly ari: AriService,
    /** Distribution's port: every change is a `reservations` change and a webhook event, in its transaction. */
    private readonly events: Pick<DistributionChanges, 'reservationChanged'>,
    /**
     * The hotel's operative contacts hear of every change the group makes (not of the hotel's own
     * confirmation), once its transaction has committed (decision 058).
     */
    private readonly mail: Pick<ReservationMail, 'tell'>,
    /** The back office's log: the hotel's confirmations and no-shows (decision 061). */
    private readonly activity: ActivityLog,
    /** The clock of the release and the penalties; tests may fix it. */
    private readonly now: () => Date = () => new Date(),
    /** The hotels' day (no hotel names a time zone yet). */
    private readonly timeZone: string = HOTEL_TIME_ZONE_DEFAULT,
  ) {}

  /** Tells distribution, in the reservation's transaction: the change feed and the webhook event. */
  private async told(
    tx: Db,
    event: Parameters<DistributionChanges['reservationChanged']>[2],
    row: Pick<ReservationRow, 'id' | 'hotelId' | 'reference' | 'status' | 'revision'>,
  ): Promise<void> {
    await this.events.reservationChanged(tx, row.hotelId, event, {
      reservation: row.id,
      reference: row.reference,
      status: row.status,
      revision: row.revision,
    });
  }

  private async toldOf(
    tx: Db,
    event: Parameters<DistributionChanges['reservationChanged']>[2],
    row: ReservationRow,
  ): Promise<ReservationRow> {
    await this.told(tx, event, row);
    return row;
  }

  // -------------------------------------------------------------------------------------------
  // The group's side (API keys)

  /**
   * A new reservation; idempotent on the sender's reference and revision: the same message again
   * answers the reservation it made (`created: false`), a different one under a reference
   * already used is refused (409).
   */
  async create(
    caller: ReservationCaller,
    hotelId: number,
    input: ReservationInput,
  ): Promise<{ created: boolean; reservation: ReservationDetail }> {
    const existing = await this.repository.bySource(caller.source, input.reference);
    if (existing) return { created: false, reservation: await this.replay(existing, hotelId, input) };
    try {
      const { row, revision } = await this.repository.transaction(async (tx) => {
        // No lock before the reads: the `book` steps lock each room type's days in (room, day)
        // order and take a room only where one is left (decision 052), so a stale read can only
        // be refused there; the rows stay locked from the steps to the commit, not from the start.
        const plan = await this.planStays(tx, hotelId, input.stays);
        await this.applySteps(tx, hotelId, plan.steps);
        const reservation = await this.repository.insert(tx, {
          hotelId,
          apiKeyId: caller.apiKeyId,
          source: caller.source,
          reference: input.reference,
          status: 'confirmed',
          revision: 1,
          senderRevision: input.revision,
          ...this.guestColumns(input),
          ...spanOf(input.stays),
          currency: plan.currency,
          total: fromCents(plan.total),
          stays: plan.stored,
          search: searchOf(input.leadGuest.name, input.reference, null),
        });
        await this.repository.insertNights(
          tx,
          plan.nights.map((night) => ({ ...night, reservationId: reservation.id })),
        );
        const revision = await this.repository.insertRevision(tx, {
          reservationId: reservation.id,
          revision: 1,
          senderRevision: input.revision,
          kind: 'created',
          payload: input,
          stays: plan.stored,
          createdBy: caller.by,
        });
        await this.told(tx, 'reservation.created', reservation);
        return { row: reservation, revision };
      });
      await this.mail.tell('created', row);
      // A new reservation's history is the one revision just written: nothing to read back.
      return { created: true, reservation: { ...toReservation(row), revisions: [toRevision(revision)] } };
    } catch (error) {
      // The same reference sent twice at once: the second insert meets the first's unique row.
      if (!isUniqueViolation(error)) throw error;
      const again = await this.repository.bySource(caller.source, input.reference);
      if (!again) throw error;
      return { created: false, reservation: await this.replay(again, hotelId, input) };
    }
  }

  /**
   * A modification: a higher revision than the last received replaces the stays (the old nights
   * given back and the new ones taken in one transaction), the guest and the requests. The same
   * revision again answers the reservation as it is; an older one is refused (409).
   */
  async modify(
    caller: ReservationCaller,
    hotelId: number,
    reference: string,
    input: ReservationInput,
  ): Promise<ReservationDetail> {
    if (input.reference !== reference) throw AppError.validation({ reference: MSG.invalidValue });
    const existing = await this.ownReservation(caller, hotelId, reference);
    if (input.revision <= existing.senderRevision)
      return this.replay(existing, hotelId, input, RESERVATION_MSG.revisionStale);
    if (existing.status === 'cancelled') throw conflict(RESERVATION_MSG.cancelled);
    const row = await this.repository.transaction(async (tx) => {
      const locked = await this.repository.bySource(caller.source, reference, tx);
      if (!locked) throw AppError.notFound();
      if (locked.status === 'cancelled') throw conflict(RESERVATION_MSG.cancelled);
      if (input.revision <= locked.senderRevision) throw conflict(RESERVATION_MSG.revisionStale);
      const held = await this.repository.nights(tx, locked.id);
      await this.ari.lockInventory(tx, [
        ...held.filter((night) => night.consumes).map((night) => ({ room: night.roomId, day: night.day })),
        ...cellsOf(input.stays),
      ]);
      await this.giveBack(tx, hotelId, held);
      const plan = await this.planStays(tx, hotelId, input.stays);
      await this.applySteps(tx, hotelId, plan.steps);
      await this.repository.replaceNights(
        tx,
        locked.id,
        plan.nights.map((night) => ({ ...night, reservationId: locked.id })),
      );
      const revision = locked.revision + 1;
      await this.repository.insertRevision(tx, {
        reservationId: locked.id,
        revision,
        senderRevision: input.revision,
        kind: 'modified',
        payload: input,
        stays: plan.stored,
        createdBy: caller.by,
      });
      return this.toldOf(
        tx,
        'reservation.modified',
        await this.repository.update(tx, locked.id, {
          status: 'modified',
          revision,
          senderRevision: input.revision,
          ...this.guestColumns(input),
          ...spanOf(input.stays),
          currency: plan.currency,
          total: fromCents(plan.total),
          stays: plan.stored,
          search: searchOf(input.leadGuest.name, reference, locked.confirmationNumber),
        }),
      );
    });
    await this.mail.tell('modified', row);
    return this.detail(row);
  }

  /** The penalty of cancelling now, as `cancel` will charge it. */
  async quote(caller: ReservationCaller, hotelId: number, reference: string): Promise<CancellationQuote> {
    const row = await this.ownReservation(caller, hotelId, reference);
    if (row.status === 'cancelled') throw conflict(RESERVATION_MSG.cancelled);
    const now = this.now();
    return {
      reference: row.reference,
      penalty: this.penaltyOf(row, now),
      currency: row.currency,
      policy: storedStays(row).map((stay) => stay.terms.cancellationPolicy),
      quotedAt: now.toISOString(),
    };
  }

  /**
   * A cancellation at the penalty quoted: the caller repeats it, and a different amount (the
   * quote has moved on) is refused (409). The rooms go back to the allotment. Cancelling again
   * with the penalty charged answers the reservation as it is.
   */
  async cancel(
    caller: ReservationCaller,
    hotelId: number,
    reference: string,
    penalty: string,
  ): Promise<ReservationDetail> {
    const existing = await this.ownReservation(caller, hotelId, reference);
    if (existing.status === 'cancelled') {
      if (toCents(existing.penalty ?? '') === toCents(penalty)) return this.detail(existing);
      throw conflict(RESERVATION_MSG.cancelled);
    }
    const row = await this.repository.transaction(async (tx) => {
      const locked = await this.repository.bySource(caller.source, reference, tx);
      if (!locked) throw AppError.notFound();
      if (locked.status === 'cancelled') throw conflict(RESERVATION_MSG.cancelled);
      const quoted = this.penaltyOf(locked, this.now());
      if (toCents(quoted) !== toCents(penalty)) throw conflict(RESERVATION_MSG.quoteDiffers);
      const held = await this.repository.nights(tx, locked.id);
      await this.ari.lockInventory(
        tx,
        held.filter((night) => night.consumes).map((night) => ({ room: night.roomId, day: night.day })),
      );
      await this.giveBack(tx, hotelId, held);
      await this.repository.replaceNights(tx, locked.id, []);
      const revision = locked.revision + 1;
      await this.repository.insertRevision(tx, {
        reservationId: locked.id,
        revision,
        senderRevision: locked.senderRevision,
        kind: 'cancelled',
        payload: { penalty },
        stays: locked.stays,
        penalty: quoted,
        createdBy: caller.by,
      });
      return this.toldOf(
        tx,
        'reservation.cancelled',
        await this.repository.update(tx, locked.id, { status: 'cancelled', revision, penalty: quoted }),
      );
    });
    await this.mail.tell('cancelled', row);
    return this.detail(row);
  }

  async read(caller: ReservationCaller, hotelId: number, reference: string): Promise<ReservationDetail> {
    return this.detail(await this.ownReservation(caller, hotelId, reference));
  }

  /** The hotel's reservations changed after the change number `since`, oldest change first. */
  async changes(hotelId: number, since: number, limit: number): Promise<ReservationList> {
    const rows = await this.repository.changedSince(hotelId, since, limit);
    const last = rows.at(-1);
    return {
      reservations: rows.map(toReservation),
      next: rows.length === limit && last ? String(last.change) : null,
    };
  }

  // -------------------------------------------------------------------------------------------
  // The hotel's side (sessions; requireHotel has checked the hotel)

  async list(hotelId: number, query: HotelReservationsQuery): Promise<HotelReservationList> {
    const { rows, next } = await this.page(hotelId, query);
    return { reservations: rows.map(toListItem), next };
  }

  /**
   * A page of the list and the cursor of the next: of one hotel, or of every hotel (`hotelId`
   * null, staff's list, decision 057), with the filters of the hotel's screen and `extra` ones.
   */
  async page(
    hotelId: number | null,
    query: HotelReservationsQuery,
    extra: Pick<ListFilter, 'unconfirmedBefore'> = {},
  ): Promise<{ rows: ReservationRow[]; next: string | null }> {
    const descending = query.sort.startsWith('-');
    const column = query.sort.replace('-', '') as SortColumn;
    const after = query.after === undefined ? undefined : parseCursor(query.after);
    const rows = await this.repository.page(
      hotelId,
      { ...query, ...extra },
      { column, descending },
      query.limit + 1,
      after,
    );
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    const next =
      rows.length > query.limit && last
        ? cursorOf({ value: column === 'departure' ? last.departure : last.arrival, id: last.id })
        : null;
    return { rows: page, next };
  }

  /**
   * Stays priced from the hotel's own ARI, night by night, by the same rules a booking is checked
   * with (a refusal names the stay and the night); nothing is written. Staff's phone bookings are
   * priced so before they are created (decision 057): the price is the product's, not typed.
   */
  async price(
    hotelId: number,
    stays: readonly Omit<ReservationStayInput, 'nightlyPrices' | 'total'>[],
  ): Promise<ReservationStayInput[]> {
    const plan = await this.repository.transaction((tx) =>
      this.planStays(
        tx,
        hotelId,
        stays.map((stay) => ({ ...stay, nightlyPrices: [], total: '0' })),
        false,
      ),
    );
    return plan.stored.map(({ computed, terms: _terms, ...stay }) => ({
      ...stay,
      nightlyPrices: computed.nightlyPrices,
      total: computed.total,
    }));
  }

  async hotelDetail(hotelId: number, id: number): Promise<ReservationDetail> {
    const row = await this.repository.byId(hotelId, id);
    if (!row) throw AppError.notFound();
    return this.detail(row);
  }

  /** The hotel's confirmation number (it goes back to the group on every read): a revision of its own. */
  async confirm(
    user: { id: number },
    hotelId: number,
    id: number,
    confirmationNumber: string,
  ): Promise<ReservationDetail> {
    const row = await this.repository.transaction(async (tx) => {
      const locked = await this.repository.byId(hotelId, id, tx);
      if (!locked) throw AppError.notFound();
      if (locked.status === 'cancelled') throw conflict(RESERVATION_MSG.cancelled);
      const revision = locked.revision + 1;
      await this.repository.insertRevision(tx, {
        reservationId: locked.id,
        revision,
        senderRevision: locked.senderRevision,
        kind: 'confirmed',
        payload: { confirmationNumber },
        stays: locked.stays,
        createdBy: `user:${user.id}`,
      });
      await this.activity.record(
        {
          hotelId,
          userId: user.id,
          action: 'reservation.confirmed',
          detail: {
            reservation: locked.id,
            reference: locked.reference,
            before: { confirmation_number: locked.confirmationNumber },
            after: { confirmation_number: confirmationNumber },
          },
        },
        tx,
      );
      return this.toldOf(
        tx,
        'reservation.confirmed',
        await this.repository.update(tx, locked.id, {
          confirmationNumber,
          revision,
          search: searchOf(locked.leadName, locked.reference, confirmationNumber),
        }),
      );
    });
    return this.detail(row);
  }

  /**
   * The guest did not come: from the start of the first arrival day (the hotel's day) the hotel
   * reports a no-show. The policy's no-show penalty is charged (the tiers' for a stay not yet
   * due), the nights after the hotel's today go back to the allotment (they can be sold again),
   * and the group hears of it as `reservation.no_show`.
   */
  async markNoShow(user: { id: number }, hotelId: number, id: number): Promise<ReservationDetail> {
    const row = await this.repository.transaction(async (tx) => {
      const locked = await this.repository.byId(hotelId, id, tx);
      if (!locked) throw AppError.notFound();
      if (locked.status === 'cancelled') throw conflict(RESERVATION_MSG.cancelled);
      if (locked.status === 'no_show') throw conflict(RESERVATION_MSG.noShowAlready);
      const now = this.now();
      if (now.getTime() < hotelDayStart(locked.arrival, this.timeZone).getTime())
        throw conflict(RESERVATION_MSG.notArrived);
      const penalty = this.penaltyOf(locked, now);
      const today = hotelDay(now, this.timeZone);
      const held = await this.repository.nights(tx, locked.id);
      const released = held.filter((night) => night.day > today);
      await this.ari.lockInventory(
        tx,
        released.filter((night) => night.consumes).map((night) => ({ room: night.roomId, day: night.day })),
      );
      await this.giveBack(tx, hotelId, released);
      await this.repository.replaceNights(
        tx,
        locked.id,
        held.filter((night) => night.day <= today),
      );
      const revision = locked.revision + 1;
      await this.repository.insertRevision(tx, {
        reservationId: locked.id,
        revision,
        senderRevision: locked.senderRevision,
        kind: 'no_show',
        payload: {},
        stays: locked.stays,
        penalty,
        createdBy: `user:${user.id}`,
      });
      await this.activity.record(
        {
          hotelId,
          userId: user.id,
          action: 'reservation.no_show',
          detail: { reservation: locked.id, reference: locked.reference, penalty },
        },
        tx,
      );
      return this.toldOf(
        tx,
        'reservation.no_show',
        await this.repository.update(tx, locked.id, { status: 'no_show', revision, penalty }),
      );
    });
    return this.detail(row);
  }

  // -------------------------------------------------------------------------------------------

  private async ownReservation(
    caller: ReservationCaller,
    hotelId: number,
    reference: string,
  ): Promise<ReservationRow> {
    const row = await this.repository.bySource(caller.source, reference);
    if (!row || row.hotelId !== hotelId) throw AppError.notFound();
    return row;
  }

  /** A message already received (same reference and revision, same content): the reservation as it is. */
  private async replay(
    existing: ReservationRow,
    hotelId: number,
    input: ReservationInput,
    /** What a different message under this reference and revision is refused with. */
    differs: string = RESERVATION_MSG.referenceTaken,
  ): Promise<ReservationDetail> {
    if (existing.hotelId !== hotelId) throw conflict(RESERVATION_MSG.referenceTaken);
    const revision = await this.repository.revision(existing.id, input.revision);
    if (!revision) throw conflict(RESERVATION_MSG.revisionStale);
    if (canonical(revision.payload) !== canonical(input)) throw conflict(differs);
    return this.detail(existing);
  }

  private guestColumns(input: ReservationInput) {
    return {
      leadName: input.leadGuest.name,
      leadEmail: input.leadGuest.email,
      leadPhone: input.leadGuest.phone ?? null,
      specialRequests: input.specialRequests,
    };
  }

  /**
   * Every stay checked night by night and priced on the ARI read in `tx`; the `book` steps of the
   * allotment rates. Stays of one rate, board and dates are priced together, as a quote of those
   * rooms answers them (decision 067): one read of their ARI, terms and taxes.
   */
  private async planStays(
    tx: Db,
    hotelId: number,
    stays: readonly ReservationStayInput[],
    /** False when the stays carry no prices of their own (`price`): they are not compared. */
    sentPrices = true,
  ): Promise<StayPlan> {
    const groups = new Map<string, number[]>();
    for (const [index, stay] of stays.entries()) {
      const nights = stayNights(stay.arrival, stay.departure).length;
      if (nights === 0 || nights > STAY_NIGHTS_MAX) throw new StayRefused(index, null, 'dates_invalid');
      if (sentPrices && stay.nightlyPrices.length !== nights)
        throw AppError.validation({ [`stays.${index}.nightlyPrices`]: RESERVATION_MSG.priceInvalid });
      const key = [stay.rateId, stay.board, stay.arrival, stay.departure].join('|');
      groups.set(key, [...(groups.get(key) ?? []), index]);
    }
    const now = this.now();
    const pricedStays = new Map<number, { read: StayRead; room: RoomQuote }>();
    for (const members of groups.values()) {
      const first = stays[members[0] as number] as ReservationStayInput;
      const priced = await this.ari.pricedStay(
        tx,
        hotelId,
        {
          rateId: first.rateId,
          board: first.board,
          arrival: first.arrival,
          departure: first.departure,
          rooms: members.map((index) => ({
            roomTypeId: (stays[index] as ReservationStayInput).roomTypeId,
            ages: (stays[index] as ReservationStayInput).guests.map((guest) => guest.age),
          })),
        },
        now,
        this.timeZone,
      );
      if (!priced) throw new StayRefused(members[0] as number, null, 'rate_unknown');
      const { quote, read } = priced;
      if (!quote.sells)
        throw new StayRefused(members[quote.room ?? 0] ?? (members[0] as number), quote.night, quote.reason);
      for (const [position, index] of members.entries())
        pricedStays.set(index, { read, room: quote.rooms[position] as RoomQuote });
    }

    const plan: StayPlan = { stored: [], nights: [], steps: [], currency: '', total: 0 };
    for (const [index, stay] of stays.entries()) {
      const { read, room } = pricedStays.get(index) as { read: StayRead; room: RoomQuote };
      const computed = computedOf(room);
      const nights = stayNights(stay.arrival, stay.departure);
      const consumes = consumesAllotment(read.rate.quotaType);
      if (consumes)
        plan.steps.push({ type: 'book', roomId: stay.roomTypeId, days: nights, delta: 1, source: index });
      plan.currency ||= read.row.currency;
      plan.total += toCents(computed.total) ?? 0;
      plan.stored.push({
        ...stay,
        computed,
        terms: {
          rateId: read.row.id,
          rateType: read.row.rateType,
          commission: null,
          payment: read.row.method,
          currency: read.row.currency,
          market: read.row.market,
          // The policy in force for this arrival at booking time (decision 056): an override,
          // else the rate's edited policy, else the wizard's choice.
          cancellationPolicy: withoutSource(
            policyInForce(
              stay.arrival,
              read.row.expenditureCancellation as CancellationPolicy,
              read.policies,
            ),
          ),
        },
      });
      for (const [night, day] of nights.entries())
        plan.nights.push({
          stay: index,
          day,
          roomId: stay.roomTypeId,
          rateId: stay.rateId,
          board: stay.board,
          price: computed.nightlyPrices[night] ?? '0',
          consumes,
        });
    }
    return plan;
  }

  /**
   * `book` steps through the one ARI write path, room types in id order (concurrent bookings lock
   * rows in one order); a night without a room left refuses the stay that named it.
   */
  private async applySteps(tx: Db, hotelId: number, steps: AriStep[]): Promise<void> {
    if (steps.length === 0) return;
    const ordered = [...steps].sort((a, b) => roomOf(a) - roomOf(b));
    try {
      await this.ari.apply(tx, null, ordered, { record: { hotelId } });
    } catch (error) {
      if (error instanceof AriWriteError && error.problem === 'soldOut')
        throw new StayRefused(error.source ?? 0, error.day ?? null, 'sold_out');
      throw error;
    }
  }

  /** The rooms a reservation's nights took, given back (one step per stay). */
  private async giveBack(tx: Db, hotelId: number, nights: NightRow[]): Promise<void> {
    const byStay = new Map<number, { roomId: number; days: string[] }>();
    for (const night of nights) {
      if (!night.consumes) continue;
      const entry = byStay.get(night.stay) ?? { roomId: night.roomId, days: [] };
      entry.days.push(night.day);
      byStay.set(night.stay, entry);
    }
    const steps: AriStep[] = [...byStay.values()].map(({ roomId, days }) => ({
      type: 'book',
      roomId,
      days,
      delta: -1,
    }));
    await this.applySteps(tx, hotelId, steps);
  }

  private penaltyOf(row: ReservationRow, now: Date): string {
    let cents = 0;
    for (const stay of storedStays(row)) {
      const amount = quotePenalty(
        stay.terms.cancellationPolicy as StructuredCancellationPolicy,
        {
          bookedAt: row.createdAt,
          stays: [{ arrival: stay.arrival, nightPrices: stay.computed.nightlyPrices }],
        },
        now,
        this.timeZone,
      );
      cents += toCents(amount) ?? 0;
    }
    return fromCents(cents);
  }

  private async detail(row: ReservationRow): Promise<ReservationDetail> {
    const revisions = await this.repository.revisions(row.id);
    return { ...toReservation(row), revisions: revisions.map(toRevision) };
  }
}

/**
 * What the engine's price of one room keeps with the reservation's stay (decision 067): each
 * night's price after supplements and discounts (taxes inside it when the rate's prices include
 * them) — what a cancellation penalty is quoted on —, the taxes added on top, the total (nights +
 * added taxes: what the group sells), and the terms and added taxes that applied, with amounts.
 */
function computedOf(room: RoomQuote): ComputedStay {
  const applied = new Map<string, { code: string; kind: string; effect: AppliedEffect; cents: number }>();
  const add = (line: { code: string; kind: string; amount: string }, effect: AppliedEffect) => {
    const key = `${effect}:${line.code}`;
    const entry = applied.get(key) ?? { code: line.code, kind: line.kind, effect, cents: 0 };
    entry.cents += toCents(line.amount) ?? 0;
    applied.set(key, entry);
  };
  let taxesAdded = 0;
  const nightlyPrices = room.nights.map((night) => {
    for (const line of night.supplements) add(line, 'supplement');
    for (const line of night.discounts) add(line, 'discount');
    let added = 0;
    for (const tax of night.taxes) {
      if (tax.included) continue;
      added += toCents(tax.amount) ?? 0;
      add(tax, 'tax');
    }
    taxesAdded += added;
    return fromCents((toCents(night.total) ?? 0) - added);
  });
  return {
    nightlyPrices,
    total: room.total,
    taxesAdded: fromCents(taxesAdded),
    applied: [...applied.values()].map(({ cents, ...line }) => ({ ...line, amount: fromCents(cents) })),
  };
}
type AppliedEffect = NonNullable<ComputedStay['applied']>[number]['effect'];

/** The room types × nights of stays (what a booking may lock). */
function cellsOf(stays: readonly ReservationStayInput[]): { room: number; day: string }[] {
  return stays.flatMap((stay) =>
    stayNights(stay.arrival, stay.departure).map((day) => ({ room: stay.roomTypeId, day })),
  );
}

function roomOf(step: AriStep): number {
  return step.type === 'book' ? step.roomId : 0;
}

function storedStays(row: Pick<ReservationRow, 'stays'>): StoredStay[] {
  return row.stays as StoredStay[];
}

function spanOf(stays: readonly ReservationStayInput[]): { arrival: string; departure: string } {
  const arrival = stays.map((stay) => stay.arrival).sort()[0] ?? '';
  const departure =
    stays
      .map((stay) => stay.departure)
      .sort()
      .at(-1) ?? '';
  return { arrival, departure };
}

function searchOf(name: string, reference: string, confirmation: string | null): string {
  return [name, reference, confirmation ?? ''].join(' ').toLowerCase();
}

function conflict(key: string): AppError {
  return new AppError(409, { key });
}

export function toReservation(row: ReservationRow): Reservation {
  return {
    id: row.id,
    hotelId: row.hotelId,
    reference: row.reference,
    source: row.source,
    status: row.status,
    revision: row.revision,
    senderRevision: row.senderRevision,
    confirmationNumber: row.confirmationNumber,
    leadGuest: { name: row.leadName, email: row.leadEmail, phone: row.leadPhone },
    specialRequests: row.specialRequests,
    arrival: row.arrival,
    departure: row.departure,
    stays: storedStays(row),
    currency: row.currency,
    total: row.total,
    penalty: row.penalty,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A row of `page` (its stays narrowed by the query, decision 068) as the lists show it. */
export function toListItem(row: ReservationRow): ReservationListItem {
  return { ...toReservation(row), stays: row.stays as ReservationListItem['stays'] };
}

function toRevision(row: RevisionRow): ReservationDetail['revisions'][number] {
  return {
    revision: row.revision,
    senderRevision: row.senderRevision,
    kind: row.kind,
    payload: row.payload,
    stays: row.stays as StoredStay[],
    penalty: row.penalty,
    by: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/** JSON with its keys sorted (jsonb does not keep the order they were sent in). */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, entry) =>
    entry && typeof entry === 'object' && !Array.isArray(entry)
      ? Object.fromEntries(Object.entries(entry).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : entry,
  );
}

function cursorOf(keyset: Keyset): string {
  return Buffer.from(JSON.stringify([keyset.value, keyset.id])).toString('base64url');
}

function parseCursor(cursor: string): Keyset {
  try {
    const [value, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && Number.isInteger(id))
      return { value, id: id as number };
  } catch {
    // answered below
  }
  throw AppError.validation({ after: MSG.invalidValue });
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
