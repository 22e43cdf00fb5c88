import type { HotelSnapshot } from '@hotel/domain';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initSpanish, renderWithProviders } from '../../../test/render.tsx';
import { WizardFrame } from './WizardFrame.tsx';

/** A new hotel: basic data and location missing; the steps spec §5 holds always valid are complete. */
const newHotel: HotelSnapshot = { hotel: {}, rooms: [], rooms_locked: false };

function stepButton(name: RegExp) {
  return screen.getByRole('button', { name });
}

describe('WizardFrame', () => {
  beforeAll(initSpanish);
  afterEach(cleanup);

  it('ticks a complete step after the active one, as its accessible name says', () => {
    renderWithProviders(
      <WizardFrame step="basic" hotelName="Hotel Miramar" snapshot={newHotel}>
        <p>contenido</p>
      </WizardFrame>,
    );
    const photos = stepButton(/^Fotos \(completado\)$/);
    expect(photos.querySelector('svg')).not.toBeNull();
    expect(photos).not.toHaveTextContent('8');
  });

  it('keeps the number of an incomplete step after the active one, and names the step with it', () => {
    renderWithProviders(
      <WizardFrame step="basic" hotelName="Hotel Miramar" snapshot={newHotel}>
        <p>contenido</p>
      </WizardFrame>,
    );
    const location = stepButton(/^2 Ubicación$/);
    expect(location.querySelector('svg')).toBeNull();
    expect(location).toHaveTextContent('2');
    // The active step shows its number too; its name contains what is seen (label in name).
    expect(stepButton(/^1 Datos básicos$/)).toHaveTextContent('1');
  });
});
