import { ClaimsQueue } from '../../../features/staff-claims/components/ClaimsQueue.tsx';
import { StaffOnly } from './StaffOnly.tsx';

/** /staff/claims: the claims queue. */
export default function StaffClaimsRoute() {
  return (
    <StaffOnly>
      <ClaimsQueue />
    </StaffOnly>
  );
}
