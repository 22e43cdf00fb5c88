import type { StaffClaim, StaffHotelRef, StaffPerson, StaffSummary, StaffUserDetail } from '@hotel/domain';

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
        kind: 'decision',
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
