import type { Contact } from '@hotel/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySaved } from '../../../components/ui/notify.ts';
import { makeHotelSummary } from '../../../test/api-payloads.ts';
import { fakeApi, renderWithProviders } from '../../../test/render.tsx';
import { ContactsScreen } from './ContactsScreen.tsx';

vi.mock('../../../components/ui/notify.ts', () => import('../../../test/notify-mock.ts'));

const HOTELS = [
  { id: 1, name: 'Hotel Sol' },
  { id: 2, name: 'Hotel Mar' },
];
const PHONE = '+34 600123456';

/** An in-memory contacts API; `failNext('PUT')` or `failNext('PUT /path')` answers the next such call with an error. */
function fakeServer(initial: Omit<Contact, 'possibleHotels'>[], hotels = HOTELS) {
  let contacts = initial.map((contact) => ({ ...contact }));
  let nextId = 100;
  const failures: Partial<Record<string, { status: number; body: unknown }>> = {};
  const json = (status: number, body?: unknown) => ({ status, body });
  const dto = (contact: Omit<Contact, 'possibleHotels'>): Contact => ({ ...contact, possibleHotels: hotels });
  const calls = fakeApi(({ method, path, body }) => {
    const failed = `${method} ${path}` in failures ? `${method} ${path}` : method;
    const failure = failures[failed];
    if (failure) {
      delete failures[failed];
      return json(failure.status, failure.body);
    }
    if (path === '/api/hotel/' && method === 'GET') {
      return json(
        200,
        hotels.map((hotel) => makeHotelSummary({ ...hotel, code: 'X', city: null })),
      );
    }
    if (path === '/api/hotel/contact/' && method === 'GET') return json(200, contacts.map(dto));
    if (path === '/api/hotel/contact/' && method === 'POST') {
      const created = { ...(body as Omit<Contact, 'possibleHotels' | 'id'>), id: nextId++ };
      contacts.push(created);
      return json(201, dto(created));
    }
    const id = Number(path.match(/\/api\/hotel\/contact\/(\d+)\/$/)?.[1]);
    const existing = contacts.find((contact) => contact.id === id);
    if (!existing) return json(404, { detail: 'No encontrado' });
    if (method === 'PUT') {
      Object.assign(existing, body as Partial<Contact>);
      return json(200, dto(existing));
    }
    if (method === 'DELETE') {
      contacts = contacts.filter((contact) => contact.id !== id);
      return json(204);
    }
    return json(405);
  });
  return {
    calls,
    writes: () => calls.filter((call) => call.method !== 'GET'),
    failNext(request: string, status: number, body: unknown) {
      failures[request] = { status, body };
    },
  };
}

function savedContact(id: number, overrides: Partial<Contact> = {}): Omit<Contact, 'possibleHotels'> {
  return {
    id,
    hotels: [1],
    comercial_name: null,
    operative_name: null,
    administrative_name: null,
    comercial_phone: PHONE,
    comercial_email: `ventas${id}@hotel.es`,
    operative_phone: PHONE,
    operative_email: `ventas${id}@hotel.es`,
    administrative_phone: PHONE,
    administrative_email: `ventas${id}@hotel.es`,
    ...overrides,
  };
}

