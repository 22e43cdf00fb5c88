import type { WebhookDelivery, WebhookEndpoint } from '@hotel/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifyError, notifySaved } from '../../../components/ui/notify.ts';
import { type ApiCall, fakeFetch, renderWithProviders } from '../../../test/render.tsx';
import { delivery, endpoint } from '../../../test/staff-fixtures.ts';
import { IDLE_REFRESH_MS, PENDING_REFRESH_MS, refreshInterval } from './Deliveries.tsx';
import { type DeliveriesView, Webhooks } from './Webhooks.tsx';

vi.mock('../../../components/ui/notify.ts', () => import('../../../test/notify-mock.ts'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(notifySaved).mockClear();
  vi.mocked(notifyError).mockClear();
});

const SECRET = 'whsec_4f1c9a0e8b7d6c5b4a39281706f5e4d3';

/** A back office holding `endpoints`, endpoint 9's deliveries, and what creating and resending do. */
function server(endpoints: WebhookEndpoint[], deliveries: WebhookDelivery[] = []) {
  let list = [...endpoints];
  let sent = [...deliveries];
  return fakeFetch((call) => {
    const url = new URL(call.path, 'http://localhost');
    if (call.method === 'GET' && url.pathname === '/api/staff/webhooks/') return [200, { endpoints: list }];
    if (call.method === 'POST' && url.pathname === '/api/staff/webhooks/') {
      const body = call.body as Pick<WebhookEndpoint, 'url' | 'events'>;
      const created = endpoint({ id: 10, ...body, deliveries: { pending: 1, delivered: 0, failed: 0 } });
      list = [...list, created];
      return [201, { endpoint: created, secret: SECRET }];
    }
    if (call.method === 'GET' && url.pathname === '/api/staff/webhooks/9/deliveries') {
      const status = url.searchParams.get('status');
      const shown = sent.filter((item) => !status || item.status === status);
      return [
        200,
        { deliveries: shown, total: shown.length, page: Number(url.searchParams.get('page')), pageSize: 20 },
      ];
    }
    if (call.method === 'PATCH' && url.pathname === '/api/staff/webhooks/9') {
      const changed = { ...list[0], ...(call.body as object) } as WebhookEndpoint;
      list = list.map((item) => (item.id === 9 ? changed : item));
      return [200, changed];
    }
    if (call.method === 'DELETE' && url.pathname === '/api/staff/webhooks/9') {
      list = list.filter((item) => item.id !== 9);
      return [204, null];
    }
    if (call.method === 'POST' && url.pathname === '/api/staff/webhooks/deliveries/77/resend') {
      const done = delivery({
        status: 'delivered',
        attempts: 2,
        lastStatusCode: 200,
        deliveredAt: '2026-11-25T08:02:00.000Z',
        log: [
          ...delivery().log,
          { attempt: 2, statusCode: 200, error: null, durationMs: 12, at: '2026-11-25T08:02:00.000Z' },
        ],
      });
      sent = sent.map((item) => (item.id === 77 ? done : item));
      return [202, done];
    }
    return [404, { detail: 'No encontrado.' }];
  });
}

/** The screen keeps the open endpoint in the address; here, in state. */
function Host({ initial }: { initial?: DeliveriesView }) {
  const [view, setView] = useState<DeliveriesView>(initial ?? { endpointId: null, status: null, page: 1 });
  return <Webhooks view={view} onView={setView} />;
}

const writes = (calls: ApiCall[]) => calls.filter((call) => call.method !== 'GET');
const form = () => screen.getByTestId('webhook-form');
const submit = () => fireEvent.click(within(form()).getByRole('button', { name: 'Registrar el webhook' }));

