import { StaffHome } from '../../../features/staff-home/components/StaffHome.tsx';
import { StaffOnly } from './StaffOnly.tsx';

/** /staff: the back office's home, its queues and the caller's recent decisions. */
export default function StaffHomeRoute() {
  return (
    <StaffOnly>
      <StaffHome level={1} />
    </StaffOnly>
  );
}
