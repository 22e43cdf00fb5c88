import { RatesCalendar } from '../../../features/rates/components/RatesCalendar.tsx';
import { WithRatesScope } from './scope.tsx';

export default function RatesCalendarRoute() {
  return (
    <WithRatesScope titleKey="rates.calendar.title">
      {/* Another hotel starts from a clean calendar: unsaved days never move across hotels. */}
      {(scope) => <RatesCalendar key={scope.hotelId} {...scope} />}
    </WithRatesScope>
  );
}
