import type {
  ApiKey,
  ContractQueue,
  Photo,
  StaffClaim,
  StaffHotelRef,
  StaffPerson,
  StaffReview,
  StaffSummary,
  StaffUserDetail,
  WebhookDelivery,
  WebhookEndpoint,
} from '@hotel/domain';

/** Answers of the back-office API (decision 027) for the staff screens' tests. */

const DAY = 86_400_000;
/** An instant `days` ago, as the API writes it. */
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

export function person(overrides: Partial<StaffPerson> = {}): StaffPerson {
  return {
    id: 31,
    email: 'marta@hotelsol.example',
    name: 'Marta Ruiz',
    phone: '+34600111222',
    language: 'es',
    approbe_contract_perm: false,
    totp_enabled: false,
    registered_at: '2026-11-02T09:15:00.000Z',
    ...overrides,
  };
}

export function hotelRef(overrides: Partial<StaffHotelRef> = {}): StaffHotelRef {
  return {
    id: 501,
    name: 'Hotel Sol de Triana',
    code: 'SEV-0042',
    city: 'Sevilla',
    country: 'ES',
    htype: 1,
    verified: false,
    contract_status: 'none',
    ...overrides,
  };
}

export function claim(overrides: Partial<StaffClaim> = {}): StaffClaim {
  return {
    id: 7,
    status: 'pending',
    reason: null,
    created_at: daysAgo(3),
    decided_at: null,
    hotel: hotelRef(),
    claimant: person(),
    attached: true,
    other_claimants: [
      {
        claim: 8,
        user: person({ id: 32, name: 'Jorge Pérez', email: 'jorge@otro.example' }),
        status: 'pending',
        created_at: daysAgo(1),
      },
    ],
    ...overrides,
  };
}

export function summary(overrides: Partial<StaffSummary> = {}): StaffSummary {
  return {
    claims: { count: 4, oldest_at: daysAgo(3) },
    to_review: { count: 12, oldest_at: daysAgo(2) },
    returned: { count: 0, oldest_at: null },
    recent_decisions: [
      {
        id: 90,
        hotel: { id: 501, name: 'Hotel Sol de Triana' },
        subject: null,
        user: { id: 1, name: 'Ana Staff' },
        kind: 'people',
        action: 'claim.verified',
        detail: null,
        at: daysAgo(1),
      },
    ],
    ...overrides,
  };
}

export function userDetail(overrides: Partial<StaffUserDetail> = {}): StaffUserDetail {
  return {
    user: person(),
    hotels: [hotelRef({ verified: true })],
    claims: [
      {
        id: 7,
        status: 'verified',
        reason: null,
        created_at: daysAgo(3),
        decided_at: daysAgo(2),
        hotel: { name: 'Hotel Sol de Triana', code: 'SEV-0042' },
      },
    ],
    ...overrides,
  };
}

/** An API key as the server lists it: a channel manager's, for one hotel, used a few times. */
export function apiKey(overrides: Partial<ApiKey> = {}): ApiKey {
  return {
    id: 4,
    name: 'Channel manager Hotel Sol',
    prefix: 'hxk_Ab12',
    scopes: ['ari:read', 'ari:write'],
    allHotels: false,
    hotels: [{ id: 501, name: 'Hotel Sol de Triana', code: 'SEV-0042' }],
    rateLimit: 600,
    expiresAt: null,
    revokedAt: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    createdBy: 'Ana Staff',
    lastUsedAt: '2026-11-25T08:00:00.000Z',
    useCount: 17,
    ...overrides,
  };
}

export function endpoint(overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint {
  return {
    id: 9,
    url: 'https://booking.example/hooks/extranet',
    events: ['contract.approved', 'rates.changed'],
    active: true,
    createdAt: '2026-11-20T09:00:00.000Z',
    createdBy: 'Ana Staff',
    deliveries: { pending: 1, delivered: 3, failed: 0 },
    ...overrides,
  };
}

/** The `ping` of an endpoint that answered 500 the first time; it waits for its retry. */
export function delivery(overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    id: 77,
    event: 'ping',
    status: 'pending',
    attempts: 1,
    lastStatusCode: 500,
    lastError: null,
    createdAt: '2026-11-25T08:00:00.000Z',
    nextAttemptAt: '2026-11-25T08:01:00.000Z',
    deliveredAt: null,
    log: [{ attempt: 1, statusCode: 500, error: null, durationMs: 42, at: '2026-11-25T08:00:01.000Z' }],
    ...overrides,
  };
}

