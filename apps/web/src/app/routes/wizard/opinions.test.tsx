import type { Contract, Hotel, HotelSummary } from '@hotel/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WizardProvider } from '../../../features/wizard/hooks/wizard-context.tsx';
import { HOTEL_KEY, TOKEN_KEY } from '../../../lib/session-keys.ts';
import { type ApiCall, fakeApi, renderWithProviders } from '../../../test/render-with-providers.tsx';
import OpinionsRoute from './opinions.tsx';

/** Hotel 1, complete, on its last step (Opinions). */
const HOTEL: Hotel = {
  id: 1,
  name: 'Hotel Miramar',
  raw_code: '1',
  code: 'H1',
  htype: 3,
  rating: 31,
  style: null,
  check_in_start: '14:00',
  check_out_start: '12:00',
  languages: [1],
  content_language: 1,
  oberture: 1,
  smoke: 1,
  address: 'Calle Mayor 1',
  city: 'Sevilla',
  country: 'España',
  postal_code: '41001',
  longitude: -5.99,
  latitude: 37.38,
  is_apartment: false,
  rooms_locked: false,
  accessibility: [],
  services: [],
  contract_status: 'none',
  activity_data: [],
  contacts: [],
};

const SUMMARY: HotelSummary = {
  id: 1,
  name: 'Hotel Miramar',
  code: 'H1',
  city: 'Sevilla',
  contract_status: 'none',
  rooms_locked: false,
  verified: false,
  progress: { completed: [], percent: 100 },
  resume: null,
};

function serve(contract: Partial<Contract>, send: { status: number; body?: unknown }) {
  const full: Contract = {
    hotel: 1,
    status: 'none',
    rooms_locked: false,
    verified: true,
    returned_steps: [],
    events: [],
    ...contract,
  };
  return fakeApi((call: ApiCall) => {
    if (call.path === '/api/hotel/1' && call.method === 'GET') return { status: 200, body: HOTEL };
    if (call.path === '/api/hotel/1/rooms-locked') return { status: 200, body: { rooms_locked: false } };
    if (call.path === '/api/hotel/1/room/') return { status: 200, body: [] };
    if (call.path === '/api/hotel/1/director-opinion/') return { status: 200, body: [] };
    if (call.path === '/api/hotel/1/contract/') return { status: 200, body: full };
    if (call.path === '/api/hotel/') return { status: 200, body: [SUMMARY] };
    if (call.path === '/api/hotel/1/contract/send') return send;
    if (call.path === '/api/auth/user/data/') return { status: 200, body: [] };
    return undefined;
  });
}

async function open() {
  await renderWithProviders(
    <MemoryRouter initialEntries={['/opinions']}>
      <WizardProvider>
        <OpinionsRoute />
      </WizardProvider>
    </MemoryRouter>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Opiniones del director' });
}

const NOT_VERIFIED =
  'El grupo todavía no ha verificado que usted gestiona este hotel. Podrá enviar el contrato cuando lo haga.';

describe('Opinions step: sending the contract (issue 16)', () => {
  beforeEach(() => {
    localStorage.setItem(TOKEN_KEY, 'token-of-the-owner');
    localStorage.setItem(HOTEL_KEY, '1');
  });
  afterEach(() => localStorage.clear());

  it('says before sending that the group must verify the hotel, and shows the 409 when it is tried', async () => {
    const calls = serve({ verified: false }, { status: 409, body: { detail: NOT_VERIFIED } });
    await open();
    expect(await screen.findByTestId('unverified-notice')).toHaveTextContent(
      'El grupo debe verificar que el hotel es suyo antes de enviar el contrato.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Guardar y finalizar' }));
    expect(await screen.findByTestId('contract-refused')).toHaveTextContent(NOT_VERIFIED);
    expect(calls.filter((call) => call.path === '/api/hotel/1/contract/send')).toHaveLength(1);
  });

  it('says nothing of verification for a verified hotel, and sends a returned contract again', async () => {
    const calls = serve(
      {
        status: 'returned',
        returned_steps: [{ step: 'opinions', reason: 'Amplíe la opinión sobre el hotel.' }],
      },
      {
        status: 200,
        body: {
          hotel: 1,
          status: 'sent',
          rooms_locked: false,
          verified: true,
          returned_steps: [],
          events: [],
        },
      },
    );
    await open();
    expect(await screen.findByTestId('returned-alert')).toHaveTextContent(
      'Devuelto: Amplíe la opinión sobre el hotel.',
    );
    expect(screen.queryByTestId('unverified-notice')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar y finalizar' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/hotel/1/contract/send')).toHaveLength(1),
    );
    await screen.findByText(/El contrato se ha enviado correctamente/);
  });
});
