import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/api-payloads.ts';
import { fakeFetch, renderWithProviders, testI18n } from '../../../test/render.tsx';
import { LoginForm } from './LoginForm.tsx';

const LINK = 'Qm9uam91ci1sZS1tb25kZS1ob3RlbC1saW5rLXRva2Vu';
const USER = makeUser({ id: 7, name: 'Ana', email: 'ana@example.com', totp_enabled: true });

beforeAll(async () => {
  await testI18n();
  // The form loads its validation lazily (after paint in the app); loaded here once, the first
  // test does not pay for transforming zod within its own time limit.
  await import('../model/login-validation.ts');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function fillCredentials() {
  fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'ana@example.com' } });
  fireEvent.change(screen.getByLabelText(/^Contraseña/), { target: { value: 'Tortilla-de-patatas-42' } });
}

describe('LoginForm with the second factor', () => {
  it('shows the code field when the server asks for it, then sends the code with the hotel link', async () => {
    const calls = fakeFetch(({ body }) => {
      const token = (body as { token?: string }).token;
      if (!token) return [400, { token: ['Introduzca el código de verificación'] }];
      if (token !== '123456') return [400, { token: ['El código de verificación no es correcto'] }];
      return [200, { auth_id: 'x'.repeat(43), user: USER }];
    });
    const onSuccess = vi.fn();
    await renderWithProviders(<LoginForm hotelToken={LINK} onSuccess={onSuccess} />);
    expect(screen.queryByLabelText(/Código de verificación/)).not.toBeInTheDocument();
    fillCredentials();
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    const code = await screen.findByLabelText(/Código de verificación/);
    await waitFor(() => expect(code).toHaveFocus());
    expect(screen.queryByText('Introduzca el código de verificación')).not.toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      email: 'ana@example.com',
      password: 'Tortilla-de-patatas-42',
      hotel_token: LINK,
    });

    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('El código de verificación no es correcto')).toBeInTheDocument();
    expect(onSuccess).not.toHaveBeenCalled();

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(USER));
    expect(calls.at(-1)?.body).toEqual({
      email: 'ana@example.com',
      password: 'Tortilla-de-patatas-42',
      token: '123456',
      hotel_token: LINK,
    });
  });

  it('shows a refused hotel link as the form error', async () => {
    fakeFetch(() => [400, { non_field_errors: ['El enlace de acceso al hotel no es válido o ha caducado'] }]);
    await renderWithProviders(<LoginForm hotelToken="expired" onSuccess={vi.fn()} />);
    fillCredentials();
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El enlace de acceso al hotel no es válido o ha caducado',
    );
    expect(screen.queryByLabelText(/Código de verificación/)).not.toBeInTheDocument();
  });
});

describe('LoginForm validation', () => {
  it('checks the fields with the domain schema before calling the server, and clears a corrected field', async () => {
    const calls = fakeFetch(() => [200, { auth_id: 'x'.repeat(43), user: USER }]);
    const onSuccess = vi.fn();
    await renderWithProviders(<LoginForm onSuccess={onSuccess} />);
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Debes introducir un email válido')).toBeInTheDocument();
    expect(screen.getByText('Este campo es obligatorio')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    fillCredentials();
    expect(screen.queryByText('Debes introducir un email válido')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(USER));
    expect(calls[0]?.body).toEqual({ email: 'ana@example.com', password: 'Tortilla-de-patatas-42' });
    expect(localStorage.getItem('auth_id')).toBe('x'.repeat(43));
  });
});
