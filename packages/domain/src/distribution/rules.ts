/** Distribution's messages, scopes, events and limits (issue 17, decision 029). No zod. */

/** Message keys of the integrations (catalogue namespace `staff`). */
export const DISTRIBUTION_MSG = {
  /** 400 on `hotels`: a key that is not for all hotels names at least one. */
  hotelsRequired: 'staff.integrations.errors.hotels_required',
  /** 400 on `hotels.N`: no such hotel. */
  unknownHotel: 'staff.errors.unknown_hotel',
  /** 400 on `scopes`: at least one scope, each once. */
  scopesRequired: 'staff.integrations.errors.scopes_required',
  /** 400 on `expiresAt`: an expiry in the past. */
  expiryPast: 'staff.integrations.errors.expiry_past',
  /** 409: the key is revoked already. */
  alreadyRevoked: 'staff.integrations.errors.already_revoked',
  /** 400 on `url`: an https:// address (http:// only for this machine, for development). */
  httpsRequired: 'staff.integrations.errors.https_required',
  /**
   * 400 on `url`: the host is not found, or resolves to an address webhooks may not reach
   * (loopback, private, link-local, metadata…) and WEBHOOK_ALLOWED_HOSTS does not name it.
   */
  addressNotAllowed: 'staff.integrations.errors.address_not_allowed',
  /** 400 on `events`: at least one event, each once. */
  eventsRequired: 'staff.integrations.errors.events_required',
  /** 403 `api_key.scope`: the key lacks the scope the route needs. */
  scopeMissing: 'staff.integrations.errors.scope_missing',
} as const;

export const API_KEY_SCOPES = [
  'content:read',
  'ari:read',
  'ari:write',
  'reservations:read',
  'reservations:write',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const WEBHOOK_EVENTS = [
  'contract.approved',
  'content.changed',
  'rates.changed',
  // Reservations (issue 32): the group's booking arrives, changes, is cancelled, the hotel confirms it.
  'reservation.created',
  'reservation.modified',
  'reservation.cancelled',
  'reservation.confirmed',
  // The hotel reports that the guest did not come: the no-show penalty is charged.
  'reservation.no_show',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** What a delivery carries: a subscribed event, or the `ping` sent when an endpoint is created. */
export const WEBHOOK_DELIVERY_EVENTS = [...WEBHOOK_EVENTS, 'ping'] as const;
export type WebhookDeliveryEvent = (typeof WEBHOOK_DELIVERY_EVENTS)[number];

/** Every key starts so: a key sent to a web route is never mistaken for a session token. */
export const API_KEY_PREFIX = 'hxk_';
/** The signature header of every webhook delivery: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'X-Hotel-Signature';

export const API_KEY_RATE_LIMIT_MAX = 100_000;

/**
 * https:// anywhere; http:// only to this machine (a receiver in development or tests). The
 * server also resolves the host and refuses local and private addresses unless its
 * WEBHOOK_ALLOWED_HOSTS names them (decision 043).
 */
export function isAllowedWebhookUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

/**
 * What an attempt without an answer records (decision 043): nothing else, so that the log never
 * tells one network's hosts or ports from another's. An answer records `HTTP <status>`.
 */
export const WEBHOOK_ATTEMPT_ERRORS = [
  'connection_refused',
  'timeout',
  'tls_failed',
  'address_not_allowed',
] as const;
export type WebhookAttemptError = (typeof WEBHOOK_ATTEMPT_ERRORS)[number];

export const WEBHOOK_DELIVERIES_PAGE = 20;
