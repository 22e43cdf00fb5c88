import type { User } from '@hotel/domain';
import { useQueryClient } from '@tanstack/react-query';
import { PageLoader } from '../../components/ui/PageLoader.tsx';
import { currentUserKey, useCurrentUser } from '../../features/auth/api/current-user.ts';
import { ProfileScreen } from '../../features/profile/components/ProfileScreen.tsx';
import { TwoFactorCard } from '../../features/security/components/TwoFactorCard.tsx';
import { SessionsCard } from '../../features/sessions/components/SessionsCard.tsx';
import { useToken } from '../../lib/session.ts';

/** /dash/profile: the profile (avatar, data, email, password) with the second-factor and sessions sections. */
export default function ProfileRoute() {
  const token = useToken();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  if (!user.data) return <PageLoader />;
  const setUser = (next: User) => queryClient.setQueryData(currentUserKey(token), next);
  return (
    <ProfileScreen
      key={user.data.id}
      user={user.data}
      onUserChange={setUser}
      security={
        <TwoFactorCard
          enabled={user.data.totp_enabled}
          staff={user.data.approbe_contract_perm}
          onChange={() => void user.refetch()}
        />
      }
      sessions={<SessionsCard />}
    />
  );
}
