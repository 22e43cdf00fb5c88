import { WEBHOOK_DELIVERIES_PAGE, WEBHOOK_DELIVERY_STATUSES, type WebhookDelivery } from '@hotel/domain';
import {
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type DeliveryStatus,
  deliveriesQuery,
  staffIntegrationKeys,
} from '../../../api/staff-integrations.ts';
import { refusalText } from '../../../components/ui/form-errors.ts';
import { notifyError, notifySaved } from '../../../components/ui/notify.ts';
import { Pager } from '../../../components/ui/Pager.tsx';
import { RequestFailed } from '../../../components/ui/RequestFailed.tsx';
import { TimeAgo } from '../../../components/ui/TimeAgo.tsx';
import { useResendDelivery } from '../api/integrations.ts';
import { eventKey } from './labels.ts';
import { ScrollRegion } from './ScrollRegion.tsx';

/** While a delivery on the page is due within a minute, the page asks again this often… */
export const PENDING_REFRESH_MS = 3000;
/** …and this often while its pending deliveries wait for later retries (the backoff reaches an hour). */
export const IDLE_REFRESH_MS = 30_000;

/** How soon to ask again: often while an attempt is about to be made, seldom otherwise, never when nothing is pending. */
export function refreshInterval(deliveries: WebhookDelivery[], now = Date.now()): number | false {
  const due = deliveries
    .filter((delivery) => delivery.status === 'pending')
    .map((delivery) => new Date(delivery.nextAttemptAt).getTime());
  if (due.length === 0) return false;
  return Math.min(...due) - now <= 60_000 ? PENDING_REFRESH_MS : IDLE_REFRESH_MS;
}

export const STATUS_COLOR: Record<DeliveryStatus, string> = {
  pending: 'blue.9',
  delivered: 'teal.9',
  failed: 'red.8',
};

/**
 * One endpoint's deliveries (issue 17), newest first, filtered by state and paged: each with its
 * event, state, every attempt (answer, time taken, when) and a "send again" button. The page
 * refreshes itself while a delivery waits for a retry, so a resent one is seen delivered.
 */
export function Deliveries({
  endpointId,
  url,
  status,
  page,
  onFilter,
}: {
  endpointId: number;
  url: string;
  status: DeliveryStatus | null;
  page: number;
  onFilter(next: { status: DeliveryStatus | null; page: number }): void;
}) {
  const { t } = useTranslation();
  const deliveries = useQuery({
    ...deliveriesQuery(endpointId, status, page),
    refetchInterval: (query) => refreshInterval(query.state.data?.deliveries ?? []),
  });
  const resend = useResendDelivery();
  const queryClient = useQueryClient();
  const titleId = useId();

  // The endpoint's counts follow the states seen here (a retry delivered, a delivery given up).
  const states = deliveries.data?.deliveries.map((delivery) => `${delivery.id}:${delivery.status}`).join();
  useEffect(() => {
    if (states === undefined) return;
    void queryClient.invalidateQueries({ queryKey: staffIntegrationKeys.webhooks(), exact: true });
  }, [states, queryClient]);

  const sendAgain = async (delivery: WebhookDelivery) => {
    try {
      await resend.mutateAsync(delivery.id);
      notifySaved(t('staff.integrations.deliveries.resent'));
    } catch (error) {
      notifyError(refusalText(t, error, undefined, t('staff.integrations.deliveries.gone')));
    }
  };

  const data = deliveries.data;
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId} data-testid="deliveries">
      <Title order={3} size="h5" id={titleId} style={{ overflowWrap: 'anywhere' }}>
        {t('staff.integrations.deliveries.title', { url })}
      </Title>
      <SegmentedControl
        aria-label={t('staff.integrations.deliveries.filter')}
        value={status ?? 'all'}
        onChange={(value) =>
          onFilter({ status: value === 'all' ? null : (value as DeliveryStatus), page: 1 })
        }
        data={['all', ...WEBHOOK_DELIVERY_STATUSES].map((value) => ({
          value,
          label: t(`staff.integrations.deliveries.statuses.${value}`),
        }))}
        maw={560}
        fullWidth
      />
      {deliveries.isPending ? <Loader size="sm" role="status" aria-label={t('common.loading')} /> : null}
      {deliveries.isError ? (
        <RequestFailed error={deliveries.error} onRetry={() => void deliveries.refetch()} />
      ) : null}
      {data ? (
        <>
          <Text size="sm" role="status" data-testid="deliveries-count">
            {t(`staff.integrations.deliveries.count_${status ?? 'all'}`, { count: data.total })}
          </Text>
          {data.deliveries.length > 0 ? (
            <Stack
              component="ul"
              gap="sm"
              m={0}
              p={0}
              aria-labelledby={titleId}
              style={{ opacity: deliveries.isPlaceholderData ? 0.6 : 1, listStyle: 'none' }}
            >
              {data.deliveries.map((delivery) => (
                <DeliveryCard
                  key={delivery.id}
                  delivery={delivery}
                  resending={resend.isPending && resend.variables === delivery.id}
                  onResend={() => void sendAgain(delivery)}
                />
              ))}
            </Stack>
          ) : null}
          <Pager
            count={data.total}
            pageSize={data.pageSize || WEBHOOK_DELIVERIES_PAGE}
            page={page}
            onChange={(next) => onFilter({ status, page: next })}
            label={t('staff.integrations.deliveries.pages')}
          />
        </>
      ) : null}
    </Stack>
  );
}

