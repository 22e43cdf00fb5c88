import type { ApiKey } from '@hotel/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifyError, notifySaved } from '../../../components/ui/notify.ts';
import { type ApiCall, fakeFetch, renderWithProviders } from '../../../test/render.tsx';
import { apiKey } from '../../../test/staff-fixtures.ts';
import { endOfDay } from './ApiKeyForm.tsx';
import { ApiKeys } from './ApiKeys.tsx';

vi.mock('../../../components/ui/notify.ts', () => import('../../../test/notify-mock.ts'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(notifySaved).mockClear();
  vi.mocked(notifyError).mockClear();
});

type Answer = [number, unknown];
const TOKEN = 'hxk_Zx9QwErTy123456789abcdefghijklmnopq';
const HOTELS = [
  { id: 501, name: 'Hotel Sol de Triana', code: 'SEV-0042' },
  { id: 502, name: 'Hotel Sol de Cádiz', code: 'CAD-0007' },
];

/** A back office holding `keys`; creating answers what `create` says (by default the new key and its token). */
function server(keys: ApiKey[], create?: (call: ApiCall) => Answer | undefined) {
  let list = [...keys];
  return fakeFetch((call) => {
    const url = new URL(call.path, 'http://localhost');
    if (call.method === 'GET' && url.pathname === '/api/staff/api-keys/') return [200, { keys: list }];
    if (call.method === 'GET' && url.pathname === '/api/staff/hotels/') {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      return [200, { hotels: HOTELS.filter((hotel) => hotel.name.toLowerCase().includes(q)) }];
    }
    if (call.method === 'POST' && url.pathname === '/api/staff/api-keys/') {
      const own = create?.(call);
      if (own) return own;
      const body = call.body as { name: string; scopes: ApiKey['scopes']; allHotels: boolean };
      const key = apiKey({ id: 5, name: body.name, prefix: 'hxk_Zx9Q', scopes: body.scopes, useCount: 0 });
      list = [key, ...list];
      return [201, { key, token: TOKEN }];
    }
    const revoke = /^\/api\/staff\/api-keys\/(\d+)$/.exec(url.pathname);
    if (call.method === 'DELETE' && revoke) {
      const key = list.find((candidate) => candidate.id === Number(revoke[1]));
      if (!key) return [404, { detail: 'No encontrado.' }];
      if (key.revokedAt) return [409, { detail: 'Esta clave ya estaba revocada.' }];
      const revoked = { ...key, revokedAt: '2026-11-25T10:00:00.000Z' };
      list = list.map((candidate) => (candidate.id === key.id ? revoked : candidate));
      return [200, { key: revoked }];
    }
    return [404, { detail: 'No encontrado.' }];
  });
}

const writes = (calls: ApiCall[]) => calls.filter((call) => call.method !== 'GET');
const form = () => screen.getByTestId('key-form');
const submit = () => fireEvent.click(within(form()).getByRole('button', { name: 'Crear la clave' }));

