import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderWithProviders } from '../../../test/render.tsx';
import { TwoFactorCard } from './TwoFactorCard.tsx';

vi.mock('../../../components/ui/notify.ts', () => import('../../../test/notify-mock.ts'));

const PATH = '/api/auth/user/totp/recovery-codes';
const CODES = Array.from({ length: 10 }, (_, index) => `k7qa-2mzx-p4td-${'abcdefghij'[index]}hwe`);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const openAction = () =>
  fireEvent.click(screen.getByRole('button', { name: 'Generar nuevos códigos de recuperación' }));
const generate = () => fireEvent.click(screen.getByRole('button', { name: 'Generar los códigos' }));

describe('new recovery codes in the second-factor section', () => {
  it('asks for a code, refuses a malformed or wrong one on the field, then shows the new codes once', async () => {
    const calls = fakeFetch(({ path, body }) => {
      if (path !== PATH) return [404, { detail: 'No encontrado' }];
      return (body as { code: string }).code === '123456'
        ? [200, { recovery_codes: CODES }]
        : [400, { code: ['El código de verificación no es correcto'] }];
    });
    const onChange = vi.fn();
    await renderWithProviders(<TwoFactorCard enabled staff={false} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Desactivar' })).toBeInTheDocument();
    openAction();
    // Turning the factor off is not offered beside the new codes.
    expect(screen.queryByRole('button', { name: 'Desactivar' })).not.toBeInTheDocument();
    expect(screen.getByText(/sustituirán a los que tiene ahora/)).toBeInTheDocument();

    const code = screen.getByLabelText(/Código de verificación/);
    fireEvent.change(code, { target: { value: '12a' } });
    generate();
    expect(await screen.findByText('El código de verificación no es correcto')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    fireEvent.change(code, { target: { value: '654321' } });
    generate();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(await screen.findByText('El código de verificación no es correcto')).toBeInTheDocument();
    expect(screen.queryByTestId('new-recovery-codes')).not.toBeInTheDocument();

    fireEvent.change(code, { target: { value: '123 456' } });
    generate();
    const shown = await screen.findByTestId('new-recovery-codes');
    expect(calls.at(-1)).toEqual({ method: 'POST', path: PATH, body: { code: '123456' } });
    for (const recovery of CODES) expect(shown).toHaveTextContent(recovery);
    expect(screen.getByRole('status')).toHaveTextContent('Los anteriores ya no sirven');
    expect(screen.getByRole('list', { name: 'Códigos de recuperación' })).toBeInTheDocument();

    // Once acknowledged, the codes are gone from the page for good.
    fireEvent.click(screen.getByRole('button', { name: 'He guardado los códigos' }));
    expect(screen.queryByTestId('new-recovery-codes')).not.toBeInTheDocument();
    expect(screen.queryByText(CODES[0] ?? '')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Desactivar' })).toBeInTheDocument();
    openAction();
    expect(screen.getByLabelText(/Código de verificación/)).toHaveValue('');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is offered to staff too, and shows a refusal of the whole request where the user is', async () => {
    fakeFetch(() => [409, { detail: 'Inicie primero la activación de la verificación en dos pasos' }]);
    await renderWithProviders(<TwoFactorCard enabled staff onChange={vi.fn()} />);
    openAction();
    fireEvent.change(screen.getByLabelText(/Código de verificación/), { target: { value: '123456' } });
    generate();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Inicie primero la activación de la verificación en dos pasos',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText(/obligatoria para usted/)).toBeInTheDocument();
  });

  it('is not offered while the factor is off', async () => {
    fakeFetch(() => [404, { detail: 'No encontrado' }]);
    await renderWithProviders(<TwoFactorCard enabled={false} staff={false} onChange={vi.fn()} />);
    expect(
      screen.queryByRole('button', { name: 'Generar nuevos códigos de recuperación' }),
    ).not.toBeInTheDocument();
  });
});
