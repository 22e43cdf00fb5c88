import { useNavigate, useSearchParams } from 'react-router';
import { RestoreConfirmForm } from '../../features/auth/components/RestoreConfirmForm.tsx';
import { RestoreRequestForm } from '../../features/auth/components/RestoreRequestForm.tsx';
import { session } from '../../lib/session.ts';

/**
 * /auth/restore-password asks for the email; the emailed link (?token=…) opens the new-password
 * form, whose success goes to login with a notice. Every session was ended, this one included.
 */
export default function RestorePasswordRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  if (!token) return <RestoreRequestForm />;
  return (
    <RestoreConfirmForm
      key={token}
      token={token}
      onSuccess={(message) => {
        session.clear();
        // Imported here, not with the page: the notice's module (Mantine's notifications, 13 kB)
        // stays out of the page's first load (decision 041); the login page shows it.
        void import('../../components/ui/notify.ts').then(({ notifySaved }) => notifySaved(message));
        navigate('/auth/login', { replace: true });
      }}
    />
  );
}
