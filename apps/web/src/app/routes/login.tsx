import { useNavigate, useParams } from 'react-router';
import { LoginForm } from '../../features/auth/components/LoginForm.tsx';

/** /auth/login and /auth/login/:hotelToken; a successful login goes to the hotel screen (spec §4). */
export default function LoginRoute() {
  const navigate = useNavigate();
  const { hotelToken } = useParams();
  return <LoginForm hotelToken={hotelToken} onSuccess={() => navigate('/dash/hotel')} />;
}
