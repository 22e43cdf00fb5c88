import { landingAfterSignIn } from '@hotel/domain';
import { useNavigate, useParams } from 'react-router';
import { LoginForm } from '../../features/auth/components/LoginForm.tsx';

/**
 * /auth/login and /auth/login/:hotelToken; a successful login goes to the hotel screen (spec §4),
 * or first to the billing data while the user has none (they may leave it for later there); staff
 * go to their back office, after enrolling their second factor (landingAfterSignIn).
 */
export default function LoginRoute() {
  const navigate = useNavigate();
  const { hotelToken } = useParams();
  return <LoginForm hotelToken={hotelToken} onSuccess={(user) => navigate(landingAfterSignIn(user))} />;
}
