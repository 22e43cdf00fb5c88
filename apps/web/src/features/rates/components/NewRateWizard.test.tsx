import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notifySaved } from '../../../components/ui/notify.ts';
import { NewRateWizard } from './NewRateWizard.tsx';
import { fakeRatesApi, renderAt } from './rates.test-utils.tsx';

vi.mock('../../../components/ui/notify.ts', () => import('../../../test/notify-mock.ts'));

const buttons = () => ({
  previous: screen.getByRole('button', { name: 'Anterior' }),
  next: screen.getByRole('button', { name: 'Siguiente' }),
  finish: screen.getByRole('button', { name: 'Guardar tarifa' }),
});

function choose(name: string) {
  fireEvent.click(screen.getByRole('radio', { name }));
}

async function show(onCreated = vi.fn()) {
  await renderAt('/dash/rates/new', <NewRateWizard userId={1} hotelId={1} onCreated={onCreated} />);
  await screen.findByRole('button', { name: 'Guardar tarifa' });
  return onCreated;
}

async function fillFirstStep() {
  fireEvent.change(screen.getByRole('textbox', { name: 'Nombre' }), { target: { value: 'Temporada alta' } });
  choose('Neta');
  choose('Por habitación');
  choose('Libra (£)');
  choose('Pago en la agencia');
  choose('Allotment con release');
  fireEvent.change(await screen.findByLabelText(/Días de release/), { target: { value: '5' } });
}

const year = new Date().getFullYear();
const check = (name: string) => fireEvent.click(screen.getByRole('checkbox', { name }));
const price = (column: string, room: string, board: string) =>
  screen.getByRole('textbox', { name: `${column} · ${room} · ${board}` });
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

/** The period, two room types, two boards and a price per room for each (Formulario 2's own section). */
async function fillProduct() {
  type(screen.getByLabelText(/Fecha de inicio/), `${year}-06-01`);
  type(screen.getByLabelText(/Fecha de fin/), `${year}-09-30`);
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Doble estándar' }));
  check('Suite junior');
  check('Alojamiento y desayuno');
  check('Media pensión');
  type(price('Precio por noche', 'Doble estándar', 'Alojamiento y desayuno'), '80');
  type(price('Precio por noche', 'Doble estándar', 'Media pensión'), '95,50');
  type(price('Precio por noche', 'Suite junior', 'Alojamiento y desayuno'), '120');
  type(price('Precio por noche', 'Suite junior', 'Media pensión'), '140');
}

