import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notifySaved } from '../../../components/ui/notify.ts';
import { RatesCalendar } from './RatesCalendar.tsx';
import { fakeRatesApi, makeRate, renderAt } from './rates.test-utils.tsx';

vi.mock('../../../components/ui/notify.ts', () => import('../../../test/notify-mock.ts'));

const year = new Date().getFullYear() + 1;
const key = (month: number, day: number) =>
  `${year}_${String(month).padStart(2, '0')}_${String(day).padStart(2, '0')}`;
const contracts = [
  {
    id: 4,
    hotel: 1,
    name: 'Contrato anual',
    rates: [
      makeRate({ id: 10, name: 'Temporada alta' }),
      makeRate({ id: 11, name: 'Temporada baja' }),
      makeRate({ id: 12, kind: 'offer', name: 'Oferta' }),
    ],
  },
];

function dayButton(dayKey: string): HTMLElement {
  const button = document.querySelector<HTMLElement>(`[data-day="${dayKey}"]`);
  if (!button) throw new Error(`no day ${dayKey}`);
  return button;
}
const pressed = (dayKey: string) => dayButton(dayKey).getAttribute('aria-pressed');

async function open(days: Record<string, number[]> = {}) {
  const api = fakeRatesApi(contracts, days);
  const view = await renderAt(`/dash/rates/calendar?year=${year}`, <RatesCalendar userId={1} hotelId={1} />);
  await waitFor(() => expect(document.querySelectorAll('[data-day]').length).toBeGreaterThan(360));
  await waitFor(() => expect(screen.getByTestId('rates-calendar')).toHaveAttribute('aria-busy', 'false'));
  return { ...api, ...view };
}

