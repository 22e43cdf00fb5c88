import { landingAfterSignIn } from '@hotel/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { currentUserKeys, useCurrentUser } from '../../api/current-user.ts';
import { SecondFactorRequired } from '../../features/security/components/SecondFactorRequired.tsx';
import { useToken } from '../../lib/session.ts';

/**
 * /auth/second-factor: where staff without the second factor land after signing in; every other
 * call answers them 403 until it is on. Then on as after any login.
 */
export default function SecondFactorRoute() {
  const navigate = useNavigate();
  const token = useToken();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  return (
    <SecondFactorRequired
      onDone={async () => {
        await queryClient.invalidateQueries({ queryKey: currentUserKeys.user(token) });
        // Only staff enrol here: their second factor is on now, so they reach the back office.
        navigate(user.data ? landingAfterSignIn({ ...user.data, totp_enabled: true }) : '/staff');
      }}
    />
  );
}
