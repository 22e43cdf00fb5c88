import { type HotelTax, type RateTerm, termDefaults } from '@hotel/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type ApiCall, fakeApi, renderWithProviders } from '../../../test/render.tsx';
import { HotelTaxesEditor } from './HotelTaxesEditor.tsx';
import { RateTermsEditor } from './RateTermsEditor.tsx';
import { makeRate, ROOM_TYPES } from './rates.test-utils.tsx';

vi.mock('../../../components/ui/notify.ts', () => import('../../../test/notify-mock.ts'));

const summer = makeRate({ id: 10, contract: 4, name: 'Verano', currency: 'EUR' });
const winter = makeRate({ id: 11, contract: 4, name: 'Invierno', currency: 'EUR' });
const termsPath = (rateId: number) => `/api/rates/contracts/1/1/4/rates/${rateId}/terms/`;
const earlyBooking: RateTerm = {
  ...termDefaults(),
  code: 'EB60',
  kind: 'early_booking',
  effect: 'discount',
  value: { percent: '10' },
  leadDays: { min: 60, max: null },
};

/** The terms routes holding `saved` for the summer rate; a PUT answers `put(call)` when given. */
function termsApi(saved: RateTerm[], put?: (call: ApiCall) => { status: number; body: unknown }) {
  return fakeApi((call) => {
    if (call.path === '/api/rates/contracts/room-types/1/1/') return { status: 200, body: ROOM_TYPES };
    const rate = /\/rates\/(\d+)\/terms\/$/.exec(call.path);
    if (!rate) return undefined;
    const rateId = Number(rate[1]);
    if (call.method === 'GET') return { status: 200, body: { rateId, terms: rateId === 10 ? saved : [] } };
    return put?.(call) ?? { status: 200, body: { rateId, ...(call.body as object) } };
  });
}

const renderTerms = () =>
  renderWithProviders(<RateTermsEditor userId={1} hotelId={1} rate={summer} rates={[summer, winter]} />, {
    notifications: false,
    // No transitions: the target rate's options are there as soon as its select opens.
    mantineEnv: 'test',
  });

describe('RateTermsEditor (issue 33)', { timeout: 30_000 }, () => {
  it('adds an early booking and sends it whole with its numbers read in Spanish', async () => {
    const calls = termsApi([]);
    await renderTerms();
    fireEvent.click(await screen.findByRole('button', { name: 'Añadir una condición' }));
    const term = screen.getByRole('group', { name: 'Condición 1: Reserva anticipada' });
    fireEvent.change(within(term).getByRole('textbox', { name: 'Código' }), { target: { value: 'eb60' } });
    fireEvent.change(within(term).getByRole('textbox', { name: 'Porcentaje (%)' }), {
      target: { value: '12,5' },
    });
    fireEvent.change(within(term).getByRole('textbox', { name: 'Días entre reserva y llegada: mínimo' }), {
      target: { value: '60' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar las condiciones' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe(termsPath(10));
    expect(put?.body).toEqual({
      terms: [
        { ...earlyBooking, value: { percent: '12.5' }, code: 'EB60', leadDays: { min: 60, max: null } },
      ],
    });
  });

  it("shows the server's message next to its field and keeps what was typed", async () => {
    termsApi([], () => ({
      status: 400,
      body: { 'terms.0.leadDays.min': ['Indica los días entre la reserva y la llegada'] },
    }));
    await renderTerms();
    fireEvent.click(await screen.findByRole('button', { name: 'Añadir una condición' }));
    const percent = screen.getByRole('textbox', { name: 'Porcentaje (%)' });
    fireEvent.change(percent, { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar las condiciones' }));
    const leadMin = screen.getByRole('textbox', { name: 'Días entre reserva y llegada: mínimo' });
    await waitFor(() =>
      expect(leadMin).toHaveAccessibleDescription('Indica los días entre la reserva y la llegada'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Revisa los campos marcados');
    expect(screen.getByRole('textbox', { name: 'Porcentaje (%)' })).toHaveValue('10');
  });

  it('names a whole-number field that holds something else and sends nothing', async () => {
    const calls = termsApi([earlyBooking]);
    await renderTerms();
    const nights = await screen.findByRole('textbox', { name: 'Noches de la estancia: mínimo' });
    fireEvent.change(nights, { target: { value: 'siete' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar las condiciones' }));
    expect(nights).toHaveAccessibleDescription('Escribe un número entero');
    expect(nights).toHaveValue('siete');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('removes a term and saves the empty list, which deletes the terms', async () => {
    const calls = termsApi([earlyBooking]);
    await renderTerms();
    fireEvent.click(await screen.findByRole('button', { name: 'Quitar la condición 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar las condiciones' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ terms: [] }));
  });

  it('copies the saved terms to another rate of the hotel after the confirmation', async () => {
    const calls = termsApi([earlyBooking]);
    await renderTerms();
    await screen.findByRole('group', { name: 'Condición 1: Reserva anticipada' });
    fireEvent.click(screen.getByRole('combobox', { name: 'Tarifa de destino' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Invierno' }));
    fireEvent.click(screen.getByRole('button', { name: 'Copiar las condiciones' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Las condiciones de «Invierno» se sustituirán por 1 condición de esta tarifa',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put).toEqual({ method: 'PUT', path: termsPath(11), body: { terms: [earlyBooking] } });
  });

  it('refuses to copy half-edited terms: the saved ones are what is copied', async () => {
    const calls = termsApi([earlyBooking]);
    await renderTerms();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Porcentaje (%)' }), {
      target: { value: '15' },
    });
    fireEvent.click(screen.getByRole('combobox', { name: 'Tarifa de destino' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Invierno' }));
    fireEvent.click(screen.getByRole('button', { name: 'Copiar las condiciones' }));
    expect(
      await screen.findByText('Guarda antes los cambios: se copian las condiciones guardadas'),
    ).toBeVisible();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});

describe('HotelTaxesEditor (issue 33)', { timeout: 30_000 }, () => {
  it('adds a city tax per guest from 16 a night, added and collected by the hotel, in English', async () => {
    const calls = fakeApi((call) => {
      if (call.path === '/api/rates/contracts/room-types/1/1/') return { status: 200, body: ROOM_TYPES };
      if (call.path !== '/api/rates/contracts/taxes/1/1/') return undefined;
      return call.method === 'GET'
        ? { status: 200, body: { hotelId: 1, taxes: [] } }
        : { status: 200, body: { hotelId: 1, ...(call.body as object) } };
    });
    await renderWithProviders(<HotelTaxesEditor userId={1} hotelId={1} rates={[summer]} />, {
      language: 'en',
      notifications: false,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a tax or fee' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'City tax' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Code' }), { target: { value: 'city' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount EUR' }), { target: { value: '2.50' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Ages of the guests: minimum' }), {
      target: { value: '16' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save the taxes' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const expected: HotelTax = {
      code: 'CITY',
      name: 'City tax',
      kind: 'tax',
      stay: { from: null, to: null },
      roomTypes: [],
      rateIds: [],
      ages: { min: 16, max: null },
      value: { amount: '2.50' },
      per: 'person',
      period: 'night',
      included: false,
      collectedBy: 'hotel',
      maxNights: null,
    };
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ taxes: [expected] });
  });
});
