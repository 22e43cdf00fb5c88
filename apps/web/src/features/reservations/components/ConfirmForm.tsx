import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../../components/ui/form-errors.ts';
import { notifySaved } from '../../../components/ui/notify.ts';
import { useConfirmReservation } from '../api/reservations.ts';
import { CONFIRMATION_NUMBER_MAX, confirmationNumberIssue } from '../model/reservation-view.ts';

/**
 * "Confirm" with the hotel's confirmation number, which goes back to the group: checked before it
 * is sent (required, at most 64 characters), the server's refusal shown under the field.
 */
export function ConfirmForm({ hotelId, reservationId }: { hotelId: number; reservationId: number }) {
  const { t } = useTranslation();
  const confirm = useConfirmReservation(hotelId);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const issue = confirmationNumberIssue(value);
    if (issue) {
      setError(t(issue, { max: CONFIRMATION_NUMBER_MAX }));
      return;
    }
    setError(undefined);
    try {
      await confirm.mutateAsync({ reservationId, confirmationNumber: value.trim() });
      notifySaved(t('rates.reservations.screen.confirm.done'));
      setValue('');
    } catch (failure) {
      setError(refusalText(t, failure, 'confirmationNumber', t('rates.reservations.errors.not_found')));
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('rates.reservations.screen.confirm.title')}>
      <Group align="flex-start" gap="xs">
        <TextInput
          label={t('rates.reservations.screen.confirm.number')}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={error}
          maxLength={CONFIRMATION_NUMBER_MAX + 10}
          style={{ flex: '1 1 12rem' }}
        />
        <Button type="submit" mt={25} loading={confirm.isPending}>
          {t('rates.reservations.screen.confirm.submit')}
        </Button>
      </Group>
    </form>
  );
}
