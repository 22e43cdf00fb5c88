import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The rates could not be read: say so and offer to try again. */
export function RatesLoadError({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('rates.load_error')}</Text>
        <Button size="xs" variant="light" onClick={onRetry}>
          {t('rates.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
