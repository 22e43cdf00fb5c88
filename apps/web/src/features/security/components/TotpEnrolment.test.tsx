import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderWithProviders } from '../../../test/render.tsx';
import { TwoFactorCard } from './TwoFactorCard.tsx';

vi.mock('qrcode', () => ({
  default: { toDataURL: vi.fn(async () => 'data:image/png;base64,iVBORw0KGgo=') },
}));
vi.mock('../../../components/ui/notify.ts', () => import('../../../test/notify-mock.ts'));

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, index) => `aaaa-bbbb-cccc-ddd${'234567'[index % 6]}`);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TwoFactorCard', () => {
  it('enrols: QR code and key, a wrong code refused on the field, then the recovery codes once', async () => {
    const calls = fakeFetch(({ path, body }) => {
      if (path.endsWith('/totp/setup'))
        return [200, { secret: SECRET, otpauth_url: `otpauth://totp/x?secret=${SECRET}` }];
      if (path.endsWith('/totp/enable')) {
        return (body as { code: string }).code === '123456'
          ? [200, { recovery_codes: CODES }]
          : [400, { code: ['El código de verificación no es correcto'] }];
      }
      return [404, { detail: 'No encontrado' }];
    });
    const onChange = vi.fn();
    await renderWithProviders(<TwoFactorCard enabled={false} staff={false} onChange={onChange} />);
    expect(screen.getByTestId('totp-status')).toHaveTextContent('Desactivada');
    fireEvent.click(screen.getByRole('button', { name: 'Activar la verificación en dos pasos' }));

    expect(await screen.findByRole('img', { name: /Código QR/ })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png/),
    );
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');

    const code = screen.getByLabelText(/Código de verificación/);
    fireEvent.change(code, { target: { value: '12a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar y activar' }));
    expect(await screen.findByText('El código de verificación no es correcto')).toBeInTheDocument();
    expect(calls.filter((call) => call.path.endsWith('/enable'))).toHaveLength(0);

    fireEvent.change(code, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar y activar' }));
    await waitFor(() => expect(calls.filter((call) => call.path.endsWith('/enable'))).toHaveLength(1));
    expect(await screen.findByText('El código de verificación no es correcto')).toBeInTheDocument();

    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar y activar' }));
    const list = await screen.findByTestId('recovery-codes');
    expect(screen.getByTestId('totp-status')).toHaveTextContent('Activada');
    for (const recovery of CODES) expect(list).toHaveTextContent(recovery);
    expect(calls.at(-1)?.body).toEqual({ code: '123456' });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'He guardado los códigos' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('offers, once enabled, to end the other sessions and says how many ended', async () => {
    const calls = fakeFetch(({ path }) => {
      if (path.endsWith('/totp/setup'))
        return [200, { secret: SECRET, otpauth_url: `otpauth://totp/x?secret=${SECRET}` }];
      if (path.endsWith('/totp/enable')) return [200, { recovery_codes: CODES }];
      if (path.endsWith('/api/auth/sessions/others')) return [200, { ended: 2 }];
      return [404, { detail: 'No encontrado' }];
    });
    await renderWithProviders(<TwoFactorCard enabled={false} staff={false} onChange={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Activar la verificación en dos pasos' }));
    fireEvent.change(await screen.findByLabelText(/Código de verificación/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar y activar' }));
    expect(await screen.findByTestId('totp-sessions-offer')).toHaveTextContent(/siguen abiertas/);
    expect(calls.some((call) => call.path.includes('/sessions/'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Cerrar las demás sesiones' }));
    expect(await screen.findByTestId('totp-sessions-ended')).toHaveTextContent('Sesiones cerradas: 2');
    expect(calls.filter((call) => call.path.endsWith('/api/auth/sessions/others'))).toEqual([
      { method: 'DELETE', path: '/api/auth/sessions/others', body: undefined },
    ]);
    expect(screen.queryByTestId('totp-sessions-offer')).not.toBeInTheDocument();
  });

  it('turns off with the password; staff see that it is required instead', async () => {
    const calls = fakeFetch(({ body }) =>
      (body as { password: string }).password === 'right-password'
        ? [204, null]
        : [400, { password: ['La contraseña actual no es correcta'] }],
    );
    const onChange = vi.fn();
    const view = await renderWithProviders(<TwoFactorCard enabled staff={false} onChange={onChange} />);
    const password = screen.getByLabelText(/Contraseña actual/);
    fireEvent.change(password, { target: { value: 'wrong-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByText('La contraseña actual no es correcta')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(password, { target: { value: 'right-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Desactivar' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(calls.map((call) => call.path)).toEqual([
      '/api/auth/user/totp/disable',
      '/api/auth/user/totp/disable',
    ]);
    view.unmount();

    await renderWithProviders(<TwoFactorCard enabled staff onChange={onChange} />);
    expect(screen.queryByRole('button', { name: 'Desactivar' })).not.toBeInTheDocument();
    expect(screen.getByText(/obligatoria para usted/)).toBeInTheDocument();
  });
});
