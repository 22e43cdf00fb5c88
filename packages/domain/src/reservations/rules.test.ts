import { describe, expect, it } from 'vitest';
import type { PriceCell } from '../rates/cells.ts';
import { reservationInputSchema } from './contract.ts';
import {
  cancellationPolicyOf,
  checkStay,
  deadlineAt,
  effectiveControl,
  hotelDay,
  hotelDayStart,
  isOverdue,
  type NightAri,
  quotePenalty,
  roomsLeft,
  type StayRate,
  type StructuredCancellationPolicy,
  samePrices,
  stayNights,
} from './rules.ts';

const MADRID = 'Europe/Madrid';
const NOW = new Date('2027-06-01T10:00:00Z');

const personRate: StayRate = {
  priceRoomType: 'person',
  childsAge: 11,
  infantAge: 5,
  babyAge: 1,
  quotaType: 'allotment_release',
  releaseDays: 3,
  boards: ['BB', 'HB'],
  roomTypes: [7],
};
const roomRate: StayRate = { ...personRate, priceRoomType: 'room', childsAge: 0, infantAge: 0, babyAge: 0 };

const cell: PriceCell = {
  amounts: ['50.00', '40.00', '35.00'],
  child: '20.00',
  infant: '10.00',
  baby: '0.00',
};

function night(day: string, overrides: Partial<NightAri> = {}): NightAri {
  return {
    day,
    rateDay: true,
    price: cell,
    inventory: { allotment: 5, booked: 0, stopSale: false },
    restriction: null,
    planControl: null,
    ...overrides,
  };
}

/** ARI of the days from..to inclusive, with overrides per day. */
function ari(from: string, to: string, overrides: Record<string, Partial<NightAri>> = {}) {
  const map = new Map<string, NightAri>();
  for (const day of [...stayNights(from, to), to]) map.set(day, night(day, overrides[day]));
  return map;
}

const stay = { roomTypeId: 7, board: 'BB', arrival: '2027-06-10', departure: '2027-06-13', ages: [30, 30] };

