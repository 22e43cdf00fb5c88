import {
  type RateTerms,
  type Reservation,
  type ReservationDetail,
  type ReservationListItem,
  stayNights,
  toCents,
} from '@hotel/domain';

/** One room stay of a reservation, as the API answers it. */
export type ReservationStay = Reservation['stays'][number];
export type ReservationRevision = ReservationDetail['revisions'][number];
export type CancellationPolicyTerms = RateTerms['cancellationPolicy'];

/** Waiting for the hotel's confirmation number: none given yet, and the reservation still stands. */
export function isUnconfirmed(reservation: Pick<Reservation, 'confirmationNumber' | 'status'>): boolean {
  return reservation.confirmationNumber === null && reservation.status !== 'cancelled';
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** An ISO day ("2027-07-01", or the day of an instant) in the interface language, without a time zone shift. */
export function formatDay(
  iso: string,
  language: string,
  style: 'short' | 'long' | 'weekday' = 'short',
): string {
  const match = ISO_DAY.exec(iso);
  if (!match) return iso;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Intl.DateTimeFormat(language, {
    timeZone: 'UTC',
    ...(style === 'short'
      ? { day: '2-digit', month: '2-digit', year: 'numeric' }
      : style === 'weekday'
        ? // The coming days on a phone: "mié, 9 dic" fits where the long date does not.
          { weekday: 'short', day: 'numeric', month: 'short' }
        : { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
  }).format(time);
}

/** An instant (ISO date-time) in the interface language, date and time. */
export function formatInstant(iso: string, language: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' }).format(time);
}

/** The guests of a reservation, every stay's. */
export function guestCount(reservation: Pick<ReservationListItem, 'stays'>): number {
  return reservation.stays.reduce((total, stay) => total + stay.guests.length, 0);
}

/** The nights of a stay, each with the price as sent and as the product computed, and whether they differ. */
export interface NightPrice {
  day: string;
  sent: string | null;
  computed: string | null;
  differs: boolean;
}

const cents = (value: string | null | undefined) => (value == null ? null : toCents(value));

export function nightPrices(stay: ReservationStay): NightPrice[] {
  const days = stayNights(stay.arrival, stay.departure);
  const count = Math.max(days.length, stay.nightlyPrices.length, stay.computed.nightlyPrices.length);
  return Array.from({ length: count }, (_, index) => {
    const sent = stay.nightlyPrices[index] ?? null;
    const computed = stay.computed.nightlyPrices[index] ?? null;
    return { day: days[index] ?? '', sent, computed, differs: cents(sent) !== cents(computed) };
  });
}

/** The stay's total as computed minus as sent (an exact decimal string), or null when they agree. */
export function totalDifference(stay: ReservationStay): string | null {
  const sent = cents(stay.total);
  const computed = cents(stay.computed.total);
  if (sent === null || computed === null || sent === computed) return null;
  const diff = computed - sent;
  const abs = Math.abs(diff);
  return `${diff < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A sentence of the cancellation policy: a catalogue key and its values (the screen translates). */
export interface PolicyLine {
  key: string;
  values: Record<string, string | number>;
}

type Penalty = CancellationPolicyTerms['noShow'];

function penaltyLine(penalty: Penalty, money: (amount: string) => string): PolicyLine {
  if ('nights' in penalty)
    return { key: 'rates.reservations.screen.policy.penalty_nights', values: { count: penalty.nights } };
  if ('percent' in penalty)
    return { key: 'rates.reservations.screen.policy.penalty_percent', values: { percent: penalty.percent } };
  return {
    key: 'rates.reservations.screen.policy.penalty_amount',
    values: { amount: money(penalty.amount) },
  };
}

/**
 * The policy in words, tier by tier: when (days and hours before the arrival, or hours after the
 * booking) and what it costs (nights, a percentage, an amount); then the no-show's penalty. A
 * policy without tiers is free until the arrival.
 */
export function policyLines(
  policy: CancellationPolicyTerms,
  money: (amount: string) => string,
): { when: PolicyLine; penalty: PolicyLine }[] {
  const tiers = policy.tiers.map((tier) => {
    const deadline = tier.deadline;
    const when: PolicyLine =
      deadline.from === 'after_booking'
        ? { key: 'rates.reservations.screen.policy.after_booking', values: { count: deadline.hours } }
        : deadline.hours
          ? {
              key: 'rates.reservations.screen.policy.before_arrival_hours',
              values: { count: deadline.days, hours: deadline.hours },
            }
          : { key: 'rates.reservations.screen.policy.before_arrival', values: { count: deadline.days } };
    return { when, penalty: penaltyLine(tier.penalty, money) };
  });
  return [
    ...tiers,
    {
      when: { key: 'rates.reservations.screen.policy.no_show', values: {} },
      penalty: penaltyLine(policy.noShow, money),
    },
  ];
}

/** The hotel's confirmation number as typed: its message key when it cannot be sent, else undefined. */
export const CONFIRMATION_NUMBER_MAX = 64;
export function confirmationNumberIssue(value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed.length === 0) return 'rates.reservations.screen.confirm.required';
  if (trimmed.length > CONFIRMATION_NUMBER_MAX) return 'rates.reservations.screen.confirm.too_long';
  return undefined;
}
