import { useCurrentUser } from '../../../api/current-user.ts';
import { StaffReservationsScreen } from '../../../features/reservations/components/staff/StaffReservationsScreen.tsx';
import { StaffOnly } from './StaffOnly.tsx';

/** /staff/reservations: every hotel's reservations, rooms left and phone bookings (decision 057). */
export default function StaffReservationsRoute() {
  const user = useCurrentUser();
  return <StaffOnly>{user.data ? <StaffReservationsScreen userId={user.data.id} /> : null}</StaffOnly>;
}
