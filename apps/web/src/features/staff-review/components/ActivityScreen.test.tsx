import type { ActivityList } from '@hotel/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { type SeenCall, serve } from '../test/review-test-utils.tsx';
import { ActivityScreen } from './ActivityScreen.tsx';

const LOG: ActivityList = {
  count: 3,
  items: [
    {
      id: 3,
      hotel: { id: 7, name: 'Hotel Sol' },
      subject: null,
      user: { id: 2, name: 'Marta Staff' },
      kind: 'contract',
      action: 'contract.returned',
      detail: { steps: [{ step: 'photos', reason: 'Más fotos del spa.' }] },
      at: '2026-11-22T10:00:00.000Z',
    },
    {
      id: 2,
      hotel: { id: 7, name: 'Hotel Sol' },
      subject: null,
      user: { id: 1, name: 'Ana García' },
      kind: 'contract',
      action: 'contract.sent',
      detail: null,
      at: '2026-11-21T10:00:00.000Z',
    },
    {
      id: 1,
      hotel: { id: 7, name: 'Hotel Sol' },
      subject: null,
      user: { id: 1, name: 'Ana García' },
      kind: 'rates',
      action: 'ari.written',
      detail: { name: 'Temporada alta', from: '2027_06_01', to: '2027_06_30', amounts: ['74,95'] },
      at: '2026-11-20T10:00:00.000Z',
    },
  ],
  reads: [
    {
      user: { id: 2, name: 'Marta Staff' },
      hotel: { id: 7, name: 'Hotel Sol' },
      day: '2026-11-22',
      count: 14,
    },
  ],
  people: [
    { id: 1, name: 'Ana García' },
    { id: 2, name: 'Marta Staff' },
  ],
  hotels: [{ id: 7, name: 'Hotel Sol' }],
};

const logCalls = (calls: SeenCall[]) => calls.filter((call) => call.path === '/api/staff/activity');

describe('ActivityScreen', () => {
  it('shows each event in words with its reasons and days, and the reads counted per day', async () => {
    const calls = serve((call) =>
      call.path === '/api/staff/activity' ? { status: 200, body: LOG } : undefined,
    );
    await renderWithProviders(<ActivityScreen />);
    const events = await screen.findAllByTestId('activity-event');
    expect(events.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Marta Staff devolvió el contrato de Hotel Sol'),
      expect.stringContaining('Ana García envió el contrato de Hotel Sol'),
      expect.stringContaining('Ana García cambió precios y disponibilidad de «Temporada alta» en Hotel Sol'),
    ]);
    expect(events[0]).toHaveTextContent('Fotos: Más fotos del spa.');
    expect(events[2]).toHaveTextContent('Del 2027-06-01 al 2027-06-30');
    // No raw routes, no one line per read.
    expect(screen.queryByText(/GET \/api/)).toBeNull();
    const reads = screen.getByTestId('activity-reads');
    expect(within(reads).getAllByRole('row')[1]).toHaveTextContent(/Marta Staff.*Hotel Sol.*14/);
    expect(Object.fromEntries(logCalls(calls)[0]?.search ?? [])).toEqual({ page: '1', page_size: '20' });
  });

  it('names the reference ids a basic-data save changed (property type, languages), as the review does', async () => {
    const saved: ActivityList = {
      ...LOG,
      count: 1,
      items: [
        {
          id: 9,
          hotel: { id: 7, name: 'Hotel Sol' },
          subject: null,
          user: { id: 1, name: 'Ana García' },
          kind: 'content',
          action: 'hotel.step_saved',
          detail: {
            before: { htype: null, content_language: null, languages: [], rating: null },
            after: { htype: 3, content_language: 1, languages: [1], rating: 31 },
          },
          at: '2026-11-23T10:00:00.000Z',
        },
      ],
      reads: [],
    };
    serve((call) => (call.path === '/api/staff/activity' ? { status: 200, body: saved } : undefined));
    await renderWithProviders(<ActivityScreen />);
    const [event] = await screen.findAllByTestId('activity-event');
    await waitFor(() => expect(event).toHaveTextContent('Tipo de establecimiento: (vacío) → Hotel'));
    expect(event).toHaveTextContent('Idioma del contenido: (vacío) → Español');
    expect(event).toHaveTextContent('Idiomas: (vacío) → Español');
    expect(event).toHaveTextContent('Categoría: (vacío) → 4 estrellas');
    expect(event).not.toHaveTextContent('→ 3');
  });

  it('filters by kind and person, from the first page', async () => {
    const calls = serve((call) =>
      call.path === '/api/staff/activity' ? { status: 200, body: LOG } : undefined,
    );
    await renderWithProviders(<ActivityScreen />, { path: '/staff/activity?page=2' });
    await screen.findAllByTestId('activity-event');
    fireEvent.change(screen.getByLabelText('Tipo'), { target: { value: 'contract' } });
    await waitFor(() =>
      expect(Object.fromEntries(logCalls(calls).at(-1)?.search ?? [])).toEqual({
        page: '1',
        page_size: '20',
        kind: 'contract',
      }),
    );
    await screen.findByRole('option', { name: 'Ana García' });
    fireEvent.change(screen.getByLabelText('Persona'), { target: { value: '1' } });
    await waitFor(() =>
      expect(Object.fromEntries(logCalls(calls).at(-1)?.search ?? [])).toEqual({
        page: '1',
        page_size: '20',
        user: '1',
        kind: 'contract',
      }),
    );
  });
});
