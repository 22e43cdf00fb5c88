import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, setApiHandlers, setApiLanguage } from './api-client.ts';
import { session } from './session.ts';

const handlers = { unauthorized: vi.fn(), notFound: vi.fn() };

function answer(status: number, body?: unknown) {
  return vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status }));
}

beforeEach(() => {
  localStorage.clear();
  setApiHandlers(handlers);
  setApiLanguage('es');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('api', () => {
  it('sends the token and the language', async () => {
    const fetchMock = answer(200, { ok: true });
    vi.stubGlobal('fetch', fetchMock);
    session.setToken('token-abc');
    setApiLanguage('fr');
    await expect(api('/api/x', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({
      authorization: 'Token token-abc',
      'accept-language': 'fr',
      'content-type': 'application/json',
    });
    expect(init.body).toBe('{"a":1}');
  });

  it('clears the session and goes to login on 401, unless the call ignores it', async () => {
    session.setToken('t');
    session.selectHotel(7);
    vi.stubGlobal('fetch', answer(401, { detail: 'Debe iniciar sesión' }));
    await expect(api('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(handlers.unauthorized).toHaveBeenCalledOnce();
    expect(session.token()).toBeNull();
    expect(session.selectedHotel()).toBeNull();

    session.setToken('t');
    await expect(api('/api/catalogue', { ignoreAuthErrors: true })).rejects.toBeInstanceOf(ApiError);
    expect(handlers.unauthorized).toHaveBeenCalledOnce();
    expect(session.token()).toBe('t');
  });

  it('goes to the not-found page on 404 unless the caller handles it', async () => {
    vi.stubGlobal('fetch', answer(404, { detail: 'No encontrado' }));
    await expect(api('/api/x')).rejects.toThrow('No encontrado');
    await expect(api('/api/x', { allowNotFound: true })).rejects.toThrow();
    expect(handlers.notFound).toHaveBeenCalledOnce();
  });

  it('exposes field and non-field messages of a 400', async () => {
    vi.stubGlobal('fetch', answer(400, { email: ['Ya existe'], non_field_errors: ['Revise'] }));
    const error = (await api('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual([['email', 'Ya existe']]);
    expect(error.messages('non_field_errors')).toEqual(['Revise']);
  });

  it('hands a text answer over as it is when asked to, and keeps JSON errors', async () => {
    const fetchMock = vi.fn(async () => new Response('room_type_id,board\n1,BB\n', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api('/api/x.csv', { responseType: 'text' })).resolves.toBe('room_type_id,board\n1,BB\n');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({ accept: 'text/csv, text/plain, application/json' });
    vi.stubGlobal('fetch', answer(400, { from: ['Fecha no válida'] }));
    const error = (await api('/api/x.csv', { responseType: 'text' }).catch((e: unknown) => e)) as ApiError;
    expect(error.fieldErrors).toEqual([['from', 'Fecha no válida']]);
  });
});
