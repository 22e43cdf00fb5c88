import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { makeReservation, makeStay } from '../../../test/reservation-fixtures.ts';
import { addDays, hotelToday } from '../model/days.ts';
import { ReservationsScreen } from './ReservationsScreen.tsx';
import { HOTEL_ID, reservationsServer, USER_ID } from './reservations.test-server.ts';

vi.mock('../../../components/ui/notify.ts', () => import('../../../test/notify-mock.ts'));

beforeEach(() => localStorage.setItem('auth_id', 'test-token'));
afterEach(() => localStorage.clear());

const FIRST = '/api/hotel/7/reservations?sort=-created&limit=50';

function renderScreen(language: 'es' | 'en' = 'es') {
  return renderWithProviders(
    <ReservationsScreen userId={USER_ID} hotelId={HOTEL_ID} hotelName="Hotel Sol" />,
    {
      language,
      notifications: false,
    },
  );
}

describe('the reservations screen', () => {
  it('lists the reservations and marks the unconfirmed ones only', async () => {
    const server = reservationsServer([
      [
        makeReservation({ id: 1, reference: 'GRP-1' }),
        makeReservation({ id: 2, reference: 'GRP-2', confirmationNumber: 'H-2' }),
        makeReservation({ id: 3, reference: 'GRP-3', status: 'cancelled' }),
      ],
    ]);
    await renderScreen();
    const first = await screen.findByTestId('reservation-1');
    expect(server.lists()).toEqual([FIRST]);
    expect(first).toHaveAttribute('data-unconfirmed', 'true');
    expect(within(first).getByTestId('unconfirmed')).toHaveTextContent('Sin confirmar por el hotel');
    expect(within(first).getByText('01/07/2027 → 03/07/2027')).toBeInTheDocument();
    expect(within(first).getByText('2 noches')).toBeInTheDocument();
    expect(within(first).getByText('2 huéspedes')).toBeInTheDocument();
    expect(within(first).getByText('220,00 €')).toBeInTheDocument();
    const confirmed = screen.getByTestId('reservation-2');
    expect(confirmed).not.toHaveAttribute('data-unconfirmed');
    expect(within(confirmed).queryByTestId('unconfirmed')).toBeNull();
    expect(within(confirmed).getByText('Confirmación: H-2')).toBeInTheDocument();
    const cancelled = screen.getByTestId('reservation-3');
    expect(within(cancelled).queryByTestId('unconfirmed')).toBeNull();
    expect(within(cancelled).getByText('Cancelada')).toBeInTheDocument();
  });

  it('sends the filters and the order as the query', async () => {
    const server = reservationsServer([[makeReservation({ id: 1 })]]);
    await renderScreen();
    await screen.findByTestId('reservation-1');
    fireEvent.change(screen.getByLabelText('Llegada desde'), { target: { value: '01/07/2027' } });
    fireEvent.change(screen.getByLabelText('Llegada hasta'), { target: { value: '31/07/2027' } });
    fireEvent.change(screen.getByLabelText('Reservada desde'), { target: { value: '2027-06-01' } });
    fireEvent.change(screen.getByLabelText('Estado'), { target: { value: 'modified' } });
    fireEvent.change(screen.getByLabelText('Buscar (huésped o referencia)'), {
      target: { value: ' García ' },
    });
    fireEvent.change(screen.getByLabelText('Orden'), { target: { value: 'arrival' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() =>
      expect(server.lists().at(-1)).toBe(
        '/api/hotel/7/reservations?arrivalFrom=2027-07-01&arrivalTo=2027-07-31&bookedFrom=2027-06-01&status=modified&q=Garc%C3%ADa&sort=arrival&limit=50',
      ),
    );
    // A date that is not one is said so, and nothing is sent.
    const sent = server.lists().length;
    fireEvent.change(screen.getByLabelText('Salida desde'), { target: { value: '45/13/2027' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Fecha no válida')).toBeInTheDocument();
    expect(server.lists()).toHaveLength(sent);
    fireEvent.click(screen.getByRole('button', { name: 'Limpiar' }));
    await waitFor(() => expect(server.lists().at(-1)).toBe(FIRST));
  });

  it('loads the next page by the cursor until there is none', async () => {
    const server = reservationsServer([
      [makeReservation({ id: 1, reference: 'P1' })],
      [makeReservation({ id: 2, reference: 'P2' })],
    ]);
    await renderScreen('en');
    await screen.findByTestId('reservation-1');
    expect(screen.getByText('1 reservation shown')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByTestId('reservation-2');
    expect(server.lists()).toEqual([FIRST, `${FIRST}&after=1`]);
    expect(screen.getByTestId('reservation-1')).toBeInTheDocument();
    expect(screen.getByText('2 reservations shown')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('opens the reservation an e-mail links to', async () => {
    reservationsServer([[makeReservation({ id: 1, reference: 'GRP-1', stays: [makeStay()] })]]);
    await renderWithProviders(
      <ReservationsScreen userId={USER_ID} hotelId={HOTEL_ID} hotelName="Hotel Sol" initialReservation={1} />,
      { language: 'es', notifications: false },
    );
    const detail = await screen.findByTestId('reservation-detail');
    expect(
      await within(detail).findByText('Doble superior · Flexible · Alojamiento y desayuno'),
    ).toBeInTheDocument();
  });

  it('shows the detail and confirms with the hotel number, then reads the list again', async () => {
    const stay = makeStay({
      computed: {
        nightlyPrices: ['100.00', '125.00'],
        total: '229.50',
        taxesAdded: '4.50',
        applied: [
          { code: 'EARLY', kind: 'early_booking', effect: 'discount', amount: '25.00' },
          { code: 'CITY', kind: 'tax', effect: 'tax', amount: '4.50' },
        ],
      },
    });
    const server = reservationsServer([[makeReservation({ id: 1, reference: 'GRP-1', stays: [stay] })]]);
    await renderScreen();
    await screen.findByTestId('reservation-1');
    fireEvent.click(screen.getByRole('button', { name: 'Ver la reserva GRP-1' }));
    const detail = await screen.findByTestId('reservation-detail');
    await within(detail).findByText('Doble superior · Flexible · Alojamiento y desayuno');
    expect(within(detail).getByText(/Ana García \(40 años\), Luis Pérez \(42 años\)/)).toBeInTheDocument();
    expect(within(detail).getByTestId('price-difference')).toHaveTextContent(
      'El total calculado difiere del enviado en 9,50 €',
    );
    expect(within(detail).getByTestId('applied')).toHaveTextContent(
      'Aplicado al calcular: EARLY −25,00 € · CITY +4,50 € (impuesto añadido)',
    );
    const terms = within(detail).getByTestId('terms');
    expect(terms).toHaveTextContent(
      'Comisionables · comisión 15 % · Pago directo en el hotel · todos los mercados',
    );
    expect(terms).toHaveTextContent('Desde 2 días antes de la llegada: 1 noche');
    expect(terms).toHaveTextContent('No presentarse: 100 % del importe');
    expect(within(within(detail).getByTestId('revisions')).getByText('Creada')).toBeInTheDocument();

    fireEvent.click(within(detail).getByRole('button', { name: 'Confirmar' }));
    expect(await within(detail).findByText('Indique el número de confirmación')).toBeInTheDocument();
    expect(server.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.change(within(detail).getByLabelText('Número de confirmación del hotel'), {
      target: { value: ' H-77 ' },
    });
    fireEvent.click(within(detail).getByRole('button', { name: 'Confirmar' }));
    expect(await within(detail).findByTestId('confirmation-number')).toHaveTextContent('Confirmación: H-77');
    expect(server.calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/hotel/7/reservations/1/confirm', body: { confirmationNumber: 'H-77' } },
    ]);
    await waitFor(() => expect(server.lists()).toEqual([FIRST, FIRST]));
    expect(within(detail).getByText('Confirmada por el hotel')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByTestId('reservation-1')).queryByTestId('unconfirmed')).toBeNull(),
    );
  });

  it('offers the no-show from the arrival day only, asks first, and shows the penalty charged', async () => {
    const today = hotelToday();
    const server = reservationsServer([
      [
        makeReservation({ id: 1, reference: 'GRP-1', arrival: today, stays: [makeStay({ arrival: today })] }),
        makeReservation({ id: 2, reference: 'GRP-2', arrival: addDays(today, 1) }),
      ],
    ]);
    await renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Ver la reserva GRP-2' }));
    let detail = await screen.findByTestId('reservation-detail');
    await within(detail).findByText('GRP-2', { exact: false });
    expect(within(detail).queryByRole('button', { name: 'Marcar como no presentado' })).toBeNull();
    fireEvent.keyDown(detail, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('reservation-detail')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Ver la reserva GRP-1' }));
    detail = await screen.findByTestId('reservation-detail');
    fireEvent.click(await within(detail).findByRole('button', { name: 'Marcar como no presentado' }));
    // Asked first: "No" sends nothing.
    fireEvent.click(await screen.findByRole('button', { name: 'No' }));
    expect(server.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    fireEvent.click(within(detail).getByRole('button', { name: 'Marcar como no presentado' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sí' }));
    await waitFor(() =>
      expect(server.calls.filter((call) => call.method === 'POST')).toEqual([
        { method: 'POST', path: '/api/hotel/7/reservations/1/no-show' },
      ]),
    );
    // The status and the penalty charged.
    expect(await within(detail).findAllByText(/No presentado/)).not.toHaveLength(0);
    expect(within(detail).getAllByText(/Penalización: 100,00/).length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(within(detail).queryByRole('button', { name: 'Marcar como no presentado' })).toBeNull(),
    );
  });

  it("shows the server's refusal of a confirmation under the field", async () => {
    reservationsServer([[makeReservation({ id: 1, reference: 'GRP-1' })]], { confirmStatus: 409 });
    await renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Ver la reserva GRP-1' }));
    const detail = await screen.findByTestId('reservation-detail');
    fireEvent.change(within(detail).getByLabelText('Número de confirmación del hotel'), {
      target: { value: 'H-1' },
    });
    fireEvent.click(within(detail).getByRole('button', { name: 'Confirmar' }));
    expect(await within(detail).findByText('Refusé por el servidor')).toBeInTheDocument();
  });
});
