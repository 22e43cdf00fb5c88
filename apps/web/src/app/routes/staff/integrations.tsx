import { Integrations } from '../../../features/staff-integrations/components/Integrations.tsx';
import { StaffOnly } from './StaffOnly.tsx';

/** /staff/integrations: API keys, webhooks and their deliveries (issue 17). */
export default function StaffIntegrationsRoute() {
  return (
    <StaffOnly>
      <Integrations />
    </StaffOnly>
  );
}
