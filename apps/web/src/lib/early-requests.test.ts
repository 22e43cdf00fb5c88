import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, setApiLanguage } from './api-client.ts';
import { requestEarly } from './early-requests.ts';
import { session } from './session.ts';

const body = (value: unknown) => new Response(JSON.stringify(value), { status: 200 });

beforeEach(() => {
  localStorage.clear();
  session.setToken('token-1');
  setApiLanguage('es');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('early requests', () => {
  it('answer the first read of the same URL, once; later reads fetch again', async () => {
    const fetchMock = vi.fn(async () => body(['early']));
    vi.stubGlobal('fetch', fetchMock);
    requestEarly('/api/hotel/', 'token-1', 'es');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({ authorization: 'Token token-1', 'accept-language': 'es' });

    await expect(api('/api/hotel/')).resolves.toEqual(['early']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fetchMock.mockImplementation(async () => body(['later']));
    await expect(api('/api/hotel/')).resolves.toEqual(['later']);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('are not used with another token or language, nor for writes', async () => {
    const fetchMock = vi.fn(async () => body(['fresh']));
    vi.stubGlobal('fetch', fetchMock);
    requestEarly('/api/a', 'other-token', 'es');
    requestEarly('/api/b', 'token-1', 'fr');
    requestEarly('/api/c', 'token-1', 'es');
    fetchMock.mockClear();
    await expect(api('/api/a')).resolves.toEqual(['fresh']);
    await expect(api('/api/b')).resolves.toEqual(['fresh']);
    await api('/api/c', { method: 'POST', body: {} });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('are dropped when nobody asks for them within a few seconds', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(async () => body(['stale']));
    vi.stubGlobal('fetch', fetchMock);
    requestEarly('/api/hotel/', 'token-1', 'es');
    vi.advanceTimersByTime(10_001);
    fetchMock.mockImplementation(async () => body(['fresh']));
    await expect(api('/api/hotel/')).resolves.toEqual(['fresh']);
  });
});
