import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { currentUserKeys } from '../../api/current-user.ts';
import { ConfirmEmailScreen } from '../../features/profile/components/ConfirmEmailScreen.tsx';
import { useToken } from '../../lib/session.ts';

/**
 * /auth/confirm-email?token=…&lang=…: the link e-mailed to the new address of an e-mail change.
 * Public (it may be opened in another browser); a signed-in browser's cached user is read again.
 */
export default function ConfirmEmailRoute() {
  const [params] = useSearchParams();
  const token = useToken();
  const queryClient = useQueryClient();
  return (
    <ConfirmEmailScreen
      token={params.get('token')}
      signedIn={token !== null}
      onConfirmed={() => void queryClient.invalidateQueries({ queryKey: currentUserKeys.user(token) })}
    />
  );
}
