import { ModalsProvider } from '@mantine/modals';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../api/current-user.ts';
import { PageLoader } from '../../components/ui/PageLoader.tsx';
import { BillingScreen } from '../../features/billing/components/BillingScreen.tsx';

/** /auth/facturation: the signed-in user's billing; saving the billing data goes to contacts (spec §4). */
export default function FacturationRoute() {
  const navigate = useNavigate();
  const user = useCurrentUser();
  if (!user.data) return <PageLoader />;
  // Billing confirms deletions (components/ui/confirm.ts); the auth layout has no modals host.
  return (
    <ModalsProvider>
      <BillingScreen userId={user.data.id} onSaved={() => navigate('/contacts')} />
    </ModalsProvider>
  );
}
