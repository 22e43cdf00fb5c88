import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, setApiHandlers, setApiLanguage } from './api-client.ts';
import { session } from './session.ts';

const handlers = { unauthorized: vi.fn(), secondFactorRequired: vi.fn(), notFound: vi.fn() };

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

  // Issue 18: every 403 used to sign the user out; a revoked approver was thrown to the login page.
  it('keeps the session on a permission refusal and hands its message to the caller', async () => {
    session.setToken('t');
    session.selectHotel(7);
    vi.stubGlobal(
      'fetch',
      answer(403, { detail: 'No tiene permiso para aprobar contratos', code: 'forbidden' }),
    );
    const error = (await api('/api/hotel/7/contract/save-approbe', { method: 'POST' }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(403);
    expect(error.refusal).toBe('forbidden');
    expect(error.messages('non_field_errors')).toEqual(['No tiene permiso para aprobar contratos']);
    expect(handlers.unauthorized).not.toHaveBeenCalled();
    expect(handlers.secondFactorRequired).not.toHaveBeenCalled();
    expect(session.token()).toBe('t');
    expect(session.selectedHotel()).not.toBeNull();

    // A 403 without a reason (an older server, a proxy) is a refusal too, never a sign-out.
    vi.stubGlobal('fetch', answer(403, { detail: 'Prohibido' }));
    await expect(api('/api/x')).rejects.toThrow('Prohibido');
    expect(handlers.unauthorized).not.toHaveBeenCalled();
    expect(session.token()).toBe('t');
  });

  it('sends staff without a second factor to enrol it, keeping their session', async () => {
    session.setToken('t');
    vi.stubGlobal(
      'fetch',
      answer(403, { detail: 'Active primero la verificación en dos pasos', code: 'second_factor_required' }),
    );
    const error = (await api('/api/hotel/').catch((e: unknown) => e)) as ApiError;
    expect(error.refusal).toBe('second_factor_required');
    expect(handlers.secondFactorRequired).toHaveBeenCalledOnce();
    expect(handlers.unauthorized).not.toHaveBeenCalled();
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
