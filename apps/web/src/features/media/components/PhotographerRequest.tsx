import { PHOTOGRAPHER_PRICE_EUR } from '@hotel/domain';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../../components/ui/confirm.ts';
import { notifySaved } from '../../../components/ui/notify.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useRequestPhotographer } from '../api/photos.ts';

/** Ask for a professional photographer (100 euros): the group's staff are emailed. */
export function PhotographerRequest({ hotelId }: { hotelId: number }) {
  const { t } = useTranslation();
  const request = useRequestPhotographer(hotelId);
  const [result, setResult] = useState<{ ok: boolean; message: string }>();

  async function ask() {
    if (!(await confirm(t, t('media.photographer.confirm', { price: PHOTOGRAPHER_PRICE_EUR })))) return;
    setResult(undefined);
    try {
      await request.mutateAsync();
      const message = t('media.photographer.sent');
      notifySaved(message);
      setResult({ ok: true, message });
    } catch (error) {
      setResult({
        ok: false,
        message: error instanceof ApiError ? error.message : t('errors.service_unavailable'),
      });
    }
  }

  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('media.photographer.title')}
      </Title>
      <Text size="sm">{t('media.photographer.text', { price: PHOTOGRAPHER_PRICE_EUR })}</Text>
      {result ? (
        <Alert
          color={result.ok ? 'teal' : 'red'}
          role={result.ok ? 'status' : 'alert'}
          data-testid="photographer-result"
        >
          {result.message}
        </Alert>
      ) : null}
      <Group>
        <Button variant="outline" onClick={ask} loading={request.isPending}>
          {t('media.photographer.action', { price: PHOTOGRAPHER_PRICE_EUR })}
        </Button>
      </Group>
    </Stack>
  );
}
