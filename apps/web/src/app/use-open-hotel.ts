import { useNavigate } from 'react-router';
import { useWizard } from '../features/wizard/hooks/wizard-context.tsx';
import { session } from '../lib/session.ts';

/** Selects a hotel and enters the wizard at `path` (its first incomplete step). */
export function useOpenHotel() {
  const navigate = useNavigate();
  const wizard = useWizard();
  return (hotelId: number, path: string) => {
    session.selectHotel(hotelId);
    wizard.start();
    navigate(path);
  };
}
