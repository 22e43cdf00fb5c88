import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';

/**
 * A read that failed, where its content would be: a refusal (403) says so with the server's
 * translated message; anything else offers to try again.
 */
export function RequestFailed({ error, onRetry }: { error: unknown; onRetry?(): void }) {
  const { t } = useTranslation();
  if (error instanceof ApiError && error.status === 403) {
    return (
      <Alert color="red" role="alert" title={t('staff.forbidden.title')} data-testid="forbidden">
        {error.messages('non_field_errors')[0] ?? t('staff.forbidden.text')}
      </Alert>
    );
  }
  return (
    <Alert color="red" role="alert" data-testid="load-failed">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {error instanceof ApiError
            ? (error.messages('non_field_errors')[0] ?? t('staff.load_failed'))
            : t('staff.load_failed')}
        </Text>
        {onRetry ? (
          <Button size="xs" variant="light" onClick={onRetry}>
            {t('staff.retry')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
