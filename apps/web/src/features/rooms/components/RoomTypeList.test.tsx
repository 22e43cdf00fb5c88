import type { Room } from '@hotel/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useRooms } from '../api/rooms.ts';
import { fakeRoomsApi, makeRoom, renderRoute } from '../test/room-test-utils.tsx';
import { RoomTypeList } from './RoomTypeList.tsx';
import { RoomTypesSidebar } from './RoomTypesSidebar.tsx';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('../../../components/ui/notify.ts', () => import('../../../test/notify-mock.ts'));

const complete = (overrides: Partial<Room>) =>
  makeRoom({
    type: 2,
    bath: 1,
    default_adults: 2,
    hotelroom_rooms: [{ order: 0, hoteltypebeds: [{ rbed: 13, quantity: 1 }], hotelroomdist_lounges: [] }],
    ...overrides,
  });

/** An in-memory room API of hotel 1: list, add, rename, delete. */
function roomServer(initial: Room[]) {
  let rooms = [...initial];
  let next = 100;
  const calls = fakeRoomsApi((request) => {
    const base = '/api/hotel/1/';
    if (request.method === 'GET' && request.path === `${base}room/`) return { status: 200, body: rooms };
    if (
      request.method === 'POST' &&
      (request.path === `${base}room/` || request.path === `${base}apartment/`)
    ) {
      const body = request.body as { name: string };
      if (body.name === 'Rechazada') return { status: 400, body: { name: ['Nombre no válido'] } };
      next += 1;
      const room = makeRoom({
        id: next,
        name: body.name.trim(),
        is_apartment: request.path.endsWith('apartment/'),
      });
      rooms = [...rooms, room];
      return { status: 201, body: room };
    }
    const match = /^\/api\/hotel\/1\/(room|apartment)\/(\d+)$/.exec(request.path);
    if (match && request.method === 'PATCH') {
      rooms = rooms.map((room) =>
        room.id === Number(match[2]) ? { ...room, ...(request.body as object) } : room,
      );
      return { status: 200, body: rooms.find((room) => room.id === Number(match[2])) };
    }
    if (match && request.method === 'DELETE') {
      rooms = rooms.filter((room) => room.id !== Number(match[2]));
      return { status: 204 };
    }
    return undefined;
  });
  return { calls, rooms: () => rooms };
}

/** The list as the rooms route shows it: read through the API, so adding reloads it. */
function ListHost({
  apartment = false,
  locked = false,
  onSaved,
}: {
  apartment?: boolean;
  locked?: boolean;
  onSaved(): void;
}) {
  const rooms = useRooms(1);
  return rooms.data ? (
    <RoomTypeList hotelId={1} apartment={apartment} rooms={rooms.data} locked={locked} onSaved={onSaved} />
  ) : null;
}

