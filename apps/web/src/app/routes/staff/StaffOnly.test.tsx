import type { User } from '@hotel/domain';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session.ts';
import { fakeFetch, initSpanish, renderWithProviders } from '../../../test/render.tsx';
import { StaffOnly } from './StaffOnly.tsx';

beforeAll(initSpanish);
beforeEach(() => session.setToken('token-of-the-test'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.clear();
});

function user(staff: boolean): User {
  return {
    id: 9,
    name: 'Lucía',
    email: 'lucia@example.com',
    phone: '+34 600123456',
    avatar: null,
    language: 'es',
    has_facturation_data: true,
    approbe_contract_perm: staff,
    totp_enabled: staff,
    hotels: [],
  };
}

describe('StaffOnly', () => {
  it('a hotel user opening a back-office screen is told they have no permission; the screen is not shown', async () => {
    const calls = fakeFetch(() => [200, [user(false)]]);
    renderWithProviders(
      <StaffOnly>
        <p>back office</p>
      </StaffOnly>,
    );
    const refusal = await screen.findByTestId('forbidden');
    expect(screen.getByRole('heading', { level: 1, name: 'Sin permiso' })).toBeInTheDocument();
    expect(refusal).toHaveTextContent('solo para el personal del grupo');
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/dash/home');
    expect(screen.queryByText('back office')).toBeNull();
    expect(calls.map((call) => call.path)).toEqual([expect.stringContaining('/api/auth/user/data/')]);
  });

  it('staff see the screen', async () => {
    fakeFetch(() => [200, [user(true)]]);
    renderWithProviders(
      <StaffOnly>
        <p>back office</p>
      </StaffOnly>,
    );
    expect(await screen.findByText('back office')).toBeInTheDocument();
    expect(screen.queryByTestId('forbidden')).toBeNull();
  });
});
