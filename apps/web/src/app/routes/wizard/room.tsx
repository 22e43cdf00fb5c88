import { nextIncompleteRoomId } from '@hotel/domain';
import { Alert, Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { RoomDetailForm } from '../../../features/rooms/components/RoomDetailForm.tsx';
import { RoomsChangeNotice } from '../../../features/rooms/components/RoomsChangeNotice.tsx';
import { useWizard } from '../../../features/wizard/hooks/wizard-context.tsx';
import { StepPage } from './StepPage.tsx';

/**
 * Step 6: a room type or apartment of the selected hotel. While the wizard is active, saving
 * moves to the next incomplete room, and after the last one to Photos (spec §4); otherwise the
 * user stays on the room.
 */
export default function RoomRoute() {
  const { t } = useTranslation();
  const { roomId } = useParams();
  const wizard = useWizard();
  return (
    <StepPage step="room">
      {({ hotel, roomsLocked, rooms, goNext }) => {
        const room = rooms.find((candidate) => String(candidate.id) === roomId);
        if (!room) {
          return (
            <Stack>
              <Alert color="yellow" role="alert">
                {t('rooms.not_found')}
              </Alert>
              <Anchor component={Link} to="/rooms">
                {t('rooms.back_to_list')}
              </Anchor>
            </Stack>
          );
        }
        return (
          <Stack>
            <RoomsChangeNotice hotelId={hotel.id} />
            <RoomDetailForm
              key={room.id}
              hotelId={hotel.id}
              room={room}
              locked={roomsLocked}
              inWizard={wizard.active}
              onSaved={() => {
                if (wizard.active) goNext({ nextIncompleteRoomId: nextIncompleteRoomId(rooms, room.id) });
              }}
            />
          </Stack>
        );
      }}
    </StepPage>
  );
}
