import type { Hotel, HotelSnapshot, WizardStepKey } from '@hotel/domain';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageLoader } from '../../../components/ui/PageLoader.tsx';
import { useSelectedHotelId } from '../../../lib/session.ts';
import { useHotel, useRoomsLocked } from '../../../features/hotels/api/hotels.ts';
import { WizardFrame } from '../../../features/wizard/components/WizardFrame.tsx';
import { useWizardNavigation } from '../../../features/wizard/hooks/use-wizard-navigation.ts';

export interface StepContext {
  hotel: Hotel;
  roomsLocked: boolean;
  /** Call after a successful save: moves to the next step. */
  goNext(): void;
}

/**
 * A wizard step of the selected hotel: without a selected hotel the user goes to the hotel
 * screen; otherwise the step renders inside the wizard frame.
 */
export function StepPage({ step, children }: { step: WizardStepKey; children(context: StepContext): ReactNode }) {
  const hotelId = useSelectedHotelId();
  const hotel = useHotel(hotelId);
  const roomsLocked = useRoomsLocked(hotelId);
  const navigation = useWizardNavigation(step, roomsLocked.data ?? false);
  if (hotelId === null) return <Navigate to="/dash/hotel" replace />;
  if (!hotel.data || roomsLocked.data === undefined) return <PageLoader />;
  const snapshot: HotelSnapshot = { hotel: hotel.data, rooms: [], rooms_locked: roomsLocked.data };
  return (
    <WizardFrame step={step} hotelName={hotel.data.name} snapshot={snapshot}>
      {children({ hotel: hotel.data, roomsLocked: roomsLocked.data, goNext: () => navigation.goNext() })}
    </WizardFrame>
  );
}