describe('checkStay', () => {
  it('prices a per-person stay by adults, children, infants and babies, exactly', () => {
    const result = checkStay(personRate, stay, ari('2027-06-10', '2027-06-13'), NOW, MADRID);
    expect(result).toEqual({
      ok: true,
      nights: [
        { day: '2027-06-10', price: '80.00' },
        { day: '2027-06-11', price: '80.00' },
        { day: '2027-06-12', price: '80.00' },
      ],
      total: '240.00',
    });
    const family = checkStay(
      personRate,
      { ...stay, ages: [40, 38, 9, 4, 1] },
      ari('2027-06-10', '2027-06-13'),
      NOW,
      MADRID,
    );
    // 2 adults 40 + child 20 + infant 10 + baby 0 = 110 a night
    expect(family.ok && family.total).toBe('330.00');
    // a 12-year-old is an adult on this rate: three adults at 35
    const teen = checkStay(
      personRate,
      { ...stay, ages: [40, 12] },
      ari('2027-06-10', '2027-06-13'),
      NOW,
      MADRID,
    );
    expect(teen.ok && teen.nights[0]?.price).toBe('80.00');
  });

  it('prices a per-room stay with its one amount', () => {
    const roomCell = { amounts: ['99.99'], child: null, infant: null, baby: null };
    const days = ari('2027-06-10', '2027-06-13', {
      '2027-06-11': { price: { ...roomCell, amounts: ['100.01'] } },
    });
    for (const entry of days.values()) if (entry.day !== '2027-06-11') entry.price = roomCell;
    const result = checkStay(roomRate, { ...stay, ages: [30, 30, 5] }, days, NOW, MADRID);
    expect(result).toMatchObject({ ok: true, total: '299.99' });
  });

  it.each<[string, Record<string, Partial<NightAri>>, string | null, string]>([
    ['a day the rate does not apply', { '2027-06-11': { rateDay: false } }, '2027-06-11', 'rate_closed'],
    ['no price', { '2027-06-12': { price: null } }, '2027-06-12', 'no_price'],
    [
      'the room type stopped',
      { '2027-06-11': { inventory: { allotment: 5, booked: 0, stopSale: true } } },
      '2027-06-11',
      'stop_sale',
    ],
    [
      'the product stopped',
      {
        '2027-06-12': {
          planControl: {
            minStay: null,
            maxStay: null,
            closedArrival: false,
            closedDeparture: false,
            stopSale: true,
          },
        },
      },
      '2027-06-12',
      'stop_sale',
    ],
    [
      'no room left',
      { '2027-06-12': { inventory: { allotment: 3, booked: 3, stopSale: false } } },
      '2027-06-12',
      'sold_out',
    ],
    ['no allotment row', { '2027-06-11': { inventory: null } }, '2027-06-11', 'sold_out'],
    [
      'allotment null',
      { '2027-06-11': { inventory: { allotment: null, booked: 0, stopSale: false } } },
      '2027-06-11',
      'sold_out',
    ],
    [
      'minimum stay of the arrival day',
      {
        '2027-06-10': {
          restriction: { minStay: 4, maxStay: null, closedArrival: false, closedDeparture: false },
        },
      },
      '2027-06-10',
      'min_stay',
    ],
    [
      'maximum stay of the arrival day',
      {
        '2027-06-10': {
          restriction: { minStay: null, maxStay: 2, closedArrival: false, closedDeparture: false },
        },
      },
      '2027-06-10',
      'max_stay',
    ],
    [
      'closed to arrival',
      {
        '2027-06-10': {
          restriction: { minStay: null, maxStay: null, closedArrival: true, closedDeparture: false },
        },
      },
      '2027-06-10',
      'closed_arrival',
    ],
    [
      'closed to departure',
      {
        '2027-06-13': {
          restriction: { minStay: null, maxStay: null, closedArrival: false, closedDeparture: true },
        },
      },
      '2027-06-13',
      'closed_departure',
    ],
  ])('refuses %s', (_name, overrides, failing, reason) => {
    const result = checkStay(personRate, stay, ari('2027-06-10', '2027-06-13', overrides), NOW, MADRID);
    expect(result).toEqual({ ok: false, night: failing, reason });
  });

  it('does not mind a restriction off the arrival and departure days', () => {
    const overrides = {
      '2027-06-11': { restriction: { minStay: 7, maxStay: 1, closedArrival: true, closedDeparture: true } },
    };
    expect(checkStay(personRate, stay, ari('2027-06-10', '2027-06-13', overrides), NOW, MADRID).ok).toBe(
      true,
    );
  });

  it("lets the product's own row override the rate's, every field", () => {
    const overrides = {
      '2027-06-10': {
        restriction: { minStay: 5, maxStay: null, closedArrival: true, closedDeparture: false },
        planControl: {
          minStay: 2,
          maxStay: null,
          closedArrival: false,
          closedDeparture: false,
          stopSale: false,
        },
      },
    };
    expect(checkStay(personRate, stay, ari('2027-06-10', '2027-06-13', overrides), NOW, MADRID).ok).toBe(
      true,
    );
    expect(effectiveControl(undefined)).toEqual({
      minStay: null,
      maxStay: null,
      closedArrival: false,
      closedDeparture: false,
      stopSale: false,
    });
  });

  it('refuses a room type or board the rate does not sell, and a party without a price', () => {
    const days = ari('2027-06-10', '2027-06-13');
    expect(checkStay(personRate, { ...stay, roomTypeId: 8 }, days, NOW, MADRID)).toEqual({
      ok: false,
      night: null,
      reason: 'room_not_sold',
    });
    expect(checkStay(personRate, { ...stay, board: 'AI' }, days, NOW, MADRID)).toMatchObject({
      reason: 'board_not_sold',
    });
    // four adults: the cell prices up to three
    expect(checkStay(personRate, { ...stay, ages: [30, 30, 30, 30] }, days, NOW, MADRID)).toEqual({
      ok: false,
      night: '2027-06-10',
      reason: 'no_price',
    });
    // a child on a cell without a child price
    const noChild = ari('2027-06-10', '2027-06-13', { '2027-06-11': { price: { ...cell, child: null } } });
    expect(checkStay(personRate, { ...stay, ages: [30, 8] }, noChild, NOW, MADRID)).toMatchObject({
      night: '2027-06-11',
      reason: 'no_price',
    });
  });

  it('refuses reversed, empty and too long stays, and a party of nobody', () => {
    const days = ari('2027-06-10', '2027-06-13');
    expect(checkStay(personRate, { ...stay, departure: '2027-06-10' }, days, NOW, MADRID).ok).toBe(false);
    expect(checkStay(personRate, { ...stay, departure: '2027-06-09' }, days, NOW, MADRID)).toMatchObject({
      reason: 'dates_invalid',
    });
    expect(checkStay(personRate, { ...stay, departure: '2027-09-01' }, days, NOW, MADRID)).toMatchObject({
      reason: 'dates_invalid',
    });
    expect(checkStay(personRate, { ...stay, ages: [] }, days, NOW, MADRID)).toMatchObject({
      reason: 'dates_invalid',
    });
  });

  it("applies the release in the hotel's day", () => {
    const release = { ...stay, arrival: '2027-06-04', departure: '2027-06-05' };
    const days = ari('2027-06-04', '2027-06-05');
    // 1 June 23:59 in Madrid: 3 days before the arrival, still sold
    expect(checkStay(personRate, release, days, new Date('2027-06-01T21:59:00Z'), MADRID).ok).toBe(true);
    // 1 June 22:30 UTC is already 2 June in Madrid: the release has passed
    expect(checkStay(personRate, release, days, new Date('2027-06-01T22:30:00Z'), MADRID)).toEqual({
      ok: false,
      night: '2027-06-04',
      reason: 'release',
    });
    // the same instant in New York is still 1 June
    expect(
      checkStay(personRate, release, days, new Date('2027-06-01T22:30:00Z'), 'America/New_York').ok,
    ).toBe(true);
    // without release the quota sells until the day itself
    const noRelease = { ...personRate, quotaType: 'allotment_no_release', releaseDays: null };
    expect(checkStay(noRelease, release, days, new Date('2027-06-04T08:00:00Z'), MADRID).ok).toBe(true);
    // an arrival already past in the hotel's day
    expect(checkStay(noRelease, release, days, new Date('2027-06-04T22:30:00Z'), MADRID)).toEqual({
      ok: false,
      night: '2027-06-04',
      reason: 'arrival_past',
    });
  });

  it('sells free sale without allotment until a stop sale', () => {
    const freeSale = { ...personRate, quotaType: 'free_sale', releaseDays: null };
    const full = ari('2027-06-10', '2027-06-13', {
      '2027-06-10': { inventory: { allotment: 0, booked: 0, stopSale: false } },
      '2027-06-11': { inventory: null },
    });
    expect(checkStay(freeSale, stay, full, NOW, MADRID).ok).toBe(true);
    const stopped = ari('2027-06-10', '2027-06-13', {
      '2027-06-12': { inventory: { allotment: null, booked: 0, stopSale: true } },
    });
    expect(checkStay(freeSale, stay, stopped, NOW, MADRID)).toEqual({
      ok: false,
      night: '2027-06-12',
      reason: 'stop_sale',
    });
  });

  it('counts rooms left as allotment minus booked, never below zero', () => {
    expect(roomsLeft({ allotment: 5, booked: 2 })).toBe(3);
    expect(roomsLeft({ allotment: 2, booked: 5 })).toBe(0);
    expect(roomsLeft({ allotment: null, booked: 0 })).toBeNull();
    expect(roomsLeft(null)).toBeNull();
  });

  it('compares prices to the cent', () => {
    expect(samePrices(['80', '80.5'], ['80.00', '80.50'])).toBe(true);
    expect(samePrices(['80.01'], ['80.00'])).toBe(false);
    expect(samePrices(['80'], ['80.00', '80.00'])).toBe(false);
  });
});

