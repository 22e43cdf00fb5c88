import type { ContractQueueItem } from '@hotel/domain';
import { Anchor, Badge, Card, Group, Stack, Table, Tabs, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { countriesQuery } from '../../../api/countries.ts';
import { useReference } from '../../../api/reference.ts';
import {
  QUEUE_PAGE_SIZE,
  type QueueFilters,
  type QueueStatus,
  queueQuery,
} from '../../../api/staff-review.ts';
import { PageLoader } from '../../../components/ui/PageLoader.tsx';
import { Pager } from '../../../components/ui/Pager.tsx';
import { RequestFailed } from '../../../components/ui/RequestFailed.tsx';
import { countryName, dateTimeFormat, namesById } from '../model/describe.ts';
import { filtersFromParams, paramsFromFilters } from '../model/queue-params.ts';
import { QueueFilterForm } from './QueueFilterForm.tsx';

/**
 * /staff/contracts: the contracts to review (sent) and those returned to their owners, oldest sent
 * first, and the approved ones, latest approval first; filtered and paged; each row opens the
 * hotel's review.
 */
export function ContractQueueScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const queue = useQuery(queueQuery(filters));
  const apply = (next: QueueFilters) => setParams(paramsFromFilters(next));
  const counts = queue.data?.counts;

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('staff.queue.title')}
      </Title>
      <Card withBorder>
        {/* Remounted when the address changes, so the fields show the filters in force. */}
        <QueueFilterForm key={params.toString()} filters={filters} onApply={apply} />
      </Card>
      <Tabs
        value={filters.status}
        onChange={(status) => apply({ ...filters, status: (status ?? 'sent') as QueueStatus, page: 1 })}
        keepMounted={false}
      >
        <Tabs.List>
          {(['sent', 'returned', 'approved'] as const).map((status) => (
            <Tabs.Tab key={status} value={status} data-testid={`queue-tab-${status}`}>
              {t(`staff.queue.tabs.${status}`)}
              {counts ? ` (${counts[status]})` : ''}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={filters.status} pt="md">
          {queue.isError ? (
            <RequestFailed error={queue.error} onRetry={() => void queue.refetch()} />
          ) : !queue.data ? (
            <PageLoader />
          ) : (
            <Stack gap="sm">
              <Text size="sm" aria-live="polite" data-testid="queue-count">
                {t('staff.queue.count', { count: queue.data.count })}
              </Text>
              {queue.data.items.length === 0 ? (
                <Text c="dimmed">{t(`staff.queue.empty.${filters.status}`)}</Text>
              ) : (
                <QueueTable items={queue.data.items} status={filters.status} back={params.toString()} />
              )}
              <Group justify="center">
                <Pager
                  count={queue.data.count}
                  pageSize={QUEUE_PAGE_SIZE}
                  page={filters.page}
                  onChange={(page) => apply({ ...filters, page })}
                  label={t(`staff.queue.tabs.${filters.status}`)}
                />
              </Group>
            </Stack>
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function QueueTable({
  items,
  status,
  back,
}: {
  items: ContractQueueItem[];
  status: QueueStatus;
  back: string;
}) {
  const { t, i18n } = useTranslation();
  const countries = useQuery(countriesQuery(i18n.language));
  const types = useReference('type');
  const countryNames = new Map((countries.data ?? []).map((country) => [country.code, country.name]));
  const typeNames = namesById(types.data, (type) => type.name);
  const when = dateTimeFormat(i18n.language);
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover data-testid="queue-table">
        <VisuallyHidden component="caption">{t(`staff.queue.tabs.${status}`)}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('staff.queue.columns.hotel')}</Table.Th>
            <Table.Th>{t('staff.queue.columns.city')}</Table.Th>
            <Table.Th>{t('staff.queue.columns.country')}</Table.Th>
            <Table.Th>{t('staff.queue.columns.type')}</Table.Th>
            {/* The approved list's time is the approval's. */}
            <Table.Th>{t(`staff.queue.columns.${status === 'approved' ? 'approved' : 'sent'}`)}</Table.Th>
            {status === 'returned' ? <Table.Th>{t('staff.queue.columns.returned')}</Table.Th> : null}
            <Table.Th>{t('staff.queue.columns.state')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.hotel.id}>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={`/staff/contracts/${item.hotel.id}`}
                  state={{ queue: back }}
                  fw={600}
                  data-testid="queue-open"
                >
                  {item.hotel.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {item.hotel.code}
                </Text>
              </Table.Td>
              <Table.Td>{item.hotel.city ?? '—'}</Table.Td>
              <Table.Td>{countryName(item.hotel.country, i18n.language, countryNames) || '—'}</Table.Td>
              <Table.Td>
                {item.hotel.htype === null ? '—' : (typeNames.get(item.hotel.htype) ?? '—')}
              </Table.Td>
              <Table.Td>
                <time dateTime={item.sent_at}>{when.format(new Date(item.sent_at))}</time>
              </Table.Td>
              {status === 'returned' ? (
                <Table.Td>
                  {item.returned_at ? (
                    <time dateTime={item.returned_at}>{when.format(new Date(item.returned_at))}</time>
                  ) : (
                    '—'
                  )}
                </Table.Td>
              ) : null}
              <Table.Td>
                <Group gap={4}>
                  {item.approved_before ? (
                    <Badge color="teal.9" variant="filled" data-testid="approved-before">
                      {t('staff.queue.approved_before')}
                    </Badge>
                  ) : null}
                  {item.hotel.verified ? null : (
                    <Badge color="violet.9" variant="outline">
                      {t('staff.hotel_unverified')}
                    </Badge>
                  )}
                  {item.approved_before || !item.hotel.verified ? null : '—'}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
