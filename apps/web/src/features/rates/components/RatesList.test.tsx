import { RATE_GROUP_HEX } from '@hotel/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notifySaved } from '../../../components/ui/notify.ts';
import { RatesList } from './RatesList.tsx';
import { fakeRatesApi, makeRate, renderAt } from './rates.test-utils.tsx';

vi.mock('../../../components/ui/notify.ts', () => import('../../../test/notify-mock.ts'));

const contracts = () => [
  {
    id: 4,
    hotel: 1,
    name: 'Contrato anual',
    rates: [
      makeRate({
        id: 10,
        name: 'Temporada alta',
        quotaType: 'allotment_release',
        releaseDays: 7,
        days_count: 12,
        roomTypes: [8, 7],
        boards: ['BB', 'HB'],
        priceRange: { min: '80.00', max: '1140.50' },
      }),
      makeRate({
        id: 11,
        kind: 'offer',
        name: 'Oferta anticipada',
        market: { all: false, markets: ['ES', 'EUROPE'] },
        roomTypes: [8, 7],
        boards: ['BB', 'HB'],
        derived: { baseRate: 10, kind: 'percent', value: '10' },
        priceRange: { min: '72.00', max: '72.00' },
      }),
      makeRate({ id: 12, kind: 'promotion', name: 'Promo verano', currency: 'BRL', pricesIncludeTax: false }),
    ],
  },
  { id: 5, hotel: 1, name: 'Contrato grupos', rates: [makeRate({ id: 20, contract: 5, name: 'Grupos' })] },
];

const rowNames = () =>
  screen.getAllByTestId('rate-row').map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('RatesList', { timeout: 30_000 }, () => {
  it('shows each contract with its rates, in the group colours, and filters them by kind', async () => {
    fakeRatesApi(contracts());
    await renderAt('/dash/rates', <RatesList userId={1} hotelId={1} />);
    await screen.findByText('Temporada alta');
    expect(screen.getAllByTestId('rate-contract')).toHaveLength(2);
    expect(rowNames()).toEqual(['Temporada alta', 'Oferta anticipada', 'Promo verano', 'Grupos']);
    const row = (name: string) =>
      screen.getAllByTestId('rate-row').find((r) => r.textContent?.includes(name)) as HTMLElement;
    expect(row('Temporada alta')).toHaveTextContent('Allotment con release (7 días)');
    expect(within(row('Temporada alta')).getByTestId('rate-days')).toHaveTextContent('12');
    expect(row('Oferta anticipada')).toHaveTextContent('España, Europa');
    expect(row('Promo verano')).toHaveTextContent('Real (R$)');
    // Whether its prices include tax, with the currency.
    expect(within(row('Promo verano')).getByTestId('rate-tax')).toHaveTextContent('Impuestos no incluidos');
    expect(within(row('Temporada alta')).getByTestId('rate-tax')).toHaveTextContent('Impuestos incluidos');
    // What each rate sells: room type names, boards translated, prices in its currency and language.
    const sells = (name: string) => within(row(name)).getByTestId('rate-sells');
    const price = (name: string) => within(row(name)).getByTestId('rate-price');
    expect(sells('Temporada alta')).toHaveTextContent('Suite junior, Doble estándar');
    expect(sells('Temporada alta')).toHaveTextContent('Alojamiento y desayuno, Media pensión');
    expect(price('Temporada alta')).toHaveTextContent('80,00 € – 1140,50 €');
    expect(price('Oferta anticipada')).toHaveTextContent('72,00 €');
    expect(price('Oferta anticipada')).toHaveTextContent('10 % menos que «Temporada alta»');
    expect(price('Promo verano')).toHaveTextContent('Sin precios');
    expect(sells('Promo verano')).toHaveTextContent('—');
    for (const kind of ['rate', 'offer', 'promotion'] as const) {
      const badge = within(
        screen.getAllByTestId('rate-row').find((r) => r.dataset.kind === kind) as HTMLElement,
      ).getByTestId('rate-kind');
      expect(badge.getAttribute('style') ?? '').toContain(RATE_GROUP_HEX[kind]);
    }

    const filter = screen.getByTestId('rates-filter');
    fireEvent.click(within(filter).getByLabelText('Ofertas'));
    await waitFor(() => expect(rowNames()).toEqual(['Oferta anticipada']));
    expect(screen.getByTestId('rates-empty-filtered')).toHaveTextContent(
      'Este contrato no tiene elementos de este tipo.',
    );
    fireEvent.click(within(filter).getByLabelText('Tarifas'));
    await waitFor(() => expect(rowNames()).toEqual(['Temporada alta', 'Grupos']));
    fireEvent.click(within(filter).getByLabelText('Todas'));
    await waitFor(() => expect(rowNames()).toHaveLength(4));
  });

  it('deletes a rate after confirmation', async () => {
    const { calls } = fakeRatesApi(contracts());
    await renderAt('/dash/rates', <RatesList userId={1} hotelId={1} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar Promo verano' }));
    expect(await screen.findByText(/Está a punto de eliminar «Promo verano»/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByText(/Está a punto de eliminar/)).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Promo verano' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(screen.queryByText('Promo verano')).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/rates/contracts/1/1/4/rates/12/',
    ]);
    expect(notifySaved).toHaveBeenCalledWith('Se ha eliminado la tarifa');
  });

  it('says when the hotel has no contracts yet', async () => {
    fakeRatesApi([]);
    await renderAt('/dash/rates', <RatesList userId={1} hotelId={1} />);
    expect(await screen.findByTestId('rates-empty')).toHaveTextContent(
      'Este hotel todavía no tiene contratos de tarifas.',
    );
  });

  it('formats the price range in the language of the screen', async () => {
    fakeRatesApi(contracts());
    await renderAt('/dash/rates', <RatesList userId={1} hotelId={1} />, 'en');
    const row = (await screen.findByText('Temporada alta')).closest('tr') as HTMLElement;
    expect(within(row).getByTestId('rate-price')).toHaveTextContent('€80.00 – €1,140.50');
  });
});
