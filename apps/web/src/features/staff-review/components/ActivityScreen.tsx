import { ACTIVITY_KINDS, type ActivityKind, type ActivityList } from '@hotel/domain';
import { Card, Group, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ACTIVITY_PAGE_SIZE, type ActivityFilters, activityQuery } from '../../../api/staff-review.ts';
import { PageLoader } from '../../../components/ui/PageLoader.tsx';
import { Pager } from '../../../components/ui/Pager.tsx';
import { RequestFailed } from '../../../components/ui/RequestFailed.tsx';
import { ActivityEvents } from './ActivityEvents.tsx';

const positive = (value: string | null) => {
  const number = Number.parseInt(value ?? '', 10);
  return number > 0 ? number : undefined;
};

/** The log's filters live in the address (`/staff/activity?hotel=3&kind=contract`): reload and back keep them. */
function filtersOf(params: URLSearchParams): ActivityFilters {
  const kind = params.get('kind');
  return {
    hotel: positive(params.get('hotel')),
    user: positive(params.get('user')),
    kind: ACTIVITY_KINDS.includes(kind as ActivityKind) ? (kind as ActivityKind) : undefined,
    page: positive(params.get('page')) ?? 1,
  };
}

function paramsOf(filters: ActivityFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.hotel !== undefined) params.set('hotel', String(filters.hotel));
  if (filters.user !== undefined) params.set('user', String(filters.user));
  if (filters.kind !== undefined) params.set('kind', filters.kind);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/**
 * /staff/activity (decision 061): who did what to which hotel, in words, newest first; filtered by
 * hotel, person and kind; staff's reads counted per day beside the events.
 */
export function ActivityScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const activity = useQuery(activityQuery(filters));
  const apply = (next: ActivityFilters) => setParams(paramsOf(next));
  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          {t('staff.activity.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('staff.activity.screen_intro')}
        </Text>
      </div>
      <Card withBorder component="section" aria-label={t('staff.activity.filters')}>
        <ActivityFilterFields filters={filters} page={activity.data} onChange={apply} />
      </Card>
      {activity.isError ? (
        <RequestFailed error={activity.error} onRetry={() => void activity.refetch()} />
      ) : !activity.data ? (
        <PageLoader />
      ) : (
        <Stack gap="sm">
          <ActivityEvents page={activity.data} />
          <Group justify="center">
            <Pager
              count={activity.data.count}
              pageSize={ACTIVITY_PAGE_SIZE}
              page={filters.page}
              onChange={(page) => apply({ ...filters, page })}
              label={t('staff.activity.title')}
            />
          </Group>
        </Stack>
      )}
    </Stack>
  );
}

/** Hotel, person and kind; the hotels and people offered are those the log names. */
export function ActivityFilterFields({
  filters,
  page,
  onChange,
  withHotel = true,
}: {
  filters: ActivityFilters;
  page: ActivityList | undefined;
  onChange(next: ActivityFilters): void;
  withHotel?: boolean;
}) {
  const { t } = useTranslation();
  // The chosen hotel or person stays offered while another page loads.
  const withChosen = (
    any: string,
    options: { id: number; name: string }[] | undefined,
    chosen: number | undefined,
  ) => {
    const list = (options ?? []).map((option) => ({ value: String(option.id), label: option.name }));
    if (chosen !== undefined && !list.some((option) => option.value === String(chosen)))
      list.unshift({ value: String(chosen), label: `#${chosen}` });
    return [{ value: '', label: any }, ...list];
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: withHotel ? 3 : 2 }} spacing="sm">
      {withHotel ? (
        <NativeSelect
          label={t('staff.activity.hotel')}
          data={withChosen(t('staff.activity.any_hotel'), page?.hotels, filters.hotel)}
          value={filters.hotel === undefined ? '' : String(filters.hotel)}
          onChange={(event) => onChange({ ...filters, hotel: positive(event.currentTarget.value), page: 1 })}
          data-testid="activity-filter-hotel"
        />
      ) : null}
      <NativeSelect
        label={t('staff.activity.person')}
        data={withChosen(t('staff.activity.any_person'), page?.people, filters.user)}
        value={filters.user === undefined ? '' : String(filters.user)}
        onChange={(event) => onChange({ ...filters, user: positive(event.currentTarget.value), page: 1 })}
        data-testid="activity-filter-person"
      />
      <NativeSelect
        label={t('staff.activity.kind')}
        data={[
          { value: '', label: t('staff.activity.any_kind') },
          ...ACTIVITY_KINDS.map((kind) => ({ value: kind, label: t(`staff.activity.kinds.${kind}`) })),
        ]}
        value={filters.kind ?? ''}
        onChange={(event) => {
          const value = event.currentTarget.value as ActivityKind | '';
          onChange({ ...filters, kind: value === '' ? undefined : value, page: 1 });
        }}
        data-testid="activity-filter-kind"
      />
    </SimpleGrid>
  );
}
