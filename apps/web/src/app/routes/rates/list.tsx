import { RatesList } from '../../../features/rates/components/RatesList.tsx';
import { WithRatesScope } from './scope.tsx';

export default function RatesListRoute() {
  return (
    <WithRatesScope titleKey="rates.list.title">
      {(scope) => <RatesList key={scope.hotelId} {...scope} />}
    </WithRatesScope>
  );
}
