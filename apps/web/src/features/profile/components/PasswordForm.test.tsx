import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifySaved } from '../../../components/ui/notify.ts';
import { fakeFetch, renderWithProviders } from '../../../test/render.tsx';
import { PasswordForm } from './PasswordForm.tsx';

vi.mock('../../../components/ui/notify.ts', () => import('../../../test/notify-mock.ts'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('PasswordForm', () => {
  it('checks the repetition before sending, shows a wrong current password on its field, then saves', async () => {
    const calls = fakeFetch(({ body }) =>
      (body as { current_password: string }).current_password === 'Old-password-1'
        ? [204, null]
        : [400, { current_password: ['La contraseña actual no es correcta'] }],
    );
    await renderWithProviders(<PasswordForm />);
    fill(/^Contraseña actual/, 'Wrong-password-1');
    fill(/^Nueva contraseña/, 'Gazpacho-andaluz-2026');
    fill(/^Repita la nueva contraseña/, 'Gazpacho-andaluz-2027');
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    fill(/^Repita la nueva contraseña/, 'Gazpacho-andaluz-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText('La contraseña actual no es correcta')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      current_password: 'Wrong-password-1',
      new_password: 'Gazpacho-andaluz-2026',
    });

    fill(/^Contraseña actual/, 'Old-password-1');
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    await waitFor(() =>
      expect(notifySaved).toHaveBeenCalledWith('Contraseña cambiada. Se han cerrado sus demás sesiones.'),
    );
    expect(screen.getByLabelText(/^Contraseña actual/)).toHaveValue('');
    // The notification closes after 3 s; the form keeps saying that the other sessions ended.
    expect(screen.getByRole('status')).toHaveTextContent(
      'Contraseña cambiada. Se han cerrado las demás sesiones de su cuenta; esta sigue abierta.',
    );
  });
});