describe('Webhooks', () => {
  it('lists each endpoint with its events, state and counts, and explains the signature', async () => {
    server([
      endpoint(),
      endpoint({ id: 8, url: 'https://old.example/hook', active: false, events: ['content.changed'] }),
    ]);
    await renderWithProviders(<Host />);
    const [first, second] = await screen.findAllByTestId('endpoint');
    expect(first).toHaveTextContent('https://booking.example/hooks/extranet');
    expect(first).toHaveTextContent('Contrato aprobado');
    expect(first).toHaveTextContent('Tarifas modificadas');
    expect(within(first as HTMLElement).getByTestId('endpoint-state')).toHaveTextContent('Activo');
    expect(within(first as HTMLElement).getByTestId('endpoint-counts')).toHaveTextContent(
      'Entregados: 3 · Pendientes: 1 · Fallidos: 0',
    );
    expect(within(second as HTMLElement).getByTestId('endpoint-state')).toHaveTextContent('Desactivado');
    expect(within(second as HTMLElement).getByRole('button', { name: 'Activar' })).toBeInTheDocument();
    const help = screen.getByTestId('signature-help');
    expect(help).toHaveTextContent('X-Hotel-Signature');
    expect(help).toHaveTextContent('t=');
    expect(help).toHaveTextContent('HMAC-SHA256');
  });

  it('refuses a plain-http address and no events without asking the server', async () => {
    const calls = server([]);
    await renderWithProviders(<Host />);
    expect(await screen.findByTestId('no-webhooks')).toBeInTheDocument();
    fireEvent.change(within(form()).getByRole('textbox', { name: /^Dirección/ }), {
      target: { value: 'http://booking.example/hook' },
    });
    submit();
    expect(
      await within(form()).findByText(/^Indique una dirección https:\/\//, {
        selector: '.mantine-InputWrapper-error',
      }),
    ).toBeInTheDocument();
    expect(within(form()).getByText('Elija al menos un evento, cada uno una sola vez.')).toBeInTheDocument();
    fireEvent.change(within(form()).getByRole('textbox', { name: /^Dirección/ }), {
      target: { value: 'no es una url' },
    });
    submit();
    expect(
      await within(form()).findByText(/^Indique una dirección https:\/\//, {
        selector: '.mantine-InputWrapper-error',
      }),
    ).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);
  });

  it('registers an endpoint, shows its secret once, opens its deliveries, and forgets the secret on "done"', async () => {
    const calls = server([]);
    await renderWithProviders(<Host />);
    await screen.findByTestId('no-webhooks');
    fireEvent.change(within(form()).getByRole('textbox', { name: /^Dirección/ }), {
      target: { value: ' https://pms.example/in ' },
    });
    fireEvent.click(within(form()).getByRole('checkbox', { name: 'Tarifas modificadas' }));
    fireEvent.click(within(form()).getByRole('checkbox', { name: 'Contrato aprobado' }));
    submit();
    const created = await screen.findByTestId('created-secret');
    expect(created).toHaveTextContent('Webhook https://pms.example/in registrado');
    expect(within(created).getByRole('textbox', { name: 'Secreto de firma' })).toHaveValue(SECRET);
    expect(within(created).getByTestId('created-secret-warning')).toHaveTextContent(
      'no podrá volver a verla',
    );
    expect(writes(calls)).toEqual([
      expect.objectContaining({
        method: 'POST',
        body: { url: 'https://pms.example/in', events: ['contract.approved', 'rates.changed'] },
      }),
    ]);
    expect(await screen.findByRole('button', { name: 'Ocultar los envíos' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    fireEvent.click(within(created).getByRole('button', { name: 'Ya la he guardado' }));
    await waitFor(() => expect(screen.queryByTestId('created-secret')).toBeNull());
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
    expect(document.body).not.toHaveTextContent(SECRET);
  });

  it('shows a delivery with its attempt log, and "Send again" posts it and shows it delivered', async () => {
    const calls = server([endpoint()], [delivery()]);
    await renderWithProviders(<Host initial={{ endpointId: 9, status: null, page: 1 }} />);
    const item = await screen.findByTestId('delivery');
    expect(within(item).getByTestId('delivery-status')).toHaveTextContent('Pendiente');
    expect(item).toHaveTextContent('Prueba (ping)');
    const log = within(item).getByRole('table', { name: 'Intentos del envío 77' });
    expect(within(log).getAllByTestId('attempt')).toHaveLength(1);
    expect(log).toHaveTextContent('HTTP 500');
    expect(log).toHaveTextContent('42 ms');
    expect(screen.getByTestId('deliveries-count')).toHaveTextContent('1 envío');

    fireEvent.click(within(item).getByRole('button', { name: 'Enviar de nuevo Prueba (ping) (envío 77)' }));
    await waitFor(() => expect(screen.getByTestId('delivery-status')).toHaveTextContent('Entregado'));
    expect(within(screen.getByTestId('delivery')).getAllByTestId('attempt')).toHaveLength(2);
    expect(writes(calls)).toEqual([
      expect.objectContaining({ method: 'POST', path: '/api/staff/webhooks/deliveries/77/resend' }),
    ]);
    expect(notifySaved).toHaveBeenCalledWith('El envío se repetirá ahora mismo.');
  });

  it("shows an attempt without an answer as one of the log's translated words (decision 043)", async () => {
    const at = '2026-11-25T08:00:01.000Z';
    server(
      [endpoint()],
      [
        delivery({
          attempts: 4,
          lastStatusCode: null,
          lastError: 'address_not_allowed',
          log: [
            { attempt: 1, statusCode: null, error: 'connection_refused', durationMs: 3, at },
            { attempt: 2, statusCode: null, error: 'timeout', durationMs: 10_000, at },
            { attempt: 3, statusCode: null, error: 'tls_failed', durationMs: 8, at },
            { attempt: 4, statusCode: null, error: 'address_not_allowed', durationMs: 1, at },
          ],
        }),
      ],
    );
    await renderWithProviders(<Host initial={{ endpointId: 9, status: null, page: 1 }} />);
    const log = within(await screen.findByTestId('delivery')).getByRole('table', {
      name: 'Intentos del envío 77',
    });
    expect(
      within(log)
        .getAllByTestId('attempt')
        .map((row) => row.children[1]?.textContent),
    ).toEqual(['Conexión rechazada', 'Tiempo de espera agotado', 'Fallo de TLS', 'Dirección no permitida']);
  });

  it('filters the deliveries by state through the address of the query', async () => {
    const calls = server([endpoint()], [delivery()]);
    await renderWithProviders(<Host initial={{ endpointId: 9, status: null, page: 1 }} />);
    await screen.findByTestId('delivery');
    fireEvent.click(screen.getByRole('radio', { name: 'Fallidos' }));
    expect(await screen.findByText('No hay envíos fallidos.')).toBeInTheDocument();
    const asked = calls.filter((call) => call.path.includes('/deliveries')).map((call) => call.path);
    expect(asked.at(-1)).toMatch(/\/api\/staff\/webhooks\/9\/deliveries\?page=1&status=failed$/);
  });

  it('deactivating and deleting (after a confirmation) call their routes', async () => {
    const calls = server([endpoint()]);
    await renderWithProviders(<Host />);
    const card = await screen.findByTestId('endpoint');
    fireEvent.click(within(card).getByRole('button', { name: 'Desactivar' }));
    await waitFor(() => expect(screen.getByTestId('endpoint-state')).toHaveTextContent('Desactivado'));
    fireEvent.click(
      screen.getByRole('button', { name: 'Eliminar el webhook https://booking.example/hooks/extranet' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      '¿Eliminar el webhook https://booking.example/hooks/extranet con todos sus envíos?',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sí' }));
    expect(await screen.findByTestId('no-webhooks')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      expect.objectContaining({ method: 'PATCH', path: '/api/staff/webhooks/9', body: { active: false } }),
      expect.objectContaining({ method: 'DELETE', path: '/api/staff/webhooks/9' }),
    ]);
  });
});

describe('refreshInterval', () => {
  const now = Date.parse('2026-11-25T08:00:30.000Z');
  it('asks often while a pending delivery is due within a minute, seldom while later, never without pending ones', () => {
    expect(refreshInterval([delivery({ nextAttemptAt: '2026-11-25T08:01:00.000Z' })], now)).toBe(
      PENDING_REFRESH_MS,
    );
    expect(refreshInterval([delivery({ nextAttemptAt: '2026-11-25T09:00:00.000Z' })], now)).toBe(
      IDLE_REFRESH_MS,
    );
    expect(refreshInterval([delivery({ status: 'delivered' }), delivery({ status: 'failed' })], now)).toBe(
      false,
    );
    expect(refreshInterval([], now)).toBe(false);
  });
});
