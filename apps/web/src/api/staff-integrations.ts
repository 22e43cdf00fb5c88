import {
  type ApiKey,
  type ApiKeyCreate,
  type ApiKeyCreated,
  type ApiKeyList,
  apiKeyCreatedSchema,
  apiKeyListSchema,
  type StaffHotelSearch,
  staffHotelSearchSchema,
  type WEBHOOK_DELIVERY_STATUSES,
  type WebhookCreate,
  type WebhookCreated,
  type WebhookDelivery,
  type WebhookDeliveryPage,
  type WebhookEndpoint,
  type WebhookEndpointList,
  type WebhookUpdate,
  webhookCreatedSchema,
  webhookDeliveryPageSchema,
  webhookDeliverySchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
} from '@hotel/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { checkedAnswer } from '../lib/checked-answer.ts';

/**
 * The back office's integrations (issue 17, decision 029): the API keys of the group's systems and
 * channel managers, the webhook endpoints and their deliveries. Answers are parsed with the
 * domain's schemas (the contract of packages/domain/src/distribution/contract.ts) in development
 * and tests (lib/checked-answer.ts).
 */

export type DeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** Query keys of this resource. */
export const staffIntegrationKeys = {
  all: ['staff-integrations'] as const,
  apiKeys: () => [...staffIntegrationKeys.all, 'api-keys'] as const,
  hotelSearch: (q: string) => [...staffIntegrationKeys.all, 'hotel-search', q] as const,
  webhooks: () => [...staffIntegrationKeys.all, 'webhooks'] as const,
  deliveries: (endpointId: number) => [...staffIntegrationKeys.webhooks(), endpointId, 'deliveries'] as const,
  deliveryPage: (endpointId: number, status: DeliveryStatus | null, page: number) =>
    [...staffIntegrationKeys.deliveries(endpointId), status ?? 'all', page] as const,
};

/** GET /api/staff/api-keys/: every key, revoked ones included (staff see what was cut off and when). */
export async function fetchApiKeys(signal?: AbortSignal): Promise<ApiKeyList> {
  return checkedAnswer(
    await api<unknown>('/api/staff/api-keys/', { signal }),
    import.meta.env.DEV && apiKeyListSchema,
  );
}

export function apiKeysQuery() {
  return queryOptions({
    queryKey: staffIntegrationKeys.apiKeys(),
    queryFn: ({ signal }) => fetchApiKeys(signal),
  });
}

/** POST /api/staff/api-keys/: 400 per field; the answer carries the key in clear, this once. */
export async function postApiKey(input: ApiKeyCreate): Promise<ApiKeyCreated> {
  return checkedAnswer(
    await api<unknown>('/api/staff/api-keys/', { method: 'POST', body: input }),
    import.meta.env.DEV && apiKeyCreatedSchema,
  );
}

/** DELETE /api/staff/api-keys/{keyId}: revokes at once; 409 when revoked already, 404 when gone. */
export async function revokeApiKey(keyId: number): Promise<ApiKey> {
  const answer = await api<unknown>(`/api/staff/api-keys/${keyId}`, {
    method: 'DELETE',
    allowNotFound: true,
  });
  // The answer to a revocation, `{ key }`: the key as it is now.
  return checkedAnswer(answer, import.meta.env.DEV && apiKeyCreatedSchema.pick({ key: true })).key;
}

/** GET /api/staff/hotels/?q=: existing hotels by name, code or id (the key form's hotel picker). */
export async function searchStaffHotels(q: string, signal?: AbortSignal): Promise<StaffHotelSearch> {
  const query = new URLSearchParams({ q });
  return checkedAnswer(
    await api<unknown>(`/api/staff/hotels/?${query}`, { signal }),
    import.meta.env.DEV && staffHotelSearchSchema,
  );
}

export function staffHotelSearchQuery(q: string) {
  return queryOptions({
    queryKey: staffIntegrationKeys.hotelSearch(q),
    queryFn: ({ signal }) => searchStaffHotels(q, signal),
    enabled: q.length > 0,
    // Typing on keeps the last suggestions until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/staff/webhooks/: every endpoint with its deliveries counted by state. */
export async function fetchWebhooks(signal?: AbortSignal): Promise<WebhookEndpointList> {
  return checkedAnswer(
    await api<unknown>('/api/staff/webhooks/', { signal }),
    import.meta.env.DEV && webhookEndpointListSchema,
  );
}

export function webhooksQuery() {
  return queryOptions({
    queryKey: staffIntegrationKeys.webhooks(),
    queryFn: ({ signal }) => fetchWebhooks(signal),
    // The counts move while deliveries are retried in the background.
    staleTime: 0,
  });
}

/** POST /api/staff/webhooks/: 400 per field; the answer carries the signing secret, this once. */
export async function postWebhook(input: WebhookCreate): Promise<WebhookCreated> {
  return checkedAnswer(
    await api<unknown>('/api/staff/webhooks/', { method: 'POST', body: input }),
    import.meta.env.DEV && webhookCreatedSchema,
  );
}

/** PATCH /api/staff/webhooks/{endpointId} {active?, events?}: answers the endpoint as it is now; 404 when gone. */
export async function patchWebhook(endpointId: number, change: WebhookUpdate): Promise<WebhookEndpoint> {
  return checkedAnswer(
    await api<unknown>(`/api/staff/webhooks/${endpointId}`, {
      method: 'PATCH',
      body: change,
      allowNotFound: true,
    }),
    import.meta.env.DEV && webhookEndpointSchema,
  );
}

/** DELETE /api/staff/webhooks/{endpointId}: the endpoint and its deliveries go; 404 when gone already. */
export async function deleteWebhook(endpointId: number): Promise<void> {
  await api<unknown>(`/api/staff/webhooks/${endpointId}`, { method: 'DELETE', allowNotFound: true });
}

/** GET /api/staff/webhooks/{endpointId}/deliveries?page=&status=: newest first, each with its attempt log. */
export async function fetchDeliveries(
  endpointId: number,
  status: DeliveryStatus | null,
  page: number,
  signal?: AbortSignal,
): Promise<WebhookDeliveryPage> {
  const query = new URLSearchParams({ page: String(page) });
  if (status) query.set('status', status);
  return checkedAnswer(
    await api<unknown>(`/api/staff/webhooks/${endpointId}/deliveries?${query}`, {
      signal,
      allowNotFound: true,
    }),
    import.meta.env.DEV && webhookDeliveryPageSchema,
  );
}

export function deliveriesQuery(endpointId: number, status: DeliveryStatus | null, page: number) {
  return queryOptions({
    queryKey: staffIntegrationKeys.deliveryPage(endpointId, status, page),
    queryFn: ({ signal }) => fetchDeliveries(endpointId, status, page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/**
 * POST /api/staff/webhooks/deliveries/{deliveryId}/resend: 202, the delivery back to pending and due
 * now (the same body and id); answers it as it is now. 404 when it is gone.
 */
export async function resendDelivery(deliveryId: number): Promise<WebhookDelivery> {
  return checkedAnswer(
    await api<unknown>(`/api/staff/webhooks/deliveries/${deliveryId}/resend`, {
      method: 'POST',
      body: {},
      allowNotFound: true,
    }),
    import.meta.env.DEV && webhookDeliverySchema,
  );
}
