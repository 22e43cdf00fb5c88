import { nextPath, type WizardStepKey } from '@hotel/domain';
import { useNavigate } from 'react-router';
import { useWizard } from './wizard-context.tsx';

/** Saving a step moves to the next one (spec §4), following the shared step order. */
export function useWizardNavigation(step: WizardStepKey, roomsLocked: boolean) {
  const navigate = useNavigate();
  const wizard = useWizard();
  return {
    goNext(context: { nextIncompleteRoomId?: number | null } = {}) {
      const target = nextPath(step, { roomsLocked, ...context });
      if (target) {
        wizard.start();
        navigate(target);
      }
    },
  };
}
