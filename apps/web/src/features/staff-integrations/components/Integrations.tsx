import { WEBHOOK_DELIVERY_STATUSES } from '@hotel/domain';
import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { DeliveryStatus } from '../../../api/staff-integrations.ts';
import { ApiKeys } from './ApiKeys.tsx';
import { type DeliveriesView, Webhooks } from './Webhooks.tsx';

type Tab = 'keys' | 'webhooks';

const isStatus = (value: string | null): value is DeliveryStatus =>
  (WEBHOOK_DELIVERY_STATUSES as readonly (string | null)[]).includes(value);

/**
 * The back office's integrations (issue 17): the API keys of the group's systems and channel
 * managers, and the webhooks with their deliveries. The tab, the open endpoint, its status filter
 * and page are in the address, so a reload or a shared link keeps them.
 */
export function Integrations() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'webhooks' ? 'webhooks' : 'keys';
  const endpoint = Number.parseInt(params.get('endpoint') ?? '', 10);
  const status = params.get('status');
  const view: DeliveriesView = {
    endpointId: Number.isSafeInteger(endpoint) && endpoint > 0 ? endpoint : null,
    status: isStatus(status) ? status : null,
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };

  const go = (nextTab: Tab, next?: DeliveriesView) => {
    const query = new URLSearchParams();
    if (nextTab === 'webhooks') query.set('tab', 'webhooks');
    if (nextTab === 'webhooks' && next?.endpointId) {
      query.set('endpoint', String(next.endpointId));
      if (next.status) query.set('status', next.status);
      if (next.page > 1) query.set('page', String(next.page));
    }
    setParams(query);
  };

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('staff.integrations.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('staff.integrations.intro')}
      </Text>
      <Tabs
        value={tab}
        onChange={(value) => go(value === 'webhooks' ? 'webhooks' : 'keys')}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="keys" data-testid="tab-keys">
            {t('staff.integrations.tabs.keys')}
          </Tabs.Tab>
          <Tabs.Tab value="webhooks" data-testid="tab-webhooks">
            {t('staff.integrations.tabs.webhooks')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="keys" pt="md">
          <ApiKeys />
        </Tabs.Panel>
        <Tabs.Panel value="webhooks" pt="md">
          <Webhooks view={view} onView={(next) => go('webhooks', next)} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
