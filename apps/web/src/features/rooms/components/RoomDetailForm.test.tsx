import type { Room } from '@hotel/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { roomDrafts } from '../model/room-drafts.ts';
import { fakeRoomsApi, makeRoom, renderRoute } from '../test/room-test-utils.tsx';
import { RoomDetailForm } from './RoomDetailForm.tsx';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('../../../components/ui/notify.ts', () => import('../../../test/notify-mock.ts'));

/** A room type with its type and bath chosen: what is left is the beds and the adults. */
const started = (overrides: Partial<Room> = {}) => makeRoom({ type: 2, bath: 1, ...overrides });

async function renderForm(room: Room, onSaved = vi.fn(), hotelId = 1) {
  const rendered = await renderRoute(
    <RoomDetailForm hotelId={hotelId} room={room} locked={false} inWizard onSaved={onSaved} />,
    `/room/${room.id}`,
  );
  await screen.findByRole('heading', { name: 'Distribución de camas' });
  return { ...rendered, onSaved };
}

const bedroom = (n: number) => screen.getByRole('group', { name: `Dormitorio ${n}` });
const counter = (scope: HTMLElement, label: string) => within(scope).getByLabelText(label);
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Guardar y continuar' }));

describe('RoomDetailForm', () => {
  it('says which name guests see: the name, unless one is written for their language (issue 19 item 13)', async () => {
    fakeRoomsApi(() => undefined);
    await renderForm(started({ id: 12 }));
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveAccessibleDescription(
      'Los clientes ven este nombre, salvo en los idiomas para los que escriba otro más abajo.',
    );
    const perLanguage = screen.getByRole('group', { name: 'Nombre que ven los clientes, por idioma' });
    expect(within(perLanguage).getByRole('textbox', { name: 'Nombre (English)' })).toBeInTheDocument();
  });

  it('refuses an incomplete room with its errors listed, keeps what was typed and sends nothing', async () => {
    const calls = fakeRoomsApi(() => undefined);
    await renderForm(makeRoom({ id: 11 }), vi.fn(), 101);
    type(counter(bedroom(1), 'Cama doble'), '51');
    save();

    const summary = await screen.findByTestId('room-errors');
    expect(within(summary).getByText('Revise los siguientes errores')).toBeInTheDocument();
    const items = within(summary)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Tipo de habitación: Elija el tipo de habitación',
      'Dormitorio 1 · Cama doble: La cantidad debe estar entre 0 y 50',
      'Adultos por defecto: Indique cuántos adultos ocupan la habitación (al menos 1)',
      'Tipo de baño: Elija el tipo de baño',
    ]);
    expect(counter(bedroom(1), 'Cama doble')).toHaveValue('51');
    expect(within(bedroom(1)).getByText('La cantidad debe estar entre 0 y 50')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);

    // The errors follow what is typed once a save was refused.
    type(counter(bedroom(1), 'Cama doble'), '0');
    await waitFor(() =>
      expect(
        within(screen.getByTestId('room-errors')).getByText(/Dormitorio 1: Indique al menos una cama/),
      ).toBeInTheDocument(),
    );
    roomDrafts.clear(101, 11);
  });

  it('saves a room with two bedrooms and a lounge, summarised in words, and answers the saved room', async () => {
    const calls = fakeRoomsApi((request) =>
      request.method === 'PATCH'
        ? { status: 200, body: { ...started(), ...(request.body as object) } }
        : undefined,
    );
    const { onSaved } = await renderForm(started());
    fireEvent.click(within(bedroom(1)).getByRole('button', { name: 'Sumar: Cama doble (Dormitorio 1)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Añadir dormitorio' }));
    type(counter(bedroom(2), 'Cama individual'), '2');
    fireEvent.click(screen.getByRole('button', { name: 'Añadir salón' }));
    type(counter(screen.getByRole('group', { name: 'Salón 1' }), 'Sofá cama'), '1');
    type(screen.getByLabelText('Adultos por defecto'), '3');
    type(screen.getByLabelText('Ocupación máxima'), '4');

    expect(screen.getByTestId('layout-summary')).toHaveTextContent(
      'Dormitorio 1: 1 cama doble · Dormitorio 2: 2 camas individuales · Salón: 1 sofá cama',
    );
    expect(screen.getByTestId('bed-capacity')).toHaveTextContent('Las camas descritas admiten 5 personas.');
    expect(screen.queryByTestId('occupancy-warnings')).not.toBeInTheDocument();

    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.path).toBe('/api/hotel/1/room/7');
    expect(patch?.body).toMatchObject({
      type: 2,
      bath: 1,
      default_adults: 3,
      total_occupancy: 4,
      hotelroom_rooms: [
        {
          order: 0,
          hoteltypebeds: [
            { rbed: 14, quantity: 0 },
            { rbed: 13, quantity: 1 },
            { rbed: 15, quantity: 0 },
          ],
        },
        {
          order: 1,
          hoteltypebeds: [
            { rbed: 14, quantity: 2 },
            { rbed: 13, quantity: 0 },
            { rbed: 15, quantity: 0 },
          ],
        },
      ],
      lounges: [
        {
          order: 0,
          hoteltypebeds: [
            { rbed: 15, quantity: 1 },
            { rbed: 20, quantity: 0 },
          ],
        },
      ],
    });
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({ id: 7, default_adults: 3 });
  });

  it('warns when the adults or the occupancy do not fit in the beds', async () => {
    fakeRoomsApi(() => undefined);
    await renderForm(started());
    type(counter(bedroom(1), 'Cama doble'), '1');
    type(screen.getByLabelText('Adultos por defecto'), '3');
    type(screen.getByLabelText('Ocupación máxima'), '4');
    const warnings = await screen.findByTestId('occupancy-warnings');
    expect(warnings).toHaveTextContent(
      'Los adultos por defecto (3) no caben en las camas descritas, que admiten 2 personas.',
    );
    expect(warnings).toHaveTextContent(
      'La ocupación máxima (4) supera lo que admiten las camas descritas (2 personas).',
    );
  });

  it('offers only the bed types allowed in each place, and stops at 5 bedrooms and 3 lounges', async () => {
    fakeRoomsApi(() => undefined);
    await renderForm(started());
    for (let i = 0; i < 4; i += 1) fireEvent.click(screen.getByRole('button', { name: 'Añadir dormitorio' }));
    expect(screen.getByRole('button', { name: 'Añadir dormitorio' })).toBeDisabled();
    expect(screen.getByText('Ha alcanzado el máximo de 5 dormitorios.')).toBeInTheDocument();
    for (let i = 0; i < 3; i += 1) fireEvent.click(screen.getByRole('button', { name: 'Añadir salón' }));
    expect(screen.getByRole('button', { name: 'Añadir salón' })).toBeDisabled();
    // A lounge offers lounge beds only: no double bed; a couch, which bedrooms do not take.
    const lounge = screen.getByRole('group', { name: 'Salón 1' });
    expect(within(lounge).queryByLabelText('Cama doble')).not.toBeInTheDocument();
    fireEvent.click(within(lounge).getByRole('combobox', { name: 'Añadir otro tipo de cama en Salón 1' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Sofá']);
  });

  it("shows the server's field errors per room type and keeps them, with what was typed, for the next visit", async () => {
    fakeRoomsApi((request) =>
      request.method === 'PATCH'
        ? {
            status: 400,
            body: {
              'hotelroom_rooms.0.hoteltypebeds.1.rbed': [
                'Este tipo de cama no se puede poner en un dormitorio',
              ],
            },
          }
        : undefined,
    );
    const room = started({ id: 21 });
    const first = await renderForm(room, vi.fn(), 202);
    type(counter(bedroom(1), 'Cama doble'), '2');
    type(screen.getByLabelText('Adultos por defecto'), '2');
    save();
    const summary = await screen.findByTestId('room-errors');
    expect(summary).toHaveTextContent(
      'Dormitorio 1 · Cama doble: Este tipo de cama no se puede poner en un dormitorio',
    );
    expect(first.onSaved).not.toHaveBeenCalled();
    expect(roomDrafts.withIssues(202)).toEqual(new Set([21]));
    first.unmount();

    // Coming back to the room type: its errors and the values typed are still there.
    await renderForm(room, vi.fn(), 202);
    expect(await screen.findByTestId('room-errors')).toHaveTextContent(
      'Este tipo de cama no se puede poner en un dormitorio',
    );
    expect(counter(bedroom(1), 'Cama doble')).toHaveValue('2');
    fireEvent.click(screen.getByRole('button', { name: 'Descartar los cambios' }));
    expect(counter(bedroom(1), 'Cama doble')).toHaveValue('0');
    expect(screen.queryByTestId('room-errors')).not.toBeInTheDocument();
    expect(roomDrafts.withIssues(202)).toEqual(new Set());
  });

  it('says why a locked hotel refuses the save', async () => {
    fakeRoomsApi((request) =>
      request.method === 'PATCH'
        ? { status: 409, body: { detail: 'Las habitaciones de este hotel están bloqueadas.' } }
        : undefined,
    );
    await renderForm(
      started({
        id: 31,
        hotelroom_rooms: [
          { order: 0, hoteltypebeds: [{ rbed: 13, quantity: 1 }], hotelroomdist_lounges: [] },
        ],
        default_adults: 2,
      }),
      vi.fn(),
      303,
    );
    save();
    expect(await screen.findByTestId('room-errors')).toHaveTextContent(
      'Las habitaciones de este hotel están bloqueadas.',
    );
    roomDrafts.clear(303, 31);
  });

  it("refuses an apartment bath named 'WC' and saves it renamed", async () => {
    const calls = fakeRoomsApi((request) =>
      request.method === 'PATCH' ? { status: 200, body: { ...started(), is_apartment: true } } : undefined,
    );
    const apartment = makeRoom({
      id: 41,
      is_apartment: true,
      kitchen: 1,
      hotelroom_rooms: [{ order: 0, hoteltypebeds: [{ rbed: 13, quantity: 1 }], hotelroomdist_lounges: [] }],
    });
    const { onSaved } = await renderForm(apartment, vi.fn(), 404);
    expect(screen.getByTestId('apartment-counts')).toHaveTextContent('Dormitorios: 1 · Baños: 1');
    const bath = screen.getByRole('group', { name: 'Baño 1' });
    type(within(bath).getByLabelText(/Nombre del baño/), 'WC');
    type(within(bedroom(1)).getByLabelText(/Nombre de la estancia/), 'Dormitorio principal');
    save();
    expect(await screen.findByTestId('room-errors')).toHaveTextContent(
      'Baño 1 · Nombre del baño: El nombre del baño debe tener entre 4 y 50 caracteres',
    );
    expect(within(bath).getByLabelText(/Nombre del baño/)).toHaveValue('WC');
    type(within(bath).getByLabelText(/Nombre del baño/), 'Baño principal');
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
      path: '/api/hotel/404/apartment/41',
      body: {
        baths: [{ name: 'Baño principal', services: [] }],
        kitchen: 1,
        hotelroom_rooms: [{ order: 0, name: 'Dormitorio principal' }],
      },
    });
  });

  it('takes a rename made elsewhere into the fields not being edited, and keeps what is being typed', async () => {
    fakeRoomsApi(() => undefined);
    function RenamingHost() {
      const [room, setRoom] = useState(started({ id: 51 }));
      return (
        <>
          <button
            type="button"
            onClick={() => setRoom((current) => ({ ...current, name: 'Doble superior' }))}
          >
            rename elsewhere
          </button>
          <RoomDetailForm hotelId={505} room={room} locked={false} inWizard onSaved={vi.fn()} />
        </>
      );
    }
    await renderRoute(<RenamingHost />, '/room/51');
    await screen.findByRole('heading', { name: 'Distribución de camas' });
    type(counter(bedroom(1), 'Cama doble'), '2');
    fireEvent.click(screen.getByRole('button', { name: 'rename elsewhere' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Nombre\s*\*?$/ })).toHaveValue('Doble superior'),
    );
    expect(screen.getByTestId('room-title')).toHaveTextContent('Doble superior');
    expect(counter(bedroom(1), 'Cama doble')).toHaveValue('2');
  });
});
