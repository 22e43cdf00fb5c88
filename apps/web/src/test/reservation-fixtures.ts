import type { Reservation, ReservationDetail } from '@hotel/domain';

type ReservationStay = Reservation['stays'][number];

/** A stay of 2 nights for two adults, sent and computed at the same prices, on a D-2 policy. */
export function makeStay(overrides: Partial<ReservationStay> = {}): ReservationStay {
  return {
    roomTypeId: 11,
    rateId: 21,
    board: 'BB',
    arrival: '2027-07-01',
    departure: '2027-07-03',
    guests: [
      { name: 'Ana García', age: 40 },
      { name: 'Luis Pérez', age: 42 },
    ],
    nightlyPrices: ['100.00', '120.00'],
    total: '220.00',
    computed: { nightlyPrices: ['100.00', '120.00'], total: '220.00' },
    terms: {
      rateId: 21,
      rateType: 'commissionable',
      commission: '15.00',
      payment: 'hotel',
      currency: 'EUR',
      market: { all: true, markets: [] },
      cancellationPolicy: {
        code: 'd2',
        tiers: [{ deadline: { from: 'before_arrival', days: 2 }, penalty: { nights: 1 } }],
        noShow: { percent: 100 },
      },
    },
    ...overrides,
  };
}

export function makeReservation(overrides: Partial<Reservation> = {}): Reservation {
  const stays = overrides.stays ?? [makeStay()];
  return {
    id: 1,
    hotelId: 7,
    reference: 'GRP-1001',
    source: 'group',
    status: 'confirmed',
    revision: 1,
    senderRevision: 1,
    confirmationNumber: null,
    leadGuest: { name: 'Ana García', email: 'ana@example.com', phone: '+34600123456' },
    specialRequests: '',
    arrival: stays[0]?.arrival ?? '2027-07-01',
    departure: stays[0]?.departure ?? '2027-07-03',
    stays,
    currency: 'EUR',
    total: '220.00',
    penalty: null,
    createdAt: '2027-06-01T10:00:00.000Z',
    updatedAt: '2027-06-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeDetail(overrides: Partial<ReservationDetail> = {}): ReservationDetail {
  const base = makeReservation(overrides);
  return {
    ...base,
    revisions: overrides.revisions ?? [
      {
        revision: 1,
        senderRevision: 1,
        kind: 'created',
        payload: {},
        stays: base.stays,
        penalty: null,
        by: 'group',
        createdAt: base.createdAt,
      },
    ],
  };
}
