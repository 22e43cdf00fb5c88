import type { OpinionDraft } from '@hotel/domain';
import { Button, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../../components/ui/confirm.ts';
import { notifyError, notifySaved } from '../../../components/ui/notify.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useApproveContract, useContract } from '../api/contract.ts';

/**
 * Staff's 'save and approve' (spec §6): asks '¿Está seguro que desea guardar y aprobar?', then
 * saves the step as on screen and approves. It works only for a contract that was sent.
 */
export function ApproveButton({ hotelId, opinions }: { hotelId: number; opinions(): OpinionDraft[] }) {
  const { t } = useTranslation();
  const contract = useContract(hotelId);
  const approve = useApproveContract(hotelId);
  const sent = contract.data?.status === 'sent';

  async function run() {
    if (!(await confirm(t, t('contract.approve.confirm')))) return;
    try {
      await approve.mutateAsync(opinions());
      notifySaved(t('contract.approve.done'));
    } catch (error) {
      notifyError(
        (error instanceof ApiError
          ? (error.fieldErrors[0]?.[1] ?? error.messages('non_field_errors')[0])
          : undefined) ?? t('errors.service_unavailable'),
      );
    }
  }

  const button = (
    <Button
      color="teal.9"
      onClick={run}
      loading={approve.isPending}
      disabled={!sent}
      data-testid="approve-contract"
    >
      {t('contract.approve.action')}
    </Button>
  );
  return (
    <Tooltip label={t('contract.approve.not_sent')} disabled={sent}>
      <span>{button}</span>
    </Tooltip>
  );
}
