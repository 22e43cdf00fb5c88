import type { HotelSummary } from '@hotel/domain';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/api-payloads.ts';
import { fakeApi, renderWithProviders } from '../../../test/render.tsx';
import { WithRatesScope } from './scope.tsx';

function summary(id: number): HotelSummary {
  return {
    id,
    name: `Hotel ${id}`,
    code: `H${id}`,
    city: null,
    contract_status: 'none',
    rooms_locked: false,
    verified: true,
    progress: { completed: [], percent: 100 },
    resume: null,
    missing: [],
  };
}

function serve(hotels: HotelSummary[]) {
  fakeApi((call) => {
    if (call.path === '/api/hotel/') return { status: 200, body: hotels };
    if (call.path === '/api/auth/user/data/') return { status: 200, body: [makeUser()] };
    return undefined;
  });
}

async function show() {
  await renderWithProviders(
    <WithRatesScope titleKey="rates.wizard.title">
      {(scope) => <p data-testid="scope">{`${scope.hotelId} ${scope.hotelName}`}</p>}
    </WithRatesScope>,
    { path: '/dash/rates/new' },
  );
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('auth_id', 'token-of-the-test');
});

describe('WithRatesScope', () => {
  it("selects the user's only hotel instead of asking for it", async () => {
    serve([summary(5)]);
    await show();
    expect(await screen.findByTestId('scope')).toHaveTextContent('5 Hotel 5');
    expect(screen.queryByTestId('rates-no-hotel')).toBeNull();
    expect(localStorage.getItem('selected_hotel')).toBe('5');
  });

  it('asks which hotel when the user has several and none is selected', async () => {
    serve([summary(5), summary(6)]);
    await show();
    expect(await screen.findByTestId('rates-no-hotel')).toBeInTheDocument();
    expect(localStorage.getItem('selected_hotel')).toBeNull();
  });
});
