import type { Hotel } from '@hotel/domain';
import type { ComponentType } from 'react';
import { renderWithProviders } from '../../../test/render.tsx';
import { useHotel } from '../api/hotels.ts';

/** Test helpers for the wizard step forms: a hotel, and a form rendered as its step page does. */

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

type StepForm = ComponentType<{ hotel: Hotel; onSaved(): void }>;

/** Reads the hotel through the API, as the wizard's step page does, and renders the form with it. */
function HotelHost({ Form, onSaved }: { Form: StepForm; onSaved(): void }) {
  const hotel = useHotel(1);
  return hotel.data ? <Form hotel={hotel.data} onSaved={onSaved} /> : null;
}

/** Without notifications: the tests find the form's own alert by its role, which a notification has too. */
export function renderStep(Form: StepForm, onSaved: () => void = () => {}) {
  return renderWithProviders(<HotelHost Form={Form} onSaved={onSaved} />, { notifications: false });
}
