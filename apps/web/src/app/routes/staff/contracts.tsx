import { ContractQueueScreen } from '../../../features/staff-review/components/ContractQueueScreen.tsx';
import { StaffOnly } from './StaffOnly.tsx';

/** /staff/contracts: the review queue (sent and returned contracts). */
export default function StaffContractsRoute() {
  return (
    <StaffOnly>
      <ContractQueueScreen />
    </StaffOnly>
  );
}
