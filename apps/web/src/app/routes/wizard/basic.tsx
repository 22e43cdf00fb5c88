import { BasicForm } from '../../../features/hotels/components/BasicForm.tsx';
import { StepPage } from './StepPage.tsx';

export default function BasicRoute() {
  return (
    <StepPage step="basic">{({ hotel, goNext }) => <BasicForm hotel={hotel} onSaved={goNext} />}</StepPage>
  );
}
