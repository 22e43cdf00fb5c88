import type { StayQuoteAnswer } from '@hotel/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { parseAges } from './QuotePanel.tsx';
import { RatesList } from './RatesList.tsx';
import { fakeRatesApi, makeRate, renderAt } from './rates.test-utils.tsx';

vi.mock('../../../components/ui/notify.ts', () => import('../../../test/notify-mock.ts'));

const contracts = () => [
  {
    id: 4,
    hotel: 1,
    name: 'Contrato anual',
    rates: [makeRate({ id: 10, name: 'Temporada alta', roomTypes: [7], boards: ['BB', 'HB'] })],
  },
];

const night = (day: string) => ({
  day,
  base: '100.00',
  supplements: [],
  discounts: [{ code: 'EARLY', kind: 'early_booking' as const, amount: '10.00' }],
  taxes: [
    { code: 'CITY', kind: 'tax' as const, amount: '4.50', included: false, collectedBy: 'hotel' as const },
  ],
  total: '94.50',
});

const sold: StayQuoteAnswer = {
  sells: true,
  currency: 'EUR',
  rooms: [
    { roomTypeId: 7, ages: [40, 38], nights: [night('2027-07-10'), night('2027-07-11')], total: '189.00' },
  ],
  terms: [{ code: 'EARLY', kind: 'early_booking', effect: 'discount', applied: true, amount: '20.00' }],
  taxes: [
    { code: 'CITY', kind: 'tax', applied: true, amount: '9.00', included: false, collectedBy: 'hotel' },
  ],
  totals: {
    base: '200.00',
    supplements: '0.00',
    discounts: '20.00',
    taxesAdded: '9.00',
    taxesIncluded: '0.00',
    total: '189.00',
    collectedByHotel: '9.00',
    collectedByGroup: '180.00',
  },
};

/** The rates API, and the quote route answering `answer`; the quote bodies sent are kept. */
function quoteApi(answer: StayQuoteAnswer) {
  fakeRatesApi(contracts());
  const rates = globalThis.fetch;
  const sent: unknown[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    if (new URL(input, 'http://localhost').pathname !== '/api/rates/contracts/quote/1/1/')
      return rates(input, init);
    sent.push(JSON.parse(String(init.body)));
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}

async function priceStay() {
  const panel = await screen.findByTestId('quote-panel');
  fireEvent.click(within(panel).getByRole('button', { name: 'Abrir la calculadora' }));
  fireEvent.change(within(panel).getByLabelText(/Llegada/), { target: { value: '2027-07-10' } });
  fireEvent.change(within(panel).getByLabelText(/Salida/), { target: { value: '2027-07-12' } });
  fireEvent.change(within(panel).getByLabelText(/Edades de los huéspedes/), { target: { value: '40, 38' } });
  fireEvent.click(within(panel).getByRole('button', { name: 'Calcular la estancia' }));
  return panel;
}

describe('QuotePanel', { timeout: 30_000 }, () => {
  it('prices a stay of the first rate and shows each night, the total and the offers applied', async () => {
    const sent = quoteApi(sold);
    await renderAt('/dash/rates', <RatesList userId={1} hotelId={1} />);
    await priceStay();
    expect(await screen.findAllByTestId('quote-night')).toHaveLength(2);
    expect(sent).toEqual([
      {
        rateId: 10,
        board: 'BB',
        arrival: '2027-07-10',
        departure: '2027-07-12',
        rooms: [{ roomTypeId: 7, ages: [40, 38] }],
      },
    ]);
    const first = screen.getAllByTestId('quote-night')[0] as HTMLElement;
    expect(first).toHaveTextContent('EARLY 10,00 €');
    expect(first).toHaveTextContent('CITY 4,50 €');
    expect(first).toHaveTextContent('94,50 €');
    expect(screen.getByTestId('quote-total')).toHaveTextContent('Total de la estancia: 189,00 €');
    expect(screen.getByTestId('quote-term')).toHaveTextContent('Aplicada');
    expect(screen.getByTestId('quote-term')).toHaveTextContent('Reserva anticipada');
  });

  it("shows why a stay does not sell, in the server's words", async () => {
    quoteApi({
      sells: false,
      room: 0,
      night: '2027-07-11',
      reason: 'stop_sale',
      detail: 'Venta cerrada esa noche',
    });
    await renderAt('/dash/rates', <RatesList userId={1} hotelId={1} />);
    await priceStay();
    expect(await screen.findByTestId('quote-refused')).toHaveTextContent('Venta cerrada esa noche');
    expect(screen.queryByTestId('quote-result')).toBeNull();
  });

  it('asks for ages as whole numbers before sending anything', async () => {
    const sent = quoteApi(sold);
    await renderAt('/dash/rates', <RatesList userId={1} hotelId={1} />);
    const panel = await priceStay();
    await screen.findByTestId('quote-result');
    fireEvent.change(within(panel).getByLabelText(/Edades de los huéspedes/), {
      target: { value: '40, adulto' },
    });
    sent.length = 0;
    fireEvent.click(within(panel).getByRole('button', { name: 'Calcular la estancia' }));
    expect(await within(panel).findByText(/Escribe la edad de cada huésped/)).toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(parseAges('35, 35, 7')).toEqual([35, 35, 7]);
    expect(parseAges(' ')).toBeNull();
  });
});
