import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ZodError } from 'zod';
import { ApiError, setApiHandlers } from '../lib/api-client.ts';
import { claim, person, summary, userDetail } from '../test/staff-fixtures.ts';
import { fetchStaffClaims, rejectClaim, verifyClaim } from './staff-claims.ts';
import {
  attachHotel,
  fetchStaffUser,
  fetchStaffUsers,
  postStaffLink,
  putPermission,
} from './staff-people.ts';
import { fetchStaffSummary } from './staff-summary.ts';

const handlers = { unauthorized: vi.fn(), secondFactorRequired: vi.fn(), notFound: vi.fn() };

/** fetch answering `body` with `status`; the calls are in `mock.calls`. */
function answer(status: number, body?: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(body === undefined ? null : JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const urlOf = (fetchMock: ReturnType<typeof answer>, call = 0) => String(fetchMock.mock.calls[call]?.[0]);
const initOf = (fetchMock: ReturnType<typeof answer>, call = 0) => fetchMock.mock.calls[call]?.[1] ?? {};

beforeEach(() => setApiHandlers(handlers));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the staff API layer parses every answer with the domain schemas', () => {
  it('the summary: a good answer is handed over, a malformed one is an error', async () => {
    const good = summary();
    answer(200, good);
    await expect(fetchStaffSummary()).resolves.toEqual(good);
    answer(200, { ...summary(), claims: { count: 'four', oldest_at: null } });
    await expect(fetchStaffSummary()).rejects.toBeInstanceOf(ZodError);
  });

  it('the claims queue asks for one status and page, and refuses an answer without other claimants', async () => {
    const good = { count: 1, items: [claim()] };
    const fetchMock = answer(200, good);
    await expect(fetchStaffClaims('rejected', 3)).resolves.toEqual(good);
    const url = new URL(urlOf(fetchMock), 'http://localhost');
    expect(url.pathname).toBe('/api/staff/claims/');
    expect(Object.fromEntries(url.searchParams)).toEqual({ status: 'rejected', page: '3', page_size: '20' });
    const { other_claimants: _, ...malformed } = claim();
    answer(200, { count: 1, items: [malformed] });
    await expect(fetchStaffClaims('pending', 1)).rejects.toBeInstanceOf(ZodError);
  });

  it('deciding a claim posts to its route; a server 400 is an ApiError with the field message', async () => {
    let fetchMock = answer(204);
    await expect(verifyClaim(7)).resolves.toBeUndefined();
    expect(urlOf(fetchMock)).toMatch(/\/api\/staff\/claims\/7\/verify$/);
    expect(initOf(fetchMock).method).toBe('POST');
    fetchMock = answer(400, { reason: ['Este campo es obligatorio'] });
    const error = await rejectClaim(7, ' ').catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).messages('reason')).toEqual(['Este campo es obligatorio']);
    expect(JSON.parse(String(initOf(fetchMock).body))).toEqual({ reason: ' ' });
  });

  it('the people: q is sent only when given; a row without hotel_count is an error', async () => {
    let fetchMock = answer(200, { count: 0, items: [] });
    await fetchStaffUsers('', 1);
    expect(new URL(urlOf(fetchMock), 'http://localhost').searchParams.has('q')).toBe(false);
    fetchMock = answer(200, { count: 1, items: [{ ...person(), hotel_count: 2 }] });
    await expect(fetchStaffUsers('sol', 2)).resolves.toMatchObject({ count: 1 });
    expect(Object.fromEntries(new URL(urlOf(fetchMock), 'http://localhost').searchParams)).toEqual({
      q: 'sol',
      page: '2',
      page_size: '25',
    });
    answer(200, { count: 1, items: [person()] });
    await expect(fetchStaffUsers('sol', 1)).rejects.toBeInstanceOf(ZodError);
  });

  it('one person, and the changes that answer the person anew, are parsed', async () => {
    const good = userDetail();
    answer(200, good);
    await expect(fetchStaffUser(31)).resolves.toEqual(good);
    answer(200, { ...userDetail(), hotels: undefined });
    await expect(fetchStaffUser(31)).rejects.toBeInstanceOf(ZodError);
    answer(200, { user: person() });
    await expect(putPermission(31, true)).rejects.toBeInstanceOf(ZodError);
    const fetchMock = answer(201, good);
    await expect(attachHotel(31, 501)).resolves.toEqual(good);
    expect(JSON.parse(String(initOf(fetchMock).body))).toEqual({ hotel: 501 });
  });

  it('a hotel that is gone is an answer of the person page, not a trip to /404', async () => {
    answer(404, { detail: 'No encontrado.' });
    await expect(attachHotel(31, 999)).rejects.toBeInstanceOf(ApiError);
    expect(handlers.notFound).not.toHaveBeenCalled();
  });

  it('a sign-in link: the answer is parsed, one without its url is an error', async () => {
    const link = {
      url: 'https://extranet.example/auth/login/abc',
      expires_at: '2026-12-09T10:00:00.000Z',
      hotel: { name: 'Hotel Sol de Triana', code: 'SEV-0042' },
      emailed_to: null,
    };
    const fetchMock = answer(201, link);
    await expect(postStaffLink({ code: 'SEV-0042', days: 14, language: 'es' })).resolves.toEqual(link);
    expect(urlOf(fetchMock)).toMatch(/\/api\/staff\/links$/);
    answer(201, { ...link, url: undefined });
    await expect(postStaffLink({ code: 'SEV-0042', days: 14, language: 'es' })).rejects.toBeInstanceOf(
      ZodError,
    );
  });
});