// Mantine forms in jsdom are slow on a busy machine: room beyond the default 5 s.
describe('NewRateWizard', { timeout: 30_000 }, () => {
  it('keeps next and previous in bounds and enables finishing only on the confirmation', async () => {
    fakeRatesApi([]);
    await show();
    expect(screen.getByTestId('rate-step-0')).toBeInTheDocument();
    expect(screen.getByText('Formulario 1')).toBeInTheDocument();
    expect(screen.getByText('Formulario 2')).toBeInTheDocument();
    expect(screen.getByText('Confirmación')).toBeInTheDocument();
    expect(buttons().previous).toBeDisabled();
    expect(buttons().finish).toBeDisabled();

    // Nothing chosen: it stays, and says what is missing.
    fireEvent.click(buttons().next);
    expect(await screen.findByTestId('wizard-error')).toHaveTextContent('Revise los campos marcados.');
    expect(screen.getByText('Indique un nombre')).toBeInTheDocument();
    expect(screen.getByText('Elija una moneda')).toBeInTheDocument();
    expect(screen.getByTestId('rate-step-0')).toBeInTheDocument();

    // Next to the currency: whether the prices include tax, on unless the hotel says otherwise.
    const tax = screen.getByRole('checkbox', { name: 'Los precios incluyen impuestos' });
    expect(tax).toBeChecked();
    expect(tax).toHaveAccessibleDescription(/los impuestos se suman a esos importes/);
    await fillFirstStep();
    fireEvent.click(buttons().next);
    await screen.findByTestId('rate-step-1');
    expect(buttons().finish).toBeDisabled();
    expect(buttons().previous).toBeEnabled();

    fireEvent.click(buttons().previous);
    await screen.findByTestId('rate-step-0');
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Temporada alta');
    expect(screen.getByRole('radio', { name: 'Libra (£)' })).toBeChecked();
    fireEvent.click(buttons().next);
    await screen.findByTestId('rate-step-1');

    // Infant older than child, and nothing to sell yet: refused on this step.
    fireEvent.change(screen.getByLabelText(/Infante/), { target: { value: '13' } });
    choose('D-3');
    fireEvent.click(buttons().next);
    expect(await screen.findByText('La edad de infante debe ser menor que la de niño')).toBeInTheDocument();
    expect(screen.getByText('Elija al menos un tipo de habitación')).toBeInTheDocument();
    expect(screen.getByText('Elija al menos un régimen')).toBeInTheDocument();
    expect(screen.getAllByText('Indique las fechas de inicio y fin de la tarifa')).toHaveLength(2);
    expect(screen.getByTestId('rate-step-1')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Infante/), { target: { value: '3' } });
    await fillProduct();
    // A wrong amount (three decimals after the Spanish decimal comma) is refused on its own field.
    type(price('Precio por noche', 'Suite junior', 'Media pensión'), '140,555');
    fireEvent.click(buttons().next);
    expect(await screen.findByText('El importe admite como máximo 2 decimales')).toBeInTheDocument();
    expect(price('Precio por noche', 'Suite junior', 'Media pensión')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    type(price('Precio por noche', 'Suite junior', 'Media pensión'), '140');
    fireEvent.click(buttons().next);
    await screen.findByTestId('rate-step-2');
    expect(buttons().next).toBeDisabled();
    expect(buttons().finish).toBeEnabled();
    const summary = screen.getByTestId('rate-summary');
    for (const text of [
      'Temporada alta',
      'Neta',
      'Libra (£)',
      'Impuestos incluidos',
      'Pago en la agencia',
      'Allotment con release (5 días)',
      'D-3',
      'Doble estándar, Suite junior',
      'Alojamiento y desayuno, Media pensión',
      `${year}-06-01 – ${year}-09-30`,
    ]) {
      expect(within(summary).getByText(text)).toBeInTheDocument();
    }
    const prices = screen.getByTestId('rate-summary-prices');
    const rows = within(prices).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent?.replace(/\s/g, ' '))).toEqual([
      'Doble estándarAlojamiento y desayuno80,00 GBP',
      'Doble estándarMedia pensión95,50 GBP',
      'Suite juniorAlojamiento y desayuno120,00 GBP',
      'Suite juniorMedia pensión140,00 GBP',
    ]);
  });

  it('survives a reload half-filled, then creates the contract and the rate', async () => {
    const { calls } = fakeRatesApi([]);
    await show();
    await fillFirstStep();
    check('Los precios incluyen impuestos');
    fireEvent.click(buttons().next);
    await screen.findByTestId('rate-step-1');
    fireEvent.change(screen.getByLabelText(/Infante/), { target: { value: '14' } });
    await fillProduct();

    // A reload: the screen mounts again from what the browser kept.
    cleanup();
    const onCreated = await show();
    expect(await screen.findByTestId('draft-restored')).toBeInTheDocument();
    await screen.findByTestId('rate-step-1');
    expect(screen.getByLabelText(/Infante/)).toHaveValue('14');
    expect(await screen.findByRole('checkbox', { name: 'Suite junior' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Media pensión' })).toBeChecked();
    // Shown as a Spanish user types it (decision 036).
    expect(screen.getByLabelText(/Fecha de fin/)).toHaveValue(`30/09/${year}`);
    expect(price('Precio por noche', 'Doble estándar', 'Media pensión')).toHaveValue('95,50');
    fireEvent.change(screen.getByLabelText(/Infante/), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Fechas' }));
    choose('No reembolsable');
    fireEvent.click(buttons().next);
    await screen.findByTestId('rate-step-2');
    expect(
      within(screen.getByTestId('rate-summary')).getByText('Impuestos no incluidos'),
    ).toBeInTheDocument();
    fireEvent.click(buttons().previous);
    await screen.findByTestId('rate-step-1');
    fireEvent.click(buttons().previous);
    await screen.findByTestId('rate-step-0');
    // Kept by the draft through the reload.
    expect(screen.getByRole('checkbox', { name: 'Los precios incluyen impuestos' })).not.toBeChecked();
    fireEvent.click(buttons().next);
    await screen.findByTestId('rate-step-1');
    fireEvent.click(buttons().next);
    await screen.findByTestId('rate-step-2');
    fireEvent.click(buttons().finish);
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(notifySaved).toHaveBeenCalledWith('Se ha creado la tarifa');

    const writes = calls.filter((call) => call.method === 'POST');
    expect(writes.map((call) => call.path)).toEqual([
      '/api/rates/contracts/1/1/',
      '/api/rates/contracts/1/1/40/rates/',
    ]);
    expect(writes[0]?.body).toEqual({ name: `Contrato ${new Date().getFullYear()}` });
    expect(writes[1]?.body).toEqual({
      kind: 'rate',
      name: 'Temporada alta',
      rateType: 'net',
      priceRoomType: 'room',
      currency: 'GBP',
      pricesIncludeTax: false,
      method: 'agency',
      quotaType: 'allotment_release',
      releaseDays: 5,
      market: { all: true, markets: [] },
      childsAge: 12,
      infantAge: 2,
      babyAge: 1,
      expenditureChange: ['dates'],
      expenditureCancellation: 'non_refundable',
      roomTypes: [7, 8],
      boards: ['BB', 'HB'],
      period: { start: `${year}_06_01`, end: `${year}_09_30` },
      basePrices: [
        { room: 7, board: 'BB', price: { amounts: ['80'] } },
        { room: 7, board: 'HB', price: { amounts: ['95.50'] } },
        { room: 8, board: 'BB', price: { amounts: ['120'] } },
        { room: 8, board: 'HB', price: { amounts: ['140'] } },
      ],
    });
    expect(localStorage.getItem('rates.new-draft.1.1')).toBeNull();
  });

  it('does not announce a recovered draft when the wizard is opened again without typing', async () => {
    localStorage.clear();
    fakeRatesApi([]);
    await show();
    expect(screen.queryByTestId('draft-restored')).toBeNull();
    // Left untouched: opening the wizard is not leaving a draft.
    expect(localStorage.getItem('rates.new-draft.1.1')).toBeNull();
    cleanup();
    await show();
    expect(screen.queryByTestId('draft-restored')).toBeNull();
    // A change is a draft; putting it back as it was is not one any more.
    fireEvent.change(screen.getByRole('textbox', { name: 'Nombre' }), { target: { value: 'Verano' } });
    await waitFor(() => expect(localStorage.getItem('rates.new-draft.1.1')).not.toBeNull());
    fireEvent.change(screen.getByRole('textbox', { name: 'Nombre' }), { target: { value: '' } });
    await waitFor(() => expect(localStorage.getItem('rates.new-draft.1.1')).toBeNull());
  });
});
