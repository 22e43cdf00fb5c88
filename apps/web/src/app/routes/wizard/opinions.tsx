import { type HotelSummary, isFinishEnabled, nextPendingHotel, stepIndex, WIZARD_STEPS } from '@hotel/domain';
import { Alert, Card, List, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifySaved } from '../../../components/ui/notify.ts';
import { fetchCurrentUser } from '../../../features/auth/api/current-user.ts';
import { contractKey, sendContract } from '../../../features/contracts/api/contract.ts';
import { ApproveButton } from '../../../features/contracts/components/ApproveButton.tsx';
import { ContractHistory } from '../../../features/contracts/components/ContractHistory.tsx';
import { UnverifiedNotice } from '../../../features/contracts/components/UnverifiedNotice.tsx';
import { hotelsKey } from '../../../features/hotels/api/hotels.ts';
import { OpinionsForm } from '../../../features/opinions/components/OpinionsForm.tsx';
import { useWizard } from '../../../features/wizard/hooks/wizard-context.tsx';
import { ApiError, api } from '../../../lib/api-client.ts';
import { useToken } from '../../../lib/session.ts';
import { useOpenHotel } from '../../use-open-hotel.ts';
import { StepPage } from './StepPage.tsx';

/** Opinions is the wizard's last step: the only one where staff may approve (spec §6). */
const IS_LAST_STEP = isFinishEnabled(stepIndex('opinions'), WIZARD_STEPS.length);

/**
 * approbe_contract_perm, read again from the server each time the step is entered; a failure is
 * only logged (spec §8), and then there is no approval button.
 */
function useApprovePermission(): boolean {
  const token = useToken();
  const user = useQuery({
    queryKey: ['current-user', token, 'approval'],
    queryFn: () =>
      fetchCurrentUser().catch((error: unknown) => {
        console.warn('could not read the user for the approval', error);
        return null;
      }),
    enabled: Boolean(token),
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: 'always',
  });
  return user.data?.approbe_contract_perm === true;
}

interface Refusal {
  message: string;
  steps: string[];
}

/**
 * The wizard's end (spec §4): the next hotel with an incomplete step opens at that step; after the
 * last one the contract is sent (this hotel's, and those of the user's other complete hotels not
 * sent yet) and the app goes to the hotel dashboard.
 */
function useFinishWizard() {
  const { t } = useTranslation();
  const token = useToken();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const wizard = useWizard();
  const openHotel = useOpenHotel();
  const [refusal, setRefusal] = useState<Refusal>();

  async function finish(hotelId: number) {
    setRefusal(undefined);
    const hotels = await queryClient.fetchQuery({
      queryKey: [...hotelsKey, token],
      queryFn: () => api<HotelSummary[]>('/api/hotel/'),
      staleTime: 0,
    });
    const next = nextPendingHotel(hotels, hotelId);
    if (next?.resume) {
      notifySaved(t('common.saved'));
      openHotel(next.id, next.resume.path);
      return;
    }
    // An unverified hotel's send would be refused (409 until staff verify it): it is not tried.
    const others = hotels.filter(
      (hotel) =>
        hotel.id !== hotelId && hotel.resume === null && hotel.contract_status === 'none' && hotel.verified,
    );
    try {
      await sendContract(hotelId);
    } catch (error) {
      const steps = error instanceof ApiError ? error.messages('steps') : [];
      const message =
        error instanceof ApiError
          ? (error.messages('non_field_errors')[0] ?? error.message)
          : t('errors.service_unavailable');
      setRefusal({ message, steps });
      return;
    }
    for (const hotel of others) {
      await sendContract(hotel.id).catch((error: unknown) =>
        console.warn(`the contract of hotel ${hotel.id} was not sent`, error),
      );
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: hotelsKey }),
      queryClient.invalidateQueries({ queryKey: contractKey(hotelId) }),
    ]);
    notifySaved(t('contract.sent_message'));
    wizard.stop();
    navigate('/dash/home');
  }
  return { finish, refusal };
}

export default function OpinionsRoute() {
  const { t } = useTranslation();
  const canApprove = useApprovePermission() && IS_LAST_STEP;
  const { finish, refusal } = useFinishWizard();
  return (
    <StepPage step="opinions">
      {({ hotel }) => (
        <Stack gap="lg">
          <UnverifiedNotice hotelId={hotel.id} />
          <OpinionsForm
            hotelId={hotel.id}
            submitLabel={t('contract.finish')}
            onSaved={() => finish(hotel.id)}
            actions={
              canApprove ? (opinions) => <ApproveButton hotelId={hotel.id} opinions={opinions} /> : undefined
            }
          />
          {refusal ? (
            <Alert color="red" role="alert" title={refusal.message} data-testid="contract-refused">
              {refusal.steps.length > 0 ? (
                <List size="sm">
                  {refusal.steps.map((step) => (
                    <List.Item key={step}>{step}</List.Item>
                  ))}
                </List>
              ) : null}
            </Alert>
          ) : null}
          <Card withBorder>
            <ContractHistory hotelId={hotel.id} />
          </Card>
        </Stack>
      )}
    </StepPage>
  );
}
