import { ActivityScreen } from '../../../features/staff-review/components/ActivityScreen.tsx';
import { StaffOnly } from './StaffOnly.tsx';

/** /staff/activity: the back office's activity log, filtered by hotel, person and kind (decision 061). */
export default function StaffActivityRoute() {
  return (
    <StaffOnly>
      <ActivityScreen />
    </StaffOnly>
  );
}
