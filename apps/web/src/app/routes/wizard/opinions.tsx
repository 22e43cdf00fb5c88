import { nextPendingHotel } from '@hotel/domain';
import { Card, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApproveButton } from '../../../features/contracts/components/ApproveButton.tsx';
import { ContractHistory } from '../../../features/contracts/components/ContractHistory.tsx';
import { UnverifiedNotice } from '../../../features/contracts/components/UnverifiedNotice.tsx';
import { useHotels } from '../../../features/hotels/api/hotels.ts';
import { useOpinionsStep } from '../../../features/opinions/api/use-opinions-step.ts';
import { OpinionsForm } from '../../../features/opinions/components/OpinionsForm.tsx';
import { useOpenHotel } from '../../use-open-hotel.ts';
import { StepPage } from './StepPage.tsx';

/**
 * The wizard's last step: the opinions, with the contract's notice and history around them. Saving
 * moves to the next hotel with incomplete steps, at its first one (spec §4), or to the contract.
 */
export default function OpinionsRoute() {
  const { t } = useTranslation();
  const step = useOpinionsStep();
  const hotels = useHotels();
  const openHotel = useOpenHotel();
  return (
    <StepPage step="opinions">
      {({ hotel, markReviewed }) => (
        <Stack gap="lg">
          <UnverifiedNotice hotelId={hotel.id} />
          <OpinionsForm
            hotelId={hotel.id}
            submitLabel={t('wizard.save_next')}
            onSaved={() =>
              step.saved(markReviewed, () => {
                const next = nextPendingHotel(hotels.data ?? [], hotel.id);
                if (next?.resume) openHotel(next.id, next.resume.path);
                return next !== null;
              })
            }
            actions={
              step.canApprove
                ? (opinions) => <ApproveButton hotelId={hotel.id} opinions={opinions} />
                : undefined
            }
          />
          <Card withBorder>
            <ContractHistory hotelId={hotel.id} />
          </Card>
        </Stack>
      )}
    </StepPage>
  );
}
