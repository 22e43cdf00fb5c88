import type { AriGrid } from '@hotel/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notifySaved } from '../../../../components/ui/notify.ts';
import { cell, makeGrid } from '../../model/ari-grid.test-utils.ts';
import { RatesCalendar } from '../RatesCalendar.tsx';
import { renderAt } from '../rates.test-utils.tsx';
import { at, button, contracts, dayKey, fakeAriApi, weekendDays, year } from './ari.test-utils.tsx';

vi.mock('../../../../components/ui/notify.ts', () => import('../../../../test/notify-mock.ts'));

// Rows: 0 Doble BB, 1 Doble HB, 2 Doble rooms, 3 Individual BB, 4 Individual HB, 5 Individual rooms,
// 6 min stay, 7 max stay, 8 closed to arrival, 9 closed to departure.

function gridOf(overrides: Partial<AriGrid> = {}): AriGrid {
  return makeGrid({ year, rate: 10, ...overrides }, (room) =>
    room === 7 ? cell('100.00', '80.00', '70.00') : cell('90.00'),
  );
}

const pressed = (row: number, day: number) => button(row, day).getAttribute('aria-pressed');

async function open(grids: AriGrid[] = [gridOf()], path = `?year=${year}&view=prices&month=7`) {
  const api = fakeAriApi(contracts, grids);
  const view = await renderAt(`/dash/rates/calendar${path}`, <RatesCalendar userId={1} hotelId={1} />);
  // The grid is a lazy chunk: its first import in a test run takes a while.
  if (path.includes('view=prices'))
    await waitFor(() => expect(screen.getByTestId('ari-grid')).toHaveAttribute('aria-busy', 'false'), {
      timeout: 10_000,
    });
  else
    await waitFor(() => expect(screen.getByTestId('rates-calendar')).toHaveAttribute('aria-busy', 'false'));
  return { api, ...view };
}

