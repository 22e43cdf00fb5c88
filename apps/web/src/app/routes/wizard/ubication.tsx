import { LocationForm } from '../../../features/hotels/components/LocationForm.tsx';
import { StepPage } from './StepPage.tsx';

export default function LocationRoute() {
  return (
    <StepPage step="ubication">
      {({ hotel, goNext }) => <LocationForm hotel={hotel} onSaved={goNext} />}
    </StepPage>
  );
}
