import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { ContactForm } from './ContactForm.tsx';

interface Call {
  path: string;
  body: Record<string, unknown>;
}

/** Answers POST /api/generic/contact with `status` and `body`; records what was sent. */
function fakeApi(status = 201, body: unknown = { detail: 'Hemos recibido su mensaje.' }) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    calls.push({ path: input, body: JSON.parse(String(init.body)) });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

function renderForm(props: Partial<Parameters<typeof ContactForm>[0]> = {}) {
  return renderWithProviders(<ContactForm titleKey="contactform.title" {...props} />);
}

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));

describe('ContactForm', () => {
  it('counts the comment characters against the 2000 limit and refuses a longer comment', async () => {
    const calls = fakeApi();
    await renderForm();
    expect(screen.getByTestId('comment-counter')).toHaveTextContent('0 de 2000 caracteres');
    type(/^Nombre/, 'Lucía');
    type(/^Email/, 'lucia@example.com');
    type(/^Comentario/, 'x'.repeat(2001));
    expect(screen.getByTestId('comment-counter')).toHaveTextContent('2001 de 2000 caracteres');
    submit();
    expect(
      await screen.findByText('El comentario no puede tener más de 2000 caracteres'),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
    type(/^Comentario/, 'x'.repeat(2000));
    expect(screen.getByTestId('comment-counter')).toHaveTextContent('2000 de 2000 caracteres');
    submit();
    await waitFor(() => expect(calls).toHaveLength(1));
  });

  it('shows every missing or invalid field, not the optional phone, and sends nothing', async () => {
    const calls = fakeApi();
    await renderForm();
    submit();
    expect(await screen.findAllByText('Este campo es obligatorio')).toHaveLength(3);
    expect(screen.getByLabelText(/^Teléfono/)).not.toHaveAttribute('aria-invalid', 'true');
    type(/^Email/, 'lucia@');
    submit();
    expect(await screen.findByText('Debes introducir un email válido')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('sends the message with the defaults and an empty honeypot, then confirms and clears the comment', async () => {
    const calls = fakeApi();
    await renderForm({ defaults: { name: 'Ana García', email: 'ana@example.com', phone: '+34 600123456' } });
    expect(screen.getByLabelText(/^Nombre/)).toHaveValue('Ana García');
    type(/^Comentario/, 'Necesito ayuda con las tarifas.');
    submit();
    expect(await screen.findByTestId('contact-sent')).toHaveTextContent('Hemos recibido su mensaje.');
    expect(calls).toEqual([
      {
        path: '/api/generic/contact',
        body: {
          name: 'Ana García',
          email: 'ana@example.com',
          phone: '+34 600123456',
          comment: 'Necesito ayuda con las tarifas.',
          website: '',
        },
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar otro mensaje' }));
    expect(screen.getByLabelText(/^Comentario/)).toHaveValue('');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ana@example.com');
  });

  it('keeps the honeypot away from people: hidden from assistive technology and out of the tab order', async () => {
    fakeApi();
    await renderForm();
    const honeypot = document.querySelector('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Deje este campo vacío' })).toBeNull();
  });

  it('puts server field errors on their fields and shows other failures on top', async () => {
    fakeApi(400, { email: ['Este email no se admite'] });
    await renderForm();
    type(/^Nombre/, 'Lucía');
    type(/^Email/, 'lucia@example.com');
    type(/^Comentario/, 'Hola');
    submit();
    expect(await screen.findByText('Este email no se admite')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');

    fakeApi(429, { detail: 'Demasiados intentos.' });
    submit();
    expect(await screen.findByTestId('form-error')).toHaveTextContent('Demasiados intentos.');
    expect(screen.getByLabelText(/^Comentario/)).toHaveValue('Hola');
  });
});
