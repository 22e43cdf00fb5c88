import type { HotelChoice, PendingHotelResult } from '@hotel/domain';
import { Alert, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySaved } from '../../../components/ui/notify.ts';
import { useCreatePendingHotels } from '../api/pending-hotels.ts';

interface Props {
  /** The hotels chosen at registration (or given by a staff link) and not created yet. */
  pending: HotelChoice[];
}

/**
 * Onboarding in one step (issue 19): the hotels chosen at registration, offered for creation all
 * at once. Those not created (a claim recorded for staff, a verified hotel of someone else, a
 * choice the catalogue does not back) are listed with the reason; they stay pending.
 */
export function PendingHotelsOffer({ pending }: Props) {
  const { t } = useTranslation();
  const create = useCreatePendingHotels();
  const [refused, setRefused] = useState<PendingHotelResult[]>([]);
  if (pending.length === 0 && refused.length === 0) return null;

  async function createAll() {
    setRefused([]);
    try {
      const results = await create.mutateAsync();
      const created = results.filter((result) => result.outcome === 'created').length;
      if (created > 0) notifySaved(t('hotels.onboarding.created', { count: created }));
      setRefused(results.filter((result) => result.outcome !== 'created'));
    } catch {
      notifyError(t('errors.service_unavailable'));
    }
  }

  return (
    <Card withBorder component="section" aria-labelledby="pending-offer-title" data-testid="pending-offer">
      <Stack gap="sm">
        <Title order={2} size="h4" id="pending-offer-title">
          {t('hotels.onboarding.title')}
        </Title>
        {pending.length > 0 ? (
          <>
            <Text size="sm">{t('hotels.onboarding.intro')}</Text>
            <List>
              {pending.map((hotel) => (
                <List.Item key={hotel.code}>{hotel.name}</List.Item>
              ))}
            </List>
            <Group>
              <Button onClick={createAll} loading={create.isPending}>
                {t('hotels.onboarding.create_all', { count: pending.length })}
              </Button>
            </Group>
          </>
        ) : null}
        {refused.map((result) => (
          <Alert
            key={result.code}
            color={result.outcome === 'claim_recorded' ? 'blue' : 'red'}
            variant="light"
            title={t('hotels.onboarding.not_created', { name: result.name })}
            data-testid="pending-refused"
          >
            {result.message}
          </Alert>
        ))}
      </Stack>
    </Card>
  );
}
