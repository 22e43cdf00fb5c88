import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session.ts';
import { makeUser } from '../../../test/api-payloads.ts';
import { fakeFetch, renderWithProviders } from '../../../test/render.tsx';
import { StaffOnly } from './StaffOnly.tsx';

beforeEach(() => session.setToken('token-of-the-test'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.clear();
});

/** Staff have the contract permission and the second factor it requires. */
const user = (staff: boolean) => makeUser({ approbe_contract_perm: staff, totp_enabled: staff });

describe('StaffOnly', () => {
  it('a hotel user opening a back-office screen is told they have no permission; the screen is not shown', async () => {
    const calls = fakeFetch(() => [200, [user(false)]]);
    await renderWithProviders(
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
    await renderWithProviders(
      <StaffOnly>
        <p>back office</p>
      </StaffOnly>,
    );
    expect(await screen.findByText('back office')).toBeInTheDocument();
    expect(screen.queryByTestId('forbidden')).toBeNull();
  });
});