describe("the hotel's day", () => {
  it('reads the calendar day in the time zone', () => {
    expect(hotelDay(new Date('2027-05-31T22:30:00Z'), MADRID)).toBe('2027-06-01');
    expect(hotelDay(new Date('2027-05-31T22:30:00Z'), 'UTC')).toBe('2027-05-31');
    expect(hotelDay(new Date('2027-06-01T03:00:00Z'), 'America/Los_Angeles')).toBe('2027-05-31');
  });

  it('starts the day at local midnight, across changes of offset', () => {
    expect(hotelDayStart('2027-06-10', MADRID).toISOString()).toBe('2027-06-09T22:00:00.000Z');
    expect(hotelDayStart('2027-01-10', MADRID).toISOString()).toBe('2027-01-09T23:00:00.000Z');
    // 28 March 2027: Madrid moves to summer time at 02:00; the day starts at winter midnight
    expect(hotelDayStart('2027-03-28', MADRID).toISOString()).toBe('2027-03-27T23:00:00.000Z');
    expect(hotelDayStart('2027-03-29', MADRID).toISOString()).toBe('2027-03-28T22:00:00.000Z');
    expect(hotelDayStart('2027-06-10', 'Asia/Tokyo').toISOString()).toBe('2027-06-09T15:00:00.000Z');
  });
});

