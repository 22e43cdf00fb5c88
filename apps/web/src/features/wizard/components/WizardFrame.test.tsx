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

  describe('a returned contract (issue 16)', () => {
    const returned = [
      { step: 'photos', reason: 'Faltan fotos de las habitaciones.' },
      { step: 'rooms', reason: 'La ocupación de la doble no es correcta.' },
    ];

    it('marks the returned steps in the stepper, with the state in their accessible name', () => {
      renderWithProviders(
        <WizardFrame step="basic" hotelName="Hotel Miramar" snapshot={newHotel} returned={returned}>
          <p>contenido</p>
        </WizardFrame>,
      );
      expect(stepButton(/^Fotos \(Devuelto, completado\)$/)).toHaveTextContent('↩ Devuelto');
      expect(stepButton(/^6 Habitaciones \(Devuelto\)$/)).toBeInTheDocument();
      expect(stepButton(/^2 Ubicación$/)).not.toHaveTextContent('Devuelto');
      // The reasons show on their own pages, not on this one.
      expect(screen.queryByTestId('returned-alert')).toBeNull();
    });

    it("shows staff's reason at the top of the returned step's page", () => {
      renderWithProviders(
        <WizardFrame step="photos" hotelName="Hotel Miramar" snapshot={newHotel} returned={returned}>
          <p>contenido</p>
        </WizardFrame>,
      );
      const alerts = screen.getAllByTestId('returned-alert');
      expect(alerts).toHaveLength(1);
      expect(alerts[0]).toHaveTextContent('Devuelto: Faltan fotos de las habitaciones.');
      // Above the step's own content.
      expect(alerts[0]?.compareDocumentPosition(screen.getByText('contenido'))).toBe(
        Node.DOCUMENT_POSITION_FOLLOWING,
      );
    });

    it("shows the Rooms reason on a room's page too", () => {
      renderWithProviders(
        <WizardFrame step="room" hotelName="Hotel Miramar" snapshot={newHotel} returned={returned}>
          <p>contenido</p>
        </WizardFrame>,
      );
      expect(screen.getByTestId('returned-alert')).toHaveTextContent(
        'Devuelto: La ocupación de la doble no es correcta.',
      );
    });
  });
});
