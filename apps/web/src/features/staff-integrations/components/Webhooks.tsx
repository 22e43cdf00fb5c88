import { WEBHOOK_SIGNATURE_HEADER, type WebhookEndpoint } from '@hotel/domain';
import { Badge, Button, Card, Code, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type DeliveryStatus, webhooksQuery } from '../../../api/staff-integrations.ts';
import { confirm } from '../../../components/ui/confirm.ts';
import { refusalText } from '../../../components/ui/form-errors.ts';
import { notifyError, notifySaved } from '../../../components/ui/notify.ts';
import { RequestFailed } from '../../../components/ui/RequestFailed.tsx';
import { useDeleteWebhook, useSetWebhookActive } from '../api/integrations.ts';
import { Deliveries } from './Deliveries.tsx';
import { eventKey } from './labels.ts';
import { WebhookForm } from './WebhookForm.tsx';

export interface DeliveriesView {
  /** The endpoint whose deliveries are open, if any. */
  endpointId: number | null;
  status: DeliveryStatus | null;
  page: number;
}

/**
 * The webhook endpoints (issue 17): where each is sent, which events, whether it is active, its
 * deliveries counted by state; each can be switched off and on, deleted (confirmed) and its
 * deliveries opened. Below, the form of a new endpoint and how a receiver checks the signature.
 */
