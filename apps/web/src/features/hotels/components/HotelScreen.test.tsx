import type { HotelSummary, OwnClaim } from '@hotel/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../../lib/session-keys.ts';
import { type ApiCall, fakeApi, renderWithProviders } from '../../../test/render.tsx';
import { HotelScreen } from './HotelScreen.tsx';

const PENDING = [{ name: 'Hotel Miramar', raw_code: '77', code: 'H77' }];
const ASK_FOR_LINK =
  'Este hotel ya está dado de alta y verificado. Pida al grupo un enlace de acceso para gestionarlo.';
const RECORDED =
  'Hemos registrado su solicitud para gestionar este hotel. El grupo la revisará y le avisaremos por email.';

function claim(overrides: Partial<OwnClaim>): OwnClaim {
  return {
    id: 1,
    status: 'pending',
    reason: null,
    created_at: '2026-11-20T10:00:00.000Z',
    decided_at: null,
    hotel: { name: 'Hotel Miramar', code: 'H77' },
    ...overrides,
  };
}

const NoPicker = () => null;

/** The server: the hotel list, the caller's claims (`claimsAfter` once the create was tried), the create's answer. */
function serve(create: { status: number; body?: unknown }, claims: OwnClaim[] = [], claimsAfter = claims) {
  let tried = false;
  return fakeApi((call: ApiCall) => {
    if (call.path === '/api/hotel/' && call.method === 'POST') {
      tried = true;
      return create;
    }
    if (call.path === '/api/hotel/') return { status: 200, body: [] satisfies HotelSummary[] };
    if (call.path === '/api/user/claims/') return { status: 200, body: tried ? claimsAfter : claims };
    return undefined;
  });
}

async function createPending(onOpen = vi.fn()) {
  await renderWithProviders(<HotelScreen pending={PENDING} HotelPicker={NoPicker} onOpen={onOpen} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Dar de alta' }));
  return onOpen;
}

describe('HotelScreen: creating a hotel (issue 16 claims)', () => {
  beforeEach(() => localStorage.setItem(TOKEN_KEY, 'token-of-the-owner'));
  afterEach(() => localStorage.clear());

  it('tells the user to ask the group for a link when the hotel is verified for someone else (409)', async () => {
    const calls = serve({ status: 409, body: { detail: ASK_FOR_LINK } });
    const onOpen = await createPending();
    const alert = await screen.findByTestId('hotel-error');
    expect(alert).toHaveTextContent('Este hotel ya tiene quien lo gestione');
    expect(alert).toHaveTextContent(ASK_FOR_LINK);
    expect(onOpen).not.toHaveBeenCalled();
    // The page stays usable: the pending hotel can be tried again.
    expect(screen.getByRole('button', { name: 'Dar de alta' })).toBeEnabled();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/hotel/', body: { name: 'Hotel Miramar', raw_code: '77', code: 'H77' } },
    ]);
  });

  it('says the request is recorded (409 on a claimed hotel) and lists it with the pending claims', async () => {
    serve({ status: 409, body: { detail: RECORDED } }, [], [claim({})]);
    await createPending();
    const alert = await screen.findByTestId('hotel-error');
    await waitFor(() => expect(alert).toHaveTextContent('Solicitud registrada'));
    expect(alert).toHaveTextContent(RECORDED);
    const claims = await screen.findByRole('region', { name: 'Mis solicitudes' });
    expect(within(claims).getByTestId('own-claim')).toHaveTextContent('Hotel Miramar');
    expect(within(claims).getByTestId('own-claim')).toHaveTextContent('Pendiente de verificación');
  });

  it("shows the server's message for a code that is not in the catalogue (400 on code)", async () => {
    serve({
      status: 400,
      body: { code: ['Este hotel no está en nuestro catálogo. Elíjalo de la lista de sugerencias.'] },
    });
    await createPending();
    const alert = await screen.findByTestId('hotel-error');
    expect(alert).toHaveTextContent(
      'Este hotel no está en nuestro catálogo. Elíjalo de la lista de sugerencias.',
    );
    expect(alert).not.toHaveTextContent('Este hotel ya ha sido registrado por otro usuario.');
  });

  it('lists the pending and rejected claims, a rejection with its reason, and not the verified ones', async () => {
    serve({ status: 201 }, [
      claim({ id: 1 }),
      claim({
        id: 2,
        status: 'rejected',
        reason: 'El email no corresponde al hotel.',
        decided_at: '2026-11-21T10:00:00.000Z',
        hotel: { name: 'Hotel Sol', code: 'H88' },
      }),
      claim({ id: 3, status: 'verified', hotel: { name: 'Hotel Luna', code: 'H99' } }),
    ]);
    await renderWithProviders(<HotelScreen pending={[]} HotelPicker={NoPicker} onOpen={vi.fn()} />);
    const claims = await screen.findByRole('region', { name: 'Mis solicitudes' });
    const rows = within(claims).getAllByTestId('own-claim');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('Hotel Sol');
    expect(rows[1]).toHaveTextContent('Rechazada');
    expect(rows[1]).toHaveTextContent('Motivo: El email no corresponde al hotel.');
    expect(claims).not.toHaveTextContent('Hotel Luna');
  });

  it('marks an unverified hotel and a returned contract in the table', async () => {
    const summary: HotelSummary = {
      id: 1,
      name: 'Hotel Miramar',
      code: 'H77',
      city: 'Sevilla',
      contract_status: 'returned',
      rooms_locked: false,
      verified: false,
      progress: { completed: [], percent: 100 },
      resume: null,
      missing: [],
    };
    fakeApi((call: ApiCall) => {
      if (call.path === '/api/hotel/') return { status: 200, body: [summary] };
      if (call.path === '/api/user/claims/') return { status: 200, body: [] };
      return undefined;
    });
    await renderWithProviders(<HotelScreen pending={[]} HotelPicker={NoPicker} onOpen={vi.fn()} />);
    const table = await screen.findByTestId('hotel-table');
    expect(table).toHaveTextContent('Devuelto');
    expect(within(table).getByTestId('hotel-unverified')).toHaveTextContent('Pendiente de verificación');
  });
});
