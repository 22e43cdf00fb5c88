import type { Contract } from '@hotel/domain';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, renderWithProviders } from '../../../test/render.tsx';
import { RoomsChangeNotice, roomsChangeState } from './RoomsChangeNotice.tsx';

const contract = (status: Contract['status'], actions: Contract['events'][number]['action'][]): Contract => ({
  hotel: 7,
  status,
  rooms_locked: false,
  verified: true,
  returned_steps: [],
  events: actions.map((action) => ({ action, at: '2030-01-01T00:00:00.000Z', user: null, reasons: null })),
});

describe('RoomsChangeNotice (issue 34 item 14, decision 062)', () => {
  afterEach(cleanup);

  it('tells an approved hotel it can change its rooms, and a change under review apart', () => {
    expect(roomsChangeState(contract('approved', ['approved', 'sent']))).toBe('approved');
    expect(roomsChangeState(contract('sent', ['sent', 'approved', 'sent']))).toBe('pending');
    // A first send is not a change of an approved version; a return shows its own reason.
    expect(roomsChangeState(contract('sent', ['sent']))).toBeNull();
    expect(roomsChangeState(contract('returned', ['returned', 'sent', 'approved', 'sent']))).toBeNull();
  });

  it('says "Cambios pendientes de revisión del grupo" while the group reviews the change', async () => {
    fakeApi(({ path }) =>
      path === '/api/hotel/7/contract/'
        ? { status: 200, body: contract('sent', ['sent', 'approved', 'sent']) }
        : undefined,
    );
    await renderWithProviders(<RoomsChangeNotice hotelId={7} />);
    const notice = await screen.findByTestId('rooms-change-pending');
    expect(notice).toHaveTextContent('Cambios pendientes de revisión del grupo');
    expect(notice).toHaveTextContent('los canales siguen recibiendo las habitaciones aprobadas');
  });
});
