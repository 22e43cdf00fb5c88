import { useNavigate } from 'react-router';
import { RegisterForm } from '../../features/auth/components/RegisterForm.tsx';
import { HotelAutocomplete } from '../../features/catalogue/components/HotelAutocomplete.tsx';

export default function RegisterRoute() {
  const navigate = useNavigate();
  return <RegisterForm HotelPicker={HotelAutocomplete} onSuccess={() => navigate('/auth/registered')} />;
}
