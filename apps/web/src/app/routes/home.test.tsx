import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeHotelSummary, makeUser } from '../../test/api-payloads.ts';
import { fakeApi, renderWithProviders } from '../../test/render.tsx';
import { makeReservation } from '../../test/reservation-fixtures.ts';
import HomeRoute from './home.tsx';

beforeEach(() => localStorage.setItem('auth_id', 'test-token'));
afterEach(() => localStorage.clear());

function fakeHome() {
  return fakeApi((call) => {
    if (call.path === '/api/auth/user/data/') return { status: 200, body: [makeUser()] };
    if (call.path === '/api/hotel/')
      return { status: 200, body: [makeHotelSummary({ id: 7, name: 'Hotel Sol' })] };
    if (call.path === '/api/hotel/7/reservations')
      return { status: 200, body: { reservations: [makeReservation({ id: 1 })], next: null } };
    return undefined;
  });
}

describe('the home', () => {
  it("shows the selected hotel's arrivals and departures", async () => {
    localStorage.setItem('selected_hotel', '7');
    const calls = fakeHome();
    await renderWithProviders(<HomeRoute />);
    expect(await screen.findByTestId('arrivals-panel', {}, { timeout: 5000 })).toHaveTextContent(
      'Llegadas y salidas',
    );
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/hotel/7/reservations')).toHaveLength(2),
    );
  });

  it('shows no panel without a selected hotel of the user', async () => {
    localStorage.setItem('selected_hotel', '8');
    const calls = fakeHome();
    await renderWithProviders(<HomeRoute />);
    expect(await screen.findByText('Hotel Sol')).toBeInTheDocument();
    expect(screen.queryByTestId('arrivals-panel')).toBeNull();
    expect(calls.some((call) => call.path.includes('/reservations'))).toBe(false);
  });
});
