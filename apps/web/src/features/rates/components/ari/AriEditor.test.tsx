import { type AriGrid, groupChangedPrices } from '@hotel/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notifySaved } from '../../../../components/ui/notify.ts';
import { cell, makeGrid } from '../../model/ari-grid.test-utils.ts';
import { RatesCalendar } from '../RatesCalendar.tsx';
import { renderAt } from '../rates.test-utils.tsx';
import { at, button, contracts, dayKey, fakeAriApi, year } from './ari.test-utils.tsx';

vi.mock('../../../../components/ui/notify.ts', () => import('../../../../test/notify-mock.ts'));

const grid = (overrides: Partial<AriGrid> = {}) =>
  makeGrid({ year, rate: 10, ...overrides }, (room) => (room === 7 ? cell('100.00', '80.00') : null));

async function open(grids: AriGrid[] = [grid()], query = `year=${year}&view=prices&month=8`) {
  const api = fakeAriApi(contracts, grids);
  const view = await renderAt(`/dash/rates/calendar?${query}`, <RatesCalendar userId={1} hotelId={1} />);
  // The grid is a lazy chunk: its first import in a test run takes a while.
  if (query.includes('view=prices'))
    await waitFor(() => expect(screen.getByTestId('ari-grid')).toHaveAttribute('aria-busy', 'false'), {
      timeout: 10_000,
    });
  else
    await waitFor(() => expect(screen.getByTestId('rates-calendar')).toHaveAttribute('aria-busy', 'false'));
  return { api, ...view };
}

async function panel() {
  fireEvent.click(screen.getByRole('button', { name: 'Editar selección' }));
  return screen.findByRole('dialog', { name: 'Editar selección' });
}

