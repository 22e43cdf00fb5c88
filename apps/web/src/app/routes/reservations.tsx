import { ReservationsScreen } from '../../features/reservations/components/ReservationsScreen.tsx';
import { WithRatesScope } from './rates/scope.tsx';

/** /dash/reservations: the selected hotel's reservations (issue 32 item 5), scoped as the rates screens are. */
export default function ReservationsRoute() {
  return (
    <WithRatesScope titleKey="rates.reservations.screen.title">
      {(scope) => <ReservationsScreen key={scope.hotelId} {...scope} />}
    </WithRatesScope>
  );
}
