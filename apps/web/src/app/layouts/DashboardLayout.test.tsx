import type { User } from '@hotel/domain';
import { cleanup, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { WizardProvider } from '../../features/wizard/hooks/wizard-context.tsx';
import { session } from '../../lib/session.ts';
import { fakeApi, renderWithProviders, testI18n } from '../../test/render.tsx';
import { DashboardLayout } from './DashboardLayout.tsx';

beforeAll(() => testI18n());
beforeEach(() => session.setToken('token-of-the-test'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.clear();
});

function signedIn(staff: boolean, avatar: string | null = null) {
  const user: User = {
    id: 9,
    name: 'Lucía',
    email: 'lucia@example.com',
    phone: '+34 600123456',
    avatar,
    language: 'es',
    has_facturation_data: true,
    approbe_contract_perm: staff,
    totp_enabled: staff,
    hotels: [],
  };
  fakeApi(({ path }) => {
    if (path === '/api/auth/user/data/') return { status: 200, body: [user] };
    if (path === '/api/hotel/') return { status: 200, body: [] };
    return undefined;
  });
}

async function renderAt(path: string) {
  await renderWithProviders(
    <WizardProvider>
      <Routes>
        <Route element={<DashboardLayout />}>
          <Route path="*" element={<p>screen</p>} />
        </Route>
      </Routes>
    </WizardProvider>,
    { path },
  );
}

describe('DashboardLayout: the back office in the sidebar', () => {
  it('staff have a "Gestión del grupo" section with the back-office screens', async () => {
    signedIn(true);
    await renderAt('/staff/claims');
    const nav = await screen.findByRole('navigation', { name: 'Gestión del grupo' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Resumen', '/staff'],
      ['Solicitudes de hotel', '/staff/claims'],
      ['Contratos por revisar', '/staff/contracts'],
      ['Reservas', '/staff/reservations'],
      ['Personas', '/staff/users'],
      ['Registro de actividad', '/staff/activity'],
      ['Integraciones', '/staff/integrations'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Solicitudes de hotel' })).toHaveAttribute(
      'data-active',
      'true',
    );
  });

  it('hotel users never see it', async () => {
    signedIn(false);
    await renderAt('/dash/home');
    expect(await screen.findByTestId('user-name')).toHaveTextContent('Lucía');
    expect(screen.queryByTestId('staff-nav')).toBeNull();
    expect(screen.queryByText('Gestión del grupo')).toBeNull();
  });
});

describe('DashboardLayout: who is signed in (issue 19 item 13)', () => {
  it('shows the avatar in the header beside the sign-out', async () => {
    signedIn(false, '/media/avatars/9.webp');
    await renderAt('/dash/home');
    const avatar = (await screen.findByTestId('header-avatar')).querySelector('img');
    expect(avatar?.getAttribute('src')).toMatch(/\/media\/avatars\/9\.webp$/);
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
  });

  it('shows the initials while there is no photo', async () => {
    signedIn(false);
    await renderAt('/dash/home');
    const avatar = await screen.findByTestId('header-avatar');
    expect(avatar).toHaveTextContent('L');
    // Decorative: the name beside it (from 48em) says who is signed in.
    expect(avatar).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('DashboardLayout: staff have their own menu (issue 34 item 15)', () => {
  it('staff without hotels of their own see the back office and their profile, not the owner sections', async () => {
    signedIn(true);
    await renderAt('/staff');
    const sidebar = await screen.findByRole('navigation', { name: 'Gestión del grupo' });
    expect(within(sidebar).getByRole('link', { name: 'Resumen' })).toHaveAttribute('href', '/staff');
    expect(await screen.findByRole('link', { name: 'Perfil' })).toHaveAttribute('href', '/dash/profile');
    expect(screen.queryByRole('link', { name: 'Datos de contacto' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Nueva tarifa' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Datos básicos' })).toBeNull();
  });

  it('hotel users keep the owner sections and the wizard', async () => {
    signedIn(false);
    await renderAt('/dash/home');
    expect(await screen.findByRole('link', { name: 'Datos de contacto' })).toHaveAttribute(
      'href',
      '/contacts',
    );
    expect(screen.getByRole('link', { name: 'Datos básicos' })).toHaveAttribute('href', '/basic');
  });
});