describe('editing the prices grid', { timeout: 30_000 }, () => {
  it('refuses wrong values in the panel field by field, and stages nothing', async () => {
    await open();
    fireEvent.click(button(0, at(8, 3)));
    fireEvent.click(button(6, at(8, 3)));
    fireEvent.click(button(7, at(8, 3)));
    const dialog = await panel();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Fijar precio' }));
    fireEvent.change(within(dialog).getByLabelText('1 adulto (EUR)'), { target: { value: '-5' } });
    fireEvent.change(within(dialog).getByLabelText('2 adultos (EUR)'), {
      target: { value: '80,123456789012' },
    });
    fireEvent.change(within(dialog).getByLabelText('Estancia mínima (noches)'), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aplicar a la selección' }));
    expect(within(dialog).getByText('El importe no puede ser negativo')).toBeInTheDocument();
    expect(within(dialog).getByText('El importe admite como máximo 2 decimales')).toBeInTheDocument();
    expect(
      within(dialog).getByText('La estancia debe ser un número entero de noches entre 1 y 99'),
    ).toBeInTheDocument();
    expect(within(dialog).getByTestId('panel-error')).toHaveTextContent('Revise los campos marcados.');

    // A child supplement is offered (child age 12); a minimum above the maximum is refused by the domain.
    fireEvent.change(within(dialog).getByLabelText('1 adulto (EUR)'), { target: { value: '100' } });
    fireEvent.change(within(dialog).getByLabelText('2 adultos (EUR)'), { target: { value: '' } });
    fireEvent.change(within(dialog).getByLabelText('Estancia mínima (noches)'), { target: { value: '5' } });
    fireEvent.change(within(dialog).getByLabelText('Estancia máxima (noches)'), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aplicar a la selección' }));
    expect(within(dialog).getByText('La estancia mínima no puede superar la máxima')).toBeInTheDocument();
    expect(screen.queryByTestId('unsaved')).toBeNull();
  });

  it('takes "69,95" in Spanish, refuses letters as typed, sends "69.95" and shows "69,95" (issue 34 item 2)', async () => {
    const { api } = await open();
    fireEvent.click(button(0, at(8, 3)));
    const dialog = await panel();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Fijar precio' }));
    const one = within(dialog).getByLabelText('1 adulto (EUR)');
    expect(one).toHaveAttribute('placeholder', '0,00');
    fireEvent.change(one, { target: { value: '3a0' } });
    expect(one).toHaveValue('');
    expect(
      within(dialog).getByText('Indique un importe en cifras con coma decimal, por ejemplo 80,50 o 1.250,00'),
    ).toBeInTheDocument();
    fireEvent.change(one, { target: { value: '69,95' } });
    fireEvent.change(within(dialog).getByLabelText('2 adultos (EUR)'), { target: { value: '1.059,5' } });
    expect(within(dialog).queryByText(/Indique un importe/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aplicar a la selección' }));
    // Per person a cell shows the amount per adult when two share the room.
    await waitFor(() => expect(button(0, at(8, 3))).toHaveTextContent('1059,50'));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true));
    const post = api.calls.find((call) => call.method === 'POST');
    expect(JSON.stringify(post?.body)).toContain('"amounts":["69.95","1059.5"]');
  });

  it('shows the reasons of a refused save by change and field, keeping what was staged', async () => {
    const { api } = await open();
    fireEvent.click(button(2, at(8, 1)));
    fireEvent.click(button(2, at(8, 31)), { shiftKey: true });
    const dialog = await panel();
    expect(within(dialog).getByText('Release de la tarifa: 7 días')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Habitaciones'), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aplicar a la selección' }));
    await waitFor(() => expect(button(2, at(8, 15))).toHaveTextContent('5'));

    api.nextWrite = {
      status: 400,
      body: { 'changes.0.allotment': ['El cupo debe ser un número entero entre 0 y 999'] },
    };
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const errors = await screen.findByTestId('ari-save-errors');
    expect(errors).toHaveTextContent('No se ha guardado nada. Revise estos cambios:');
    expect(errors).toHaveTextContent(/Doble — Habitaciones: El cupo debe ser un número entero entre 0 y 999/);
    expect(errors).toHaveTextContent(/1 ago.* – 31 ago/);
    expect(screen.getByTestId('unsaved')).toHaveTextContent('1 cambio sin guardar');
    expect(button(2, at(8, 15))).toHaveTextContent('5');
  });

  it('asks before discarding and before leaving with staged changes; stop sale and closed days show', async () => {
    const { router } = await open();
    fireEvent.click(button(5, at(8, 14)));
    fireEvent.click(button(8, at(8, 15)));
    const dialog = await panel();
    fireEvent.click(
      within(within(dialog).getByTestId('panel-rooms')).getByRole('radio', { name: 'Cerrar la venta' }),
    );
    const restrictions = within(dialog).getByTestId('panel-restrictions');
    fireEvent.click(
      within(within(restrictions).getByRole('radiogroup', { name: 'Llegada' })).getByRole('radio', {
        name: 'Cerrada',
      }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aplicar a la selección' }));
    await waitFor(() => expect(button(5, at(8, 14))).toHaveTextContent('✕'));
    expect(button(5, at(8, 14)).getAttribute('aria-label')).toContain('venta cerrada');
    expect(button(8, at(8, 15))).toHaveTextContent('✕');
    expect(screen.getByTestId('unsaved')).toHaveTextContent('2 cambios sin guardar');

    act(() => {
      void router.navigate('/elsewhere');
    });
    expect(await screen.findByText('No ha guardado los cambios. ¿Desea continuar?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/rates/calendar'));

    fireEvent.click(screen.getByRole('button', { name: 'Descartar cambios' }));
    expect(await screen.findByText('Se perderán todos los cambios. ¿Está de acuerdo?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(screen.queryByTestId('unsaved')).toBeNull());
    expect(button(5, at(8, 14))).not.toHaveTextContent('✕');
  });

  it('keeps the marked days when switching to the prices view and back', async () => {
    const { router } = await open(undefined, `year=${year}`);
    expect(screen.getAllByRole('table')).toHaveLength(12);
    fireEvent.click(document.querySelector(`[data-day="${dayKey(year, 3, 2)}"]`) as HTMLElement);
    fireEvent.click(screen.getByText('Precios y cupos'));
    await waitFor(() => expect(screen.getByTestId('ari-grid')).toHaveAttribute('aria-busy', 'false'));
    expect(router.state.location.search).toContain('view=prices');
    fireEvent.click(screen.getByText('Días de aplicación'));
    await waitFor(() =>
      expect(document.querySelector(`[data-day="${dayKey(year, 3, 2)}"]`)).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(screen.getByTestId('unsaved')).toBeInTheDocument();
  });

  it('shows a derived offer read-only with a note, its rooms and restrictions still editable', async () => {
    const derived = makeGrid(
      {
        year,
        rate: 12,
        kind: 'offer',
        derived: { baseRate: 10, kind: 'percent', value: '10' },
        quotaType: 'free_sale',
      },
      () => cell('90.00', '72.00'),
    );
    await open([grid(), derived], `year=${year}&view=prices&month=8&kind=offer`);
    expect(screen.getByTestId('ari-derived')).toHaveTextContent(
      'Oferta calculada desde «Temporada alta» con 10 % de descuento',
    );
    expect(button(0, at(8, 1))).toHaveTextContent('72');
    expect(button(0, at(8, 1)).getAttribute('aria-label')).toContain('Precio calculado desde la tarifa base');
    expect(screen.queryByTestId('ari-copy')).toBeNull();
    fireEvent.click(button(0, at(8, 1)));
    const dialog = await panel();
    expect(
      within(dialog).getByText(
        'Los precios de esta oferta se calculan desde su tarifa base y no se pueden editar.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByTestId('panel-prices')).toBeNull();
  });

  it('copies a season from one room type to another as staged price changes', async () => {
    await open();
    const copy = screen.getByTestId('ari-copy');
    fireEvent.change(within(copy).getByLabelText('Copiar de'), { target: { value: '7' } });
    fireEvent.change(within(copy).getByLabelText('A'), { target: { value: '8' } });
    fireEvent.click(within(copy).getByRole('button', { name: 'Copiar temporada' }));
    expect(within(copy).getByTestId('ari-copy-message')).toHaveTextContent('2 cambios preparados');
    // The single room takes one adult: the 1-adult amount.
    expect(button(3, at(8, 20))).toHaveTextContent('100');
    expect(button(4, at(8, 31))).toHaveTextContent('100');
    expect(button(4, at(8, 31)).getAttribute('aria-label')).toContain('Sin guardar');
  });

  it('imports a CSV: errors listed by line, nothing merged; then a good file merged and notified', async () => {
    const { api } = await open();
    const csv = screen.getByTestId('ari-csv');
    const input = csv.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    const file = new File(
      ['room_type_id,room_type,board,date,adult_1\n7,Doble,XX,2027-08-01,-1\n'],
      'season.csv',
      {
        type: 'text/csv',
      },
    );
    fireEvent.change(input, { target: { files: [file] } });
    api.nextImport = {
      status: 400,
      body: {
        'line.2.board': ['Régimen no reconocido'],
        'line.2.adult_1': ['El importe no puede ser negativo'],
      },
    };
    fireEvent.click(within(csv).getByRole('button', { name: 'Importar' }));
    const errors = await within(csv).findByTestId('csv-errors');
    expect(within(errors).getByText('Línea 2, columna board: Régimen no reconocido')).toBeInTheDocument();
    expect(
      within(errors).getByText('Línea 2, columna adult_1: El importe no puede ser negativo'),
    ).toBeInTheDocument();
    const post = api.calls.find((call) => call.method === 'POST' && call.path.endsWith('/csv'));
    expect(post?.body).toEqual({ csv: await file.text() });

    api.nextImport = {
      status: 200,
      body: {
        prices: groupChangedPrices([
          { room: 7, board: 'BB', day: dayKey(year, 8, 1), cell: cell('100.00', '85.00') },
        ]),
        inventory: [],
        restrictions: [],
      },
    };
    fireEvent.click(within(csv).getByRole('button', { name: 'Importar' }));
    await waitFor(() =>
      expect(notifySaved).toHaveBeenCalledWith('Importación correcta: 1 precio actualizado'),
    );
    expect(button(0, at(8, 1))).toHaveTextContent('85');
    expect(within(csv).queryByTestId('csv-errors')).toBeNull();
  });

  it('closes arrival and departure only on the days selected in their own rows (issue 34)', async () => {
    const { api } = await open();
    fireEvent.click(button(8, at(8, 10)));
    fireEvent.click(button(9, at(8, 11)));
    const dialog = await panel();
    const restrictions = within(dialog).getByTestId('panel-restrictions');
    // Only the selected rows are offered: no stay fields here.
    expect(within(restrictions).queryByLabelText('Estancia mínima (noches)')).toBeNull();
    for (const name of ['Llegada', 'Salida'])
      fireEvent.click(
        within(within(restrictions).getByRole('radiogroup', { name })).getByRole('radio', {
          name: 'Cerrada',
        }),
      );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aplicar a la selección' }));
    await waitFor(() => expect(button(8, at(8, 10))).toHaveTextContent('✕'));
    expect(button(9, at(8, 11))).toHaveTextContent('✕');
    expect(button(8, at(8, 11))).not.toHaveTextContent('✕');
    expect(button(9, at(8, 10))).not.toHaveTextContent('✕');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByTestId('unsaved')).toBeNull());
    const post = api.calls.find((call) => call.method === 'POST' && !call.path.endsWith('/csv'));
    expect(post?.body).toEqual({
      changes: [
        { start: dayKey(year, 8, 10), end: dayKey(year, 8, 10), closedArrival: true },
        { start: dayKey(year, 8, 11), end: dayKey(year, 8, 11), closedDeparture: true },
      ],
    });
  });

  it('shows what a CSV import wrote, rooms and restrictions included, and a line on a day the rate does not apply', async () => {
    const { api } = await open();
    const csv = screen.getByTestId('ari-csv');
    const input = csv.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    const file = new File(
      [`room_type_id,room_type,board,date,adult_1,allotment,closed_arrival\n7,Doble,BB,${year}-08-01,,5,1\n`],
      'season.csv',
      { type: 'text/csv' },
    );
    fireEvent.change(input, { target: { files: [file] } });
    api.nextImport = {
      status: 400,
      body: { 'line.2.date': [`La tarifa no se aplica el ${year}-12-25: no se puede escribir nada ese día`] },
    };
    fireEvent.click(within(csv).getByRole('button', { name: 'Importar' }));
    const errors = await within(csv).findByTestId('csv-errors');
    expect(errors).toHaveTextContent(
      `Línea 2, columna date: La tarifa no se aplica el ${year}-12-25: no se puede escribir nada ese día`,
    );

    api.nextImport = {
      status: 200,
      body: {
        prices: [],
        inventory: [{ room: 7, day: dayKey(year, 8, 1), allotment: 5, stopSale: false }],
        restrictions: [
          {
            day: dayKey(year, 8, 1),
            minStay: null,
            maxStay: null,
            closedArrival: true,
            closedDeparture: false,
          },
        ],
      },
    };
    fireEvent.click(within(csv).getByRole('button', { name: 'Importar' }));
    const result = await within(csv).findByTestId('csv-result');
    expect(result).toHaveTextContent('Importación correcta');
    expect(result).toHaveTextContent('Precios actualizados: 0');
    expect(result).toHaveTextContent('Días de tipo de habitación con cupo o cierre de venta actualizados: 1');
    expect(result).toHaveTextContent('Días con estancias o cierres actualizados: 1');
    expect(within(csv).queryByTestId('csv-errors')).toBeNull();
    expect(button(2, at(8, 1))).toHaveTextContent('5');
    expect(button(8, at(8, 1))).toHaveTextContent('✕');
  });
});
