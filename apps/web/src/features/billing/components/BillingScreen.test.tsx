import type { BillingConfiguration, BillingDataResponse, BillingPaymentMethod } from '@hotel/domain';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySaved } from '../../../components/ui/notify.ts';
import { BillingScreen } from './BillingScreen.tsx';

vi.mock('../../../components/ui/notify.ts', () => ({ notifySaved: vi.fn(), notifyError: vi.fn() }));

const files = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../../../../../packages/i18n/locales/es/*.json',
  { eager: true },
);
const catalogue = Object.fromEntries(
  Object.entries(files).map(([path, file]) => [path.slice(path.lastIndexOf('/') + 1, -5), file.default]),
);

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

interface Call {
  method: string;
  path: string;
  body: unknown;
}

function fakeServer(options: {
  data?: BillingDataResponse;
  methods?: BillingPaymentMethod[];
  configurations?: BillingConfiguration[];
  hotels?: { id: number; name: string }[];
}) {
  const calls: Call[] = [];
  const json = (status: number, body?: unknown) =>
    new Response(JSON.stringify(body ?? {}), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = new URL(input, 'http://localhost').pathname;
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
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
    if (path === '/api/hotel/') return json(200, options.hotels ?? []);
    return json(404, { detail: 'No encontrado' });
  });
  return calls;
}

// The global instance, as in the app: form messages are looked up in it (translateMessage).
const i18n = i18next;
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'es',
    resources: { es: { translation: catalogue } },
    interpolation: { escapeValue: false },
  });
});
beforeEach(() => {
  localStorage.setItem('auth_id', 'token');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(notifySaved).mockClear();
  localStorage.clear();
});

function renderScreen(onSaved = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <ModalsProvider>
          <QueryClientProvider client={client}>
            <MemoryRouter>
              <BillingScreen userId={USER_ID} onSaved={onSaved} />
            </MemoryRouter>
          </QueryClientProvider>
        </ModalsProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
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
    const onSaved = renderScreen();
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
    const onSaved = renderScreen();
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
    renderScreen();
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
    renderScreen();
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
    renderScreen();
    const add = await screen.findByRole('button', { name: 'Añadir configuración' });
    expect(add).toBeEnabled();
    fireEvent.click(add);
    expect(await screen.findByRole('heading', { name: 'Nueva configuración' })).toBeVisible();
  });
});
