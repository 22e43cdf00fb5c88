import type { RateContract } from '@hotel/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NewRateWizard } from './NewRateWizard.tsx';
import { fakeRatesApi, makeRate, renderAt } from './rates.test-utils.tsx';

vi.mock('../../../components/ui/notify.ts', () => import('../../../test/notify-mock.ts'));

const year = new Date().getFullYear();
const choose = (name: string) => fireEvent.click(screen.getByRole('radio', { name }));
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const price = (column: string, room: string, board: string) =>
  screen.getByRole('textbox', { name: `${column} · ${room} · ${board}` });
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));

const contract = (): RateContract => ({
  id: 4,
  hotel: 1,
  name: 'Contrato anual',
  rates: [
    makeRate({ id: 30, name: 'Temporada alta', roomTypes: [7, 8], boards: ['BB', 'HB'] }),
    makeRate({ id: 31, name: 'Por persona', priceRoomType: 'person' }),
  ],
});

async function show() {
  const onCreated = vi.fn();
  await renderAt('/dash/rates/new', <NewRateWizard userId={1} hotelId={1} onCreated={onCreated} />);
  await screen.findByRole('button', { name: 'Guardar tarifa' });
  return onCreated;
}

/** Formulario 1 of a kind, in euros, priced per room or per person; on to Formulario 2. */
async function firstStep(kind: string, per: 'Por habitación' | 'Por persona') {
  choose(kind);
  type(screen.getByRole('textbox', { name: 'Nombre' }), 'Escapada');
  choose('Neta');
  choose(per);
  choose('Euro (€)');
  choose('Pago directo en el hotel');
  choose('Free sale');
  next();
  // The first step change mounts Formulario 2 and its room types: over 1 s on a loaded machine.
  await screen.findByTestId('rate-step-1', {}, { timeout: 5_000 });
  choose('Sin gastos');
  type(screen.getByLabelText(/Fecha de inicio/), `1/7/${year}`);
  type(screen.getByLabelText(/Fecha de fin/), `31/07/${year}`);
}

describe('NewRateWizard: what the rate sells', { timeout: 30_000 }, () => {
  it('asks per person for one adult, each further adult and the ages the rate has', async () => {
    const { calls } = fakeRatesApi([contract()]);
    await show();
    await firstStep('Tarifa', 'Por persona');
    // No infants nor babies on this rate: no columns for them.
    type(screen.getByLabelText(/Infante/), '0');
    type(screen.getByLabelText(/Bebé/), '0');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Doble estándar' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Estudio (apartamento)' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Todo incluido' }));
    const table = screen.getByTestId('base-prices');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Tipo de habitación', 'Régimen', '1 adulto', 'Cada adulto (2 o más)', 'Niño']);
    expect(within(table).getByText('Hasta 2 adultos')).toBeInTheDocument();
    type(price('1 adulto', 'Doble estándar', 'Todo incluido'), '110');
    type(price('Cada adulto (2 o más)', 'Doble estándar', 'Todo incluido'), '85');
    type(price('Niño', 'Doble estándar', 'Todo incluido'), '0');
    // The studio takes one adult: no "each adult" amount for it; the first row copied fills it.
    expect(
      screen.queryByRole('textbox', { name: 'Cada adulto (2 o más) · Estudio · Todo incluido' }),
    ).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Copiar la primera fila en todas' }));
    expect(price('1 adulto', 'Estudio', 'Todo incluido')).toHaveValue('110');
    next();
    await screen.findByTestId('rate-step-2');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar tarifa' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      priceRoomType: 'person',
      infantAge: 0,
      babyAge: 0,
      roomTypes: [7, 9],
      boards: ['AI'],
      basePrices: [
        { room: 7, board: 'AI', price: { amounts: ['110', '85'], child: '0' } },
        { room: 9, board: 'AI', price: { amounts: ['110'], child: '0' } },
      ],
    });
  });

  it('prices an offer off a base rate of the contract and shows it on the confirmation', async () => {
    const { calls } = fakeRatesApi([contract()]);
    const onCreated = await show();
    await firstStep('Oferta', 'Por habitación');
    fireEvent.click(screen.getByRole('radio', { name: 'Descuento sobre una tarifa base' }));
    // Only the contract's rates priced alike can be its base.
    fireEvent.click(screen.getByRole('combobox', { name: 'Tarifa base' }));
    expect(screen.queryByRole('option', { name: 'Por persona' })).toBeNull();
    fireEvent.click(await screen.findByRole('option', { name: 'Temporada alta' }));
    type(screen.getByRole('textbox', { name: /Valor del descuento/ }), '150');
    next();
    expect(
      await screen.findByText('Indique un porcentaje válido (por ejemplo 20 o -12,5)'),
    ).toBeInTheDocument();
    type(screen.getByRole('textbox', { name: /Valor del descuento/ }), '12,5');
    expect(screen.getByTestId('rate-derived-sells')).toHaveTextContent(
      'Vende lo mismo que su tarifa base: Doble estándar, Suite junior · Alojamiento y desayuno, Media pensión',
    );
    next();
    const summary = await screen.findByTestId('rate-summary');
    expect(summary).toHaveTextContent('12,5 % menos que «Temporada alta»');
    expect(summary).toHaveTextContent('Doble estándar, Suite junior');
    expect(screen.queryByTestId('rate-summary-prices')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar tarifa' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const body = calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      kind: 'offer',
      roomTypes: [7, 8],
      boards: ['BB', 'HB'],
      period: { start: `${year}_07_01`, end: `${year}_07_31` },
      derived: { baseRate: 30, kind: 'percent', value: '12.5' },
    });
    expect(body.basePrices).toBeUndefined();
  });

  it("shows the server's refusal of a price on its own field", async () => {
    const { calls } = fakeRatesApi([contract()]);
    const inner = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
      if (init.method === 'POST' && input.endsWith('/4/rates/')) {
        return new Response(JSON.stringify({ 'basePrices.1.price.amounts.0': ['Importe rechazado'] }), {
          status: 400,
          headers: { 'content-type': 'application/json' },
        });
      }
      return inner(input, init);
    });
    await show();
    await firstStep('Tarifa', 'Por habitación');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Suite junior' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Solo alojamiento' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Media pensión' }));
    type(price('Precio por noche', 'Suite junior', 'Solo alojamiento'), '70');
    type(price('Precio por noche', 'Suite junior', 'Media pensión'), '90');
    next();
    await screen.findByTestId('rate-step-2');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar tarifa' }));
    // Back on Formulario 2, the message under the second price sent (Suite junior, half board).
    await screen.findByTestId('rate-step-1');
    expect(await screen.findByTestId('wizard-error')).toHaveTextContent('Revise los campos marcados.');
    const field = price('Precio por noche', 'Suite junior', 'Media pensión');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(price('Precio por noche', 'Suite junior', 'Solo alojamiento')).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(
      screen.getByText('Importe rechazado', { selector: '.mantine-InputWrapper-error' }),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('says when the hotel has no room types yet and links to the room types step', async () => {
    fakeRatesApi([contract()], {}, []);
    await show();
    await firstStep('Tarifa', 'Por habitación');
    const hint = await screen.findByTestId('rate-no-room-types');
    expect(hint).toHaveTextContent('Este hotel todavía no tiene tipos de habitación.');
    expect(within(hint).getByRole('link', { name: 'Ir a habitaciones' })).toHaveAttribute('href', '/rooms');
    next();
    expect(await within(hint).findByText('Elija al menos un tipo de habitación')).toBeInTheDocument();
    expect(screen.getByTestId('rate-step-1')).toBeInTheDocument();
  });
});