export function queueAnswer(overrides: Partial<ContractQueue> = {}): ContractQueue {
  return {
    count: 1,
    counts: { sent: 3, returned: 1, approved: 5 },
    items: [
      {
        hotel: {
          id: 7,
          name: 'Hotel Miramar',
          code: 'H7',
          city: 'Sevilla',
          country: 'ES',
          htype: 3,
          verified: true,
          contract_status: 'sent',
        },
        sent_at: '2026-11-20T09:30:00.000Z',
        returned_at: null,
        approved_before: true,
      },
    ],
    ...overrides,
  };
}

export function photo(id: number, overrides: Partial<Photo> = {}): Photo {
  return {
    id,
    order: id,
    category: 'exterior',
    quality_rate: 3,
    suggested_quality_rate: 4,
    low_quality: false,
    url: `/media/${id}.webp`,
    thumbnail_url: `/media/${id}-thumb.webp`,
    public_url: `/media/${id}-big.webp`,
    width: 1024,
    height: 768,
    ...overrides,
  };
}

/** A sent contract of hotel 7, approved once before, its photos and basic data changed since. */
export function reviewAnswer(overrides: Partial<StaffReview> = {}): StaffReview {
  return {
    hotel: {
      id: 7,
      name: 'Hotel Miramar',
      raw_code: '77',
      code: 'H7',
      htype: 3,
      rating: 31,
      style: 41,
      check_in_start: '14:00',
      check_out_start: '12:00',
      languages: [1],
      content_language: 1,
      oberture: 1,
      smoke: 1,
      address: 'Calle Mayor 1',
      city: 'Sevilla',
      country: 'ES',
      postal_code: '41001',
      longitude: -5.99,
      latitude: 37.38,
      is_apartment: false,
      rooms_locked: false,
      accessibility: [7],
      services: [{ service: 10, schedule: { type: 'BETWEEN_TWO_HOURS', from: '08:00', to: '22:00' } }],
      contract_status: 'sent',
      activity_data: [{ id: 1, activity: 5, zone: 2, hotel: 7 }],
      contacts: [],
    },
    verified: true,
    contract: {
      hotel: 7,
      status: 'sent',
      rooms_locked: false,
      verified: true,
      returned_steps: [],
      events: [],
    },
    rooms: [
      {
        id: 21,
        hotel: 7,
        is_apartment: false,
        name: 'Doble superior',
        names: {},
        type: 1,
        structure: 1,
        hotelroom_rooms: [
          { order: 1, hoteltypebeds: [{ rbed: 13, quantity: 1 }], hotelroomdist_lounges: [] },
        ],
        lounges: [],
        beds: 1,
        default_adults: 2,
        total_occupancy: 2,
        bath: 1,
        view_type: null,
        views: [],
        view_names: {},
        baths: [],
        kitchen: null,
        rooms: [],
        roomNumber: 1,
        bathNumber: 1,
      },
    ],
    photos: [photo(1), photo(2, { quality_rate: 5 })],
    videos: [],
    opinions: [{ id: 1, hotel: 7, area: 'hotel', text: 'Con encanto.' }],
    rates: [],
    rate_terms: [],
    taxes: [],
    users: [
      {
        id: 3,
        email: 'lucia@example.com',
        name: 'Lucía',
        phone: '+34 600123456',
        language: 'es',
        approbe_contract_perm: false,
        totp_enabled: false,
        registered_at: '2026-10-01T10:00:00.000Z',
      },
    ],
    changed_steps: ['basic', 'photos'],
    last_approval: { at: '2026-09-01T10:00:00.000Z', by: 'Marta' },
    returns: [],
    since_return: null,
    ...overrides,
  };
}