describe('the prices view of the calendar', { timeout: 30_000 }, () => {
  it('shows a month of rows per room type and board, rooms and restrictions, with a day per column', async () => {
    await open();
    const table = screen.getByTestId('ari-grid');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(32);
    const headers = within(table)
      .getAllByRole('rowheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'DobleAlojamiento y desayuno',
      'Media pensión',
      'Habitaciones (cupo)',
      'IndividualAlojamiento y desayuno',
      'Media pensión',
      'Habitaciones (cupo)',
      'RestriccionesEstancia mínima',
      'Estancia máxima',
      'Cerrado a la llegada',
      'Cerrado a la salida',
    ]);
    // Per person: the amount per adult with two adults (one in the single room).
    expect(button(0, at(7, 1))).toHaveTextContent('80');
    expect(button(3, at(7, 1))).toHaveTextContent('90');
    expect(button(0, at(7, 1))).toHaveAccessibleName(
      expect.stringContaining('Doble · Alojamiento y desayuno, ') as unknown as string,
    );
    expect(button(0, at(7, 1)).getAttribute('aria-label')).toContain('2 adultos: 80,00 EUR por adulto');
    expect(screen.getByText(/Importes en EUR por adulto con 2 adultos/)).toBeInTheDocument();
    // The single Tab stop is on the first cell of the month.
    expect(button(0, at(7, 1))).toHaveAttribute('tabindex', '0');
    expect(button(0, at(7, 2))).toHaveAttribute('tabindex', '-1');
  });

  it('selects by click, Shift+click (a rectangle), drag and weekdays; the arrows cross months', async () => {
    const { router } = await open();
    fireEvent.click(button(0, at(7, 3)));
    fireEvent.click(button(1, at(7, 5)), { shiftKey: true });
    for (const row of [0, 1]) for (const day of [3, 4, 5]) expect(pressed(row, at(7, day))).toBe('true');
    expect(screen.getByTestId('ari-selected-count')).toHaveTextContent('6 celdas seleccionadas');
    fireEvent.click(button(0, at(7, 3)));
    expect(pressed(0, at(7, 3))).toBe('false');

    fireEvent.pointerDown(button(8, at(7, 10)), { button: 0, pointerType: 'mouse' });
    fireEvent.pointerOver(button(9, at(7, 12)), { pointerType: 'mouse' });
    expect(button(9, at(7, 11))).toHaveAttribute('data-preview', 'select');
    act(() => {
      window.dispatchEvent(new Event('pointerup'));
    });
    expect(pressed(9, at(7, 11))).toBe('true');
    expect(screen.getByTestId('ari-selected-count')).toHaveTextContent('11 celdas seleccionadas');

    const tool = screen.getByTestId('ari-select-tool');
    fireEvent.click(within(tool).getByRole('button', { name: 'Deseleccionar' }));
    expect(screen.getByTestId('ari-selected-count')).toHaveTextContent('6 celdas seleccionadas');

    button(0, at(7, 31)).focus();
    fireEvent.keyDown(button(0, at(7, 31)), { key: 'ArrowRight' });
    await waitFor(() => expect(router.state.location.search).toContain('month=8'));
    await waitFor(() => expect(document.activeElement).toBe(button(0, at(8, 1))));
    fireEvent.keyDown(button(0, at(8, 1)), { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement).toBe(button(1, at(8, 1))));
    fireEvent.keyDown(button(1, at(8, 1)), { key: 'Escape' });
    expect(screen.getByTestId('ari-selected-count')).toHaveTextContent('0 celdas seleccionadas');
  });

  it('extends the selection with Shift+Arrow like a spreadsheet, and shrinks it back (issue 34)', async () => {
    await open();
    button(0, at(7, 3)).focus();
    fireEvent.keyDown(button(0, at(7, 3)), { key: 'ArrowRight', shiftKey: true });
    await waitFor(() => expect(document.activeElement).toBe(button(0, at(7, 4))));
    fireEvent.keyDown(button(0, at(7, 4)), { key: 'ArrowRight', shiftKey: true });
    await waitFor(() => expect(document.activeElement).toBe(button(0, at(7, 5))));
    fireEvent.keyDown(button(0, at(7, 5)), { key: 'ArrowDown', shiftKey: true });
    await waitFor(() => expect(document.activeElement).toBe(button(1, at(7, 5))));
    for (const row of [0, 1]) for (const day of [3, 4, 5]) expect(pressed(row, at(7, day))).toBe('true');
    expect(screen.getByTestId('ari-selected-count')).toHaveTextContent('6 celdas seleccionadas');
    // Back one column: the block shrinks, as in a spreadsheet.
    fireEvent.keyDown(button(1, at(7, 5)), { key: 'ArrowLeft', shiftKey: true });
    await waitFor(() => expect(document.activeElement).toBe(button(1, at(7, 4))));
    expect(pressed(0, at(7, 5))).toBe('false');
    expect(screen.getByTestId('ari-selected-count')).toHaveTextContent('4 celdas seleccionadas');
    // An arrow without Shift moves on and leaves the block as it is.
    fireEvent.keyDown(button(1, at(7, 4)), { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement).toBe(button(1, at(7, 5))));
    expect(screen.getByTestId('ari-selected-count')).toHaveTextContent('4 celdas seleccionadas');
    expect(screen.getByText(/Mayús y las flechas/)).toBeInTheDocument();
  });

  it('stages July weekends 20 % higher for one room type, shows them, and saves them in one request', async () => {
    const { api } = await open();
    const tool = screen.getByTestId('ari-select-tool');
    fireEvent.change(within(tool).getByLabelText('Desde'), { target: { value: `1/7/${year}` } });
    fireEvent.change(within(tool).getByLabelText('Hasta'), { target: { value: `31.07.${year}` } });
    for (const weekday of ['lunes', 'martes', 'miércoles', 'jueves', 'viernes'])
      fireEvent.click(within(tool).getByRole('checkbox', { name: weekday }));
    fireEvent.click(within(tool).getByRole('checkbox', { name: 'Individual' }));
    fireEvent.click(within(tool).getByRole('button', { name: 'Seleccionar' }));
    const weekends = weekendDays(year, 7);
    expect(screen.getByTestId('ari-selected-count')).toHaveTextContent(
      `${weekends.length * 2} celdas seleccionadas`,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Editar selección' }));
    const panel = await screen.findByRole('dialog', { name: 'Editar selección' });
    fireEvent.click(within(panel).getByRole('radio', { name: 'Subir o bajar' }));
    fireEvent.change(
      within(panel).getByLabelText('Ajuste', {
        exact: false,
        selector: 'input[type="text"], input:not([type])',
      }),
      {
        target: { value: '20' },
      },
    );
    fireEvent.click(within(panel).getByRole('button', { name: 'Aplicar a la selección' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const saturday = weekends[0] ?? 1;
    expect(button(0, at(7, saturday))).toHaveTextContent('96');
    expect(button(0, at(7, saturday)).getAttribute('aria-label')).toContain('Sin guardar');
    expect(button(3, at(7, saturday))).toHaveTextContent('90');
    expect(screen.getByTestId('unsaved')).toHaveTextContent('1 cambio sin guardar');

    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(notifySaved).toHaveBeenCalledWith('Datos guardados correctamente'));
    const posts = api.calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.path).toBe('/api/rates/contracts/ari/1/1/10/');
    expect(posts[0]?.body).toEqual({
      changes: [
        {
          start: dayKey(year, 7, saturday),
          end: dayKey(year, 7, weekends[weekends.length - 1] ?? 31),
          weekdays: [5, 6],
          roomTypes: [7],
          boards: ['BB', 'HB'],
          adjust: { percent: '20' },
        },
      ],
    });
    await waitFor(() => expect(screen.queryByTestId('unsaved')).toBeNull());
    // The saved value, not the staged one applied twice.
    expect(button(0, at(7, saturday))).toHaveTextContent('96');
    expect(button(0, at(7, saturday)).getAttribute('aria-label')).not.toContain('Sin guardar');
  });

  it('renders only the rows the window shows of a tall grid, and the arrows bring the others', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const roomTypes = Array.from({ length: 10 }, (_, index) => ({
      id: 100 + index,
      name: `Tipo ${index + 1}`,
      isApartment: false,
      occupancy: 2,
    }));
    await open([gridOf({ roomTypes, boards: ['RO', 'BB', 'HB', 'FB', 'AI'] })]);
    const table = screen.getByTestId('ari-grid');
    // 10 room types × (5 boards + rooms) + 4 restrictions = 64 rows; jsdom's window shows 20 rows of 40 px.
    expect(table).toHaveAttribute('aria-rowcount', '65');
    expect(table.querySelectorAll('tbody tr[data-testid]')).toHaveLength(30);
    expect(table.querySelectorAll('tbody tr[aria-hidden="true"]')).toHaveLength(1);
    button(29, at(7, 1)).focus();
    fireEvent.keyDown(button(29, at(7, 1)), { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement).toBe(button(30, at(7, 1))));
    expect(window.scrollTo).toHaveBeenCalled();
    expect(button(30, at(7, 1)).closest('tr')).toHaveAttribute('aria-rowindex', '32');
    vi.mocked(window.scrollTo).mockRestore();
  });
});
