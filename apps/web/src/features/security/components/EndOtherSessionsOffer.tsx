import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndOtherSessions } from '../../../api/sessions.ts';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * The enrolment's success step: sessions signed in with the password alone stay valid after the
 * second factor is turned on, so the user is offered to end them (and told how many ended).
 */
export function EndOtherSessionsOffer() {
  const { t } = useTranslation();
  const mutation = useEndOtherSessions();
  const [ended, setEnded] = useState<number>();
  const [failure, setFailure] = useState<string>();

  const endOthers = async () => {
    setFailure(undefined);
    try {
      setEnded((await mutation.mutateAsync()).ended);
    } catch (error) {
      setFailure(
        (error instanceof ApiError ? error.messages('non_field_errors')[0] : undefined) ??
          t('errors.service_unavailable'),
      );
    }
  };

  if (ended !== undefined) {
    return (
      <Alert color="teal" role="status" data-testid="totp-sessions-ended">
        {t('sessions.ended_others', { count: ended })}
      </Alert>
    );
  }
  return (
    <Stack gap="xs" data-testid="totp-sessions-offer">
      <Text size="sm">{t('sessions.totp_offer')}</Text>
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Group>
        <Button variant="light" color="red" loading={mutation.isPending} onClick={() => void endOthers()}>
          {t('sessions.totp_offer_button')}
        </Button>
      </Group>
    </Stack>
  );
}
