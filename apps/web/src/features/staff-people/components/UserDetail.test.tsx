import type { StaffUserDetail } from '@hotel/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HotelPickerProps } from '../../../components/ui/hotel-picker.ts';
import { notifyError, notifySaved } from '../../../components/ui/notify.ts';
import { type ApiCall, fakeFetch, renderWithProviders } from '../../../test/render.tsx';
import { hotelRef, person, userDetail } from '../../../test/staff-fixtures.ts';
import { UserDetail } from './UserDetail.tsx';

vi.mock('../../../components/ui/notify.ts', () => import('../../../test/notify-mock.ts'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(notifySaved).mockClear();
  vi.mocked(notifyError).mockClear();
});

/** The catalogue's autocomplete stands in as one button that picks a hotel, showing its label and error. */
function FakePicker({ label, error, description, onPick }: HotelPickerProps) {
  return (
    <div>
      <button
        type="button"
        onClick={() =>
          onPick({
            title: 'Hotel Alcázar',
            description: { id: '7781', value: 'SEV-0099' },
            city: 'Sevilla',
            country: 'España',
            latitude: 37.38,
            longitude: -5.99,
          })
        }
      >
        {label}
      </button>
      <p data-testid="picker-description">{description}</p>
      {error ? <p data-testid="picker-error">{error}</p> : null}
    </div>
  );
}

type Answer = [number, unknown];
const LINK = {
  url: 'https://extranet.example/auth/login/3f9a',
  expires_at: '2026-12-09T10:00:00.000Z',
  hotel: { name: 'Hotel Alcázar', code: 'SEV-0099' },
  emailed_to: 'marta@hotelsol.example',
};

/** The person 31 on a server; the changes answer what `change` says (by default the person anew). */
function server(initial: StaffUserDetail, change?: (call: ApiCall) => Answer | undefined) {
  let detail = initial;
  return fakeFetch((call) => {
    const path = new URL(call.path, 'http://localhost').pathname;
    const own = change?.(call);
    if (own) return own;
    if (call.method === 'GET' && path === '/api/staff/users/31') return [200, detail];
    if (call.method === 'PUT' && path === '/api/staff/users/31/permission') {
      const body = call.body as { approbe_contract_perm: boolean };
      detail = { ...detail, user: { ...detail.user, approbe_contract_perm: body.approbe_contract_perm } };
      return [200, detail];
    }
    if (call.method === 'DELETE' && path === '/api/staff/users/31/hotels/501') {
      detail = { ...detail, hotels: [] };
      return [200, detail];
    }
    if (call.method === 'POST' && path === '/api/staff/links') return [201, LINK];
    return [404, { detail: 'No encontrado.' }];
  });
}

const writes = (calls: ApiCall[]) => calls.filter((call) => call.method !== 'GET');

async function confirmYes() {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Atención')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Sí' }));
}

