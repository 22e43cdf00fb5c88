import type { ApiKey, WebhookDelivery, WebhookEndpoint } from '@hotel/domain';

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
