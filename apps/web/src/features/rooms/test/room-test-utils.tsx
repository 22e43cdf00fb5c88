import type {
  ReferenceApartmentAttributes,
  ReferenceBedType,
  ReferenceRoomAttributes,
  Room,
} from '@hotel/domain';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, vi } from 'vitest';

/** Test helpers of the rooms feature: providers, the Spanish catalogue, reference lists and a fake API. */

// Vitest runs without globals here, so Testing Library cannot unmount by itself.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const files = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../../../../../packages/i18n/locales/es/*.json',
  {
    eager: true,
  },
);
const catalogue = Object.fromEntries(
  Object.entries(files).map(([path, file]) => [path.slice(path.lastIndexOf('/') + 1, -5), file.default]),
);

/** The global i18next in Spanish: form-errors' translateMessage asks it whether a key exists, as the app does. */
export async function testI18n() {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: 'es',
      resources: { es: { translation: catalogue } },
      interpolation: { escapeValue: false },
    });
  }
  return i18next;
}

export const BED_TYPES: ReferenceBedType[] = [
  { id: 14, name: 'Cama individual', ota_code: '9', capacity: 1, room_allowed: true, lounge_allowed: false },
  { id: 13, name: 'Cama doble', ota_code: '1', capacity: 2, room_allowed: true, lounge_allowed: false },
  { id: 16, name: 'Litera', ota_code: null, capacity: 2, room_allowed: true, lounge_allowed: false },
  { id: 15, name: 'Sofá cama', ota_code: '6', capacity: 1, room_allowed: true, lounge_allowed: true },
  { id: 20, name: 'Sofá cama doble', ota_code: '6', capacity: 2, room_allowed: true, lounge_allowed: true },
  { id: 21, name: 'Sofá', ota_code: null, capacity: 1, room_allowed: false, lounge_allowed: true },
];

export const ROOM_ATTRIBUTES: ReferenceRoomAttributes = {
  types: [
    { id: 2, name: 'Habitación doble', ota_code: '10' },
    { id: 8, name: 'Junior suite', ota_code: '60' },
  ],
  structure: [{ id: 2, name: 'Habitación con salón' }],
  occupancies: [],
  view_type: [{ id: 1, name: 'Exterior' }],
  views: [{ id: 1, name: 'Vistas al mar' }],
  bath: [{ id: 1, name: 'Baño privado con ducha' }],
};

export const APARTMENT_ATTRIBUTES: ReferenceApartmentAttributes = {
  types: [{ id: 5, name: 'Ático' }],
  view_type: [{ id: 1, name: 'Exterior' }],
  views: [{ id: 1, name: 'Vistas al mar' }],
  kitchens: [{ id: 1, name: 'Cocina completa' }],
  bath_services: [{ id: 1, name: 'Ducha' }],
};

export function makeRoom(overrides: Partial<Room> = {}): Room {
  return {
    id: 7,
    hotel: 1,
    is_apartment: false,
    name: 'Doble estándar',
    names: {},
    type: null,
    structure: null,
    hotelroom_rooms: [
      {
        order: 0,
        hoteltypebeds: [
          { rbed: 14, quantity: 0 },
          { rbed: 13, quantity: 0 },
          { rbed: 15, quantity: 0 },
        ],
        hotelroomdist_lounges: [],
      },
    ],
    lounges: [],
    beds: 0,
    default_adults: null,
    total_occupancy: null,
    bath: null,
    view_type: null,
    views: [],
    view_names: {},
    baths: [],
    kitchen: null,
    rooms: [],
    roomNumber: 1,
    bathNumber: 0,
    ...overrides,
  };
}

export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
}
type Answer = { status: number; body?: unknown };
type Handler = (request: FakeRequest) => Answer | undefined;

/** Replaces fetch: the reference lists answer by themselves; the rest goes to `handler` (404 when it answers nothing). */
export function fakeApi(handler: Handler) {
  const calls: FakeRequest[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const request: FakeRequest = {
      method: init.method ?? 'GET',
      path: new URL(input, 'http://localhost').pathname,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(request);
    const reference: Record<string, unknown> = {
      '/api/hotel/beddings': BED_TYPES,
      '/api/hotel/room/attributes': ROOM_ATTRIBUTES,
      '/api/hotel/apartment/attributes': APARTMENT_ATTRIBUTES,
    };
    const answer: Answer =
      request.method === 'GET' && request.path in reference
        ? { status: 200, body: reference[request.path] }
        : (handler(request) ?? { status: 404, body: { detail: 'No encontrado' } });
    return new Response(answer.status === 204 ? null : JSON.stringify(answer.body ?? {}), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

/**
 * Where the router is: rendered so a test can read where a navigation led. The key is 'default'
 * until the first navigation, so a test can tell "navigated to the same address" from "stayed".
 */
function Location() {
  const location = useLocation();
  return (
    <output data-testid="location" data-key={location.key}>
      {location.pathname}
    </output>
  );
}

export async function renderWithProviders(ui: ReactNode, path = '/rooms') {
  const i18n = await testI18n();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider>
          <ModalsProvider>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path="*" element={ui} />
              </Routes>
              <Location />
            </MemoryRouter>
          </ModalsProvider>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, i18n, queryClient };
}
