import type { Hotel } from '@hotel/domain';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import i18next from 'i18next';
import type { ComponentType, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, vi } from 'vitest';
import { useHotel } from '../api/hotels.ts';

/** Test helpers for the wizard step forms: providers, the Spanish catalogue and a fake API. */

// Vitest runs without globals here, so Testing Library cannot unmount by itself.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const files = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../../../../../packages/i18n/locales/es/*.json',
  { eager: true },
);
const catalogue = Object.fromEntries(
  Object.entries(files).map(([path, file]) => [path.slice(path.lastIndexOf('/') + 1, -5), file.default]),
);

/** The app's i18next instance in Spanish (shared helpers such as translateMessage consult it). */
export async function testI18n() {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: 'es',
      resources: { es: { translation: catalogue } },
      interpolation: { escapeValue: false },
    });
  }
  await i18next.changeLanguage('es');
  return i18next;
}

export function makeHotel(overrides: Partial<Hotel> = {}): Hotel {
  return {
    id: 1,
    name: 'Hotel Prueba',
    raw_code: '1',
    code: 'ES-TST-1',
    htype: 1,
    rating: null,
    style: null,
    check_in_start: '14:00',
    check_out_start: '12:00',
    languages: [1],
    content_language: 1,
    oberture: null,
    smoke: null,
    address: null,
    city: null,
    country: null,
    postal_code: null,
    longitude: null,
    latitude: null,
    is_apartment: false,
    rooms_locked: false,
    accessibility: [],
    services: [],
    contract_status: 'none',
    activity_data: [],
    contacts: [],
    ...overrides,
  };
}

export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
}
type Handler = (request: FakeRequest) => { status: number; body?: unknown } | undefined;

/** Replaces fetch: each request goes to `handler`; answers 404 when it returns nothing. Records the calls. */
export function fakeApi(handler: Handler) {
  const calls: FakeRequest[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const request: FakeRequest = {
      method: init.method ?? 'GET',
      path: new URL(input, 'http://localhost').pathname,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(request);
    const answer = handler(request) ?? { status: 404, body: { detail: 'not found' } };
    return new Response(answer.status === 204 ? null : JSON.stringify(answer.body ?? {}), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

type StepForm = ComponentType<{ hotel: Hotel; onSaved(): void }>;

/** Reads the hotel through the API, as the wizard's step page does, and renders the form with it. */
function HotelHost({ Form, onSaved }: { Form: StepForm; onSaved(): void }) {
  const hotel = useHotel(1);
  return hotel.data ? <Form hotel={hotel.data} onSaved={onSaved} /> : null;
}

export async function renderStep(Form: StepForm, onSaved: () => void = () => {}) {
  const i18n = await testI18n();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrap = (children: ReactNode) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider>
          <ModalsProvider>{children}</ModalsProvider>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
  return { ...render(wrap(<HotelHost Form={Form} onSaved={onSaved} />)), i18n, queryClient };
}
