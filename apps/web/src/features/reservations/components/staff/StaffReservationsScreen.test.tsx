import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiAnswer, fakeApi, renderWithProviders } from '../../../../test/render.tsx';
import { makeDetail, makeReservation } from '../../../../test/reservation-fixtures.ts';
import { StaffReservationsScreen } from './StaffReservationsScreen.tsx';

vi.mock('../../../../components/ui/notify.ts', () => import('../../../../test/notify-mock.ts'));

beforeEach(() => localStorage.setItem('auth_id', 'test-token'));
afterEach(() => localStorage.clear());

const STAFF_ID = 5;
const RATE = {
  id: 21,
  contract: 1,
  kind: 'rate',
  name: 'Flexible',
  rateType: 'commissionable',
  priceRoomType: 'room',
  currency: 'EUR',
  pricesIncludeTax: true,
  method: 'hotel',
  quotaType: 'allotment_release',
  releaseDays: 2,
  market: { all: true, markets: [] },
  childsAge: 12,
  infantAge: 2,
  babyAge: 1,
  expenditureChange: [],
  expenditureCancellation: 'd2',
  days_count: 31,
  roomTypes: [11],
  boards: ['BB'],
  derived: null,
  priceRange: null,
  firstDay: null,
};

/** The staff API: two hotels' reservations (one overdue), rooms left, hotel search, and the booking answer. */
function staffServer(booking: ApiAnswer = { status: 201, body: makeDetail(makeReservation({ id: 9 })) }) {
  const json = (status: number, body: unknown): ApiAnswer => ({ status, body });
  return fakeApi(
    (call, url) => {
      if (url.pathname === '/api/staff/reservations/' && call.method === 'GET')
        return json(200, {
          reservations: [
            {
              ...makeReservation({ id: 1, reference: 'GRP-1', hotelId: 7 }),
              hotelName: 'Hotel Sol',
              overdue: true,
            },
            {
              ...makeReservation({ id: 2, reference: 'GRP-2', hotelId: 8, confirmationNumber: 'H-2' }),
              hotelName: 'Hotel Luna',
              overdue: false,
            },
          ],
          next: null,
          unconfirmedHours: 24,
        });
      if (url.pathname === '/api/staff/reservations/rooms-left')
        return json(200, {
          days: ['2027-07-01', '2027-07-02'],
          hotels: [
            { hotelId: 7, hotelName: 'Hotel Sol', rooms: [{ roomTypeId: 11, name: 'Doble', left: [0, 3] }] },
            {
              hotelId: 8,
              hotelName: 'Hotel Luna',
              rooms: [{ roomTypeId: 12, name: 'Suite', left: [null, null] }],
            },
          ],
        });
      if (url.pathname === '/api/staff/hotels/')
        return json(200, { hotels: [{ id: 7, name: 'Hotel Sol', code: 'SOL1' }] });
      if (url.pathname === `/api/rates/contracts/${STAFF_ID}/7/`)
        return json(200, [{ id: 1, hotel: 7, name: 'Contrato', rates: [RATE] }]);
      if (url.pathname === `/api/rates/contracts/room-types/${STAFF_ID}/7/`)
        return json(200, [{ id: 11, name: 'Doble', isApartment: false, occupancy: 2 }]);
      if (url.pathname === '/api/staff/reservations/' && call.method === 'POST') return booking;
      return undefined;
    },
    { withQuery: true },
  );
}

const render = () =>
  renderWithProviders(<StaffReservationsScreen userId={STAFF_ID} />, {
    language: 'es',
    notifications: false,
  });