describe('cancellation policies', () => {
  const booked = new Date('2027-05-01T12:00:00Z');
  const reservation = {
    bookedAt: booked,
    stays: [
      { arrival: '2027-06-10', nightPrices: ['100.00', '80.00', '80.00'] },
      { arrival: '2027-06-10', nightPrices: ['33.33', '33.33', '33.34'] },
    ],
  };

  it("maps every wizard choice to tiers and a no-show's penalty", () => {
    expect(cancellationPolicyOf('none')).toEqual({ code: 'none', tiers: [], noShow: { nights: 1 } });
    expect(cancellationPolicyOf('d3')).toEqual({
      code: 'd3',
      tiers: [{ deadline: { from: 'before_arrival', days: 3 }, penalty: { nights: 1 } }],
      noShow: { nights: 1 },
    });
    expect(cancellationPolicyOf('d1').tiers[0]?.deadline).toEqual({ from: 'before_arrival', days: 1 });
    expect(cancellationPolicyOf('d4').tiers[0]?.deadline).toEqual({ from: 'before_arrival', days: 4 });
    expect(cancellationPolicyOf('non_refundable')).toEqual({
      code: 'non_refundable',
      tiers: [{ deadline: { from: 'after_booking', hours: 0 }, penalty: { percent: 100 } }],
      noShow: { percent: 100 },
    });
  });

  it('quotes nothing before the deadline and the first night after it, in the hotel day', () => {
    const d2 = cancellationPolicyOf('d2');
    expect(d2.tiers[0]?.deadline).toEqual({ from: 'before_arrival', days: 2 });
    // the deadline: 8 June 00:00 in Madrid = 7 June 22:00 UTC
    expect(
      deadlineAt(
        { from: 'before_arrival', days: 2 },
        { arrival: '2027-06-10' },
        booked,
        MADRID,
      ).toISOString(),
    ).toBe('2027-06-07T22:00:00.000Z');
    expect(quotePenalty(d2, reservation, new Date('2027-06-07T21:59:59Z'), MADRID)).toBe('0.00');
    expect(quotePenalty(d2, reservation, new Date('2027-06-07T22:00:00Z'), MADRID)).toBe('133.33');
    // in UTC the same instant is still before the deadline
    expect(quotePenalty(d2, reservation, new Date('2027-06-07T22:00:00Z'), 'UTC')).toBe('0.00');
  });

  it('charges the no-show from the arrival day on, and nothing when the policy is none before it', () => {
    const none = cancellationPolicyOf('none');
    expect(quotePenalty(none, reservation, new Date('2027-06-09T21:59:00Z'), MADRID)).toBe('0.00');
    expect(quotePenalty(none, reservation, new Date('2027-06-09T22:00:00Z'), MADRID)).toBe('133.33');
  });

  it('charges the whole stay of a non-refundable rate from the booking on', () => {
    const policy = cancellationPolicyOf('non_refundable');
    expect(quotePenalty(policy, reservation, booked, MADRID)).toBe('360.00');
    expect(quotePenalty(policy, reservation, new Date('2027-06-12T10:00:00Z'), MADRID)).toBe('360.00');
  });

  it('takes the highest applying tier: percentages half up, amounts at most the stay, hours', () => {
    const policy: StructuredCancellationPolicy = {
      code: 'd4',
      tiers: [
        { deadline: { from: 'before_arrival', days: 10 }, penalty: { amount: '50.00' } },
        { deadline: { from: 'before_arrival', days: 0, hours: 48 }, penalty: { percent: 33.333 } },
        { deadline: { from: 'after_booking', hours: 24 }, penalty: { amount: '10.00' } },
      ],
      noShow: { amount: '1000.00' },
    };
    const one = { bookedAt: booked, stays: [{ arrival: '2027-06-10', nightPrices: ['100.00', '100.01'] }] };
    expect(quotePenalty(policy, one, new Date('2027-05-02T11:59:00Z'), MADRID)).toBe('0.00');
    expect(quotePenalty(policy, one, new Date('2027-05-02T12:00:00Z'), MADRID)).toBe('10.00');
    expect(quotePenalty(policy, one, new Date('2027-05-30T22:00:00Z'), MADRID)).toBe('50.00');
    // 48 hours before the arrival day starts (9 June 22:00 UTC): 7 June 22:00 UTC
    expect(quotePenalty(policy, one, new Date('2027-06-07T21:59:00Z'), MADRID)).toBe('50.00');
    // 33.333 % of 200.01 = 66.669… → 66.67
    expect(quotePenalty(policy, one, new Date('2027-06-07T22:00:00Z'), MADRID)).toBe('66.67');
    // a no-show's amount is at most the stay
    expect(quotePenalty(policy, one, new Date('2027-06-10T10:00:00Z'), MADRID)).toBe('200.01');
  });
});

