import type { Rate, Reservation, ReservationDetail } from '@hotel/domain';
import { type ApiAnswer, fakeApi } from '../../../test/render.tsx';
import { makeDetail } from '../../../test/reservation-fixtures.ts';

/** The hotel's rate that the stays name (rateId 21), with the fields the rates' schema wants. */
const RATE: Rate = {
  id: 21,
  contract: 1,
  kind: 'rate',
  name: 'Flexible',
  rateType: 'commissionable',
  priceRoomType: 'room',
  currency: 'EUR',
  pricesIncludeTax: true,
  method: 'hotel',
  quotaType: 'free_sale',
  releaseDays: null,
  market: { all: true, markets: [] },
  childsAge: 12,
  infantAge: 2,
  babyAge: 1,
  expenditureChange: [],
  expenditureCancellation: 'd2',
  days_count: 0,
  roomTypes: [11],
  boards: ['BB'],
  derived: null,
  priceRange: null,
  firstDay: null,
};

export const USER_ID = 3;
export const HOTEL_ID = 7;

/**
 * An in-memory reservations API for one hotel: the list answers `pages` in turn by the cursor
 * (`after` = the page's index), whatever the filters (the tests read the query sent); the detail,
 * the confirmation (which stores the number), the no-show and the names of room types and rates.
 */
export function reservationsServer(pages: Reservation[][], options: { confirmStatus?: number } = {}) {
  const byId = new Map<number, ReservationDetail>();
  for (const reservation of pages.flat()) byId.set(reservation.id, makeDetail(reservation));
  const json = (status: number, body?: unknown): ApiAnswer => ({ status, body });
  const calls = fakeApi(
    (call, url) => {
      const base = `/api/hotel/${HOTEL_ID}/reservations`;
      if (url.pathname === base && call.method === 'GET') {
        const index = Number(url.searchParams.get('after') ?? 0);
        const page = (pages[index] ?? []).map((reservation) => byId.get(reservation.id) ?? reservation);
        const list = page.map(
          ({ revisions: _revisions, ...reservation }: Partial<ReservationDetail>) => reservation,
        );
        return json(200, { reservations: list, next: index + 1 < pages.length ? String(index + 1) : null });
      }
      const confirm = url.pathname.match(/\/reservations\/(\d+)\/confirm$/);
      if (confirm && call.method === 'POST') {
        if (options.confirmStatus) return json(options.confirmStatus, { detail: 'Refusé por el servidor' });
        const detail = byId.get(Number(confirm[1]));
        if (!detail) return json(404, { detail: 'No existe esa reserva' });
        const number = (call.body as { confirmationNumber: string }).confirmationNumber;
        detail.confirmationNumber = number;
        detail.revisions = [
          ...detail.revisions,
          {
            ...(detail.revisions[0] as ReservationDetail['revisions'][number]),
            revision: 2,
            kind: 'confirmed',
            by: 'hotel',
          },
        ];
        const { revisions: _revisions, ...reservation } = detail;
        return json(200, reservation);
      }
      const noShow = url.pathname.match(/\/reservations\/(\d+)\/no-show$/);
      if (noShow && call.method === 'POST') {
        const detail = byId.get(Number(noShow[1]));
        if (!detail) return json(404, { detail: 'No existe esa reserva' });
        detail.status = 'no_show';
        detail.penalty = '100.00';
        detail.revisions = [
          ...detail.revisions,
          {
            ...(detail.revisions[0] as ReservationDetail['revisions'][number]),
            revision: detail.revisions.length + 1,
            kind: 'no_show',
            penalty: '100.00',
            by: 'hotel',
          },
        ];
        const { revisions: _revisions, ...reservation } = detail;
        return json(200, reservation);
      }
      const one = url.pathname.match(/\/reservations\/(\d+)$/);
      if (one && call.method === 'GET') {
        const detail = byId.get(Number(one[1]));
        return detail ? json(200, detail) : json(404, { detail: 'No existe esa reserva' });
      }
      if (url.pathname === `/api/rates/contracts/room-types/${USER_ID}/${HOTEL_ID}/`)
        return json(200, [{ id: 11, name: 'Doble superior', isApartment: false, occupancy: 2 }]);
      if (url.pathname === `/api/rates/contracts/${USER_ID}/${HOTEL_ID}/`)
        return json(200, [{ id: 1, hotel: HOTEL_ID, name: 'Contrato', rates: [RATE] }]);
      return undefined;
    },
    { withQuery: true },
  );
  return {
    calls,
    lists: () =>
      calls
        .filter((call) => call.method === 'GET' && /\/reservations(\?|$)/.test(call.path))
        .map((call) => call.path),
  };
}
