import type {
  ReferenceApartmentAttributes,
  ReferenceBedType,
  ReferenceRoomAttributes,
  Room,
} from '@hotel/domain';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { type ApiAnswer, type ApiCall, fakeApi, renderWithProviders } from '../../../test/render.tsx';

/** Test helpers of the rooms feature: reference lists, a room, and the toolkit's API and render for its screens. */

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

/** The reference lists a rooms screen reads, answered by themselves. */
function reference(call: ApiCall): ApiAnswer | undefined {
  const lists: Record<string, unknown> = {
    '/api/hotel/beddings': BED_TYPES,
    '/api/hotel/room/attributes': ROOM_ATTRIBUTES,
    '/api/hotel/apartment/attributes': APARTMENT_ATTRIBUTES,
  };
  return call.method === 'GET' && call.path in lists ? { status: 200, body: lists[call.path] } : undefined;
}

/** The toolkit's fake API; the reference lists answer before `handler` is asked. */
export function fakeRoomsApi(handler: (call: ApiCall) => ApiAnswer | undefined) {
  return fakeApi((call) => reference(call) ?? handler(call));
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

/** Renders a rooms screen at `path`, with the router's location shown beside it. */
export function renderRoute(ui: ReactNode, path = '/rooms') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="*" element={ui} />
      </Routes>
      <Location />
    </>,
    { path },
  );
}
