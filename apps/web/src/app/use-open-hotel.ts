import { useNavigate } from 'react-router';
import { useWizard } from '../features/wizard/hooks/wizard-context.tsx';
import { session } from '../lib/session.ts';

/**
 * Selects a hotel and enters the wizard at `path` (its first incomplete step); `replace` when the
 * screen left should not stay in the history (resuming on load).
 */
export function useOpenHotel() {
  const navigate = useNavigate();
  const wizard = useWizard();
  return (hotelId: number, path: string, options?: { replace?: boolean }) => {
    session.selectHotel(hotelId);
    wizard.start();
    navigate(path, options);
  };
}
