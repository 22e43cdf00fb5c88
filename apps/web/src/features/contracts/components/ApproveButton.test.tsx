import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, fakeApi, renderWithProviders } from '../../../test/render.tsx';
import { ApproveButton } from './ApproveButton.tsx';

function server(status: 'none' | 'sent' | 'approved') {
  const contract = { hotel: 1, status, rooms_locked: false, verified: true, returned_steps: [], events: [] };
  return fakeApi((call: ApiCall) => {
    if (call.path === '/api/hotel/1/contract/' && call.method === 'GET')
      return { status: 200, body: contract };
    if (call.path === '/api/hotel/1/contract/save-approbe' && call.method === 'POST') {
      contract.status = 'approved';
      contract.rooms_locked = true;
      return { status: 200, body: contract };
    }
    return undefined;
  });
}

const opinions = () => [
  { area: 'hotel' as const, text: 'Con encanto.' },
  { area: 'rooms' as const, text: '' },
];

describe('ApproveButton', () => {
  it('asks "¿Está seguro que desea guardar y aprobar?" and sends the step with the approval', async () => {
    const calls = server('sent');
    await renderWithProviders(<ApproveButton hotelId={1} opinions={opinions} />);
    const button = await screen.findByRole('button', { name: 'Guardar y aprobar' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Atención' });
    expect(dialog).toHaveTextContent('¿Está seguro que desea guardar y aprobar?');
    fireEvent.click(screen.getByRole('button', { name: 'Sí' }));
    await screen.findByText(
      'El contrato se ha aprobado correctamente. Las habitaciones del hotel han quedado bloqueadas.',
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/hotel/1/contract/save-approbe', body: { opinions: opinions() } },
    ]);
  });

  it('does nothing when the confirmation is declined', async () => {
    const calls = server('sent');
    await renderWithProviders(<ApproveButton hotelId={1} opinions={opinions} />);
    const button = await screen.findByRole('button', { name: 'Guardar y aprobar' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    await screen.findByRole('dialog', { name: 'Atención' });
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("shows the server's message for a permission refusal (403 forbidden) and keeps the session", async () => {
    // The approver's permission was revoked after the step was opened (decision 023).
    localStorage.setItem('auth_id', 'token-of-a-revoked-approver');
    fakeApi((call: ApiCall) => {
      if (call.path === '/api/hotel/1/contract/' && call.method === 'GET')
        return {
          status: 200,
          body: {
            hotel: 1,
            status: 'sent',
            rooms_locked: false,
            verified: true,
            returned_steps: [],
            events: [],
          },
        };
      if (call.path === '/api/hotel/1/contract/save-approbe')
        return {
          status: 403,
          body: { detail: 'No tiene permiso para aprobar contratos', code: 'forbidden' },
        };
      return undefined;
    });
    await renderWithProviders(<ApproveButton hotelId={1} opinions={opinions} />);
    const button = await screen.findByRole('button', { name: 'Guardar y aprobar' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    await screen.findByRole('dialog', { name: 'Atención' });
    fireEvent.click(screen.getByRole('button', { name: 'Sí' }));
    await screen.findByText('No tiene permiso para aprobar contratos');
    expect(localStorage.getItem('auth_id')).toBe('token-of-a-revoked-approver');
    localStorage.removeItem('auth_id');
  });

  it.each(['none', 'approved'] as const)('is disabled while the contract is %s', async (status) => {
    server(status);
    await renderWithProviders(<ApproveButton hotelId={1} opinions={opinions} />);
    const button = await screen.findByRole('button', { name: 'Guardar y aprobar' });
    await waitFor(() => expect(button).toBeDisabled());
  });
});