describe('reservation input', () => {
  const input = {
    reference: 'GRP-1',
    leadGuest: { name: 'Ana Pérez', email: 'ana@example.com', phone: '+34600111222' },
    stays: [
      {
        roomTypeId: 7,
        rateId: 3,
        board: 'BB',
        arrival: '2027-06-10',
        departure: '2027-06-12',
        guests: [{ age: 30 }, { age: 31 }],
        nightlyPrices: ['80.00', '80'],
        total: '160',
      },
    ],
  };

  it('takes a reservation with defaults', () => {
    const parsed = reservationInputSchema.parse(input);
    expect(parsed.revision).toBe(1);
    expect(parsed.specialRequests).toBe('');
  });

  it.each([
    ['a phone that is not E.164', { leadGuest: { ...input.leadGuest, phone: '600111222' } }],
    ['no stays', { stays: [] }],
    ['a reference with spaces', { reference: 'a b' }],
    ['a price as a number', { stays: [{ ...input.stays[0], total: 160 }] }],
    ['a price with three decimals', { stays: [{ ...input.stays[0], total: '160.001' }] }],
    ['an unknown board', { stays: [{ ...input.stays[0], board: 'XX' }] }],
    ['a date that is not one', { stays: [{ ...input.stays[0], arrival: '2027-02-30' }] }],
  ])('refuses %s', (_name, change) => {
    expect(reservationInputSchema.safeParse({ ...input, ...change }).success).toBe(false);
  });
});

describe('isOverdue (staff, issue 32 item 6)', () => {
  const now = new Date('2026-12-07T12:00:00Z');
  const booked = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 3_600_000).toISOString();

  it('is a reservation without the hotel’s number booked at least the threshold ago', () => {
    const open = { status: 'confirmed', confirmationNumber: null };
    expect(isOverdue({ ...open, createdAt: booked(24) }, 24, now)).toBe(true);
    expect(isOverdue({ ...open, createdAt: booked(23.9) }, 24, now)).toBe(false);
    expect(isOverdue({ ...open, status: 'modified', createdAt: booked(30) }, 24, now)).toBe(true);
  });

  it('is never a confirmed or a cancelled one', () => {
    expect(
      isOverdue({ status: 'confirmed', confirmationNumber: 'H-1', createdAt: booked(99) }, 24, now),
    ).toBe(false);
    expect(isOverdue({ status: 'cancelled', confirmationNumber: null, createdAt: booked(99) }, 24, now)).toBe(
      false,
    );
  });
});