// A year of buttons in jsdom is slow on a busy machine: room beyond the default 5 s.
describe('RatesCalendar', { timeout: 30_000 }, () => {
  it('shows twelve Monday-first months, the saved days of the rate, and other rates of its kind', async () => {
    await open({ [key(3, 1)]: [10, 11], [key(3, 2)]: [11], [key(3, 3)]: [12] });
    const tables = within(screen.getByTestId('rates-calendar')).getAllByRole('table');
    expect(tables).toHaveLength(12);
    for (const table of tables) {
      expect(within(table).getAllByRole('columnheader')[0]).toHaveAttribute('abbr', 'lunes');
    }
    expect(document.querySelectorAll('[data-day]')).toHaveLength(year % 4 === 0 ? 366 : 365);
    expect(pressed(key(3, 1))).toBe('true');
    expect(pressed(key(3, 2))).toBe('false');
    // Temporada baja (same kind) on 1 and 2 March; the offer does not count.
    expect(dayButton(key(3, 1))).toHaveAttribute('title', 'Otros elementos de este tipo ese día: 1');
    expect(dayButton(key(3, 2))).toHaveAttribute('title', 'Otros elementos de este tipo ese día: 1');
    expect(dayButton(key(3, 3))).not.toHaveAttribute('title');
    expect(screen.getByTestId('selected-count')).toHaveTextContent('1 día seleccionado');
  });

  it('toggles days, selects a range with Shift, and saves the whole set of the rate in one request', async () => {
    const { calls } = await open({ [key(3, 1)]: [10], [key(12, 31)]: [11] });
    fireEvent.click(dayButton(key(3, 1)));
    expect(pressed(key(3, 1))).toBe('false');
    expect(screen.getByTestId('unsaved')).toBeInTheDocument();
    fireEvent.click(dayButton(key(3, 1)));
    expect(pressed(key(3, 1))).toBe('true');
    expect(screen.queryByTestId('unsaved')).toBeNull();

    fireEvent.click(dayButton(key(4, 28)));
    fireEvent.click(dayButton(key(5, 2)), { shiftKey: true });
    for (const dayKey of [key(4, 28), key(4, 29), key(4, 30), key(5, 1), key(5, 2)])
      expect(pressed(dayKey)).toBe('true');
    expect(pressed(key(5, 3))).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(notifySaved).toHaveBeenCalledWith('Datos guardados correctamente'));
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]?.path).toBe(`/api/rates/contracts/calendar/1/1/${year}/`);
    expect(puts[0]?.body).toEqual({
      rates: [{ id: 10, days: [key(3, 1), key(4, 28), key(4, 29), key(4, 30), key(5, 1), key(5, 2)] }],
    });
    await waitFor(() => expect(screen.queryByTestId('unsaved')).toBeNull());
    expect(pressed(key(5, 2))).toBe('true');
  });

  it('selects a range by dragging and weekdays across a range', async () => {
    await open();
    fireEvent.pointerDown(dayButton(key(6, 7)), { button: 0, pointerType: 'mouse' });
    fireEvent.pointerOver(dayButton(key(6, 8)), { pointerType: 'mouse' });
    fireEvent.pointerOver(dayButton(key(6, 10)), { pointerType: 'mouse' });
    act(() => {
      window.dispatchEvent(new Event('pointerup'));
    });
    for (const d of [7, 8, 9, 10]) expect(pressed(key(6, d))).toBe('true');
    expect(pressed(key(6, 11))).toBe('false');

    const tool = screen.getByTestId('weekday-tool');
    fireEvent.change(within(tool).getByLabelText('Desde'), { target: { value: `01/07/${year}` } });
    fireEvent.change(within(tool).getByLabelText('Hasta'), { target: { value: `31-7-${year}` } });
    for (const weekday of ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado']) {
      fireEvent.click(within(tool).getByRole('checkbox', { name: weekday }));
    }
    fireEvent.click(within(tool).getByRole('button', { name: 'Seleccionar' }));
    const sundays = Array.from({ length: 31 }, (_, index) => index + 1).filter(
      (d) => new Date(Date.UTC(year, 6, d)).getUTCDay() === 0,
    );
    for (let d = 1; d <= 31; d++) expect(pressed(key(7, d))).toBe(sundays.includes(d) ? 'true' : 'false');
    expect(screen.getByTestId('selected-count')).toHaveTextContent(
      `${4 + sundays.length} días seleccionados`,
    );

    // A range outside the year is refused and changes nothing.
    fireEvent.change(within(tool).getByLabelText('Hasta'), { target: { value: `31/01/${year + 1}` } });
    fireEvent.click(within(tool).getByRole('button', { name: 'Deseleccionar' }));
    expect(
      within(tool).getByText(`Indique un intervalo de fechas dentro del año ${year}`),
    ).toBeInTheDocument();
    expect(pressed(key(7, sundays[0] ?? 1))).toBe('true');
  });

  it('asks before leaving with unsaved changes and before discarding them', async () => {
    const { router } = await open();
    fireEvent.click(dayButton(key(2, 14)));
    act(() => {
      void router.navigate('/elsewhere');
    });
    expect(await screen.findByText('No ha guardado los cambios. ¿Desea continuar?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/rates/calendar'));
    expect(pressed(key(2, 14))).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Descartar cambios' }));
    expect(await screen.findByText('Se perderán todos los cambios. ¿Está de acuerdo?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(pressed(key(2, 14))).toBe('false'));

    // Nothing left to lose: leaving does not ask.
    act(() => {
      void router.navigate('/elsewhere');
    });
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
  });

  it('moves the single Tab stop with the arrow keys', async () => {
    await open();
    const first = dayButton(key(1, 1));
    expect(first).toHaveAttribute('tabindex', '0');
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement).toBe(dayButton(key(1, 8))));
    fireEvent.keyDown(dayButton(key(1, 8)), { key: 'ArrowLeft' });
    await waitFor(() => expect(document.activeElement).toBe(dayButton(key(1, 7))));
    expect(dayButton(key(1, 7))).toHaveAttribute('tabindex', '0');
    expect(dayButton(key(1, 1))).toHaveAttribute('tabindex', '-1');
    // Not before the first day of the year.
    fireEvent.keyDown(dayButton(key(1, 7)), { key: 'ArrowUp' });
    fireEvent.keyDown(dayButton(key(1, 7)), { key: 'ArrowUp' });
    await waitFor(() => expect(document.activeElement).toBe(dayButton(key(1, 7))));
  });

  it("opens on the rate's own period, not on the current year, and keeps that year in the address", async () => {
    const summer = makeRate({ id: 13, name: 'Verano', firstDay: key(6, 1), days_count: 122 });
    fakeRatesApi([{ id: 5, hotel: 1, name: 'Contrato verano', rates: [summer] }], { [key(6, 1)]: [13] });
    const { router } = await renderAt(
      '/dash/rates/calendar?contract=5&kind=rate&rate=13',
      <RatesCalendar userId={1} hotelId={1} />,
    );
    await waitFor(() => expect(screen.getByRole('radio', { name: String(year) })).toBeChecked());
    await waitFor(() => expect(pressed(key(6, 1))).toBe('true'));
    expect(screen.getByTestId('selected-count')).toHaveTextContent('1 día seleccionado');
    await waitFor(() => expect(router.state.location.search).toContain(`year=${year}`));
  });
});
