import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type ApiCall, fakeApi } from '../../../test/render.tsx';
import { ServicesForm } from './ServicesForm.tsx';
import { makeHotel, renderStep } from './steps.test-utils.tsx';

const GROUPS = [
  {
    id: 1,
    name: 'General',
    services: [
      { id: 1, name: 'Aire acondicionado', of_payment: false, ota_code: '5' },
      { id: 3, name: 'Caja fuerte', of_payment: true, ota_code: '78' },
    ],
  },
  { id: 3, name: 'Bienestar', services: [{ id: 20, name: 'Spa', of_payment: true, ota_code: null }] },
];

function server(
  hotelServices = makeHotel().services,
  patch?: (body: unknown) => { status: number; body?: unknown },
) {
  let hotel = makeHotel({ services: hotelServices });
  return fakeApi((request: ApiCall) => {
    if (request.path === '/api/hotel/service') return { status: 200, body: GROUPS };
    if (request.path === '/api/hotel/1' && request.method === 'GET') return { status: 200, body: hotel };
    if (request.path === '/api/hotel/1' && request.method === 'PATCH') {
      const answer = patch?.(request.body);
      if (answer) return answer;
      hotel = { ...hotel, ...(request.body as object) };
      return { status: 200, body: hotel };
    }
    return undefined;
  });
}

const service = async (name: string) => screen.findByRole('checkbox', { name: new RegExp(`^${name}`) });
const scheduleOf = (name: string) => screen.getByRole('group', { name: `Horario de ${name}` });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Guardar y continuar' }));

describe('ServicesForm', () => {
  it('lists the services by group and flags the paid ones', async () => {
    server();
    await renderStep(ServicesForm);
    const safe = await service('Caja fuerte');
    expect(safe).toHaveTextContent('De pago');
    expect(await service('Aire acondicionado')).not.toHaveTextContent('De pago');
    expect(screen.getByRole('button', { name: /Bienestar/ })).toBeInTheDocument();
  });

  it('asks for the times the schedule type needs, and saves only once they are valid', async () => {
    const calls = server();
    const onSaved = vi.fn();
    await renderStep(ServicesForm, onSaved);
    const safe = await service('Caja fuerte');
    expect(safe).toHaveAttribute('aria-checked', 'false');
    fireEvent.click(safe);
    expect(safe).toHaveAttribute('aria-checked', 'true');

    const schedule = scheduleOf('Caja fuerte');
    fireEvent.change(within(schedule).getByLabelText('Horario'), { target: { value: 'BETWEEN_TWO_HOURS' } });
    fireEvent.change(within(schedule).getByLabelText(/^Desde/), { target: { value: '08:00' } });
    save();
    expect(await within(schedule).findByText('Indique la hora de este horario')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Revise los horarios marcados en rojo.');
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    fireEvent.change(within(schedule).getByLabelText(/^Hasta/), { target: { value: '22:00' } });
    expect(within(schedule).queryByText('Indique la hora de este horario')).toBeNull();
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      services: [{ service: 3, schedule: { type: 'BETWEEN_TWO_HOURS', from: '08:00', to: '22:00' } }],
    });
  });

  it('keeps saved services with their schedules, and a deselected service is no longer sent', async () => {
    const calls = server([
      { service: 1, schedule: { type: 'ANY_TIME' } },
      { service: 20, schedule: { type: 'AT_TIME', from: '10:30' } },
    ]);
    await renderStep(ServicesForm);
    // The group holding a saved service opens by itself.
    expect(await service('Spa')).toHaveAttribute('aria-checked', 'true');
    expect(within(scheduleOf('Spa')).getByLabelText(/^A las/)).toHaveValue('10:30');
    fireEvent.click(await service('Aire acondicionado'));
    save();
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      services: [{ service: 20, schedule: { type: 'AT_TIME', from: '10:30' } }],
    });
  });

  it("puts the server's field errors under the matching time input", async () => {
    server([{ service: 3, schedule: { type: 'FROM_TIME', from: '08:00' } }], () => ({
      status: 400,
      body: { 'services.0.schedule.from': ['Hora rechazada por el servidor'] },
    }));
    const onSaved = vi.fn();
    await renderStep(ServicesForm, onSaved);
    await service('Caja fuerte');
    save();
    expect(
      await within(scheduleOf('Caja fuerte')).findByText('Hora rechazada por el servidor'),
    ).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