export function Webhooks({ view, onView }: { view: DeliveriesView; onView(next: DeliveriesView): void }) {
  const { t } = useTranslation();
  const endpoints = useQuery(webhooksQuery());
  const titleId = useId();
  const list = endpoints.data?.endpoints ?? [];

  return (
    <Stack gap="lg">
      <Stack gap="sm" component="section" aria-labelledby={titleId}>
        <Title order={2} size="h3" id={titleId}>
          {t('staff.integrations.webhooks.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('staff.integrations.webhooks.intro')}
        </Text>
        {endpoints.isPending ? <Loader size="sm" role="status" aria-label={t('common.loading')} /> : null}
        {endpoints.isError ? (
          <RequestFailed error={endpoints.error} onRetry={() => void endpoints.refetch()} />
        ) : null}
        {endpoints.data && list.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="no-webhooks">
            {t('staff.integrations.webhooks.empty')}
          </Text>
        ) : null}
        {list.length > 0 ? (
          <Stack component="ul" gap="md" m={0} p={0} aria-labelledby={titleId} style={{ listStyle: 'none' }}>
            {list.map((endpoint) => (
              <EndpointCard
                key={endpoint.id}
                endpoint={endpoint}
                open={view.endpointId === endpoint.id}
                onToggle={() =>
                  onView({
                    endpointId: view.endpointId === endpoint.id ? null : endpoint.id,
                    status: null,
                    page: 1,
                  })
                }
              >
                {view.endpointId === endpoint.id ? (
                  <Deliveries
                    endpointId={endpoint.id}
                    url={endpoint.url}
                    status={view.status}
                    page={view.page}
                    onFilter={(next) => onView({ endpointId: endpoint.id, ...next })}
                  />
                ) : null}
              </EndpointCard>
            ))}
          </Stack>
        ) : null}
      </Stack>
      <WebhookForm onCreated={(endpointId) => onView({ endpointId, status: null, page: 1 })} />
      <SignatureHelp />
    </Stack>
  );
}

function EndpointCard({
  endpoint,
  open,
  onToggle,
  children,
}: {
  endpoint: WebhookEndpoint;
  open: boolean;
  onToggle(): void;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const setActive = useSetWebhookActive();
  const remove = useDeleteWebhook();

  const toggleActive = async () => {
    const active = !endpoint.active;
    try {
      await setActive.mutateAsync({ endpointId: endpoint.id, active });
      notifySaved(
        t(active ? 'staff.integrations.webhooks.activated' : 'staff.integrations.webhooks.deactivated', {
          url: endpoint.url,
        }),
      );
    } catch (error) {
      notifyError(refusalText(t, error, undefined, t('staff.integrations.webhooks.gone')));
    }
  };

  const deleteEndpoint = async () => {
    if (!(await confirm(t, t('staff.integrations.webhooks.delete_confirm', { url: endpoint.url })))) return;
    try {
      await remove.mutateAsync(endpoint.id);
      notifySaved(t('staff.integrations.webhooks.deleted', { url: endpoint.url }));
    } catch (error) {
      notifyError(refusalText(t, error, undefined, t('staff.integrations.webhooks.gone')));
    }
  };

  return (
    <Card component="li" withBorder padding="md" data-testid="endpoint">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Text fw={600} style={{ overflowWrap: 'anywhere', minWidth: 0 }} data-testid="endpoint-url">
            {endpoint.url}
          </Text>
          <Badge
            color={endpoint.active ? 'teal.9' : 'gray.7'}
            variant="outline"
            style={{ flexShrink: 0 }}
            data-testid="endpoint-state"
          >
            {t(
              endpoint.active ? 'staff.integrations.webhooks.active' : 'staff.integrations.webhooks.inactive',
            )}
          </Badge>
        </Group>
        <Group gap={4}>
          {endpoint.events.map((event) => (
            <Badge key={event} variant="outline" color="blue.8" tt="none" maw="none">
              {t(`${eventKey(event)}.label`)}
            </Badge>
          ))}
        </Group>
        <Text size="sm" data-testid="endpoint-counts">
          {t('staff.integrations.webhooks.counts', {
            delivered: endpoint.deliveries.delivered,
            pending: endpoint.deliveries.pending,
            failed: endpoint.deliveries.failed,
          })}
        </Text>
        <Group gap="xs">
          <Button size="xs" variant={open ? 'filled' : 'light'} onClick={onToggle} aria-expanded={open}>
            {t(
              open
                ? 'staff.integrations.webhooks.hide_deliveries'
                : 'staff.integrations.webhooks.show_deliveries',
            )}
          </Button>
          <Button
            size="xs"
            variant="default"
            loading={setActive.isPending}
            onClick={() => void toggleActive()}
          >
            {t(
              endpoint.active
                ? 'staff.integrations.webhooks.deactivate'
                : 'staff.integrations.webhooks.activate',
            )}
          </Button>
          <Button
            size="xs"
            variant="outline"
            color="red.8"
            loading={remove.isPending}
            onClick={() => void deleteEndpoint()}
            aria-label={t('staff.integrations.webhooks.delete_label', { url: endpoint.url })}
          >
            {t('staff.integrations.webhooks.delete')}
          </Button>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

/** The examples wrap rather than scroll: a scroll box would need its own keyboard stop. */
const WRAPPED = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** How a receiver checks that a delivery comes from the extranet (the scheme of the server's signer). */
function SignatureHelp() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId} data-testid="signature-help">
      <Title order={3} size="h4" id={titleId}>
        {t('staff.integrations.signature.title')}
      </Title>
      <Text size="sm">{t('staff.integrations.signature.intro', { header: WEBHOOK_SIGNATURE_HEADER })}</Text>
      <Code
        block
        style={WRAPPED}
      >{`${WEBHOOK_SIGNATURE_HEADER}: t=1767225600,v1=5d41402abc4b2a76b9719d911017c592…`}</Code>
      <List type="ordered" size="sm" spacing={4}>
        <List.Item>{t('staff.integrations.signature.step_parse')}</List.Item>
        <List.Item>{t('staff.integrations.signature.step_sign')}</List.Item>
        <List.Item>{t('staff.integrations.signature.step_compare')}</List.Item>
        <List.Item>{t('staff.integrations.signature.step_time')}</List.Item>
      </List>
      <Code block style={WRAPPED}>
        {`const [, t, v1] = header.match(/^t=(\\d+),v1=([0-9a-f]{64})$/);
const expected = createHmac('sha256', secret).update(\`\${t}.\${rawBody}\`).digest('hex');
const valid = timingSafeEqual(Buffer.from(expected), Buffer.from(v1))
  && Math.abs(Date.now() / 1000 - Number(t)) <= 300;`}
      </Code>
    </Stack>
  );
}
