import { ActivitiesForm } from '../../../features/hotels/components/ActivitiesForm.tsx';
import { StepPage } from './StepPage.tsx';

export default function ActivitiesRoute() {
  return (
    <StepPage step="activities">
      {({ hotel, goNext }) => <ActivitiesForm hotel={hotel} onSaved={goNext} />}
    </StepPage>
  );
}
