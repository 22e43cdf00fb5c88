import type { BillingConfiguration, BillingDataResponse, BillingPaymentMethod } from '@hotel/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySaved } from '../../../components/ui/notify.ts';
import { makeHotelSummary } from '../../../test/api-payloads.ts';
import { fakeApi, renderWithProviders } from '../../../test/render.tsx';
import { BillingScreen } from './BillingScreen.tsx';

vi.mock('../../../components/ui/notify.ts', () => import('../../../test/notify-mock.ts'));

const USER_ID = 7;
const EMPTY: BillingDataResponse = {
  id: USER_ID,
  legal_name: null,
  tax_id: null,
  address: null,
  postal_code: null,
  city: null,
  country: 'ES',
  email: null,
  phone: null,
  iban: null,
  bic: null,
  has_facturation_data: false,
};
const METHOD: BillingPaymentMethod = {
  id: 3,
  kind: 'transfer',
  label: 'Cuenta principal',
  holder: 'Miramar S.L.',
  iban: 'ES9121000418450200051332',
  bic: 'CAIXESBBXXX',
};

function fakeServer(options: {
  data?: BillingDataResponse;
  methods?: BillingPaymentMethod[];
  configurations?: BillingConfiguration[];
  hotels?: { id: number; name: string }[];
}) {
  const json = (status: number, body?: unknown) => ({ status, body });
  return fakeApi(({ method, path, body }) => {
    if (path === `/api/facturation/data/${USER_ID}/`) {
      return method === 'PUT'
        ? json(200, { ...(body as object), id: USER_ID, has_facturation_data: true })
        : json(200, options.data ?? EMPTY);
    }
    if (path === '/api/facturation/countries')
      return json(200, [
        { code: 'DE', name: 'Alemania' },
        { code: 'ES', name: 'España' },
      ]);
    if (path === '/api/facturation/payment-method/') return json(200, options.methods ?? []);
    if (path === '/api/facturation/configuration/') return json(200, options.configurations ?? []);
    if (path === '/api/hotel/')
      return json(
        200,
        (options.hotels ?? []).map((hotel) => makeHotelSummary(hotel)),
      );
    return json(404, { detail: 'No encontrado' });
  });
}

beforeEach(() => {
  localStorage.setItem('auth_id', 'token');
});
afterEach(() => {
  vi.mocked(notifySaved).mockClear();
  localStorage.clear();
});

async function renderScreen(onSaved = vi.fn()) {
  await renderWithProviders(<BillingScreen userId={USER_ID} onSaved={onSaved} />);
  return onSaved;
}

// Queries by label: by role is too slow on a form this size in jsdom.
const field = (label: RegExp) => screen.getByLabelText(label);

function fill(label: RegExp, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

function fillValidData(iban: string) {
  fill(/Razón social/, 'Hoteles Miramar S.L.');
  fill(/NIF/, 'B12345674');
  fill(/Dirección/, 'Calle Mayor 1');
  fill(/Código postal/, '28013');
  fill(/Ciudad/, 'Madrid');
  fill(/Email de facturación/, 'facturas@miramar.example');
  fill(/Teléfono de facturación/, '+34 910000001');
  fill(/IBAN/, iban);
  fill(/BIC/, 'caixesbbxxx');
}

describe('BillingScreen', { timeout: 20_000 }, () => {
  it('groups the IBAN by four as it is typed and refuses a wrong checksum, keeping what was typed', async () => {
    const calls = fakeServer({});
    const onSaved = await renderScreen();
    await screen.findByLabelText(/Razón social/);
    fillValidData('es9121000418450200051333');
    expect(field(/IBAN/)).toHaveValue('ES91 2100 0418 4502 0005 1333');
    fireEvent.submit(screen.getByTestId('billing-data-form'));
    expect(await screen.findByText('Los dígitos de control del IBAN no son correctos.')).toBeVisible();
    expect(field(/Razón social/)).toHaveValue('Hoteles Miramar S.L.');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('saves valid data normalised, says so and moves on', async () => {
    const calls = fakeServer({});
    const onSaved = await renderScreen();
    await screen.findByLabelText(/Razón social/);
    expect(screen.getByRole('link', { name: 'Más tarde' })).toHaveAttribute('href', '/dash/hotel');
    fillValidData('ES91 2100 0418 4502 0005 1332');
    fireEvent.submit(screen.getByTestId('billing-data-form'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      legal_name: 'Hoteles Miramar S.L.',
      tax_id: 'B12345674',
      address: 'Calle Mayor 1',
      postal_code: '28013',
      city: 'Madrid',
      country: 'ES',
      email: 'facturas@miramar.example',
      phone: '+34 910000001',
      iban: 'ES9121000418450200051332',
      bic: 'CAIXESBBXXX',
    });
    expect(notifySaved).toHaveBeenCalledWith('Datos guardados correctamente');
  });

  it('shows saved data with the IBAN grouped and a way back once complete', async () => {
    fakeServer({
      data: { ...EMPTY, legal_name: 'Miramar', iban: 'ES9121000418450200051332', has_facturation_data: true },
      methods: [METHOD],
    });
    await renderScreen();
    expect(await screen.findByLabelText(/IBAN/)).toHaveValue('ES91 2100 0418 4502 0005 1332');
    expect(screen.getByRole('link', { name: 'Volver a mis hoteles' })).toBeVisible();
    const method = await screen.findByTestId('payment-method');
    expect(within(method).getByText('Cuenta principal')).toBeVisible();
    expect(within(method).getByText('ES91 2100 0418 4502 0005 1332')).toBeVisible();
  });

  it('disables adding a configuration when there are as many as hotels, and says why', async () => {
    fakeServer({
      methods: [METHOD],
      hotels: [{ id: 1, name: 'Hotel Sol' }],
      configurations: [{ id: 9, hotels: [1], method_to_hotel: 3, method_to_logi: 3 }],
    });
    await renderScreen();
    const add = await screen.findByRole('button', { name: 'Añadir configuración' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(
      'Ya tiene una configuración por cada hotel: no puede añadir más.',
    );
  });

  it('allows adding a configuration while there are fewer than hotels', async () => {
    fakeServer({
      methods: [METHOD],
      hotels: [
        { id: 1, name: 'Hotel Sol' },
        { id: 2, name: 'Hotel Mar' },
      ],
      configurations: [{ id: 9, hotels: [1], method_to_hotel: 3, method_to_logi: 3 }],
    });
    await renderScreen();
    const add = await screen.findByRole('button', { name: 'Añadir configuración' });
    expect(add).toBeEnabled();
    fireEvent.click(add);
    expect(await screen.findByRole('heading', { name: 'Nueva configuración' })).toBeVisible();
  });
});
