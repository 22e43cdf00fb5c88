import { CONTRACT_STEP_PATH, isFinishEnabled, stepIndex, WIZARD_STEPS } from '@hotel/domain';
import { Card, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { approverQuery } from '../../../api/contracts.ts';
import { notifySaved } from '../../../components/ui/notify.ts';
import { ApproveButton } from '../../../features/contracts/components/ApproveButton.tsx';
import { ContractHistory } from '../../../features/contracts/components/ContractHistory.tsx';
import { UnverifiedNotice } from '../../../features/contracts/components/UnverifiedNotice.tsx';
import { OpinionsForm } from '../../../features/opinions/components/OpinionsForm.tsx';
import { useToken } from '../../../lib/session.ts';
import { StepPage } from './StepPage.tsx';

/** Opinions is the wizard's last step: the only one where staff may approve (spec §6). */
const IS_LAST_STEP = isFinishEnabled(stepIndex('opinions'), WIZARD_STEPS.length);

/**
 * The wizard's last step. Saving moves on to the contract step, which shows what will be sent and
 * sends it on confirmation (decision 030: it no longer sends as a side effect). Staff keep their
 * 'save and approve' here (spec §6).
 */
export default function OpinionsRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const approver = useQuery(approverQuery(useToken()));
  const canApprove = approver.data === true && IS_LAST_STEP;
  return (
    <StepPage step="opinions">
      {({ hotel, markReviewed }) => (
        <Stack gap="lg">
          <UnverifiedNotice hotelId={hotel.id} />
          <OpinionsForm
            hotelId={hotel.id}
            submitLabel={t('wizard.save_next')}
            onSaved={() => {
              notifySaved(t('common.saved'));
              markReviewed();
              navigate(CONTRACT_STEP_PATH);
            }}
            actions={
              canApprove ? (opinions) => <ApproveButton hotelId={hotel.id} opinions={opinions} /> : undefined
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
