import { useCurrentUser } from '../../../api/current-user.ts';
import { PhotosStep } from '../../../features/media/components/PhotosStep.tsx';
import { StepPage } from './StepPage.tsx';

export default function PhotosRoute() {
  // Only staff (approbe_contract_perm) change a photo's stars; the server refuses others (403).
  const user = useCurrentUser();
  const canRate = user.data?.approbe_contract_perm === true;
  return (
    <StepPage step="photos">
      {({ hotel, goNext }) => <PhotosStep hotelId={hotel.id} canRate={canRate} onSaved={goNext} />}
    </StepPage>
  );
}