function DeliveryCard({
  delivery,
  resending,
  onResend,
}: {
  delivery: WebhookDelivery;
  resending: boolean;
  onResend(): void;
}) {
  const { t } = useTranslation();
  const event = t(`${eventKey(delivery.event)}.label`);
  return (
    <Paper component="li" withBorder p="sm" data-testid="delivery">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Group gap="xs">
            <Text fw={600} size="sm">
              {event}
            </Text>
            <Badge color={STATUS_COLOR[delivery.status]} variant="outline" data-testid="delivery-status">
              {t(`staff.integrations.deliveries.status.${delivery.status}`)}
            </Badge>
          </Group>
          <Button
            size="xs"
            variant="light"
            loading={resending}
            onClick={onResend}
            aria-label={t('staff.integrations.deliveries.resend_label', { event, id: delivery.id })}
            data-testid="resend"
          >
            {t('staff.integrations.deliveries.resend')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t('staff.integrations.deliveries.created')} <TimeAgo at={delivery.createdAt} />
          {' · '}
          {t('staff.integrations.deliveries.attempts', { count: delivery.attempts })}
          {delivery.status === 'pending' ? (
            <>
              {' · '}
              {t('staff.integrations.deliveries.next_attempt')} <TimeAgo at={delivery.nextAttemptAt} />
            </>
          ) : null}
          {delivery.deliveredAt ? (
            <>
              {' · '}
              {t('staff.integrations.deliveries.delivered_at')} <TimeAgo at={delivery.deliveredAt} />
            </>
          ) : null}
        </Text>
        {delivery.log.length > 0 ? (
          <ScrollRegion
            minWidth={320}
            label={t('staff.integrations.deliveries.log_caption', { id: delivery.id })}
          >
            <Table verticalSpacing={4} fz="sm" captionSide="top" data-testid="attempts">
              <Table.Caption style={{ textAlign: 'start' }}>
                {t('staff.integrations.deliveries.log_caption', { id: delivery.id })}
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th ta="end">{t('staff.integrations.deliveries.columns.attempt')}</Table.Th>
                  <Table.Th>{t('staff.integrations.deliveries.columns.answer')}</Table.Th>
                  <Table.Th ta="end">{t('staff.integrations.deliveries.columns.duration')}</Table.Th>
                  <Table.Th>{t('staff.integrations.deliveries.columns.when')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {delivery.log.map((attempt) => (
                  <Table.Tr key={attempt.attempt} data-testid="attempt">
                    <Table.Td ta="end">{attempt.attempt}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      {attempt.statusCode !== null
                        ? t('staff.integrations.deliveries.http_status', { code: attempt.statusCode })
                        : attempt.error
                          ? t(`staff.integrations.deliveries.attempt_errors.${attempt.error}`, {
                              defaultValue: attempt.error,
                            })
                          : t('staff.integrations.deliveries.no_answer')}
                    </Table.Td>
                    <Table.Td ta="end">
                      {t('staff.integrations.deliveries.duration', { ms: attempt.durationMs })}
                    </Table.Td>
                    <Table.Td>
                      <TimeAgo at={attempt.at} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        ) : (
          <Text size="sm" c="dimmed">
            {t('staff.integrations.deliveries.no_attempts')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
