import { UserList } from '../../../features/staff-people/components/UserList.tsx';
import { StaffOnly } from './StaffOnly.tsx';

/** /staff/users: the people, searched by e-mail, name or hotel. */
export default function StaffUsersRoute() {
  return (
    <StaffOnly>
      <UserList />
    </StaffOnly>
  );
}
