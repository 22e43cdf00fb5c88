import type { ActivityEntry } from '@hotel/domain';
import { Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_PAGE_SIZE, activityQuery } from '../../../api/staff-review.ts';
import { PageLoader } from '../../../components/ui/PageLoader.tsx';
import { Pager } from '../../../components/ui/Pager.tsx';
import { RequestFailed } from '../../../components/ui/RequestFailed.tsx';
import { dateTimeFormat } from '../model/describe.ts';
import { ScrollTable } from './ScrollTable.tsx';

const KIND_COLOURS = { read: 'gray.8', write: 'blue.9', decision: 'grape.9' } as const;

/** The hotel's activity log (who read, wrote or decided what, when), closed until asked for; newest first, paged. */
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
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const activity = useQuery(activityQuery(hotelId, page));
  if (activity.isError)
    return <RequestFailed error={activity.error} onRetry={() => void activity.refetch()} />;
  if (!activity.data) return <PageLoader />;
  const when = dateTimeFormat(i18n.language);
  return (
    <Stack gap="sm" mt="sm">
      {activity.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('staff.activity.empty')}
        </Text>
      ) : (
        <ScrollTable minWidth={640} label={t('staff.activity.title')}>
          <Table striped data-testid="activity-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('staff.activity.when')}</Table.Th>
                <Table.Th>{t('staff.activity.who')}</Table.Th>
                <Table.Th>{t('staff.activity.what')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {activity.data.items.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>
                    <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
                  </Table.Td>
                  <Table.Td>{entry.user?.name ?? t('contract.history.unknown_user')}</Table.Td>
                  <Table.Td>
                    <Stack gap={4} align="flex-start">
                      <Badge
                        size="sm"
                        color={KIND_COLOURS[entry.kind]}
                        variant="filled"
                        style={{ flexShrink: 0 }}
                      >
                        {t(`staff.activity.kinds.${entry.kind}`)}
                      </Badge>
                      <EntryAction entry={entry} />
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      <Group justify="center">
        <Pager
          count={activity.data.count}
          pageSize={ACTIVITY_PAGE_SIZE}
          page={page}
          onChange={setPage}
          label={t('staff.activity.title')}
        />
      </Group>
    </Stack>
  );
}

/** A return's reasons as the detail holds them: `[{step, reason}]`. */
function detailReasons(detail: ActivityEntry['detail']): { step: string; reason: string }[] {
  const steps = detail?.steps;
  if (!Array.isArray(steps)) return [];
  return steps.filter(
    (item): item is { step: string; reason: string } =>
      typeof item === 'object' &&
      item !== null &&
      typeof item.step === 'string' &&
      typeof item.reason === 'string',
  );
}

/** A decision by its name in the catalogue when it has one; a request as its method and route. */
function EntryAction({ entry }: { entry: ActivityEntry }) {
  const { t, i18n } = useTranslation();
  const key = `staff.actions.${entry.action}`;
  const reason = typeof entry.detail?.reason === 'string' ? entry.detail.reason : null;
  const reasons = detailReasons(entry.detail);
  return (
    <div>
      <Text size="sm" style={{ wordBreak: 'break-word' }}>
        {i18n.exists(key) ? t(key) : entry.action}
      </Text>
      {reason ? (
        <Text size="xs" c="dimmed">
          {reason}
        </Text>
      ) : null}
      {reasons.map((item) => (
        <Text key={item.step} size="xs" c="dimmed">
          {i18n.exists(`nav.${item.step}`) ? t(`nav.${item.step}`) : item.step}: {item.reason}
        </Text>
      ))}
    </div>
  );
}
