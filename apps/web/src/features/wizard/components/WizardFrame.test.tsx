import { type HotelSnapshot, type PhotoTally, progressView } from '@hotel/domain';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { WizardFrame } from './WizardFrame.tsx';

/** A new hotel: basic data and location missing; nothing reviewed, no photos. */
const newHotel: HotelSnapshot = { hotel: {}, rooms: [], rooms_locked: false };

/** The progress the hotel list answers for the new hotel (the frame computes none of its own). */
const progressOf = (reviewed: string[] = [], photos: PhotoTally = { total: 0, belowGood: 0 }) =>
  progressView({ snapshot: newHotel, reviewed, photos });

function stepButton(name: RegExp) {
  return screen.getByRole('button', { name });
}

describe('WizardFrame', () => {
  afterEach(cleanup);

  // The one-line stepper shows from md (992 px) up; jsdom's matchMedia matches nothing otherwise.
  const wide = () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...original(query), matches: query.includes('min-width') });
    return () => {
      window.matchMedia = original;
    };
  };

  it('gives a brand-new hotel no ticks: the always-valid steps show "sin revisar" (issue 19)', async () => {
    const restore = wide();
    await renderWithProviders(
      <WizardFrame step="basic" hotelName="Hotel Miramar" snapshot={newHotel} progress={progressOf()}>
        <p>contenido</p>
      </WizardFrame>,
    );
    restore();
    const photos = stepButton(/^Fotos \(sin revisar\)$/);
    expect(photos).toHaveTextContent('○');
    expect(stepButton(/^Servicios \(sin revisar\)$/)).toHaveTextContent('○');
    expect(screen.getByTestId('wizard-percent')).toHaveTextContent('0%');
  });

  it('tells an invalid step from one not yet reviewed; the active step shows its state too', async () => {
    const restore = wide();
    await renderWithProviders(
      <WizardFrame step="basic" hotelName="Hotel Miramar" snapshot={newHotel} progress={progressOf()}>
        <p>contenido</p>
      </WizardFrame>,
    );
    restore();
    const location = stepButton(/^Ubicación \(faltan datos\)$/);
    expect(location).toHaveTextContent('!');
    expect(
      location.closest('[data-state]')?.getAttribute('data-state') ?? location.getAttribute('data-state'),
    ).toBe('invalid');
    // The active step shows its state's sign, and its name (with its number) contains what is
    // seen (label in name: a number beside the label would be seen as "1Datos").
    expect(stepButton(/^1 Datos básicos \(faltan datos\)$/)).toHaveTextContent('!');
    expect(screen.getByTestId('wizard-legend')).toHaveTextContent('sin revisar');
  });

  it('ticks a reviewed valid step, and counts it by its weight', async () => {
    const restore = wide();
    await renderWithProviders(
      <WizardFrame
        step="services"
        hotelName="Hotel Miramar"
        snapshot={newHotel}
        progress={progressOf(['accesibility'])}
      >
        <p>contenido</p>
      </WizardFrame>,
    );
    restore();
    expect(stepButton(/^Accesibilidad \(completado\)$/)).toHaveTextContent('✓');
    expect(screen.getByTestId('wizard-percent')).toHaveTextContent('5%');
  });

  it('shows photos below the guidance as partial once the step was saved', async () => {
    const restore = wide();
    await renderWithProviders(
      <WizardFrame
        step="basic"
        hotelName="Hotel Miramar"
        snapshot={newHotel}
        progress={progressOf(['photos'], { total: 10, belowGood: 0 })}
      >
        <p>contenido</p>
      </WizardFrame>,
    );
    restore();
    expect(stepButton(/^Fotos \(por debajo de la guía de fotos\)$/)).toHaveTextContent('◐');
    expect(screen.getByTestId('wizard-percent')).toHaveTextContent('10%');
  });

  describe('a returned contract (issue 16)', () => {
    const returned = [
      { step: 'photos', reason: 'Faltan fotos de las habitaciones.' },
      { step: 'rooms', reason: 'La ocupación de la doble no es correcta.' },
    ];

    it('marks the returned steps in the stepper, with the state in their accessible name', async () => {
      const restore = wide();
      await renderWithProviders(
        <WizardFrame
          step="basic"
          hotelName="Hotel Miramar"
          snapshot={newHotel}
          progress={progressOf()}
          returned={returned}
        >
          <p>contenido</p>
        </WizardFrame>,
      );
      restore();
      expect(stepButton(/^Fotos \(devuelto\)$/)).toHaveTextContent('↩FotosDevuelto');
      expect(stepButton(/^Habitaciones \(devuelto\)$/)).toBeInTheDocument();
      expect(screen.getAllByTestId('returned-marker')).toHaveLength(2);
      expect(stepButton(/^Ubicación \(faltan datos\)$/)).not.toHaveTextContent('Devuelto');
      // The reasons show on their own pages, not on this one.
      expect(screen.queryByTestId('returned-alert')).toBeNull();
    });

    it("shows staff's reason at the top of the returned step's page", async () => {
      await renderWithProviders(
        <WizardFrame
          step="photos"
          hotelName="Hotel Miramar"
          snapshot={newHotel}
          progress={progressOf()}
          returned={returned}
        >
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

    it("shows the Rooms reason on a room's page too", async () => {
      await renderWithProviders(
        <WizardFrame
          step="room"
          hotelName="Hotel Miramar"
          snapshot={newHotel}
          progress={progressOf()}
          returned={returned}
        >
          <p>contenido</p>
        </WizardFrame>,
      );
      expect(screen.getByTestId('returned-alert')).toHaveTextContent(
        'Devuelto: La ocupación de la doble no es correcta.',
      );
    });
  });
});
