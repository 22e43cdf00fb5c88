import { type AriGrid, compactPlanControls, type PlanControl } from '@hotel/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cell, makeGrid } from '../../model/ari-grid.test-utils.ts';
import { RatesCalendar } from '../RatesCalendar.tsx';
import { renderAt } from '../rates.test-utils.tsx';
import { at, button, contracts, fakeAriApi, year } from './ari.test-utils.tsx';

vi.mock('../../../../components/ui/notify.ts', () => import('../../../../test/notify-mock.ts'));

// Rows: 0 Doble BB, 1 Doble HB, 2 Doble rooms, 3 Individual BB, 4 Individual HB, 5 Individual rooms,
// 6 min stay, 7 max stay, 8 closed to arrival, 9 closed to departure.

const open: PlanControl = {
  minStay: null,
  maxStay: null,
  closedArrival: false,
  closedDeparture: false,
  stopSale: false,
};

/** The rate: minimum stay 2 from 3 to 5 July; products of its own rows (issue 30) on those days. */
function gridWithPlans(): AriGrid {
  const base = makeGrid({ year, rate: 10 }, () => cell('100.00', '80.00'));
  const minStay = [...base.restrictions.minStay];
  for (const day of [3, 4, 5]) minStay[at(7, day)] = 2;
  return {
    ...base,
    restrictions: { ...base.restrictions, minStay },
    planControls: compactPlanControls([
      // Doble BB: minimum stay 3 and stopped on 3 July; the rate's own values on 4 July.
      { room: 7, board: 'BB', day: at(7, 3), ...open, minStay: 3, stopSale: true },
      { room: 7, board: 'BB', day: at(7, 4), ...open, minStay: 2 },
      // Individual HB: closed to arrival on 3 July, minimum stay 4 on 5 July.
      { room: 8, board: 'HB', day: at(7, 3), ...open, minStay: 2, closedArrival: true },
      { room: 8, board: 'HB', day: at(7, 5), ...open, minStay: 4 },
    ]),
  };
}

async function show(grid: AriGrid) {
  const api = fakeAriApi(contracts, [grid]);
  await renderAt(
    `/dash/rates/calendar?year=${year}&view=prices&month=7`,
    <RatesCalendar userId={1} hotelId={1} />,
  );
  await waitFor(() => expect(screen.getByTestId('ari-grid')).toHaveAttribute('aria-busy', 'false'), {
    timeout: 10_000,
  });
  return api;
}

const label = (row: number, day: number) => button(row, day).getAttribute('aria-label') ?? '';

describe("products' own restrictions and stop sales in the grid", { timeout: 30_000 }, () => {
  it('marks the restriction cells where a product differs, and the price cells of a product stopped', async () => {
    await show(gridWithPlans());
    // Minimum stay: on 3 July Doble BB asks 3 nights where the rate asks 2.
    const minStay = button(6, at(7, 3));
    expect(minStay).toHaveAttribute('data-plan', 'differs');
    expect(label(6, at(7, 3))).toContain(
      '1 habitación y régimen con valor propio: Doble · Alojamiento y desayuno: estancia mínima 3 noches',
    );
    expect(minStay).toHaveAttribute('title', expect.stringContaining('estancia mínima 3 noches'));
    // On 4 July the product's value is the rate's: no mark; on 5 July Individual HB differs.
    expect(button(6, at(7, 4))).not.toHaveAttribute('data-plan');
    expect(label(6, at(7, 5))).toContain('Individual · Media pensión: estancia mínima 4 noches');
    // Closed to arrival for Individual HB only.
    expect(label(8, at(7, 3))).toContain('Individual · Media pensión: cerrado a la llegada');
    expect(button(8, at(7, 3))).toHaveTextContent('');
    expect(button(9, at(7, 3))).not.toHaveAttribute('data-plan');

    // The stop sale of Doble BB on 3 July: that price cell only, with its label.
    expect(button(0, at(7, 3))).toHaveAttribute('data-plan', 'stop-sale');
    expect(label(0, at(7, 3))).toContain('Venta cerrada en esta habitación y régimen (solo en esta tarifa)');
    expect(button(0, at(7, 4))).not.toHaveAttribute('data-plan');
    expect(button(1, at(7, 3))).not.toHaveAttribute('data-plan');
    expect(button(3, at(7, 3))).not.toHaveAttribute('data-plan');

    expect(screen.getByText('Alguna habitación y régimen tiene otro valor')).toBeInTheDocument();
    expect(screen.getByText('Venta cerrada solo en esta habitación y régimen')).toBeInTheDocument();
  });

  it("a minimum stay set on the rate reaches the products' rows: the mark goes, staged and saved", async () => {
    const api = await show(gridWithPlans());
    fireEvent.click(button(6, at(7, 3)));
    fireEvent.click(screen.getByRole('button', { name: 'Editar selección' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar selección' });
    fireEvent.change(within(dialog).getByLabelText('Estancia mínima (noches)'), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aplicar a la selección' }));
    // Staged: the rate asks 5 and so does Doble BB; the stop sale is the product's and stays.
    await waitFor(() => expect(button(6, at(7, 3))).toHaveTextContent('5'));
    expect(button(6, at(7, 3))).not.toHaveAttribute('data-plan');
    expect(button(0, at(7, 3))).toHaveAttribute('data-plan', 'stop-sale');
    expect(label(8, at(7, 3))).toContain('Individual · Media pensión: cerrado a la llegada');

    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByTestId('unsaved')).toBeNull());
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    // The answer's product rows are merged: without them Doble BB would still ask 3 against 5.
    expect(button(6, at(7, 3))).toHaveTextContent('5');
    expect(button(6, at(7, 3))).not.toHaveAttribute('data-plan');
    expect(button(0, at(7, 3))).toHaveAttribute('data-plan', 'stop-sale');
  });

  it('shows no mark and no legend entry for a rate without products of their own', async () => {
    await show(makeGrid({ year, rate: 10 }, () => cell('100.00', '80.00')));
    expect(document.querySelector('[data-plan]')).toBeNull();
    expect(screen.queryByText('Alguna habitación y régimen tiene otro valor')).toBeNull();
  });
});
