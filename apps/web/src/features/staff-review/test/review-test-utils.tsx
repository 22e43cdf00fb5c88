import { type ApiAnswer, type ApiCall, fakeApi } from '../../../test/render.tsx';

/** A request the fake server saw, its query string apart. */
export interface SeenCall extends ApiCall {
  search: URLSearchParams;
}

type Answer = ApiAnswer | undefined;

/** The toolkit's fake API with the review's reference lists; `handler` sees each call's query string. */
export function serve(handler: (call: SeenCall) => Answer) {
  const calls: SeenCall[] = [];
  fakeApi(
    (call, url) => {
      const seen = { ...call, search: url.searchParams };
      calls.push(seen);
      return handler(seen);
    },
    { fallback: reference },
  );
  return calls;
}

/** The reference lists the review names ids with (a few entries each). */
function reference(call: ApiCall): Answer {
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
        ota_code: '20',
        ratings: [{ id: 31, name: '4 estrellas' }],
        styles: [{ id: 41, name: 'Urbano' }],
      },
      { id: 4, name: 'Apartamentos', ota_code: '3', ratings: [], styles: [] },
    ],
    '/api/hotel/language': [{ id: 1, code: 'es', name: 'Español' }],
    '/api/hotel/oberture': [{ id: 1, name: 'Todo el año' }],
    '/api/hotel/smoke': [{ id: 1, name: 'Prohibido fumar' }],
    '/api/hotel/accessibility': [{ id: 7, label: 'Rampa de acceso', photo: 'ramp', incompatibles: [] }],
    '/api/hotel/service': [
      {
        id: 1,
        name: 'General',
        services: [{ id: 10, name: 'Recepción 24 horas', of_payment: false, ota_code: null }],
      },
    ],
    '/api/hotel/activity/info': {
      activities: [{ id: 5, name: 'Senderismo', ota_code: '1' }],
      zones: [{ id: 2, name: 'Alrededores' }],
    },
    '/api/hotel/beddings': [
      { id: 13, name: 'Cama doble', ota_code: '1', capacity: 2, room_allowed: true, lounge_allowed: false },
    ],
    '/api/hotel/room/attributes': {
      types: [{ id: 1, name: 'Doble', ota_code: '1' }],
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
