import type { HotelSummary, User } from '@hotel/domain';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Link, Outlet, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUserKeys } from '../api/current-user.ts';
import { hotelKeys } from '../api/hotels.ts';
import { useWizard, WizardProvider } from '../features/wizard/hooks/wizard-context.tsx';
import { makeUser } from '../test/api-payloads.ts';
import { type ApiCall, fakeApi, renderWithProviders } from '../test/render.tsx';
import { ResumeOnLoad } from './ResumeOnLoad.tsx';

const TOKEN = 'token-of-the-test';

function summary(id: number, resume: HotelSummary['resume']): HotelSummary {
  return {
    id,
    name: `Hotel ${id}`,
    code: `H${id}`,
    city: null,
    contract_status: 'none',
    rooms_locked: false,
    verified: true,
    progress: { completed: [], percent: resume ? 20 : 100 },
    resume,
    missing: resume ? [resume] : [],
  };
}

/** Hotel 1 complete, hotel 2 stopped at accessibility, hotel 3 at basic. */
const HOTELS = [
  summary(1, null),
  summary(2, { step: 'accesibility', path: '/accesibility' }),
  summary(3, { step: 'basic', path: '/basic' }),
];
const PENDING = [{ name: 'Hotel pendiente', raw_code: '77', code: 'P77' }];

function serve(hotels: HotelSummary[] | 'error', pending: User['hotels'] = []) {
  return fakeApi((call: ApiCall) => {
    if (call.path === '/api/hotel/')
      return hotels === 'error' ? { status: 500, body: { detail: 'Error' } } : { status: 200, body: hotels };
    if (call.path === '/api/auth/user/data/') return { status: 200, body: [makeUser({ hotels: pending })] };
    return undefined;
  });
}

let hotelScreenRenders = 0;

/** Each screen says where it is, with the query, and whether the wizard is active. */
function Screen({ name }: { name: string }) {
  const location = useLocation();
  const wizard = useWizard();
  if (name === 'hotel') hotelScreenRenders += 1;
  return (
    <div>
      <p data-testid="screen">{name}</p>
      <p data-testid="search">{location.search}</p>
      <p data-testid="wizard">{wizard.active ? 'wizard on' : 'wizard off'}</p>
      <Link to="/dash/hotel">hotel screen</Link>
    </div>
  );
}

async function renderAt(path: string, queryClient?: QueryClient) {
  await renderWithProviders(
    <Routes>
      <Route
        element={
          <WizardProvider>
            <ResumeOnLoad>
              <Outlet />
            </ResumeOnLoad>
          </WizardProvider>
        }
      >
        <Route path="/dash/hotel" element={<Screen name="hotel" />} />
        <Route path="/contacts" element={<Screen name="contacts" />} />
        <Route path="/basic" element={<Screen name="basic" />} />
        <Route path="/accesibility" element={<Screen name="accesibility" />} />
        <Route path="/services" element={<Screen name="services" />} />
        <Route path="/staff/claims" element={<Screen name="staff claims" />} />
      </Route>
    </Routes>,
    { path, queryClient },
  );
}

/** A client that already holds the hotel list and the user, as after a first load. */
function loadedClient() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(hotelKeys.list(TOKEN), HOTELS);
  queryClient.setQueryData(currentUserKeys.user(TOKEN), makeUser());
  return queryClient;
}

const selected = () => localStorage.getItem('selected_hotel');

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('auth_id', TOKEN);
  hotelScreenRenders = 0;
});

describe('ResumeOnLoad: landing on the hotel screen', () => {
  it('with nothing selected, selects the first incomplete hotel and opens its first invalid step', async () => {
    serve(HOTELS);
    await renderAt('/dash/hotel');
    expect(await screen.findByTestId('screen')).toHaveTextContent('accesibility');
    expect(screen.getByTestId('wizard')).toHaveTextContent('wizard on');
    expect(selected()).toBe('2');
    // A loader stood in for the hotel screen while the lists came: it never flashed.
    expect(hotelScreenRenders).toBe(0);
  });

  it('resumes the selected hotel rather than the first incomplete one', async () => {
    localStorage.setItem('selected_hotel', '3');
    serve(HOTELS);
    await renderAt('/dash/hotel');
    expect(await screen.findByTestId('screen')).toHaveTextContent('basic');
    expect(screen.getByTestId('wizard')).toHaveTextContent('wizard on');
    expect(selected()).toBe('3');
  });

  it('keeps the language of the address', async () => {
    serve(HOTELS);
    await renderAt('/dash/hotel?lang=en');
    expect(await screen.findByTestId('screen')).toHaveTextContent('accesibility');
    expect(screen.getByTestId('search')).toHaveTextContent('?lang=en');
  });

  it('stays while hotels wait to be created', async () => {
    localStorage.setItem('selected_hotel', '2');
    serve(HOTELS, PENDING);
    await renderAt('/dash/hotel');
    expect(await screen.findByTestId('screen')).toHaveTextContent('hotel');
    expect(screen.getByTestId('wizard')).toHaveTextContent('wizard off');
    expect(selected()).toBe('2');
  });

  it('stays when the selected hotel is complete', async () => {
    localStorage.setItem('selected_hotel', '1');
    serve(HOTELS);
    await renderAt('/dash/hotel');
    expect(await screen.findByTestId('screen')).toHaveTextContent('hotel');
    expect(selected()).toBe('1');
  });

  it('stays when the hotel list fails (the screen shows its own error)', async () => {
    serve('error');
    await renderAt('/dash/hotel');
    expect(await screen.findByTestId('screen')).toHaveTextContent('hotel');
    expect(selected()).toBeNull();
  });

  it('with the lists already loaded, resumes with the wizard active', async () => {
    const calls = serve(HOTELS);
    await renderAt('/dash/hotel', loadedClient());
    expect(await screen.findByTestId('screen')).toHaveTextContent('accesibility');
    expect(screen.getByTestId('wizard')).toHaveTextContent('wizard on');
    expect(calls).toEqual([]);
  });
});

describe('ResumeOnLoad: landing elsewhere', () => {
  it('stays on a screen outside the wizard, and a later visit to the hotel screen shows it', async () => {
    serve(HOTELS);
    // The lists are there from the start, so the decision is made before the click below.
    await renderAt('/contacts', loadedClient());
    expect(await screen.findByTestId('screen')).toHaveTextContent('contacts');
    expect(screen.getByTestId('wizard')).toHaveTextContent('wizard off');
    fireEvent.click(screen.getByText('hotel screen'));
    expect(await screen.findByTestId('screen')).toHaveTextContent('hotel');
    expect(selected()).toBeNull();
  });

  it('stays on a back-office screen (staff landing on /staff/…), whatever their incomplete hotels', async () => {
    localStorage.setItem('selected_hotel', '3');
    const calls = serve(HOTELS);
    await renderAt('/staff/claims');
    expect(await screen.findByTestId('screen')).toHaveTextContent('staff claims');
    // Both lists answered and the decision was made: still there, the wizard not started.
    await waitFor(() => expect(calls.length).toBe(2));
    expect(screen.getByTestId('screen')).toHaveTextContent('staff claims');
    expect(screen.getByTestId('wizard')).toHaveTextContent('wizard off');
    expect(selected()).toBe('3');
  });

  it('stays on a wizard page, with the wizard active for the selected incomplete hotel', async () => {
    localStorage.setItem('selected_hotel', '3');
    serve(HOTELS);
    await renderAt('/services');
    expect(await screen.findByTestId('screen')).toHaveTextContent('services');
    expect(await screen.findByText('wizard on')).toBeInTheDocument();
  });
});
