import type { StaffClaim } from '@hotel/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifyError, notifySaved } from '../../../components/ui/notify.ts';
import { type ApiCall, fakeFetch, renderWithProviders } from '../../../test/render.tsx';
import { claim, hotelRef, person } from '../../../test/staff-fixtures.ts';
import { ClaimsQueue } from './ClaimsQueue.tsx';

vi.mock('../../../components/ui/notify.ts', () => import('../../../test/notify-mock.ts'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(notifySaved).mockClear();
  vi.mocked(notifyError).mockClear();
});

type Answer = [number, unknown];

/**
 * A back office holding `claims` (pending ones); verify and reject answer what `decide` says
 * (204 by default, and the claim then leaves the pending queue).
 */
function server(claims: StaffClaim[], decide: (call: ApiCall) => Answer = () => [204, null], count?: number) {
  let pending = [...claims];
  return fakeFetch((call) => {
    const url = new URL(call.path, 'http://localhost');
    if (call.method === 'GET' && url.pathname === '/api/staff/claims/') {
      const status = url.searchParams.get('status');
      const items = status === 'pending' ? pending : [];
      return [200, { count: count ?? items.length, items }];
    }
    const decision = /^\/api\/staff\/claims\/(\d+)\/(verify|reject)$/.exec(url.pathname);
    if (call.method === 'POST' && decision) {
      const answer = decide(call);
      if (answer[0] < 300) pending = pending.filter((one) => one.id !== Number(decision[1]));
      return answer;
    }
    return [404, { detail: 'No encontrado.' }];
  });
}

const lists = (calls: ApiCall[]) => calls.filter((call) => call.method === 'GET');
const posts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST');

describe('ClaimsQueue', () => {
  it('shows each pending claim: hotel, claimant as registered, other claimants and when', async () => {
    server([claim()]);
    await renderWithProviders(<ClaimsQueue />);
    const card = await screen.findByTestId('claim');
    expect(within(card).getByRole('heading', { level: 2, name: 'Hotel Sol de Triana' })).toBeInTheDocument();
    expect(within(card).getByTestId('claim-hotel')).toHaveTextContent('Código SEV-0042 · Sevilla, España');
    const claimant = within(card).getByTestId('claimant');
    expect(claimant).toHaveTextContent('Marta Ruiz');
    expect(claimant).toHaveTextContent('marta@hotelsol.example');
    // Stored in E.164, shown in the international format (issue 19).
    expect(claimant).toHaveTextContent('+34 600 11 12 22');
    const registered = new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date('2026-11-02T09:15:00.000Z'),
    );
    expect(claimant).toHaveTextContent(`Registrado el ${registered}`);
    expect(card).toHaveTextContent('hace 3 días');
    const others = within(card).getByTestId('other-claimants');
    expect(others).toHaveTextContent('Jorge Pérez');
    expect(others).toHaveTextContent('jorge@otro.example');
    expect(others).toHaveTextContent('ayer');
    expect(screen.getByTestId('claims-count')).toHaveTextContent('1 solicitud pendiente');
  });

  it('verifying asks for the standard confirmation; No changes nothing, Sí verifies and reloads the queue', async () => {
    const calls = server([claim()]);
    await renderWithProviders(<ClaimsQueue />);
    const verify = await screen.findByRole('button', { name: /^Verificar la solicitud de Marta Ruiz/ });

    fireEvent.click(verify);
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Atención')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('¿Verificar a Marta Ruiz como responsable de Hotel Sol de Triana?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls)).toHaveLength(0);

    fireEvent.click(verify);
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.path).toMatch(/\/api\/staff\/claims\/7\/verify$/);
    expect(await screen.findByText('No hay solicitudes pendientes.')).toBeInTheDocument();
    expect(lists(calls).length).toBeGreaterThanOrEqual(2);
    expect(notifySaved).toHaveBeenCalledWith('Solicitud de Marta Ruiz para Hotel Sol de Triana verificada');
  });

  it("a claim decided meanwhile: the server's 409 is said", async () => {
    server([claim()], () => [409, { detail: 'Esta solicitud ya se ha verificado o rechazado.' }]);
    await renderWithProviders(<ClaimsQueue />);
    fireEvent.click(await screen.findByRole('button', { name: /^Verificar la solicitud/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí' }));
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith('Esta solicitud ya se ha verificado o rechazado.'),
    );
  });

  it('rejecting requires a reason of at most 2000 characters, with a counter', async () => {
    const calls = server([claim()]);
    await renderWithProviders(<ClaimsQueue />);
    fireEvent.click(await screen.findByRole('button', { name: /^Rechazar la solicitud de Marta Ruiz/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar la solicitud' });
    const reason = within(dialog).getByRole('textbox', { name: /Motivo/ });
    expect(reason).toBeRequired();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await within(dialog).findByText('Este campo es obligatorio')).toBeInTheDocument();

    fireEvent.change(reason, { target: { value: 'x'.repeat(2001) } });
    expect(within(dialog).getByTestId('reason-counter')).toHaveTextContent('2001 de 2000 caracteres');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await within(dialog).findByText('No puede tener más de 2000 caracteres')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it("rejecting posts the reason; the server's 400 is shown on the field and the dialog stays", async () => {
    let refuse = true;
    const calls = server([claim()], () =>
      refuse ? [400, { reason: ['El motivo no puede estar vacío'] }] : [204, null],
    );
    await renderWithProviders(<ClaimsQueue />);
    fireEvent.click(await screen.findByRole('button', { name: /^Rechazar la solicitud/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar la solicitud' });
    const reason = within(dialog).getByRole('textbox', { name: /Motivo/ });
    fireEvent.change(reason, { target: { value: 'El hotel pertenece a otra cadena.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rechazar' }));

    await waitFor(() => expect(reason).toHaveAccessibleDescription(/El motivo no puede estar vacío/));
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(posts(calls)[0]?.body).toEqual({ reason: 'El hotel pertenece a otra cadena.' });

    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls)).toHaveLength(2);
    expect(posts(calls)[1]?.path).toMatch(/\/api\/staff\/claims\/7\/reject$/);
    expect(await screen.findByText('No hay solicitudes pendientes.')).toBeInTheDocument();
  });

  it('the other statuses and the pages are asked for when chosen', async () => {
    const calls = server(
      [
        claim(),
        claim({ id: 9, hotel: hotelRef({ id: 502, name: 'Hotel Giralda' }), claimant: person({ id: 40 }) }),
      ],
      undefined,
      45,
    );
    await renderWithProviders(<ClaimsQueue />);
    await screen.findAllByTestId('claim');
    fireEvent.click(screen.getByRole('button', { name: 'Última página' }));
    await waitFor(() => expect(lists(calls).at(-1)?.path).toContain('page=3'));

    fireEvent.click(screen.getByRole('radio', { name: 'Rechazadas' }));
    await waitFor(() => expect(lists(calls).at(-1)?.path).toContain('status=rejected'));
    // A new status starts on its first page.
    expect(lists(calls).at(-1)?.path).toContain('page=1');
  });

  it('a refusal of the API (no permission) is said, not a blank page', async () => {
    fakeFetch(() => [403, { detail: 'No tiene permiso para aprobar contratos.', code: 'forbidden' }]);
    await renderWithProviders(<ClaimsQueue />);
    const refusal = await screen.findByTestId('forbidden');
    expect(refusal).toHaveTextContent('Sin permiso');
    expect(refusal).toHaveTextContent('No tiene permiso para aprobar contratos.');
  });
});
