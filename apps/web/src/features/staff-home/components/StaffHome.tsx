import type { ActivityEntry, StaffSummary } from '@hotel/domain';
import { Anchor, Card, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { staffSummaryQuery } from '../../../api/staff-summary.ts';
import { RequestFailed } from '../../../components/ui/RequestFailed.tsx';
import { TimeAgo } from '../../../components/ui/TimeAgo.tsx';

type QueueKey = 'claims' | 'to_review' | 'returned';

/** Each queue of the home and the back-office screen that works it. */
const QUEUES: { key: QueueKey; path: string }[] = [
  { key: 'claims', path: '/staff/claims' },
  { key: 'to_review', path: '/staff/contracts' },
  { key: 'returned', path: '/staff/contracts?status=returned' },
];

export interface StaffHomeProps {
  /**
   * The level of its heading: 1 on the back office's own home (/staff), 2 as a panel of the
   * dashboard home (/dash/home, under its "Inicio"); its sections take the next level.
   */
  level?: 1 | 2;
}

/**
 * The staff home (issue 16): the back office's queues (claims, contracts to review, returned and
 * waiting for the owner), each with its count, the oldest waiting and a link to it, and the
 * caller's own recent decisions. The same component on /staff and on /dash/home for staff.
 */
export function StaffHome({ level = 1 }: StaffHomeProps) {
  const { t } = useTranslation();
  const summary = useQuery(staffSummaryQuery());
  const titleId = useId();
  const section = (level + 1) as 2 | 3;

  return (
    <Stack component="section" aria-labelledby={titleId} data-testid="staff-home">
      <Title order={level} size={level === 1 ? 'h2' : 'h3'} id={titleId}>
        {t(level === 1 ? 'staff.home.title' : 'staff.home.panel_title')}
      </Title>
      {summary.isPending ? <Loader size="sm" role="status" aria-label={t('common.loading')} /> : null}
      {summary.isError ? (
        <RequestFailed error={summary.error} onRetry={() => void summary.refetch()} />
      ) : null}
      {summary.data ? (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {QUEUES.map((queue) => (
              <QueueCard key={queue.key} queue={queue} summary={summary.data} order={section} />
            ))}
          </SimpleGrid>
          <RecentDecisions decisions={summary.data.recent_decisions} order={section} />
        </>
      ) : null}
    </Stack>
  );
}

function QueueCard({
  queue,
  summary,
  order,
}: {
  queue: { key: QueueKey; path: string };
  summary: StaffSummary;
  order: 2 | 3;
}) {
  const { t } = useTranslation();
  const { count, oldest_at } = summary[queue.key];
  const titleId = useId();
  return (
    <Card withBorder component="article" aria-labelledby={titleId} data-testid={`queue-${queue.key}`}>
      <Stack gap="xs">
        <Title order={order} size="h5" id={titleId}>
          {t(`staff.home.queues.${queue.key}`)}
        </Title>
        <Text fz={32} fw={700} lh={1} data-testid="queue-count">
          {count}
        </Text>
        <Text size="sm" c="dimmed" data-testid="queue-oldest">
          {oldest_at ? (
            <>
              {t('staff.home.oldest')} <TimeAgo at={oldest_at} />
            </>
          ) : (
            t('staff.home.nothing_waiting')
          )}
        </Text>
        <Anchor component={Link} to={queue.path} size="sm">
          {t(`staff.home.open.${queue.key}`)}
        </Anchor>
      </Stack>
    </Card>
  );
}

function RecentDecisions({ decisions, order }: { decisions: ActivityEntry[]; order: 2 | 3 }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={order} size="h4" id={titleId}>
        {t('staff.home.recent')}
      </Title>
      {decisions.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="no-decisions">
          {t('staff.home.no_decisions')}
        </Text>
      ) : (
        // No scroll container: three columns wrap at 390 px (a scrolling region with nothing focusable
        // in it could not be scrolled from the keyboard).
        <Table verticalSpacing="xs" captionSide="top" data-testid="recent-decisions">
          <Table.Caption style={{ textAlign: 'start' }}>{t('staff.home.recent_caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('staff.home.columns.hotel')}</Table.Th>
              <Table.Th>{t('staff.home.columns.action')}</Table.Th>
              <Table.Th>{t('staff.home.columns.when')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {decisions.map((decision) => (
              <Table.Tr key={decision.id}>
                {/* A decision about a hotel names it; one about a person (the permission) names them. */}
                <Table.Td>{decision.hotel?.name ?? decision.subject?.name ?? ''}</Table.Td>
                <Table.Td>{actionName(t, decision.action)}</Table.Td>
                <Table.Td>
                  <TimeAgo at={decision.at} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

/** A decision's name ('claim.verified' → 'Solicitud verificada'); one the catalogue lacks is shown as it is. */
export function actionName(t: TFunction, action: string): string {
  return t(`staff.actions.${action}`, { defaultValue: action });
}
