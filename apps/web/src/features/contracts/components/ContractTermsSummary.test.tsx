import { termDefaults } from '@hotel/domain';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeRate, makeUser } from '../../../test/api-payloads.ts';
import { fakeApi, renderWithProviders } from '../../../test/render.tsx';
import { ContractTermsSummary } from './ContractTermsSummary.tsx';

beforeEach(() => localStorage.setItem('auth_id', 'test-token'));
afterEach(() => localStorage.clear());

const contracts = [
  {
    id: 4,
    hotel: 7,
    name: 'Contrato verano',
    rates: [
      makeRate({ id: 10, contract: 4, name: 'Verano', currency: 'EUR' }),
      makeRate({ id: 11, contract: 4, name: 'Sin ofertas', currency: 'EUR' }),
    ],
  },
];

describe('the contract page says what is sent: terms and taxes in words (issue 33)', () => {
  it("reads each rate's terms and the hotel's taxes through the owner's routes", async () => {
    fakeApi(({ path }) => {
      if (path === '/api/auth/user/data/') return { status: 200, body: [makeUser({ id: 3 })] };
      if (path === '/api/rates/contracts/3/7/') return { status: 200, body: contracts };
      if (path === '/api/rates/contracts/room-types/3/7/') return { status: 200, body: [] };
      if (path === '/api/rates/contracts/taxes/3/7/') return { status: 200, body: { hotelId: 7, taxes: [] } };
      const terms = /^\/api\/rates\/contracts\/3\/7\/4\/rates\/(\d+)\/terms\/$/.exec(path);
      if (!terms) return undefined;
      const rateId = Number(terms[1]);
      const longStay = {
        ...termDefaults(),
        code: 'LS7',
        kind: 'long_stay',
        effect: 'discount',
        value: { percent: '5' },
        nights: { min: 7, max: null },
        combination: 'exclusive',
      };
      return { status: 200, body: { rateId, terms: rateId === 10 ? [longStay] : [] } };
    });
    await renderWithProviders(<ContractTermsSummary hotels={[{ id: 7, name: 'Hotel Sol' }]} />);
    expect(
      await screen.findByText(
        'Larga estancia (LS7): 5 % de descuento, estancias de 7 noches o más, no se combina con otras ofertas',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Verano')).toBeInTheDocument();
    // A rate without terms is not listed; a hotel without taxes says so.
    expect(screen.queryByText('Sin ofertas')).toBeNull();
    expect(screen.getByText('El hotel no tiene impuestos ni tasas.')).toBeInTheDocument();
  });
});
