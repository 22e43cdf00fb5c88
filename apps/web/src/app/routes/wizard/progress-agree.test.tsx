import type { Contract, Hotel, HotelSummary } from '@hotel/domain';
import { cleanup, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WizardProvider } from '../../../features/wizard/hooks/wizard-context.tsx';
import { HOTEL_KEY, TOKEN_KEY } from '../../../lib/session-keys.ts';
import { makeUser } from '../../../test/api-payloads.ts';
import { fakeApi, renderWithProviders } from '../../../test/render.tsx';
import { SidebarHotels } from '../../layouts/SidebarHotels.tsx';
import ServicesRoute from './services.tsx';

/**
 * Issue 34 item 12: the sidebar showed 70 % while the step showed 75 % (the step computed its own
 * figure from the photo list it had just refreshed). Both now show the hotel list's one figure,
 * whatever the other lists hold, and the step says why it is not 100 %.
 */
const HOTEL = {
  id: 1,
  name: 'Hotel Miramar',
  raw_code: '1',
  code: 'H1',
  htype: 3,
  rating: null,
  style: null,
  check_in_start: '14:00',
  check_out_start: '12:00',
  languages: [1],
  content_language: 1,
  oberture: null,
  smoke: null,
  address: 'Calle Mayor 1',
  city: 'Sevilla',
  country: 'España',
  postal_code: '41001',
  longitude: null,
  latitude: null,
  is_apartment: false,
  rooms_locked: false,
  accessibility: [],
  services: [],
  contract_status: 'approved',
  activity_data: [],
  contacts: [],
} as Hotel;

const ALL_DONE = [
  'basic',
  'ubication',
  'accesibility',
  'services',
  'activities',
  'rooms',
  'room',
  'videos',
  'opinions',
];
const SUMMARY: HotelSummary = {
  id: 1,
  name: 'Hotel Miramar',
  code: 'H1',
  city: 'Sevilla',
  contract_status: 'approved',
  rooms_locked: false,
  verified: true,
  progress: {
    completed: ALL_DONE,
    percent: 84,
    steps: [
      ...ALL_DONE.map((key) => ({ key, state: 'complete' as const })),
      { key: 'photos', state: 'partial' },
    ],
    photos: { counted: 4, needed: 20 },
  },
  resume: null,
  missing: [],
};

const CONTRACT: Contract = {
  hotel: 1,
  status: 'approved',
  rooms_locked: false,
  verified: true,
  returned_steps: [],
  events: [],
};

function serve() {
  fakeApi(({ path }) => {
    if (path === '/api/hotel/') return { status: 200, body: [SUMMARY] };
    if (path === '/api/hotel/1') return { status: 200, body: HOTEL };
    if (path === '/api/hotel/1/rooms-locked') return { status: 200, body: { rooms_locked: false } };
    if (path === '/api/hotel/1/room/') return { status: 200, body: [] };
    if (path === '/api/hotel/1/contract/') return { status: 200, body: CONTRACT };
    // What a figure of the step's own read: every step but Photos reviewed, and no photo list (80 %).
    if (path === '/api/hotel/1/steps') return { status: 200, body: { reviewed: ALL_DONE } };
    if (path === '/api/auth/user/data/') return { status: 200, body: [makeUser()] };
    return undefined;
  });
}

describe('progress: the sidebar and the step show one figure (issue 34 item 12)', () => {
  beforeEach(() => {
    localStorage.setItem(TOKEN_KEY, 'token-of-the-owner');
    localStorage.setItem(HOTEL_KEY, '1');
  });
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it("shows the hotel list's figure in both places, and says why it is below 100 %", async () => {
    serve();
    await renderWithProviders(
      <WizardProvider>
        <SidebarHotels onPicked={() => undefined} />
        <Routes>
          <Route path="/services" element={<ServicesRoute />} />
        </Routes>
      </WizardProvider>,
      { path: '/services' },
    );
    const step = await screen.findByTestId('wizard-percent');
    const sidebar = await screen.findByTestId('sidebar-hotel-1');
    expect(step).toHaveTextContent('84%');
    expect(sidebar).toHaveTextContent('84%');
    const why = screen.getByTestId('progress-why');
    expect(within(why).getByText('Por qué el progreso es del 84 %')).toBeInTheDocument();
    expect(why).toHaveTextContent('Fotos: cuentan 4 de las 20 fotos de la guía');
  });
});
