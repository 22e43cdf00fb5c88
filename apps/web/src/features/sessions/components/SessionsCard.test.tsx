import type { SessionInfo } from '@hotel/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifySaved } from '../../../components/ui/notify.ts';
import { fakeFetch, renderWithProviders } from '../../../test/render.tsx';
import { SessionsCard } from './SessionsCard.tsx';

vi.mock('../../../components/ui/notify.ts', () => import('../../../test/notify-mock.ts'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(notifySaved).mockClear();
});

const CURRENT: SessionInfo = {
  id: 7,
  browser: 'Chrome 131',
  os: 'Windows 10',
  device: 'desktop',
  ip: '203.0.113.7',
  created_at: '2026-11-20T08:30:00.000Z',
  last_used_at: '2026-11-25T10:00:00.000Z',
  current: true,
};
const PHONE: SessionInfo = {
  id: 9,
  browser: 'Mobile Safari 17',
  os: 'iOS 17.4',
  device: 'mobile',
  ip: '198.51.100.4',
  created_at: '2026-11-21T18:05:00.000Z',
  last_used_at: '2026-11-24T21:15:00.000Z',
  current: false,
};
const SCRIPT: SessionInfo = { ...PHONE, id: 11, browser: null, os: null, device: 'unknown', ip: null };

/** A server holding `sessions`; DELETE removes them as the API does. */
function server(initial: SessionInfo[]) {
  let sessions = [...initial];
  const calls = fakeFetch(({ method, path }) => {
    if (method === 'GET' && path.endsWith('/api/auth/sessions/')) return [200, sessions];
    if (method === 'DELETE' && path.endsWith('/api/auth/sessions/others')) {
      const ended = sessions.filter((session) => !session.current).length;
      sessions = sessions.filter((session) => session.current);
      return [200, { ended }];
    }
    const one = /\/api\/auth\/sessions\/(\d+)$/.exec(path);
    if (method === 'DELETE' && one) {
      sessions = sessions.filter((session) => session.id !== Number(one[1]));
      return [204, null];
    }
    return [404, { detail: 'No encontrado' }];
  });
  return calls;
}

const confirmYes = async () => {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Atención')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Sí' }));
};

describe('SessionsCard', () => {
  it('lists the sessions with device, browser, address and times in the interface language, the current one marked', async () => {
    server([CURRENT, PHONE, SCRIPT]);
    const { container } = await renderWithProviders(<SessionsCard />);
    const items = await screen.findAllByTestId('session');
    expect(container.querySelector('section#sessions')).not.toBeNull();
    expect(items).toHaveLength(3);
    const [current, phone, script] = items;
    expect(current).toHaveTextContent('Ordenador');
    expect(current).toHaveTextContent('Esta sesión');
    expect(current).toHaveTextContent('Chrome 131 en Windows 10');
    expect(current).toHaveTextContent('Dirección IP: 203.0.113.7');
    const format = new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeStyle: 'short' });
    expect(current).toHaveTextContent(`Inicio de sesión: ${format.format(new Date(CURRENT.created_at))}`);
    expect(current).toHaveTextContent(`Último uso: ${format.format(new Date(CURRENT.last_used_at))}`);
    // Spanish month names ('20 nov 2026'): the times follow the interface language.
    expect(current).toHaveTextContent(/nov/);
    // Only the other sessions can be ended from here.
    expect(within(current as HTMLElement).queryByRole('button')).toBeNull();
    expect(phone).toHaveTextContent('Móvil');
    expect(phone).toHaveTextContent('Mobile Safari 17 en iOS 17.4');
    expect(phone).not.toHaveTextContent('Esta sesión');
    expect(script).toHaveTextContent('Dispositivo desconocido');
    expect(script).toHaveTextContent('Navegador desconocido');
    expect(script).toHaveTextContent('Dirección IP: Desconocida');
  });

  it('ends one session after the confirmation; No ends nothing', async () => {
    const calls = server([CURRENT, PHONE]);
    await renderWithProviders(<SessionsCard />);
    const end = await screen.findByRole('button', {
      name: 'Cerrar la sesión de Móvil, Mobile Safari 17 en iOS 17.4',
    });
    fireEvent.click(end);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Se cerrará la sesión de Móvil, Mobile Safari 17 en iOS 17.4');
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    fireEvent.click(end);
    await confirmYes();
    await waitFor(() => expect(screen.getAllByTestId('session')).toHaveLength(1));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/auth/sessions/9',
    ]);
    expect(notifySaved).toHaveBeenCalledWith('Sesión cerrada');
    expect(screen.getByTestId('no-other-sessions')).toHaveTextContent('No hay otras sesiones abiertas.');
  });

  it('ends all the other sessions after the confirmation and says how many', async () => {
    const calls = server([CURRENT, PHONE, SCRIPT]);
    await renderWithProviders(<SessionsCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cerrar todas las demás sesiones' }));
    await confirmYes();
    expect(await screen.findByTestId('sessions-ended')).toHaveTextContent('Sesiones cerradas: 2');
    await waitFor(() => expect(screen.getAllByTestId('session')).toHaveLength(1));
    expect(screen.getByTestId('session')).toHaveTextContent('Esta sesión');
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/auth/sessions/others',
    ]);
    expect(screen.queryByRole('button', { name: 'Cerrar todas las demás sesiones' })).toBeNull();
  });

  it('says so when the list cannot be loaded, and loads it again on request', async () => {
    let fail = true;
    fakeFetch(() => (fail ? [503, { detail: 'El servicio no está disponible' }] : [200, [CURRENT]]));
    await renderWithProviders(<SessionsCard />);
    expect(await screen.findByText('No se han podido cargar las sesiones.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('session')).toHaveTextContent('Esta sesión');
  });
});
