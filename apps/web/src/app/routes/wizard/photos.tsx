import { PhotosStep } from '../../../features/media/components/PhotosStep.tsx';
import { StepPage } from './StepPage.tsx';

export default function PhotosRoute() {
  return (
    <StepPage step="photos">
      {({ hotel, goNext }) => <PhotosStep hotelId={hotel.id} onSaved={goNext} />}
    </StepPage>
  );
}
