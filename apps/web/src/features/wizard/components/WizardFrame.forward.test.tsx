import type { HotelSnapshot } from '@hotel/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { WizardFrame } from './WizardFrame.tsx';

/** A hotel whose second room type is incomplete. */
const snapshot: HotelSnapshot = {
  hotel: {},
  rooms: [
    {
      id: 3,
      name: 'Doble',
      type: 1,
      default_adults: 2,
      bath: 1,
      hotelroom_rooms: [{ hoteltypebeds: [{ rbed: 14, quantity: 1 }] }],
    },
    { id: 4, name: 'Suite' },
  ],
  rooms_locked: false,
} as HotelSnapshot;

const NO_PROGRESS = { completed: [], percent: 0, steps: [] };

/** The frame of `step` at `/`, with the places the forward link may lead to. */
function frame(step: 'services' | 'rooms' | 'opinions') {
  return renderWithProviders(
    <Routes>
      <Route
        path="/"
        element={
          <WizardFrame step={step} hotelName="Hotel Miramar" snapshot={snapshot} progress={NO_PROGRESS}>
            <input aria-label="campo" />
          </WizardFrame>
        }
      />
      <Route path="/activities" element={<h1>actividades</h1>} />
      <Route path="/room/4" element={<h1>suite</h1>} />
      <Route path="/dash/contract" element={<h1>contrato</h1>} />
    </Routes>,
  );
}

const forward = () => screen.getByRole('button', { name: 'Siguiente paso →' });

describe('WizardFrame: moving on without saving (issue 19)', () => {
  afterEach(cleanup);

  it('moves to the next step when nothing changed', async () => {
    await frame('services');
    fireEvent.click(forward());
    expect(await screen.findByRole('heading', { name: 'actividades' })).toBeInTheDocument();
  });

  it('leads from Rooms to the first incomplete room, and from Opinions to the contract step', async () => {
    await frame('rooms');
    fireEvent.click(forward());
    expect(await screen.findByRole('heading', { name: 'suite' })).toBeInTheDocument();
    cleanup();
    await frame('opinions');
    fireEvent.click(forward());
    expect(await screen.findByRole('heading', { name: 'contrato' })).toBeInTheDocument();
  });

  it('asks before leaving changes unsaved, and stays on "No"', async () => {
    await frame('services');
    fireEvent.input(screen.getByRole('textbox', { name: 'campo' }), { target: { value: 'x' } });
    fireEvent.click(forward());
    const dialog = await screen.findByRole('dialog', { name: 'Atención' });
    expect(dialog).toHaveTextContent('No ha guardado los cambios de este paso.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('heading', { name: 'actividades' })).toBeNull();
    fireEvent.click(forward());
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Atención' })).getByRole('button', { name: 'Sí' }),
    );
    expect(await screen.findByRole('heading', { name: 'actividades' })).toBeInTheDocument();
  });
});