describe('RoomTypeList', () => {
  it('keeps a name typed while the previous add is still saving (the next one is not cleared)', async () => {
    roomServer([]);
    const answer = globalThis.fetch;
    let release = () => {};
    const saving = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
      if (init.method === 'POST') await saving;
      return answer(input, init);
    });
    await renderRoute(<ListHost onSaved={vi.fn()} />);
    const field = await screen.findByLabelText('Nombre del nuevo tipo de habitación');
    fireEvent.change(field, { target: { value: 'Doble estándar' } });
    fireEvent.click(screen.getByRole('button', { name: 'Añadir habitación' }));
    fireEvent.change(field, { target: { value: 'Suite junior' } });
    release();
    await screen.findByText('Doble estándar');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Añadir habitación' })).toBeEnabled());
    expect(field).toHaveValue('Suite junior');
  });

  it('adds three room types, renames one inline with its names per language, and deletes one after confirmation', async () => {
    const server = roomServer([]);
    await renderRoute(<ListHost onSaved={vi.fn()} />);
    expect(await screen.findByTestId('rooms-empty')).toHaveTextContent(
      'Todavía no ha añadido ningún tipo de habitación.',
    );

    for (const name of ['Doble estándar', 'Suite junior', 'Individual']) {
      fireEvent.change(screen.getByLabelText('Nombre del nuevo tipo de habitación'), {
        target: { value: name },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Añadir habitación' }));
      await screen.findByText(name);
    }
    const list = screen.getByRole('list', { name: 'Tipos de habitación' });
    expect(
      within(list)
        .getAllByTestId('room-name')
        .map((node) => node.textContent),
    ).toEqual(['Doble estándar', 'Suite junior', 'Individual']);
    expect(within(list).getAllByText('Incompleta')).toHaveLength(3);

    fireEvent.click(screen.getByRole('button', { name: 'Cambiar el nombre de Suite junior' }));
    const form = screen.getByRole('form', { name: 'Cambiar el nombre de Suite junior' });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Nombre\s*\*?$/ }), {
      target: { value: 'Suite superior' },
    });
    fireEvent.change(within(form).getByLabelText('Nombre (English)'), {
      target: { value: 'Superior suite' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await screen.findByText('Suite superior');
    expect(screen.getByText('Nombre en 1 idioma')).toBeInTheDocument();
    const patch = server.calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({ name: 'Suite superior', names: { en: 'Superior suite' } });

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Individual' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Está a punto de eliminar la habitación Individual. Este proceso es irreversible. ¿Deseas continuar?',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sí' }));
    // The deletion ends on the room types list, not on Datos básicos (issue 19, item 7).
    const location = screen.getByTestId('location');
    await waitFor(() => expect(location).not.toHaveAttribute('data-key', 'default'));
    expect(location).toHaveTextContent(/^\/rooms$/);
    await waitFor(() => expect(screen.queryByText('Individual')).not.toBeInTheDocument());
    expect(
      within(list)
        .getAllByTestId('room-name')
        .map((node) => node.textContent),
    ).toEqual(['Doble estándar', 'Suite superior']);
    expect(server.rooms().map((room) => room.name)).toEqual(['Doble estándar', 'Suite superior']);
  });

  it('keeps the room when the deletion is not confirmed', async () => {
    const server = roomServer([complete({ id: 1, name: 'Doble' })]);
    await renderRoute(<ListHost onSaved={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar Doble' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls.some((call) => call.method === 'DELETE')).toBe(false);
    expect(screen.getByTestId('location')).toHaveTextContent('/rooms');
  });

  it('refuses to continue without a room type, and continues with one', async () => {
    roomServer([]);
    const onSaved = vi.fn();
    await renderRoute(<ListHost onSaved={onSaved} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Guardar y continuar' }));
    expect(screen.getByTestId('rooms-list-error')).toHaveTextContent(
      'Añada al menos un tipo de habitación para continuar.',
    );
    expect(onSaved).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Nombre del nuevo tipo de habitación'), {
      target: { value: '  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Añadir habitación' }));
    expect(await screen.findByText('Este campo es obligatorio')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Nombre del nuevo tipo de habitación'), {
      target: { value: 'Rechazada' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Añadir habitación' }));
    expect(await screen.findByText('Nombre no válido')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre del nuevo tipo de habitación')).toHaveValue('Rechazada');

    fireEvent.change(screen.getByLabelText('Nombre del nuevo tipo de habitación'), {
      target: { value: 'Doble' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Añadir habitación' }));
    await screen.findByText('Doble');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('adds apartments on an apartment hotel, and only reads while rooms are locked', async () => {
    const server = roomServer([]);
    const { unmount } = await renderRoute(<ListHost apartment onSaved={vi.fn()} />);
    fireEvent.change(await screen.findByLabelText('Nombre del nuevo apartamento'), {
      target: { value: 'Ático' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Añadir apartamento' }));
    await screen.findByText('Ático');
    expect(server.calls.find((call) => call.method === 'POST')?.path).toBe('/api/hotel/1/apartment/');
    unmount();

    const onSaved = vi.fn();
    await renderRoute(<ListHost locked onSaved={onSaved} />);
    expect(await screen.findByText('Habitaciones bloqueadas')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abrir Ático' })).toHaveAttribute('href', '/room/101');
    expect(screen.queryByRole('button', { name: /Eliminar|Cambiar el nombre/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Nombre del nuevo tipo de habitación')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    expect(onSaved).toHaveBeenCalled();
  });
});

function SidebarHost({ locked = false }: { locked?: boolean }) {
  const [navigations, setNavigations] = useState(0);
  return (
    <>
      <RoomTypesSidebar
        hotelId={1}
        apartment={false}
        locked={locked}
        onNavigate={() => setNavigations((n) => n + 1)}
      />
      <output data-testid="navigations">{navigations}</output>
    </>
  );
}

describe('RoomTypesSidebar', () => {
  it('lists, opens, adds, renames inline and deletes room types, ending on the room types list', async () => {
    const server = roomServer([complete({ id: 1, name: 'Doble' })]);
    await renderRoute(<SidebarHost />, '/basic');
    const link = await screen.findByRole('link', { name: 'Doble' });
    expect(link).toHaveAttribute('href', '/room/1');
    fireEvent.click(link);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/room/1'));

    fireEvent.click(screen.getByRole('button', { name: '+ Nueva habitación' }));
    fireEvent.change(screen.getByLabelText('Nombre del nuevo tipo de habitación'), {
      target: { value: 'Suite' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Añadir habitación' }));
    expect(await screen.findByRole('link', { name: 'Suite' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Cambiar el nombre de Suite' }));
    const field = screen.getByLabelText(/^Nombre/);
    fireEvent.change(field, { target: { value: 'Suite nupcial' } });
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    expect(await screen.findByRole('link', { name: 'Suite nupcial' })).toBeInTheDocument();
    expect(server.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ name: 'Suite nupcial' });

    // Deleted from its own page: that page is gone, the list shows what is left (issue 19, item 7).
    fireEvent.click(screen.getByRole('link', { name: 'Suite nupcial' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/room\/101$/));
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Suite nupcial' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/rooms$/));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Suite nupcial' })).not.toBeInTheDocument(),
    );
    expect(server.rooms().map((room) => room.name)).toEqual(['Doble']);
  });

  it('only lists while rooms are locked', async () => {
    roomServer([complete({ id: 1, name: 'Doble' })]);
    await renderRoute(<SidebarHost locked />, '/basic');
    expect(await screen.findByRole('link', { name: 'Doble' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
