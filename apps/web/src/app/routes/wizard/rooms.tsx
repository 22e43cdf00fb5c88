import { nextIncompleteRoomId } from '@hotel/domain';
import { Stack } from '@mantine/core';
import { RoomsChangeNotice } from '../../../features/rooms/components/RoomsChangeNotice.tsx';
import { RoomTypeList } from '../../../features/rooms/components/RoomTypeList.tsx';
import { StepPage } from './StepPage.tsx';

/** Step 5: saving the list goes to the first incomplete room, or to Photos (spec §4). */
export default function RoomsRoute() {
  return (
    <StepPage step="rooms">
      {({ hotel, roomsLocked, rooms, goNext }) => (
        <Stack>
          <RoomsChangeNotice hotelId={hotel.id} />
          <RoomTypeList
            hotelId={hotel.id}
            apartment={hotel.is_apartment}
            rooms={rooms}
            locked={roomsLocked}
            onSaved={() => goNext({ nextIncompleteRoomId: roomsLocked ? null : nextIncompleteRoomId(rooms) })}
          />
        </Stack>
      )}
    </StepPage>
  );
}
