import type { HotelSummary, PendingHotelResult } from '@hotel/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../../lib/session-keys.ts';
import { type ApiCall, fakeApi, renderWithProviders } from '../../../test/render.tsx';
import { HotelTable } from './HotelTable.tsx';
import { PendingHotelsOffer } from './PendingHotelsOffer.tsx';

function summary(id: number, name: string, overrides: Partial<HotelSummary> = {}): HotelSummary {
  return {
    id,
    name,
    code: `H${id}`,
    city: null,
    contract_status: 'none',
    rooms_locked: false,
    verified: true,
    progress: { completed: [], percent: 0 },
    resume: { step: 'basic', path: '/basic' },
    missing: [],
    ...overrides,
  } as HotelSummary;
}

const ALL_DONE = {
  completed: [
    'basic',
    'ubication',
    'accesibility',
    'services',
    'activities',
    'rooms',
    'room',
    'photos',
    'videos',
    'opinions',
  ],
  percent: 100,
};

describe('the dashboard home list (issue 19): every hotel with its next action', () => {
  beforeEach(() => localStorage.setItem(TOKEN_KEY, 'token-of-the-owner'));
  afterEach(() => localStorage.clear());

  it('lists created and pending hotels; each next action opens where it is done', async () => {
    const onOpen = vi.fn();
    await renderWithProviders(
      <HotelTable
        nextActions
        onOpen={onOpen}
        pending={[{ name: 'Hotel Pendiente', raw_code: '9', code: 'H9' }]}
        hotels={[
          summary(1, 'Hotel Nuevo'),
          summary(2, 'Hotel Sin Fotos', {
            resume: null,
            progress: { completed: ALL_DONE.completed.filter((key) => key !== 'photos'), percent: 80 },
          }),
          summary(3, 'Hotel Listo', { resume: null, progress: ALL_DONE }),
          summary(4, 'Hotel Enviado', { resume: null, progress: ALL_DONE, contract_status: 'sent' }),
          summary(5, 'Hotel Aprobado', { resume: null, progress: ALL_DONE, contract_status: 'approved' }),
          summary(6, 'Hotel Sin Verificar', { resume: null, progress: ALL_DONE, verified: false }),
        ]}
      />,
    );
    const table = screen.getByTestId('hotel-table');
    expect(within(table).getByText('Siguiente paso')).toBeInTheDocument();
    // By text, not by accessible name: role queries over a whole table are slow in jsdom.
    const row = (name: string) => {
      const found = within(table)
        .getAllByRole('row')
        .find((candidate) => candidate.textContent?.startsWith(name));
      if (!found) throw new Error(`no row of ${name}`);
      return found;
    };
    expect(row('Hotel Nuevo')).toHaveTextContent('Completar datos básicos');
    expect(row('Hotel Sin Fotos')).toHaveTextContent('Subir fotos');
    expect(row('Hotel Listo')).toHaveTextContent('Enviar contrato');
    expect(row('Hotel Enviado')).toHaveTextContent('En revisión');
    expect(row('Hotel Aprobado')).toHaveTextContent('Aprobado');
    expect(row('Hotel Sin Verificar')).toHaveTextContent('Pendiente de verificación');
    expect(row('Hotel Sin Verificar').querySelector('button')).toBeNull();
    expect(within(table).getByTestId('pending-row')).toHaveTextContent('Hotel PendientePor dar de alta');

    fireEvent.click(screen.getByLabelText('Siguiente paso de Hotel Nuevo: Completar datos básicos'));
    expect(onOpen).toHaveBeenLastCalledWith(1, '/basic');
    fireEvent.click(screen.getByLabelText('Siguiente paso de Hotel Sin Fotos: Subir fotos'));
    expect(onOpen).toHaveBeenLastCalledWith(2, '/photos');
    fireEvent.click(screen.getByLabelText('Siguiente paso de Hotel Listo: Enviar contrato'));
    expect(onOpen).toHaveBeenLastCalledWith(3, '/dash/contract');
  });

  it('offers the pending hotels for creation in one step and says why one was not created', async () => {
    const results: PendingHotelResult[] = [
      { code: 'H1', name: 'Hotel Uno', outcome: 'created', hotel: 11, message: null },
      {
        code: 'H2',
        name: 'Hotel Dos',
        outcome: 'claim_recorded',
        hotel: null,
        message: 'Hemos registrado su solicitud para gestionar este hotel.',
      },
    ];
    const calls = fakeApi((call: ApiCall) =>
      call.path === '/api/hotel/pending/' && call.method === 'POST'
        ? { status: 200, body: results }
        : undefined,
    );
    await renderWithProviders(
      <PendingHotelsOffer
        pending={[
          { name: 'Hotel Uno', raw_code: '1', code: 'H1' },
          { name: 'Hotel Dos', raw_code: '2', code: 'H2' },
        ]}
      />,
    );
    const offer = screen.getByRole('region', { name: 'Sus hoteles por dar de alta' });
    expect(offer).toHaveTextContent('Hotel Uno');
    expect(offer).toHaveTextContent('Hotel Dos');
    fireEvent.click(within(offer).getByRole('button', { name: 'Dar de alta los 2 hoteles' }));
    const refused = await screen.findByTestId('pending-refused');
    expect(refused).toHaveTextContent('No se ha dado de alta Hotel Dos');
    expect(refused).toHaveTextContent('Hemos registrado su solicitud para gestionar este hotel.');
    await waitFor(() => expect(screen.getByText('1 hotel dado de alta')).toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/hotel/pending/', body: undefined },
    ]);
  });

  it('shows nothing when no hotel is pending', async () => {
    await renderWithProviders(<PendingHotelsOffer pending={[]} />);
    expect(screen.queryByTestId('pending-offer')).toBeNull();
  });
});
