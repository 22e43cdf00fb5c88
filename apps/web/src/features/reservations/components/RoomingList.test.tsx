import { readFileSync } from 'node:fs';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { makeReservation, makeStay } from '../../../test/reservation-fixtures.ts';
import { ArrivalsPanel } from './ArrivalsPanel.tsx';
import { RoomingList } from './RoomingList.tsx';
import { HOTEL_ID, reservationsServer, USER_ID } from './reservations.test-server.ts';

beforeEach(() => localStorage.setItem('auth_id', 'test-token'));
afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
  for (const style of document.head.querySelectorAll('style[data-test-print]')) style.remove();
});

const DAY = '2027-07-01';
/** The print stylesheet as written (the tests do not process CSS imports). */
const printCss = readFileSync(`${import.meta.dirname}/rooming-print.css`, 'utf8');
const ARRIVING = [
  makeReservation({
    id: 1,
    reference: 'GRP-1',
    leadGuest: { name: 'Zoe Martín', email: 'z@x.es', phone: null },
    specialRequests: 'Cuna, planta alta',
  }),
  makeReservation({
    id: 2,
    reference: 'GRP-2',
    confirmationNumber: 'H-9',
    leadGuest: { name: 'Ana "Anita" Ruiz', email: 'a@x.es', phone: null },
    stays: [makeStay({ board: 'HB', guests: [{ name: 'Ana Ruiz', age: 35 }, { age: 4 }] })],
  }),
  makeReservation({ id: 3, reference: 'GRP-3', status: 'cancelled' }),
];

async function renderRooming() {
  const server = reservationsServer([ARRIVING]);
  await renderWithProviders(
    <>
      <header className="mantine-AppShell-header">Cabecera</header>
      <nav className="mantine-AppShell-navbar">Menú lateral</nav>
      <main className="mantine-AppShell-main">
        <RoomingList userId={USER_ID} hotelId={HOTEL_ID} hotelName="Hotel Sol" initialDay={DAY} />
      </main>
    </>,
    { notifications: false },
  );
  await screen.findByTestId('rooming-table');
  await screen.findAllByText('Doble superior');
  return server;
}

describe('the rooming list', () => {
  it("lists the day's arrivals, cancelled left out, read with the day's filter", async () => {
    const server = await renderRooming();
    expect(server.lists()).toEqual([
      '/api/hotel/7/reservations?arrivalFrom=2027-07-01&arrivalTo=2027-07-01&sort=arrival&limit=200',
    ]);
    expect(screen.getByText('Llegadas del jueves, 1 de julio de 2027 · Hotel Sol')).toBeInTheDocument();
    expect(screen.getByText('2 habitaciones')).toBeInTheDocument();
    expect(screen.queryByText('GRP-3')).toBeNull();
  });

  it('exports the CSV with a BOM, the translated headers and the texts as shown', async () => {
    await renderRooming();
    let blob: Blob | undefined;
    const createObjectURL = vi.fn((value: Blob) => {
      blob = value;
      return 'blob:rooming';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(blob).toBeDefined());
    expect(click).toHaveBeenCalledOnce();
    expect(blob?.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await (blob as Blob).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(
      '\ufeffReferencia,Confirmación,Titular,Habitación,Régimen,Salida,Noches,Huéspedes (edad),Peticiones\r\n' +
        'GRP-2,H-9,"Ana ""Anita"" Ruiz",Doble superior,Media pensión,03/07/2027,2,Ana Ruiz (35 años); Huésped (4 años),\r\n' +
        'GRP-1,,Zoe Martín,Doble superior,Alojamiento y desayuno,03/07/2027,2,Ana García (40 años); Luis Pérez (42 años),"Cuna, planta alta"\r\n',
    );
  });

  it('prints only the list: the print stylesheet hides the shell and the controls', async () => {
    await renderRooming();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const printButton = screen.getByRole('button', { name: 'Imprimir' });
    fireEvent.click(printButton);
    expect(print).toHaveBeenCalledOnce();
    // jsdom does not apply @media print: its rules are applied as they would be on paper.
    const rules = /@media print\s*{([\s\S]*)}\s*$/.exec(printCss)?.[1];
    expect(rules).toBeDefined();
    const style = document.createElement('style');
    style.dataset.testPrint = '';
    style.textContent = rules ?? '';
    document.head.append(style);
    const display = (element: Element) => getComputedStyle(element).display;
    expect(display(screen.getByText('Menú lateral'))).toBe('none');
    expect(display(screen.getByText('Cabecera'))).toBe('none');
    expect(display(printButton.closest('[data-print="hide"]') as Element)).toBe('none');
    expect(screen.queryByRole('button', { name: 'Imprimir' })).toBeNull();
    expect(display(screen.getByTestId('rooming'))).not.toBe('none');
    expect(display(screen.getByTestId('rooming-table'))).not.toBe('none');
    expect(getComputedStyle(screen.getByRole('main')).paddingTop).toBe('0px');
  });
});

describe('the arrivals panel', () => {
  it("counts today's and the coming days' arrivals and departures, and the unconfirmed", async () => {
    const server = reservationsServer([
      [
        makeReservation({ id: 1, arrival: '2027-07-01', departure: '2027-07-03' }),
        makeReservation({ id: 2, arrival: '2027-07-01', departure: '2027-07-02', confirmationNumber: 'H' }),
        makeReservation({ id: 3, arrival: '2027-06-28', departure: '2027-07-01', confirmationNumber: 'H' }),
        makeReservation({ id: 4, arrival: '2027-07-03', departure: '2027-07-05', status: 'cancelled' }),
      ],
    ]);
    await renderWithProviders(<ArrivalsPanel hotelId={HOTEL_ID} today="2027-07-01" />, { language: 'en' });
    const today = await screen.findByTestId('movements-2027-07-01');
    expect(today).toHaveTextContent('Today2 arrivals (1 unconfirmed)1 departure');
    expect(screen.getByTestId('movements-2027-07-02')).toHaveTextContent('Tomorrow0 arrivals1 departure');
    expect(screen.getByTestId('movements-2027-07-03')).toHaveTextContent('Sat, Jul 30 arrivals1 departure');
    expect(server.lists().sort()).toEqual([
      '/api/hotel/7/reservations?arrivalFrom=2027-07-01&arrivalTo=2027-07-03&sort=arrival&limit=200',
      '/api/hotel/7/reservations?departureFrom=2027-07-01&departureTo=2027-07-03&sort=departure&limit=200',
    ]);
    expect(screen.getByRole('link', { name: 'See the reservations' })).toHaveAttribute(
      'href',
      '/dash/reservations',
    );
  });
});
