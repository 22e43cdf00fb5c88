import type { Contract, Hotel, HotelSummary } from '@hotel/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WizardProvider } from '../../../features/wizard/hooks/wizard-context.tsx';
import { HOTEL_KEY, TOKEN_KEY } from '../../../lib/session-keys.ts';
import { makeUser } from '../../../test/api-payloads.ts';
import { type ApiCall, fakeApi, renderWithProviders } from '../../../test/render.tsx';
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
  progress: { completed: [], percent: 100, steps: [] },
  resume: null,
  missing: [],
};

function serve(
  contract: Partial<Contract>,
  user: { approbe_contract_perm: boolean } = { approbe_contract_perm: false },
  hotels: HotelSummary[] = [SUMMARY],
) {
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
    if (call.path === '/api/hotel/1/director-opinion/' && call.method === 'GET')
      return { status: 200, body: [] };
    if (call.path === '/api/hotel/1/director-opinion/' && call.method === 'POST')
      return { status: 201, body: { id: 5, hotel: 1, ...(call.body as object) } };
    if (call.path === '/api/hotel/1/contract/') return { status: 200, body: full };
    if (call.path === '/api/hotel/') return { status: 200, body: hotels };
    if (call.path === '/api/hotel/1/steps' && call.method === 'GET')
      return { status: 200, body: { reviewed: [] } };
    if (call.path === '/api/hotel/1/steps/opinions' && call.method === 'PUT')
      return { status: 200, body: { reviewed: ['opinions'] } };
    if (call.path === '/api/auth/user/data/') return { status: 200, body: [makeUser(user)] };
    return undefined;
  });
}

async function open() {
  await renderWithProviders(
    <WizardProvider>
      <Routes>
        <Route path="/opinions" element={<OpinionsRoute />} />
        <Route path="/dash/contract" element={<h1>contract step</h1>} />
        <Route path="/photos" element={<h1>photos step</h1>} />
      </Routes>
    </WizardProvider>,
    { path: '/opinions' },
  );
  await screen.findByRole('heading', { level: 1, name: 'Opiniones del director' });
}

describe('Opinions step (issue 19: it saves and moves on; the contract step sends)', () => {
  beforeEach(() => {
    localStorage.setItem(TOKEN_KEY, 'token-of-the-owner');
    localStorage.setItem(HOTEL_KEY, '1');
  });
  afterEach(() => localStorage.clear());

  it('saves the opinions and moves on to the contract step without sending anything', async () => {
    const calls = serve({});
    await open();
    expect(screen.queryByRole('button', { name: 'Guardar y finalizar' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'El hotel' }), {
      target: { value: 'Un palacio del siglo XVI.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    await screen.findByRole('heading', { level: 1, name: 'contract step' }, { timeout: 5000 });
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/hotel/1/director-opinion/',
    ]);
    expect(calls.some((call) => call.path.endsWith('/contract/send'))).toBe(false);
    // Saved once, so the step counts in the progress (decision 031).
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'PUT' && call.path === '/api/hotel/1/steps/opinions')).toBe(
        true,
      ),
    );
  }, 20_000);

  it('moves to the next pending hotel at its first incomplete step, not to the contract (spec §4, issue 34 item 13)', async () => {
    const second: HotelSummary = {
      ...SUMMARY,
      id: 2,
      name: 'Hotel Sol',
      code: 'H2',
      resume: { step: 'photos', path: '/photos' },
    };
    const calls = serve({}, undefined, [
      { ...SUMMARY, resume: { step: 'opinions', path: '/opinions' } },
      second,
    ]);
    await open();
    fireEvent.change(screen.getByRole('textbox', { name: 'El hotel' }), {
      target: { value: 'Un palacio del siglo XVI.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    await screen.findByRole('heading', { level: 1, name: 'photos step' }, { timeout: 5000 });
    expect(localStorage.getItem(HOTEL_KEY)).toBe('2');
    // The step saved is the first hotel's: the next hotel's steps are not marked reviewed.
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual([
        '/api/hotel/1/steps/opinions',
      ]),
    );
  }, 20_000);

  it('says before the contract step that the group must verify the hotel', async () => {
    serve({ verified: false });
    await open();
    expect(await screen.findByTestId('unverified-notice')).toHaveTextContent(
      'El grupo debe verificar que el hotel es suyo antes de enviar el contrato.',
    );
  });

  it("shows a returned step's reason, and no approval to a hotel user", async () => {
    serve({
      status: 'returned',
      returned_steps: [{ step: 'opinions', reason: 'Amplíe la opinión sobre el hotel.' }],
    });
    await open();
    expect(await screen.findByTestId('returned-alert')).toHaveTextContent(
      'Devuelto: Amplíe la opinión sobre el hotel.',
    );
    expect(screen.queryByTestId('unverified-notice')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Guardar y aprobar' })).toBeNull();
  });

  it("keeps staff's 'save and approve' on the last step (spec §6)", async () => {
    serve({ status: 'sent' }, { approbe_contract_perm: true });
    await open();
    expect(await screen.findByRole('button', { name: 'Guardar y aprobar' })).toBeInTheDocument();
  });
});
