import type { HotelActivity } from '@hotel/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type ApiCall, fakeApi } from '../../../test/render.tsx';
import { ActivitiesForm } from './ActivitiesForm.tsx';
import { makeHotel, renderStep } from './steps.test-utils.tsx';

const INFO = {
  activities: [
    { id: 1, name: 'Golf', ota_code: null },
    { id: 3, name: 'Senderismo', ota_code: null },
  ],
  zones: [
    { id: 1, name: 'En el hotel' },
    { id: 2, name: 'En los alrededores' },
  ],
};

/** A fake hotel API holding the pairs; `fail` makes the next POST or DELETE answer that status. */
function server(initial: HotelActivity[] = []) {
  let pairs = [...initial];
  let nextId = 100;
  const control = { fail: undefined as number | undefined };
  const calls = fakeApi((request: ApiCall) => {
    if (request.path === '/api/hotel/activity/info') return { status: 200, body: INFO };
    if (request.path === '/api/hotel/1') return { status: 200, body: makeHotel({ activity_data: pairs }) };
    if (request.path === '/api/hotel/1/activity/' && request.method === 'POST') {
      if (control.fail) return { status: control.fail, body: { activity: ['El valor elegido no existe'] } };
      const { activity, zone } = request.body as { activity: number; zone: number };
      const pair = { id: nextId++, activity, zone, hotel: 1 };
      pairs.push(pair);
      return { status: 201, body: pair };
    }
    const deleting = /^\/api\/hotel\/1\/activity\/(\d+)$/.exec(request.path);
    if (deleting && request.method === 'DELETE') {
      if (control.fail) return { status: control.fail, body: { detail: 'Error interno' } };
      pairs = pairs.filter((pair) => pair.id !== Number(deleting[1]));
      return { status: 204 };
    }
    return undefined;
  });
  return { calls, control };
}

async function choose(label: RegExp, option: string) {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

const rowsText = () =>
  within(screen.getByTestId('activities-list'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('ActivitiesForm', () => {
  it('adds a pair at once and lists it with its names', async () => {
    const { calls } = server([{ id: 7, activity: 3, zone: 2, hotel: 1 }]);
    await renderStep(ActivitiesForm);
    await screen.findByTestId('activities-list');
    expect(rowsText()).toEqual(['SenderismoEn los alrededoresEliminar']);
    await choose(/^Actividad/, 'Golf');
    await choose(/^Zona/, 'En el hotel');
    fireEvent.click(screen.getByRole('button', { name: 'Añadir' }));
    await waitFor(() => expect(rowsText()).toHaveLength(2));
    expect(rowsText()[1]).toBe('GolfEn el hotelEliminar');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ activity: 1, zone: 1, hotel: 1 });
    expect(screen.getByRole('combobox', { name: /^Actividad/ })).toHaveValue('');
  });

  it('asks for both an activity and a zone before adding', async () => {
    const { calls } = server();
    await renderStep(ActivitiesForm);
    expect(await screen.findByTestId('activities-empty')).toHaveTextContent(
      'Todavía no ha añadido ninguna actividad.',
    );
    await choose(/^Actividad/, 'Golf');
    fireEvent.click(screen.getByRole('button', { name: 'Añadir' }));
    expect(await screen.findByText('Este campo es obligatorio')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('when adding fails, the list and the chosen activity and zone come back, with a message', async () => {
    const { control } = server([{ id: 7, activity: 3, zone: 2, hotel: 1 }]);
    control.fail = 400;
    await renderStep(ActivitiesForm);
    await screen.findByTestId('activities-list');
    await choose(/^Actividad/, 'Golf');
    await choose(/^Zona/, 'En el hotel');
    fireEvent.click(screen.getByRole('button', { name: 'Añadir' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'No se ha podido añadir la actividad. Se ha restaurado la lista anterior.',
    );
    expect(alert).toHaveTextContent('El valor elegido no existe');
    expect(rowsText()).toEqual(['SenderismoEn los alrededoresEliminar']);
    expect(screen.getByRole('combobox', { name: /^Actividad/ })).toHaveValue('Golf');
    expect(screen.getByRole('combobox', { name: /^Zona/ })).toHaveValue('En el hotel');
  });

  it('deletes a pair; when deleting fails, the pair comes back with a message', async () => {
    const { control } = server([
      { id: 7, activity: 3, zone: 2, hotel: 1 },
      { id: 8, activity: 1, zone: 1, hotel: 1 },
    ]);
    await renderStep(ActivitiesForm);
    await screen.findByTestId('activities-list');
    control.fail = 500;
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Golf (En el hotel)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se ha podido eliminar la actividad.');
    await waitFor(() => expect(rowsText()).toHaveLength(2));

    control.fail = undefined;
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Golf (En el hotel)' }));
    await waitFor(() => expect(rowsText()).toEqual(['SenderismoEn los alrededoresEliminar']));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("'Save and continue' moves on", async () => {
    server();
    const onSaved = vi.fn();
    await renderStep(ActivitiesForm, onSaved);
    fireEvent.click(await screen.findByRole('button', { name: 'Guardar y continuar' }));
    expect(onSaved).toHaveBeenCalledTimes(1);
  });
});