describe('UserDetail', () => {
  it('shows the person as registered, their hotels and their claims', async () => {
    server(userDetail());
    await renderWithProviders(<UserDetail userId={31} HotelPicker={FakePicker} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Marta Ruiz' })).toBeInTheDocument();
    expect(screen.getByText('marta@hotelsol.example')).toBeInTheDocument();
    const hotels = screen.getByRole('table', { name: 'Hoteles vinculados a Marta Ruiz' });
    expect(hotels).toHaveTextContent('Hotel Sol de Triana');
    expect(hotels).toHaveTextContent('Código SEV-0042 · id. 501');
    expect(hotels).toHaveTextContent('Sevilla, España');
    const claims = screen.getByRole('table', { name: /Solicitudes de hotel de Marta Ruiz/ });
    expect(claims).toHaveTextContent('Verificada');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Hoteles',
      'Solicitudes',
      'Crear un enlace de acceso',
    ]);
  });

  it('granting the permission asks for confirmation, then the switch shows what the server answered', async () => {
    const calls = server(userDetail());
    await renderWithProviders(<UserDetail userId={31} HotelPicker={FakePicker} />);
    const permission = await screen.findByRole('switch', { name: /Puede aprobar contratos/ });
    expect(permission).not.toBeChecked();

    fireEvent.click(permission);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('¿Dar a Marta Ruiz el permiso para aprobar contratos?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toHaveLength(0);
    expect(permission).not.toBeChecked();

    fireEvent.click(permission);
    await confirmYes();
    await waitFor(() => expect(permission).toBeChecked());
    expect(writes(calls)).toEqual([
      expect.objectContaining({ method: 'PUT', body: { approbe_contract_perm: true } }),
    ]);
    expect(notifySaved).toHaveBeenCalledWith('Marta Ruiz ya puede aprobar contratos');
  });

  it("revoking one's own permission: the server's refusal is shown under the switch, which stays on", async () => {
    const self = userDetail({ user: person({ approbe_contract_perm: true, totp_enabled: true }) });
    server(self, (call) =>
      call.method === 'PUT'
        ? [400, { approbe_contract_perm: ['No puede retirarse a sí mismo el permiso de aprobación.'] }]
        : undefined,
    );
    await renderWithProviders(<UserDetail userId={31} HotelPicker={FakePicker} />);
    const permission = await screen.findByRole('switch', { name: /Puede aprobar contratos/ });
    expect(permission).toBeChecked();
    fireEvent.click(permission);
    await confirmYes();
    expect(
      await screen.findByText('No puede retirarse a sí mismo el permiso de aprobación.'),
    ).toBeInTheDocument();
    expect(permission).toBeChecked();
  });

  it('detaching a hotel asks for confirmation, then the hotel is gone', async () => {
    const calls = server(userDetail());
    await renderWithProviders(<UserDetail userId={31} HotelPicker={FakePicker} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Desvincular Hotel Sol de Triana' }));
    await confirmYes();
    expect(await screen.findByTestId('no-hotels')).toHaveTextContent('No tiene ningún hotel vinculado.');
    expect(writes(calls)).toEqual([expect.objectContaining({ method: 'DELETE' })]);
  });

  it("attaching a hotel that does not exist: the server's 400 is said on the field", async () => {
    const calls = server(userDetail({ hotels: [] }), (call) =>
      call.method === 'POST' && call.path.endsWith('/hotels')
        ? [400, { hotel: ['No existe ningún hotel con este identificador.'] }]
        : undefined,
    );
    await renderWithProviders(<UserDetail userId={31} HotelPicker={FakePicker} />);
    const field = await screen.findByRole('textbox', { name: 'Id. del hotel que vincular' });
    fireEvent.click(screen.getByRole('button', { name: 'Vincular hotel' }));
    expect(
      await screen.findByText('Indique el id. del hotel: un número entero positivo.'),
    ).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);

    fireEvent.change(field, { target: { value: '99999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vincular hotel' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(/No existe ningún hotel con este identificador\./),
    );
    expect(writes(calls)).toEqual([expect.objectContaining({ method: 'POST', body: { hotel: 99999 } })]);
  });

  it('creates a sign-in link for a catalogue hotel: the URL with a copy button, and where it was e-mailed', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const calls = server(userDetail({ hotels: [hotelRef()] }));
    await renderWithProviders(<UserDetail userId={31} HotelPicker={FakePicker} />);
    const form = await screen.findByTestId('link-form');

    // No hotel picked: said on the picker, nothing sent.
    fireEvent.click(within(form).getByRole('button', { name: 'Crear enlace' }));
    expect(await within(form).findByTestId('picker-error')).toHaveTextContent('Este campo es obligatorio');
    expect(writes(calls)).toHaveLength(0);

    fireEvent.click(within(form).getByRole('button', { name: 'Hotel del catálogo' }));
    expect(within(form).getByTestId('picker-description')).toHaveTextContent(
      'Elegido: Hotel Alcázar (SEV-0099)',
    );
    fireEvent.change(within(form).getByRole('textbox', { name: /Enviar a/ }), {
      target: { value: 'marta@hotelsol.example' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Crear enlace' }));

    const link = await screen.findByTestId('link');
    expect(writes(calls)).toEqual([
      expect.objectContaining({
        method: 'POST',
        body: { code: 'SEV-0099', days: 14, email: 'marta@hotelsol.example', language: 'es' },
      }),
    ]);
    expect(within(link).getByRole('textbox', { name: 'Enlace' })).toHaveValue(LINK.url);
    expect(within(link).getByTestId('link-emailed')).toHaveTextContent(
      'Enviado por correo electrónico a marta@hotelsol.example',
    );
    fireEvent.click(within(link).getByRole('button', { name: 'Copiar' }));
    expect(writeText).toHaveBeenCalledWith(LINK.url);
    expect(await within(link).findByRole('button', { name: 'Copiado' })).toBeInTheDocument();
  });

  it("a code the catalogue lacks: the server's 400 on code is said on the picker", async () => {
    server(userDetail(), (call) =>
      call.method === 'POST' && call.path.endsWith('/api/staff/links')
        ? [400, { code: ['El código no está en el catálogo.'] }]
        : undefined,
    );
    await renderWithProviders(<UserDetail userId={31} HotelPicker={FakePicker} />);
    const form = await screen.findByTestId('link-form');
    fireEvent.click(within(form).getByRole('button', { name: 'Hotel del catálogo' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Crear enlace' }));
    expect(await within(form).findByTestId('picker-error')).toHaveTextContent(
      'El código no está en el catálogo.',
    );
    expect(screen.queryByTestId('link')).toBeNull();
  });
});
