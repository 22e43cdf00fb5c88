import { ServicesForm } from '../../../features/hotels/components/ServicesForm.tsx';
import { StepPage } from './StepPage.tsx';

export default function ServicesRoute() {
  return (
    <StepPage step="services">
      {({ hotel, goNext }) => <ServicesForm hotel={hotel} onSaved={goNext} />}
    </StepPage>
  );
}
