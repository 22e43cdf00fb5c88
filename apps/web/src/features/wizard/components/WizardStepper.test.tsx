import { type HotelSnapshot, honestProgress } from '@hotel/domain';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { WizardStepper } from './WizardStepper.tsx';

const newHotel: HotelSnapshot = { hotel: {}, rooms: [], rooms_locked: false };
const progress = honestProgress({
  snapshot: newHotel,
  reviewed: ['accesibility'],
  photos: { total: 0, belowGood: 0 },
});

/** jsdom's matchMedia matches nothing: the narrow layout, the current step and a menu of the others. */
describe('WizardStepper on a narrow screen (issue 19 item 6)', () => {
  afterEach(cleanup);

  it('shows the current step in a button that opens the list of steps as links', async () => {
    await renderWithProviders(<WizardStepper step="services" progress={progress} returnedSteps={[]} />);
    const toggle = screen.getByRole('button', { name: /Paso 4 de 9: Servicios/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Collapsed: no step links; not five rows of steps.
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByTestId('wizard-stepper')).toBeNull();

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(list).not.toBeNull();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(9);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/basic',
      '/ubication',
      '/accesibility',
      '/services',
      '/activities',
      '/rooms',
      '/photos',
      '/videos',
      '/opinions',
    ]);
    // Each link names its state; the current one is marked.
    expect(screen.getByRole('link', { name: '1 Datos básicos (faltan datos)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '3 Accesibilidad (completado)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '8 Vídeos (sin revisar)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '4 Servicios (sin revisar)' })).toHaveAttribute(
      'aria-current',
      'step',
    );
  });

  it('moves the focus into the list on opening, and Escape closes it and gives the focus back', async () => {
    await renderWithProviders(<WizardStepper step="services" progress={progress} returnedSteps={[]} />);
    const toggle = screen.getByRole('button', { name: /Paso 4 de 9/ });
    await act(async () => {
      fireEvent.click(toggle);
    });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: '4 Servicios (sin revisar)' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(toggle);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('closes the menu when a step is followed', async () => {
    await renderWithProviders(<WizardStepper step="basic" progress={progress} returnedSteps={['photos']} />);
    fireEvent.click(screen.getByRole('button', { name: /Paso 1 de 9/ }));
    const photos = screen.getByRole('link', { name: '7 Fotos (devuelto)' });
    fireEvent.click(photos);
    expect(screen.getByRole('button', { name: /Paso 1 de 9/ })).toHaveAttribute('aria-expanded', 'false');
  });
});
