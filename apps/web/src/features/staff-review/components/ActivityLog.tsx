import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_PAGE_SIZE, type ActivityFilters, activityQuery } from '../../../api/staff-review.ts';
import { PageLoader } from '../../../components/ui/PageLoader.tsx';
import { Pager } from '../../../components/ui/Pager.tsx';
import { RequestFailed } from '../../../components/ui/RequestFailed.tsx';
import { ActivityEvents } from './ActivityEvents.tsx';
import { ActivityFilterFields } from './ActivityScreen.tsx';

/** The hotel's activity log (who did what, when, in words), closed until asked for; newest first, filtered and paged. */
export function ActivityLog({ hotelId }: { hotelId: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Card withBorder component="section" aria-labelledby={`${panelId}-title`}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h4" id={`${panelId}-title`}>
          {t('staff.activity.title')}
        </Title>
        <Button
          variant="default"
          size="xs"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t('staff.activity.hide') : t('staff.activity.show')}
        </Button>
      </Group>
      <div id={panelId} hidden={!open}>
        {open ? <ActivityPages hotelId={hotelId} /> : null}
      </div>
    </Card>
  );
}

function ActivityPages({ hotelId }: { hotelId: number }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<ActivityFilters>({ hotel: hotelId, page: 1 });
  const activity = useQuery(activityQuery(filters));
  if (activity.isError)
    return <RequestFailed error={activity.error} onRetry={() => void activity.refetch()} />;
  if (!activity.data) return <PageLoader />;
  return (
    <Stack gap="sm" mt="sm">
      <ActivityFilterFields filters={filters} page={activity.data} onChange={setFilters} withHotel={false} />
      <ActivityEvents page={activity.data} />
      <Group justify="center">
        <Pager
          count={activity.data.count}
          pageSize={ACTIVITY_PAGE_SIZE}
          page={filters.page}
          onChange={(page) => setFilters({ ...filters, page })}
          label={t('staff.activity.title')}
        />
      </Group>
    </Stack>
  );
}
