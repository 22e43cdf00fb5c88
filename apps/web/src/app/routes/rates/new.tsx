import { useNavigate } from 'react-router';
import { NewRateWizard } from '../../../features/rates/components/NewRateWizard.tsx';
import { WithRatesScope } from './scope.tsx';

export default function NewRateRoute() {
  const navigate = useNavigate();
  return (
    <WithRatesScope titleKey="rates.wizard.title">
      {(scope) => <NewRateWizard key={scope.hotelId} {...scope} onCreated={() => navigate('/dash/rates')} />}
    </WithRatesScope>
  );
}
