import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ZodError } from 'zod';
import { ApiError, setApiHandlers } from '../lib/api-client.ts';
import { apiKey, delivery, endpoint } from '../test/staff-fixtures.ts';
import {
  fetchApiKeys,
  fetchDeliveries,
  patchWebhook,
  postApiKey,
  resendDelivery,
  revokeApiKey,
  searchStaffHotels,
} from './staff-integrations.ts';

const handlers = { unauthorized: vi.fn(), secondFactorRequired: vi.fn(), notFound: vi.fn() };

function answer(status: number, body?: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(body === undefined ? null : JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const urlOf = (fetchMock: ReturnType<typeof answer>) =>
  new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');

beforeEach(() => setApiHandlers(handlers));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the integrations API layer parses every answer with the domain schemas', () => {
  it('the keys: a good list is handed over; a key with an unknown scope is an error', async () => {
    answer(200, { keys: [apiKey()] });
    await expect(fetchApiKeys()).resolves.toEqual({ keys: [apiKey()] });
    answer(200, { keys: [{ ...apiKey(), scopes: ['admin'] }] });
    await expect(fetchApiKeys()).rejects.toBeInstanceOf(ZodError);
  });

  it('creating answers the key and its token; an answer without the token is an error', async () => {
    const fetchMock = answer(201, { key: apiKey(), token: 'hxk_secret' });
    const input = { name: 'Motor', scopes: ['content:read' as const], allHotels: true };
    await expect(postApiKey(input)).resolves.toEqual({ key: apiKey(), token: 'hxk_secret' });
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    answer(201, { key: apiKey() });
    await expect(postApiKey(input)).rejects.toBeInstanceOf(ZodError);
  });

  it('revoking reads `{ key }`; a 409 is an ApiError, and a 404 does not leave for /404', async () => {
    const revoked = apiKey({ revokedAt: '2026-11-25T10:00:00.000Z' });
    const fetchMock = answer(200, { key: revoked });
    await expect(revokeApiKey(4)).resolves.toEqual(revoked);
    expect(urlOf(fetchMock).pathname).toBe('/api/staff/api-keys/4');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('DELETE');
    answer(409, { detail: 'Esta clave ya estaba revocada.' });
    await expect(revokeApiKey(4)).rejects.toBeInstanceOf(ApiError);
    answer(404, { detail: 'No encontrado.' });
    await expect(revokeApiKey(4)).rejects.toBeInstanceOf(ApiError);
    expect(handlers.notFound).not.toHaveBeenCalled();
  });

  it('the hotel search sends q and refuses hotels without a code', async () => {
    const fetchMock = answer(200, { hotels: [{ id: 1, name: 'Hotel Sol', code: 'SEV-1' }] });
    await expect(searchStaffHotels('sol & mar')).resolves.toEqual({
      hotels: [{ id: 1, name: 'Hotel Sol', code: 'SEV-1' }],
    });
    expect(urlOf(fetchMock).pathname).toBe('/api/staff/hotels/');
    expect(urlOf(fetchMock).searchParams.get('q')).toBe('sol & mar');
    answer(200, { hotels: [{ id: 1, name: 'Hotel Sol' }] });
    await expect(searchStaffHotels('sol')).rejects.toBeInstanceOf(ZodError);
  });

  it('the deliveries ask for a page and a state; the attempt log is required', async () => {
    const page = { deliveries: [delivery()], total: 1, page: 2, pageSize: 20 };
    const fetchMock = answer(200, page);
    await expect(fetchDeliveries(9, 'failed', 2)).resolves.toEqual(page);
    expect(urlOf(fetchMock).pathname).toBe('/api/staff/webhooks/9/deliveries');
    expect(Object.fromEntries(urlOf(fetchMock).searchParams)).toEqual({ page: '2', status: 'failed' });
    const { log: _, ...withoutLog } = delivery();
    answer(200, { ...page, deliveries: [withoutLog] });
    await expect(fetchDeliveries(9, null, 1)).rejects.toBeInstanceOf(ZodError);
  });

  it('a change of endpoint and a resend answer the endpoint and the delivery as they are now', async () => {
    const patched = answer(200, endpoint({ active: false }));
    await expect(patchWebhook(9, { active: false })).resolves.toEqual(endpoint({ active: false }));
    expect(patched.mock.calls[0]?.[1]?.method).toBe('PATCH');
    expect(patched.mock.calls[0]?.[1]?.body).toBe(JSON.stringify({ active: false }));
    answer(200, { endpoint: endpoint() });
    await expect(patchWebhook(9, { active: true })).rejects.toBeInstanceOf(ZodError);
    const fetchMock = answer(202, delivery());
    await expect(resendDelivery(77)).resolves.toEqual(delivery());
    expect(urlOf(fetchMock).pathname).toBe('/api/staff/webhooks/deliveries/77/resend');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    answer(202, { ...delivery(), status: 'sent' });
    await expect(resendDelivery(77)).rejects.toBeInstanceOf(ZodError);
  });
});