describe("staff's reservations screen", () => {
  it('names each row’s hotel, marks the overdue ones by the server’s threshold, and shows the listed hotels’ rooms left', async () => {
    const calls = staffServer();
    await render();
    const overdue = await screen.findByTestId('reservation-1');
    expect(overdue).toHaveAttribute('data-overdue', 'true');
    expect(within(overdue).getByTestId('overdue')).toHaveTextContent('Sin confirmar más de 24 h');
    expect(within(overdue).getByTestId('reservation-hotel')).toHaveTextContent('Hotel Sol');
    const confirmed = screen.getByTestId('reservation-2');
    expect(confirmed).not.toHaveAttribute('data-overdue');
    expect(within(confirmed).getByTestId('reservation-hotel')).toHaveTextContent('Hotel Luna');
    expect(screen.getByText(/sin número de confirmación del hotel más de 24 h/)).toBeInTheDocument();

    const panel = await screen.findByTestId('rooms-left-7');
    expect(within(panel).getByTestId('left-11-2027-07-01')).toHaveTextContent('0');
    expect(within(panel).getByTestId('left-11-2027-07-02')).toHaveTextContent('3');
    expect(within(screen.getByTestId('rooms-left-8')).getAllByText('sin cupo')).toHaveLength(2);
    expect(calls.some((call) => call.path.includes('rooms-left?hotels=7%2C8'))).toBe(true);

    fireEvent.click(screen.getByLabelText('Solo sin confirmar más de 24 h'));
    await waitFor(() =>
      expect(calls.map((call) => call.path)).toContain(
        '/api/staff/reservations/?sort=-created&limit=50&overdue=true',
      ),
    );
  });

  it('enters a phone booking with the hotel’s own rate, room type and board, and shows a refusal’s reason and night', async () => {
    const calls = staffServer({
      status: 409,
      body: { detail: 'No quedan habitaciones esa noche', code: 'sold_out', stay: 0, night: '2027-07-11' },
    });
    await render();
    fireEvent.click(await screen.findByTestId('new-booking'));
    const form = await screen.findByTestId('phone-booking');
    const reference = within(form).getByLabelText('Referencia') as HTMLInputElement;
    expect(reference.value).toMatch(/^PH-\d{8}-[A-Z2-9]{6}$/);
    fireEvent.change(within(form).getByLabelText('Hotel'), { target: { value: 'sol' } });
    fireEvent.click(await within(form).findByRole('button', { name: 'Elegir Hotel Sol' }));
    fireEvent.change(await within(form).findByLabelText('Tarifa'), { target: { value: '21' } });
    // The rate sells one room type and one board: both chosen with it.
    expect(within(form).getByLabelText('Tipo de habitación')).toHaveValue('11');
    expect(within(form).getByLabelText('Régimen')).toHaveValue('BB');
    fireEvent.change(within(form).getByLabelText('Llegada'), { target: { value: '10/07/2027' } });
    fireEvent.change(within(form).getByLabelText('Salida'), { target: { value: '12/07/2027' } });
    fireEvent.change(within(form).getByLabelText('Edad del huésped 2'), { target: { value: '7' } });
    fireEvent.change(within(form).getByLabelText('Nombre del titular'), { target: { value: 'Lucía Pardo' } });
    fireEvent.change(within(form).getByLabelText('Correo electrónico'), {
      target: { value: 'lucia@example.com' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Reservar' }));

    const refused = await within(form).findByTestId('booking-refused');
    expect(refused).toHaveTextContent('No se puede reservar la noche del');
    expect(refused).toHaveTextContent('11 de julio de 2027');
    expect(refused).toHaveTextContent('No quedan habitaciones esa noche');
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.body).toEqual({
      hotelId: 7,
      reference: reference.value,
      leadGuest: { name: 'Lucía Pardo', email: 'lucia@example.com' },
      specialRequests: '',
      stays: [
        {
          roomTypeId: 11,
          rateId: 21,
          board: 'BB',
          arrival: '2027-07-10',
          departure: '2027-07-12',
          guests: [{ age: 30 }, { age: 7 }],
        },
      ],
    });
  });

  it('says what is missing before sending anything', async () => {
    const calls = staffServer();
    await render();
    fireEvent.click(await screen.findByTestId('new-booking'));
    const form = await screen.findByTestId('phone-booking');
    fireEvent.click(within(form).getByRole('button', { name: 'Reservar' }));
    expect(await within(form).findByText('Elija el hotel')).toBeInTheDocument();
    expect(within(form).getAllByText('Escriba una fecha válida')).toHaveLength(2);
    expect(within(form).getByText('Escriba el nombre del titular')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
