import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeReservation } from '../test/reservation-fixtures.ts';
import { confirmReservation, fetchAllReservations, reservationsSearch } from './reservations.ts';

afterEach(() => vi.unstubAllGlobals());

describe('the reservations API layer', () => {
  it('sends the filters that are set, trimmed, then the page size and the cursor', () => {
    expect(reservationsSearch({})).toBe('');
    expect(
      reservationsSearch(
        { q: '  García ', status: 'confirmed', arrivalFrom: '2027-07-01', bookedTo: '', sort: 'arrival' },
        { limit: 50, after: 'abc' },
      ),
    ).toBe('?arrivalFrom=2027-07-01&status=confirmed&q=Garc%C3%ADa&sort=arrival&limit=50&after=abc');
  });

  it('reads every page of a list by its cursor', async () => {
    const urls: string[] = [];
    const pages: Record<string, unknown> = {
      '': { reservations: [makeReservation({ id: 1 })], next: 'c1' },
      c1: { reservations: [makeReservation({ id: 2 })], next: null },
    };
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(url);
      const after = new URL(url, 'http://x').searchParams.get('after') ?? '';
      return new Response(JSON.stringify(pages[after]), { headers: { 'content-type': 'application/json' } });
    });
    const all = await fetchAllReservations(7, { arrivalFrom: '2027-07-01', arrivalTo: '2027-07-01' });
    expect(all.map((reservation) => reservation.id)).toEqual([1, 2]);
    expect(urls).toEqual([
      '/api/hotel/7/reservations?arrivalFrom=2027-07-01&arrivalTo=2027-07-01&limit=200',
      '/api/hotel/7/reservations?arrivalFrom=2027-07-01&arrivalTo=2027-07-01&limit=200&after=c1',
    ]);
  });

  it('posts the confirmation number', async () => {
    const seen: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      seen.push({ url, init });
      return new Response(JSON.stringify(makeReservation({ confirmationNumber: 'H-1' })), {
        headers: { 'content-type': 'application/json' },
      });
    });
    const answer = await confirmReservation(7, 3, 'H-1');
    expect(answer.confirmationNumber).toBe('H-1');
    expect(seen[0]?.url).toBe('/api/hotel/7/reservations/3/confirm');
    expect(seen[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(seen[0]?.init.body))).toEqual({ confirmationNumber: 'H-1' });
  });
});
