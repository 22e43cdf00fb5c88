import { VideosStep } from '../../../features/media/components/VideosStep.tsx';
import { StepPage } from './StepPage.tsx';

export default function VideosRoute() {
  return (
    <StepPage step="videos">
      {({ hotel, goNext }) => <VideosStep hotelId={hotel.id} onSaved={goNext} />}
    </StepPage>
  );
}