async function renderScreen() {
  await renderWithProviders(<ContactsScreen />, { mantineEnv: 'test' });
  await screen.findByRole('heading', { name: 'Datos de contacto', level: 1 });
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
const cards = () => screen.getAllByTestId('contact-card');

beforeEach(() => {
  localStorage.setItem('auth_id', 'test-token');
  vi.mocked(notifySaved).mockClear();
});
afterEach(() => {
  localStorage.clear();
});

describe('ContactsScreen', () => {
  it('copies the commercial values until a field is edited by hand', async () => {
    fakeServer([]);
    await renderScreen();
    expect(await screen.findByTestId('contacts-empty')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Añadir contacto' }));
    const card = within(await screen.findByTestId('contact-card'));

    type(card.getByLabelText(/^Teléfono comercial/), PHONE);
    type(card.getByLabelText(/^Email comercial/), 'ventas@hotel.es');
    expect(card.getByLabelText(/^Teléfono operativo/)).toHaveValue(PHONE);
    expect(card.getByLabelText(/^Teléfono administrativo/)).toHaveValue(PHONE);
    expect(card.getByLabelText(/^Email operativo/)).toHaveValue('ventas@hotel.es');
    expect(card.getByLabelText(/^Email administrativo/)).toHaveValue('ventas@hotel.es');

    type(card.getByLabelText(/^Email operativo/), 'recepcion@hotel.es');
    type(card.getByLabelText(/^Email comercial/), 'comercial@hotel.es');
    expect(card.getByLabelText(/^Email operativo/)).toHaveValue('recepcion@hotel.es');
    expect(card.getByLabelText(/^Email administrativo/)).toHaveValue('comercial@hotel.es');
  });

  it('treats a loaded value unlike the commercial one as edited by hand', async () => {
    fakeServer([savedContact(5, { administrative_email: 'admin@hotel.es' })]);
    await renderScreen();
    const card = within(await screen.findByTestId('contact-card'));
    type(card.getByLabelText(/^Email comercial/), 'otro@hotel.es');
    expect(card.getByLabelText(/^Email administrativo/)).toHaveValue('admin@hotel.es');
    expect(card.getByLabelText(/^Email operativo/)).toHaveValue('otro@hotel.es');
  });

  it('refuses a short phone with the translated message and sends nothing', async () => {
    const server = fakeServer([]);
    await renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Añadir contacto' }));
    const card = within(await screen.findByTestId('contact-card'));
    type(card.getByLabelText(/^Teléfono comercial/), '600123');
    type(card.getByLabelText(/^Email comercial/), 'no-es-un-email');
    save();
    expect(await card.findAllByText('El teléfono debe tener al menos 11 caracteres')).toHaveLength(3);
    expect(card.getAllByText('Debes introducir un email válido')).toHaveLength(3);
    expect(server.writes()).toEqual([]);
    expect(card.getByLabelText(/^Teléfono comercial/)).toHaveValue('600123');
  });

  it('creates the only contact with every hotel, says so and reloads the list', async () => {
    const server = fakeServer([]);
    await renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Añadir contacto' }));
    const card = within(await screen.findByTestId('contact-card'));
    // The person of each role follows the commercial one until named by hand (issue 19).
    type(card.getByLabelText(/^Persona de contacto comercial/), 'Ana López');
    type(card.getByLabelText(/^Persona de contacto administrativo/), 'Eva Martín');
    expect(card.getByLabelText(/^Persona de contacto operativo/)).toHaveValue('Ana López');
    expect(card.getByRole('heading', { name: 'Contacto 1: Ana López' })).toBeInTheDocument();
    type(card.getByLabelText(/^Teléfono comercial/), PHONE);
    type(card.getByLabelText(/^Email comercial/), 'Ventas@Hotel.es ');
    save();
    await waitFor(() => expect(notifySaved).toHaveBeenCalledWith('Datos guardados correctamente'));
    expect(server.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/hotel/contact/',
        body: {
          hotels: [1, 2],
          comercial_name: 'Ana López',
          operative_name: 'Ana López',
          administrative_name: 'Eva Martín',
          comercial_phone: PHONE,
          comercial_email: 'ventas@hotel.es',
          operative_phone: PHONE,
          operative_email: 'ventas@hotel.es',
          administrative_phone: PHONE,
          administrative_email: 'ventas@hotel.es',
        },
      },
    ]);
    await waitFor(() =>
      expect(
        server.calls.filter((call) => call.method === 'GET' && call.path === '/api/hotel/contact/'),
      ).toHaveLength(2),
    );
    // The reloaded contact is the server's: trimmed, in lower case, with its id.
    await waitFor(() =>
      expect(screen.getByTestId('contact-card')).toHaveAttribute('aria-labelledby', 'contact-100-title'),
    );
    expect(screen.getByLabelText(/^Email comercial/)).toHaveValue('ventas@hotel.es');
  });

  it('deletes a removed contact and gives the one left every hotel', async () => {
    const server = fakeServer([savedContact(1, { hotels: [1] }), savedContact(2, { hotels: [2] })]);
    await renderScreen();
    await waitFor(() => expect(cards()).toHaveLength(2));
    fireEvent.click(within(cards()[1] as HTMLElement).getByRole('button', { name: 'Eliminar contacto' }));
    expect(cards()).toHaveLength(1);
    expect(screen.getByTestId('contacts-removed')).toHaveTextContent('Se eliminará 1 contacto al guardar.');
    save();
    await waitFor(() => expect(notifySaved).toHaveBeenCalled());
    const writes = server.writes();
    expect(writes).toHaveLength(2);
    expect(writes).toContainEqual({ method: 'DELETE', path: '/api/hotel/contact/2/', body: undefined });
    expect(writes).toContainEqual(
      expect.objectContaining({
        method: 'PUT',
        path: '/api/hotel/contact/1/',
        body: expect.objectContaining({ hotels: [1, 2] }),
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('contacts-removed')).not.toBeInTheDocument());
  });

  it('undoes a removal', async () => {
    fakeServer([savedContact(1), savedContact(2, { hotels: [2] })]);
    await renderScreen();
    await waitFor(() => expect(cards()).toHaveLength(2));
    fireEvent.click(within(cards()[0] as HTMLElement).getByRole('button', { name: 'Eliminar contacto' }));
    fireEvent.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(cards()).toHaveLength(2);
  });

  it('puts server field errors on the fields of the failing contact and keeps what was typed', async () => {
    const server = fakeServer([savedContact(1, { hotels: [1] }), savedContact(2, { hotels: [2] })]);
    await renderScreen();
    await waitFor(() => expect(cards()).toHaveLength(2));
    const second = within(cards()[1] as HTMLElement);
    type(second.getByLabelText(/^Email comercial/), 'nuevo@hotel.es');
    server.failNext('PUT /api/hotel/contact/2/', 400, { comercial_email: ['Este email no se admite'] });
    save();
    expect(await second.findByText('Este email no se admite')).toBeInTheDocument();
    expect(screen.getAllByText('Este email no se admite')).toHaveLength(1);
    expect(second.getByLabelText(/^Email comercial/)).toHaveAttribute('aria-invalid', 'true');
    expect(second.getByLabelText(/^Email comercial/)).toHaveAccessibleDescription('Este email no se admite');
    expect(second.getByLabelText(/^Email comercial/)).toHaveValue('nuevo@hotel.es');
    expect(screen.getByTestId('contacts-error')).toHaveTextContent('Revise los datos marcados.');
    expect(notifySaved).not.toHaveBeenCalled();
  });

  it('shows a non-field server message and keeps what was typed', async () => {
    const server = fakeServer([]);
    await renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Añadir contacto' }));
    const card = within(await screen.findByTestId('contact-card'));
    type(card.getByLabelText(/^Teléfono comercial/), PHONE);
    type(card.getByLabelText(/^Email comercial/), 'ventas@hotel.es');
    server.failNext('POST', 503, { detail: 'Servicio no disponible' });
    save();
    expect(await screen.findByTestId('contacts-error')).toHaveTextContent('Servicio no disponible');
    expect(card.getByLabelText(/^Email comercial/)).toHaveValue('ventas@hotel.es');
    save();
    await waitFor(() => expect(notifySaved).toHaveBeenCalled());
    expect(server.writes().map((call) => call.method)).toEqual(['POST', 'POST']);
  });

  it('after a partial failure, a contact already created is updated on the next save, not created again', async () => {
    const server = fakeServer([savedContact(1, { hotels: [1, 2] })]);
    await renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Añadir contacto' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    const second = within(cards()[1] as HTMLElement);
    fireEvent.click(second.getByRole('combobox', { name: /^Hoteles/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Hotel Mar' }));
    type(second.getByLabelText(/^Teléfono comercial/), PHONE);
    type(second.getByLabelText(/^Email comercial/), 'mar@hotel.es');
    server.failNext('PUT /api/hotel/contact/1/', 400, { comercial_phone: ['Teléfono rechazado'] });
    save();
    expect(await within(cards()[0] as HTMLElement).findByText('Teléfono rechazado')).toBeInTheDocument();
    expect(
      server
        .writes()
        .map((call) => `${call.method} ${call.path}`)
        .sort(),
    ).toEqual(['POST /api/hotel/contact/', 'PUT /api/hotel/contact/1/']);
    save();
    await waitFor(() => expect(notifySaved).toHaveBeenCalled());
    expect(
      server
        .writes()
        .slice(2)
        .map((call) => `${call.method} ${call.path}`)
        .sort(),
    ).toEqual(['PUT /api/hotel/contact/1/', 'PUT /api/hotel/contact/100/']);
    expect(server.writes()[1]?.body).toMatchObject({ hotels: [2], comercial_email: 'mar@hotel.es' });
  });

  it('does not drop a new contact with typed data that serves no hotel: it asks for one', async () => {
    const server = fakeServer([savedContact(1, { hotels: [1, 2] })]);
    await renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Añadir contacto' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    const second = within(cards()[1] as HTMLElement);
    type(second.getByLabelText(/^Teléfono comercial/), PHONE);
    save();
    expect(await second.findByText('Elija al menos un hotel para este contacto.')).toBeInTheDocument();
    expect(server.writes()).toEqual([]);
    expect(second.getByLabelText(/^Teléfono comercial/)).toHaveValue(PHONE);
  });

  it('points a user without hotels to the hotel screen', async () => {
    fakeServer([], []);
    await renderScreen();
    const hint = await screen.findByTestId('contacts-no-hotels');
    expect(within(hint).getByRole('link', { name: 'Ir a mis hoteles' })).toHaveAttribute(
      'href',
      '/dash/hotel',
    );
  });
});
