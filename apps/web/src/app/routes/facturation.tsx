import { useNavigate } from 'react-router';
import { PageLoader } from '../../components/ui/PageLoader.tsx';
import { useCurrentUser } from '../../features/auth/api/current-user.ts';
import { BillingScreen } from '../../features/billing/components/BillingScreen.tsx';

/** /auth/facturation: the signed-in user's billing; saving the billing data goes to contacts (spec §4). */
export default function FacturationRoute() {
  const navigate = useNavigate();
  const user = useCurrentUser();
  if (!user.data) return <PageLoader />;
  return <BillingScreen userId={user.data.id} onSaved={() => navigate('/contacts')} />;
}
