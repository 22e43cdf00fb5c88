import { AccessibilityForm } from '../../../features/hotels/components/AccessibilityForm.tsx';
import { StepPage } from './StepPage.tsx';

export default function AccessibilityRoute() {
  return (
    <StepPage step="accesibility">
      {({ hotel, goNext }) => <AccessibilityForm hotel={hotel} onSaved={goNext} />}
    </StepPage>
  );
}
