import { Navigate, useParams } from 'react-router';
import { HotelAutocomplete } from '../../../features/catalogue/components/HotelAutocomplete.tsx';
import { UserDetail } from '../../../features/staff-people/components/UserDetail.tsx';
import { StaffOnly } from './StaffOnly.tsx';

/** /staff/users/:userId: one person, their hotels, claims, permission and sign-in links. */
export default function StaffUserRoute() {
  const userId = Number(useParams().userId);
  if (!Number.isInteger(userId) || userId <= 0) return <Navigate to="/404" replace />;
  return (
    <StaffOnly>
      {/* A new person is a new page: nothing typed for the previous one stays. */}
      <UserDetail key={userId} userId={userId} HotelPicker={HotelAutocomplete} />
    </StaffOnly>
  );
}
