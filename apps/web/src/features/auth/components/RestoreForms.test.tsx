import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { RestoreConfirmForm } from './RestoreConfirmForm.tsx';
import { RestoreRequestForm } from './RestoreRequestForm.tsx';

function fakeApi(status: number, body: unknown) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    calls.push({ path: input, body: JSON.parse(String(init.body)) });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('RestoreRequestForm', () => {
  it('checks the email, then shows the server answer in place of the form', async () => {
    const calls = fakeApi(200, { detail: 'Se ha enviado un correo al email que nos ha indicado.' });
    await renderWithProviders(<RestoreRequestForm />);
    type(/^Email/, 'no-es-un-email');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Debes introducir un email válido')).toBeInTheDocument();
    expect(calls).toEqual([]);
    type(/^Email/, ' Ana@Example.com ');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByTestId('restore-sent')).toHaveTextContent(
      'Se ha enviado un correo al email que nos ha indicado.',
    );
    expect(calls).toEqual([{ path: '/api/auth/user/restore-pass', body: { email: 'ana@example.com' } }]);
    expect(screen.queryByRole('button', { name: 'Enviar' })).toBeNull();
  });
});

describe('RestoreConfirmForm', () => {
  it('asks for the same password twice and sends the token with it', async () => {
    const calls = fakeApi(200, { detail: 'Su contraseña se ha cambiado.' });
    const onSuccess = vi.fn();
    await renderWithProviders(<RestoreConfirmForm token="tok-123" onSuccess={onSuccess} />);
    type(/^Nueva contraseña/, 'Gazpacho-andaluz-77');
    type(/^Repita la nueva contraseña/, 'Gazpacho-andaluz-78');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(calls).toEqual([]);
    type(/^Repita la nueva contraseña/, 'Gazpacho-andaluz-77');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('Su contraseña se ha cambiado.'));
    expect(calls).toEqual([
      {
        path: '/api/auth/user/restore-pass/confirm',
        body: { token: 'tok-123', password: 'Gazpacho-andaluz-77' },
      },
    ]);
  });

  it('refuses a short password before sending anything', async () => {
    const calls = fakeApi(200, {});
    await renderWithProviders(<RestoreConfirmForm token="tok" onSuccess={vi.fn()} />);
    type(/^Nueva contraseña/, 'corta');
    type(/^Repita la nueva contraseña/, 'corta');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByText('La contraseña debe tener al menos 8 caracteres')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('says when the link is no longer valid and offers a new one', async () => {
    fakeApi(400, { token: ['El enlace no es válido o ha caducado. Solicite uno nuevo.'] });
    const onSuccess = vi.fn();
    await renderWithProviders(<RestoreConfirmForm token="used" onSuccess={onSuccess} />);
    type(/^Nueva contraseña/, 'Gazpacho-andaluz-77');
    type(/^Repita la nueva contraseña/, 'Gazpacho-andaluz-77');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    const alert = await screen.findByTestId('form-error');
    expect(alert).toHaveTextContent('El enlace no es válido o ha caducado. Solicite uno nuevo.');
    expect(screen.getByRole('link', { name: 'Solicitar un nuevo enlace' })).toHaveAttribute(
      'href',
      '/auth/restore-password',
    );
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
