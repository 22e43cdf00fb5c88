import { RATE_KINDS } from '@hotel/domain';
import { Alert, Button, Group, SegmentedControl, Stack, Text, Title, useMatches } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/ui/PageLoader.tsx';
import { useRateContracts } from '../api/rate-contracts.ts';
import { useRateRoomTypes } from '../api/room-types.ts';
import { NewRateContractForm } from './NewRateContractForm.tsx';
import { QuotePanel } from './QuotePanel.tsx';
import { type Filter, RateContractCard } from './RateContractCard.tsx';
import { RateKindBadge } from './RateKindBadge.tsx';
import { RatesLoadError } from './RatesLoadError.tsx';

interface Props {
  userId: number;
  hotelId: number;
  hotelName?: string;
}

const FILTERS: readonly Filter[] = ['all', ...RATE_KINDS];

function isFilter(value: string | null): value is Filter {
  return (FILTERS as readonly string[]).includes(value ?? '');
}

/** The rates list (/dash/rates): the hotel's contracts with their rates, filtered by kind. */
export function RatesList({ userId, hotelId, hotelName }: Props) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const contracts = useRateContracts(userId, hotelId);
  // Names of what each rate sells; until they come (or if they cannot), the rest of the list shows.
  const roomTypes = useRateRoomTypes(userId, hotelId);
  const roomNames = useMemo(
    () => new Map((roomTypes.data ?? []).map((room) => [room.id, room.name])),
    [roomTypes.data],
  );
  // On a phone the four filters take the whole width in a smaller size: side by side they are wider
  // than 360 px at the usual one.
  const narrow = useMatches({ base: true, sm: false });
  const filterParam = params.get('kind');
  const filter: Filter = isFilter(filterParam) ? filterParam : 'all';

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} size="h2">
            {t('rates.list.title')}
          </Title>
          {hotelName ? <Text fw={600}>{hotelName}</Text> : null}
          <Text c="dimmed">{t('rates.list.intro')}</Text>
        </div>
        <Group>
          <Button component={Link} to="/dash/rates/calendar" variant="default">
            {t('rates.list.calendar')}
          </Button>
          <Button component={Link} to="/dash/rates/taxes" variant="default">
            {t('rates.taxes.editor.open')}
          </Button>
          <Button component={Link} to="/dash/rates/new">
            {t('rates.list.new_rate')}
          </Button>
        </Group>
      </Group>
      <Group justify="space-between" align="flex-end">
        <Stack gap={4} w={{ base: '100%', sm: 'auto' }}>
          <Text size="sm" fw={500} id="rates-filter-label">
            {t('rates.list.filter')}
          </Text>
          <SegmentedControl
            aria-labelledby="rates-filter-label"
            data-testid="rates-filter"
            fullWidth={narrow}
            size={narrow ? 'xs' : 'sm'}
            data={FILTERS.map((value) => ({ value, label: t(`rates.kinds.${value}`) }))}
            value={filter}
            onChange={(value) =>
              setParams(
                (previous) => {
                  const next = new URLSearchParams(previous);
                  if (value === 'all') next.delete('kind');
                  else next.set('kind', value);
                  return next;
                },
                { replace: true },
              )
            }
          />
        </Stack>
        <Group gap="xs" aria-label={t('rates.list.legend')} role="group">
          {RATE_KINDS.map((kind) => (
            <RateKindBadge key={kind} kind={kind} />
          ))}
        </Group>
      </Group>
      {contracts.isError ? (
        <RatesLoadError onRetry={() => void contracts.refetch()} />
      ) : !contracts.data ? (
        <PageLoader />
      ) : (
        <>
          {contracts.data.length === 0 ? (
            <Alert color="blue" data-testid="rates-empty">
              <Text size="sm">{t('rates.list.empty')}</Text>
            </Alert>
          ) : null}
          {contracts.data.map((contract) => (
            <RateContractCard
              key={contract.id}
              contract={contract}
              filter={filter}
              userId={userId}
              hotelId={hotelId}
              roomNames={roomNames}
            />
          ))}
          <NewRateContractForm userId={userId} hotelId={hotelId} />
          {contracts.data.some((contract) => contract.rates.length > 0) ? (
            <QuotePanel userId={userId} hotelId={hotelId} contracts={contracts.data} roomNames={roomNames} />
          ) : null}
        </>
      )}
    </Stack>
  );
}
