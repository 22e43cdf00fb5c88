import type { ContractQueue, Photo, StaffReview } from '@hotel/domain';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';

/** A request the fake server saw: the path, its query string apart, and the JSON body. */
export interface SeenCall {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

type Answer = { status: number; body?: unknown } | undefined;

/** Replaces fetch; `handler` answers each call (404 when it answers nothing); answers the calls made. */
export function serve(handler: (call: SeenCall) => Answer) {
  const calls: SeenCall[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const call: SeenCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      search: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const answer = handler(call) ?? reference(call) ?? { status: 404, body: { detail: 'No encontrado' } };
    return new Response(answer.status === 204 ? null : JSON.stringify(answer.body ?? {}), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

/** The reference lists the review names ids with (a few entries each). */
function reference(call: SeenCall): Answer {
  if (call.method !== 'GET') return undefined;
  const lists: Record<string, unknown> = {
    '/api/facturation/countries': [
      { code: 'ES', name: 'España' },
      { code: 'PT', name: 'Portugal' },
    ],
    '/api/hotel/type': [
      {
        id: 3,
        name: 'Hotel',
        ota_code: 20,
        ratings: [{ id: 31, name: '4 estrellas' }],
        styles: [{ id: 41, name: 'Urbano' }],
      },
      { id: 4, name: 'Apartamentos', ota_code: 3, ratings: [], styles: [] },
    ],
    '/api/hotel/language': [{ id: 1, code: 'es', name: 'Español' }],
    '/api/hotel/oberture': [{ id: 1, name: 'Todo el año' }],
    '/api/hotel/smoke': [{ id: 1, name: 'Prohibido fumar' }],
    '/api/hotel/accessibility': [{ id: 7, label: 'Rampa de acceso', photo: 'ramp', incompatibles: [] }],
    '/api/hotel/service': [
      { id: 1, name: 'General', services: [{ id: 10, name: 'Recepción 24 horas', of_payment: false }] },
    ],
    '/api/hotel/activity/info': {
      activities: [{ id: 5, name: 'Senderismo', ota_code: 1 }],
      zones: [{ id: 2, name: 'Alrededores' }],
    },
    '/api/hotel/beddings': [
      { id: 13, name: 'Cama doble', ota_code: 1, capacity: 2, rooms: true, lounges: false },
    ],
    '/api/hotel/room/attributes': {
      types: [{ id: 1, name: 'Doble', ota_code: 1 }],
      structure: [{ id: 1, name: 'Estándar' }],
      occupancies: [],
      view_type: [],
      views: [],
      bath: [{ id: 1, name: 'Baño completo' }],
    },
    '/api/hotel/apartment/attributes': {
      types: [],
      view_type: [],
      views: [],
      kitchens: [],
      bath_services: [],
    },
  };
  return call.path in lists ? { status: 200, body: lists[call.path] } : undefined;
}

export function renderInRouter(ui: ReactNode) {
  return renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>);
}

export function queueAnswer(overrides: Partial<ContractQueue> = {}): ContractQueue {
  return {
    count: 1,
    counts: { sent: 3, returned: 1 },
    items: [
      {
        hotel: {
          id: 7,
          name: 'Hotel Miramar',
          code: 'H7',
          city: 'Sevilla',
          country: 'ES',
          htype: 3,
          verified: true,
          contract_status: 'sent',
        },
        sent_at: '2026-11-20T09:30:00.000Z',
        returned_at: null,
        approved_before: true,
      },
    ],
    ...overrides,
  };
}

export function photo(id: number, overrides: Partial<Photo> = {}): Photo {
  return {
    id,
    order: id,
    category: 'exterior',
    quality_rate: 3,
    suggested_quality_rate: 4,
    low_quality: false,
    url: `/media/${id}.webp`,
    thumbnail_url: `/media/${id}-thumb.webp`,
    public_url: `/media/${id}-big.webp`,
    width: 1024,
    height: 768,
    ...overrides,
  };
}

/** A sent contract of hotel 7, approved once before, its photos and basic data changed since. */
export function reviewAnswer(overrides: Partial<StaffReview> = {}): StaffReview {
  return {
    hotel: {
      id: 7,
      name: 'Hotel Miramar',
      raw_code: '77',
      code: 'H7',
      htype: 3,
      rating: 31,
      style: 41,
      check_in_start: '14:00',
      check_out_start: '12:00',
      languages: [1],
      content_language: 1,
      oberture: 1,
      smoke: 1,
      address: 'Calle Mayor 1',
      city: 'Sevilla',
      country: 'ES',
      postal_code: '41001',
      longitude: -5.99,
      latitude: 37.38,
      is_apartment: false,
      rooms_locked: false,
      accessibility: [7],
      services: [{ service: 10, schedule: { type: 'BETWEEN_TWO_HOURS', from: '08:00', to: '22:00' } }],
      contract_status: 'sent',
      activity_data: [{ id: 1, activity: 5, zone: 2, hotel: 7 }],
      contacts: [],
    },
    verified: true,
    contract: {
      hotel: 7,
      status: 'sent',
      rooms_locked: false,
      verified: true,
      returned_steps: [],
      events: [],
    },
    rooms: [
      {
        id: 21,
        hotel: 7,
        is_apartment: false,
        name: 'Doble superior',
        names: {},
        type: 1,
        structure: 1,
        hotelroom_rooms: [
          { order: 1, hoteltypebeds: [{ rbed: 13, quantity: 1 }], hotelroomdist_lounges: [] },
        ],
        lounges: [],
        beds: 1,
        default_adults: 2,
        total_occupancy: 2,
        bath: 1,
        view_type: null,
        views: [],
        view_names: {},
        baths: [],
        kitchen: null,
        rooms: [],
        roomNumber: 1,
        bathNumber: 1,
      },
    ],
    photos: [photo(1), photo(2, { quality_rate: 5 })],
    videos: [],
    opinions: [{ id: 1, hotel: 7, area: 'hotel', text: 'Con encanto.' }],
    rates: [],
    users: [
      {
        id: 3,
        email: 'lucia@example.com',
        name: 'Lucía',
        phone: '+34 600123456',
        language: 'es',
        approbe_contract_perm: false,
        totp_enabled: false,
        registered_at: '2026-10-01T10:00:00.000Z',
      },
    ],
    changed_steps: ['basic', 'photos'],
    last_approval: { at: '2026-09-01T10:00:00.000Z', by: 'Marta' },
    ...overrides,
  };
}
