import type { User } from '@hotel/domain';
import { useQueryClient } from '@tanstack/react-query';
import { currentUserKeys, useCurrentUser } from '../../api/current-user.ts';
import { PageLoader } from '../../components/ui/PageLoader.tsx';
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
  const setUser = (next: User) => queryClient.setQueryData(currentUserKeys.user(token), next);
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
