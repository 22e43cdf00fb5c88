import { StaffHome } from '../../../features/staff-home/components/StaffHome.tsx';

/**
 * The staff's queues on /dash/home, loaded only for staff (React.lazy in routes/home.tsx): the
 * back office's code, texts and response schemas stay out of the hotel users' home.
 */
export default function StaffHomePanel() {
  return <StaffHome level={2} />;
}
