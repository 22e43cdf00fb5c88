import type { HotelSummary, Rate, User } from '@hotel/domain';

/**
 * Complete API answers for tests: the web parses answers with the domain's schemas in development
 * and tests (lib/checked-answer.ts), so a fake server must answer what the real one does.
 */

/** An entry of GET /api/hotel/: a hotel with no step done, not verified, no contract. */
export function makeHotelSummary(
  overrides: Partial<HotelSummary> & Pick<HotelSummary, 'id' | 'name'>,
): HotelSummary {
  return {
    code: `H${overrides.id}`,
    city: null,
    contract_status: 'none',
    rooms_locked: false,
    verified: false,
    progress: { completed: [], percent: 0, steps: [] },
    resume: null,
    missing: [],
    ...overrides,
  };
}

/** The signed-in user as GET /api/auth/user/data/ answers it (a list of one). */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 9,
    name: 'Lucía',
    email: 'lucia@example.com',
    phone: '+34 600123456',
    avatar: null,
    language: 'es',
    has_facturation_data: true,
    approbe_contract_perm: false,
    totp_enabled: false,
    hotels: [],
    ...overrides,
  };
}

/** A rate as the rates list answers it; `overrides` name what the test is about. */
export function makeRate(overrides: Partial<Rate> & Pick<Rate, 'id'>): Rate {
  return {
    contract: 4,
    kind: 'rate',
    name: `Tarifa ${overrides.id}`,
    rateType: 'net',
    priceRoomType: 'room',
    currency: 'EUR',
    pricesIncludeTax: true,
    method: 'hotel',
    quotaType: 'free_sale',
    releaseDays: null,
    market: { all: true, markets: [] },
    childsAge: 12,
    infantAge: 2,
    babyAge: 1,
    expenditureChange: [],
    expenditureCancellation: 'none',
    days_count: 0,
    firstDay: null,
    roomTypes: [],
    boards: [],
    derived: null,
    priceRange: null,
    ...overrides,
  };
}
