import { Stack } from '@mantine/core';
import { useCurrentUser } from '../../api/current-user.ts';
import { ContractStep } from '../../features/contracts/components/ContractStep.tsx';
import { PendingHotelsOffer } from '../../features/hotels/components/PendingHotelsOffer.tsx';
import { useOpenHotel } from '../use-open-hotel.ts';

/**
 * The contract step, after the wizard's last step (decision 030). The hotels chosen at
 * registration and not created yet are not skipped at the wizard's end (issue 19): they are
 * offered here for creation in one step, and then listed among the hotels to complete.
 */
export default function ContractRoute() {
  const openHotel = useOpenHotel();
  const pending = useCurrentUser().data?.hotels ?? [];
  return (
    <Stack>
      <ContractStep onOpen={openHotel} />
      <PendingHotelsOffer pending={pending} />
    </Stack>
  );
}
