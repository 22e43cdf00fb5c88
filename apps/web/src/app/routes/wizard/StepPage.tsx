import type { Hotel, HotelSnapshot, ProgressView, Room, WizardStepKey } from '@hotel/domain';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { hotelKeys } from '../../../api/hotels.ts';
import { PageLoader } from '../../../components/ui/PageLoader.tsx';
import { returnedSteps, useContract } from '../../../features/contracts/api/contract.ts';
import { useHotel, useHotels, useRoomsLocked } from '../../../features/hotels/api/hotels.ts';
import { useRooms } from '../../../features/rooms/api/rooms.ts';
import { useMarkStepReviewed } from '../../../features/wizard/api/step-reviews.ts';
import { WizardFrame } from '../../../features/wizard/components/WizardFrame.tsx';
import { useWizardNavigation } from '../../../features/wizard/hooks/use-wizard-navigation.ts';
import { useScopedHotelId } from '../../use-scoped-hotel.ts';

export interface StepContext {
  hotel: Hotel;
  roomsLocked: boolean;
  /** The hotel's room types and apartments (the room steps' validity and next incomplete room). */
  rooms: Room[];
  /**
   * Call after a successful save: records the step as reviewed (decision 031) and moves to the next
   * step (the room steps say which room is next).
   */
  goNext(context?: { nextIncompleteRoomId?: number | null }): void;
  /** Records the step as reviewed without moving on (a step that leads elsewhere after its save). */
  markReviewed(): void;
}

/** Until the hotel list answers: no figure yet, rather than one computed here. */
const NO_PROGRESS: ProgressView = { completed: [], percent: 0, steps: [] };

/**
 * A wizard step of the selected hotel (the user's only hotel when nothing is selected): without
 * one the user goes to the hotel screen; otherwise the step renders inside the wizard frame.
 */
export function StepPage({
  step,
  children,
}: {
  step: WizardStepKey;
  children(context: StepContext): ReactNode;
}) {
  // A user with one hotel does not have to pick it first (issue 34).
  const { hotelId, pending } = useScopedHotelId();
  const hotel = useHotel(hotelId);
  const roomsLocked = useRoomsLocked(hotelId);
  const rooms = useRooms(hotelId);
  // Staff's reasons for the steps they returned (issue 16); the frame shows the page without them meanwhile.
  const contract = useContract(hotelId);
  const navigation = useWizardNavigation(step, roomsLocked.data ?? false);
  // The progress is the hotel list's (issue 34 item 12): the sidebar's figure, never one of our own.
  const hotels = useHotels();
  const queryClient = useQueryClient();
  // The hotel list's progress (sidebar, hotel screen, contract step) follows once the server has it.
  const markStep = useMarkStepReviewed({
    onSettled: () => queryClient.invalidateQueries({ queryKey: hotelKeys.all }),
  });
  // The hotel of this render: a save that moves on to another hotel still marks this one's step.
  const markReviewed = () => {
    if (hotelId !== null) markStep.mutate({ hotelId, step });
  };
  if (hotelId === null) return pending ? <PageLoader /> : <Navigate to="/dash/hotel" replace />;
  if (!hotel.data || roomsLocked.data === undefined || rooms.isPending) return <PageLoader />;
  const roomList = rooms.data ?? [];
  const snapshot: HotelSnapshot = { hotel: hotel.data, rooms: roomList, rooms_locked: roomsLocked.data };
  const progress: ProgressView = hotels.data?.find((item) => item.id === hotelId)?.progress ?? NO_PROGRESS;
  return (
    <WizardFrame
      step={step}
      hotelName={hotel.data.name}
      snapshot={snapshot}
      progress={progress}
      returned={returnedSteps(contract.data)}
    >
      {children({
        hotel: hotel.data,
        roomsLocked: roomsLocked.data,
        rooms: roomList,
        goNext: (context) => {
          markReviewed();
          navigation.goNext(context);
        },
        markReviewed,
      })}
    </WizardFrame>
  );
}