describe('ApiKeys', () => {
  it('lists each key with its scopes, hotels, expiry, use and state; revoked keys have no revoke button', async () => {
    server([
      apiKey(),
      apiKey({
        id: 3,
        name: 'Motor de reservas',
        prefix: 'hxk_Qq77',
        scopes: ['content:read'],
        allHotels: true,
        hotels: [],
        lastUsedAt: null,
        useCount: 0,
        revokedAt: '2026-11-24T10:00:00.000Z',
      }),
    ]);
    await renderWithProviders(<ApiKeys />);
    const table = await screen.findByRole('table', {
      name: 'Claves de API, de la más reciente a la más antigua',
    });
    const [first, second] = within(table).getAllByTestId('key-row');
    expect(first).toHaveTextContent('Channel manager Hotel Sol');
    expect(first).toHaveTextContent('hxk_Ab12…');
    expect(first).toHaveTextContent('Leer tarifas y disponibilidad');
    expect(first).toHaveTextContent('Enviar tarifas y disponibilidad');
    expect(first).toHaveTextContent('Hotel Sol de Triana');
    expect(first).toHaveTextContent('No caduca');
    expect(within(first as HTMLElement).getByTestId('key-uses')).toHaveTextContent('17');
    expect(within(first as HTMLElement).getByTestId('key-state')).toHaveTextContent('Activa');
    expect(second).toHaveTextContent('Todos los hoteles');
    expect(second).toHaveTextContent('Nunca');
    expect(within(second as HTMLElement).getByTestId('key-state')).toHaveTextContent('Revocada');
    expect(within(second as HTMLElement).queryByRole('button')).toBeNull();
  });

  it('revoking asks first; "No" sends nothing, "Sí" revokes and the row shows it', async () => {
    const calls = server([apiKey()]);
    await renderWithProviders(<ApiKeys />);
    const revoke = await screen.findByRole('button', { name: 'Revocar la clave Channel manager Hotel Sol' });
    fireEvent.click(revoke);
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('¿Revocar la clave «Channel manager Hotel Sol» (hxk_Ab12…)?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toHaveLength(0);

    fireEvent.click(revoke);
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(screen.getByTestId('key-state')).toHaveTextContent('Revocada'));
    expect(writes(calls)).toEqual([
      expect.objectContaining({ method: 'DELETE', path: '/api/staff/api-keys/4' }),
    ]);
    expect(notifySaved).toHaveBeenCalledWith('Clave «Channel manager Hotel Sol» revocada.');
  });

  it('an empty form is refused on the name, the scopes and the hotels without asking the server', async () => {
    const calls = server([]);
    await renderWithProviders(<ApiKeys />);
    expect(await screen.findByTestId('no-keys')).toHaveTextContent('Todavía no hay ninguna clave.');
    submit();
    expect(await within(form()).findByText('Este campo es obligatorio')).toBeInTheDocument();
    expect(within(form()).getByText('Elija al menos un permiso, cada uno una sola vez.')).toBeInTheDocument();
    expect(within(form()).getByText('Elija al menos un hotel, o «Todos los hoteles».')).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);
  });

  it('an expiry date already past and a zero rate are refused on their fields', async () => {
    const calls = server([]);
    await renderWithProviders(<ApiKeys />);
    await screen.findByTestId('no-keys');
    fireEvent.change(within(form()).getByRole('textbox', { name: /^Nombre/ }), {
      target: { value: 'Motor' },
    });
    fireEvent.click(within(form()).getByRole('checkbox', { name: 'Leer contenido' }));
    fireEvent.click(within(form()).getByRole('radio', { name: 'Todos los hoteles' }));
    fireEvent.change(within(form()).getByLabelText('Caduca el (opcional)'), {
      target: { value: '31/01/2020' },
    });
    fireEvent.change(within(form()).getByRole('textbox', { name: 'Peticiones por minuto' }), {
      target: { value: '0' },
    });
    submit();
    expect(
      await within(form()).findByText('La fecha de caducidad ya ha pasado: elija hoy o una fecha posterior.'),
    ).toBeInTheDocument();
    expect(within(form()).getByText('El valor no es válido')).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);
  });

  it('keeps an expiry that is not a date as typed, in the Spanish order, and says so on its field', async () => {
    const calls = server([]);
    await renderWithProviders(<ApiKeys />);
    await screen.findByTestId('no-keys');
    const expiry = within(form()).getByLabelText('Caduca el (opcional)');
    expect(expiry).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    fireEvent.change(expiry, { target: { value: '31/02/2099' } });
    fireEvent.blur(expiry);
    submit();
    await waitFor(() => expect(expiry).toHaveAttribute('aria-invalid', 'true'));
    expect(expiry).toHaveAccessibleDescription(/^Fecha no válida: escríbala como dd\/mm\/aaaa/);
    expect(expiry).toHaveValue('31/02/2099');
    expect(writes(calls)).toHaveLength(0);
  });

  it('creates a key for the hotels found, shows it once with a copy button, and forgets it on "done"', async () => {
    const calls = server([]);
    await renderWithProviders(<ApiKeys />);
    await screen.findByTestId('no-keys');
    fireEvent.change(within(form()).getByRole('textbox', { name: /^Nombre/ }), {
      target: { value: '  Channel manager Sol  ' },
    });
    fireEvent.click(within(form()).getByRole('checkbox', { name: 'Enviar tarifas y disponibilidad' }));
    fireEvent.click(within(form()).getByRole('checkbox', { name: 'Leer tarifas y disponibilidad' }));
    fireEvent.change(within(form()).getByRole('searchbox', { name: 'Buscar un hotel' }), {
      target: { value: 'sol' },
    });
    fireEvent.click(await within(form()).findByRole('button', { name: 'Añadir Hotel Sol de Cádiz' }));
    expect(within(form()).getByTestId('hotels-chosen')).toHaveTextContent('Hotel Sol de Cádiz');
    expect(within(form()).getByText('1 hotel elegido')).toBeInTheDocument();
    // A hotel chosen is no longer offered; it can be taken out again.
    expect(within(form()).queryByRole('button', { name: 'Añadir Hotel Sol de Cádiz' })).toBeNull();
    fireEvent.click(within(form()).getByRole('button', { name: 'Añadir Hotel Sol de Triana' }));
    fireEvent.click(within(form()).getByRole('button', { name: 'Quitar Hotel Sol de Triana' }));
    fireEvent.change(within(form()).getByLabelText('Caduca el (opcional)'), {
      target: { value: '31/1/2099' },
    });
    submit();

    const created = await screen.findByTestId('created-key');
    expect(created).toHaveTextContent('Clave «Channel manager Sol» creada');
    expect(within(created).getByTestId('created-key-warning')).toHaveTextContent('no podrá volver a verla');
    expect(within(created).getByRole('textbox', { name: 'Clave' })).toHaveValue(TOKEN);
    expect(within(created).getByRole('button', { name: 'Copiar' })).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/staff/api-keys/',
        body: {
          name: 'Channel manager Sol',
          // In the order the form lists them, whatever the order they were ticked in.
          scopes: ['ari:read', 'ari:write'],
          allHotels: false,
          hotels: [502],
          rateLimit: 600,
          expiresAt: endOfDay('2099-01-31'),
        },
      }),
    ]);
    // The list shows the new key by its prefix, never the key itself.
    const table = await screen.findByTestId('keys-table');
    expect(table).toHaveTextContent('hxk_Zx9Q…');
    expect(table).not.toHaveTextContent(TOKEN);

    fireEvent.click(within(created).getByRole('button', { name: 'Ya la he guardado' }));
    await waitFor(() => expect(screen.queryByTestId('created-key')).toBeNull());
    expect(document.body).not.toHaveTextContent(TOKEN);
    expect(screen.queryByDisplayValue(TOKEN)).toBeNull();
    expect(within(form()).getByRole('textbox', { name: /^Nombre/ })).toHaveValue('');
  });

  it("the server's refusals go on their fields, or above the form", async () => {
    server([], (call) =>
      (call.body as { name: string }).name === 'Repetida'
        ? [400, { expiresAt: ['La fecha de caducidad ya ha pasado: elija hoy o una fecha posterior.'] }]
        : [403, { detail: 'Sin permiso para aprobar contratos.', code: 'forbidden' }],
    );
    await renderWithProviders(<ApiKeys />);
    await screen.findByTestId('no-keys');
    fireEvent.change(within(form()).getByRole('textbox', { name: /^Nombre/ }), {
      target: { value: 'Repetida' },
    });
    fireEvent.click(within(form()).getByRole('checkbox', { name: 'Leer contenido' }));
    fireEvent.click(within(form()).getByRole('radio', { name: 'Todos los hoteles' }));
    submit();
    expect(
      await within(form()).findByText('La fecha de caducidad ya ha pasado: elija hoy o una fecha posterior.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('created-key')).toBeNull();

    fireEvent.change(within(form()).getByRole('textbox', { name: /^Nombre/ }), { target: { value: 'Otra' } });
    submit();
    expect(await screen.findByTestId('key-form-error')).toHaveTextContent(
      'Sin permiso para aprobar contratos.',
    );
  });
});

describe('endOfDay', () => {
  it('is the last instant of the chosen day, none for no date, and undefined for a malformed one', () => {
    const end = endOfDay('2027-01-31');
    expect(new Date(end as string).getDate()).toBe(31);
    expect(new Date(end as string).getHours()).toBe(23);
    expect(new Date(end as string).getMinutes()).toBe(59);
    expect(endOfDay('')).toBeNull();
    expect(endOfDay('31/01/2027')).toBeUndefined();
    expect(endOfDay('2027-02-30x')).toBeUndefined();
  });
});
