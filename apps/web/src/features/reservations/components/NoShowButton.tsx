import { Alert, Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../../components/ui/confirm.ts';
import { refusalText } from '../../../components/ui/form-errors.ts';
import { notifySaved } from '../../../components/ui/notify.ts';
import { useMarkNoShow } from '../api/reservations.ts';

/**
 * "Mark as no-show", offered from the arrival day on (the server checks it in the hotel's day):
 * asked for confirmation, since the no-show penalty is charged and the group is told.
 */
export function NoShowButton({ hotelId, reservationId }: { hotelId: number; reservationId: number }) {
  const { t } = useTranslation();
  const noShow = useMarkNoShow(hotelId);
  const [error, setError] = useState<string>();

  async function report() {
    const sure = await confirm(
      t,
      `${t('rates.reservations.screen.no_show.title')} ${t('rates.reservations.screen.no_show.body')}`,
    );
    if (!sure) return;
    setError(undefined);
    try {
      await noShow.mutateAsync(reservationId);
      notifySaved(t('rates.reservations.screen.no_show.done'));
    } catch (failure) {
      setError(refusalText(t, failure, undefined, t('rates.reservations.errors.not_found')));
    }
  }

  return (
    <>
      <Button variant="default" color="red" onClick={report} loading={noShow.isPending}>
        {t('rates.reservations.screen.no_show.action')}
      </Button>
      {error ? (
        <Alert color="red" role="alert" p="xs">
          {error}
        </Alert>
      ) : null}
    </>
  );
}
