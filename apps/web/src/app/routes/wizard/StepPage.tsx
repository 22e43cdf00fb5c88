import type { Hotel, HotelSnapshot, Room, WizardStepKey } from '@hotel/domain';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageLoader } from '../../../components/ui/PageLoader.tsx';
import { returnedSteps, useContract } from '../../../features/contracts/api/contract.ts';
import { useHotel, useRoomsLocked } from '../../../features/hotels/api/hotels.ts';
import { useRooms } from '../../../features/rooms/api/rooms.ts';
import { WizardFrame } from '../../../features/wizard/components/WizardFrame.tsx';
import { useWizardNavigation } from '../../../features/wizard/hooks/use-wizard-navigation.ts';
import { useSelectedHotelId } from '../../../lib/session.ts';

export interface StepContext {
  hotel: Hotel;
  roomsLocked: boolean;
  /** The hotel's room types and apartments (the room steps' validity and next incomplete room). */
  rooms: Room[];
  /** Call after a successful save: moves to the next step (the room steps say which room is next). */
  goNext(context?: { nextIncompleteRoomId?: number | null }): void;
}

/**
 * A wizard step of the selected hotel: without a selected hotel the user goes to the hotel
 * screen; otherwise the step renders inside the wizard frame.
 */
export function StepPage({
  step,
  children,
}: {
  step: WizardStepKey;
  children(context: StepContext): ReactNode;
}) {
  const hotelId = useSelectedHotelId();
  const hotel = useHotel(hotelId);
  const roomsLocked = useRoomsLocked(hotelId);
  const rooms = useRooms(hotelId);
  // Staff's reasons for the steps they returned (issue 16); the frame shows the page without them meanwhile.
  const contract = useContract(hotelId);
  const navigation = useWizardNavigation(step, roomsLocked.data ?? false);
  if (hotelId === null) return <Navigate to="/dash/hotel" replace />;
  if (!hotel.data || roomsLocked.data === undefined || rooms.isPending) return <PageLoader />;
  const roomList = rooms.data ?? [];
  const snapshot: HotelSnapshot = { hotel: hotel.data, rooms: roomList, rooms_locked: roomsLocked.data };
  return (
    <WizardFrame
      step={step}
      hotelName={hotel.data.name}
      snapshot={snapshot}
      returned={returnedSteps(contract.data)}
    >
      {children({
        hotel: hotel.data,
        roomsLocked: roomsLocked.data,
        rooms: roomList,
        goNext: (context) => navigation.goNext(context),
      })}
    </WizardFrame>
  );
}
