import { ModalsProvider } from '@mantine/modals';
import { WizardProvider } from '../../features/wizard/hooks/wizard-context.tsx';
import { DashboardLayout } from './DashboardLayout.tsx';

/**
 * The signed-in screens' frame, loaded lazily by the router so that the auth pages stay light; it hosts
 * the confirmation modals (components/ui/confirm.ts) of the dashboard's screens.
 */
export default function DashboardShell() {
  return (
    <ModalsProvider>
      <WizardProvider>
        <DashboardLayout />
      </WizardProvider>
    </ModalsProvider>
  );
}
