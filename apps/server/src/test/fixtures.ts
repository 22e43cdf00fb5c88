/**
 * Request bodies the API tests send again and again: one place for each, so that a rule that
 * changes what is valid changes it once. A test that needs a variant spreads one and overrides
 * what differs.
 */
import { termDefaults } from '@hotel/domain';

/** The basic and location wizard steps complete (PATCH /api/hotel/{id}): a hotel in Madrid. */
export const basicAndLocationBody = {
  htype: 1,
  check_in_start: '14:00',
  check_out_start: '12:00',
  languages: [1],
  content_language: 1,
  address: 'Calle Mayor 1',
  postal_code: '28013',
  city: 'Madrid',
  country: 'España',
};

/**
 * Complete, valid billing data (PUT /api/facturation/data/{id}/), written the way a user might type
 * it: a hyphen in the tax id, the IBAN in lower case with spaces, the BIC in lower case.
 */
export const billingDataBody = {
  legal_name: 'Hoteles Miramar S.L.',
  tax_id: 'B-12345674',
  address: 'Calle Mayor 1',
  postal_code: '28013',
  city: 'Madrid',
  country: 'ES',
  email: 'facturas@miramar.example',
  phone: '+34 910000001',
  iban: 'es91 2100 0418 4502 0005 1332',
  bic: 'caixesbbxxx',
} as const;

/** A valid body for a new rate (POST …/rates/): a high season, net, per room, in euros. */
export function rateBody(overrides: Record<string, unknown> = {}) {
  return {
    kind: 'rate',
    name: 'Temporada alta',
    rateType: 'net',
    priceRoomType: 'room',
    currency: 'EUR',
    method: 'hotel',
    quotaType: 'allotment_release',
    releaseDays: 7,
    market: { all: false, markets: ['ES', 'FR'] },
    childsAge: 12,
    infantAge: 3,
    babyAge: 1,
    expenditureChange: ['names', 'dates'],
    expenditureCancellation: 'd2',
    ...overrides,
  };
}

/** A rate's term (issue 33, PUT …/rates/{id}/terms/): 10 % off every night booked 30 days ahead or more. */
export function earlyBookingTerm(overrides: Record<string, unknown> = {}) {
  return {
    ...termDefaults(),
    code: 'EARLY',
    kind: 'early_booking',
    effect: 'discount',
    value: { percent: '10' },
    leadDays: { min: 30, max: null },
    ...overrides,
  };
}

/** A hotel's tax (PUT …/contracts/taxes/…): 2.25 per guest of 16 or over a night, added, collected by the hotel. */
export function cityTaxBody(overrides: Record<string, unknown> = {}) {
  return {
    code: 'CITY',
    name: 'Tasa turística',
    kind: 'tax',
    stay: { from: null, to: null },
    roomTypes: [],
    rateIds: [],
    ages: { min: 16, max: null },
    value: { amount: '2.25' },
    per: 'person',
    period: 'night',
    included: false,
    collectedBy: 'hotel',
    maxNights: null,
    ...overrides,
  };
}
