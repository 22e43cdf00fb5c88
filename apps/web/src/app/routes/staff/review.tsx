import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { ReviewScreen } from '../../../features/staff-review/components/ReviewScreen.tsx';
import { StaffOnly } from './StaffOnly.tsx';

/** /staff/contracts/:hotelId: one hotel's review; a decision goes back to the queue it was opened from. */
export default function StaffReviewRoute() {
  const { hotelId } = useParams();
  const navigate = useNavigate();
  const { state } = useLocation();
  const queue = (state as { queue?: unknown } | null)?.queue;
  const queuePath = typeof queue === 'string' && queue ? `/staff/contracts?${queue}` : '/staff/contracts';
  const id = Number(hotelId);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/404" replace />;
  return (
    <StaffOnly>
      <ReviewScreen key={id} hotelId={id} queuePath={queuePath} onDecided={() => navigate(queuePath)} />
    </StaffOnly>
  );
}
