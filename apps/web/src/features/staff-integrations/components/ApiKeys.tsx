import type { ApiKey } from '@hotel/domain';
import { Badge, Button, Loader, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { apiKeysQuery } from '../../../api/staff-integrations.ts';
import { confirm } from '../../../components/ui/confirm.ts';
import { refusalText } from '../../../components/ui/form-errors.ts';
import { notifyError, notifySaved } from '../../../components/ui/notify.ts';
import { RequestFailed } from '../../../components/ui/RequestFailed.tsx';
import { dateTime, TimeAgo } from '../../../components/ui/TimeAgo.tsx';
import cards from '../../../components/ui/table-cards.module.css';
import { useRevokeApiKey } from '../api/integrations.ts';
import { ApiKeyForm } from './ApiKeyForm.tsx';
import classes from './api-keys.module.css';
import { scopeKey } from './labels.ts';
import { ScrollRegion } from './ScrollRegion.tsx';

type KeyState = 'active' | 'revoked' | 'expired';

function stateOf(key: ApiKey, now = Date.now()): KeyState {
  if (key.revokedAt) return 'revoked';
  if (key.expiresAt && new Date(key.expiresAt).getTime() <= now) return 'expired';
  return 'active';
}

const STATE_COLOR: Record<KeyState, string> = { active: 'teal.9', revoked: 'red.8', expired: 'gray.7' };

/**
 * The API keys of the group's systems and channel managers (issue 17): who may read or write what,
 * for which hotels, until when, and how much each is used; a key is revoked at once (confirmed).
 * Below, the form of a new key.
 */
export function ApiKeys() {
  const { t, i18n } = useTranslation();
  const keys = useQuery(apiKeysQuery());
  const revoke = useRevokeApiKey();
  const titleId = useId();
  /** A column's heading, written before its value when a phone shows a key as a card. */
  const label = (column: string) => t(`staff.integrations.keys.columns.${column}`);

  const revokeKey = async (key: ApiKey) => {
    if (
      !(await confirm(t, t('staff.integrations.keys.revoke_confirm', { name: key.name, prefix: key.prefix })))
    )
      return;
    try {
      await revoke.mutateAsync(key.id);
      notifySaved(t('staff.integrations.keys.revoked', { name: key.name }));
    } catch (error) {
      notifyError(refusalText(t, error, undefined, t('staff.integrations.keys.gone')));
    }
  };

  return (
    <Stack gap="lg">
      <Stack gap="sm" component="section" aria-labelledby={titleId}>
        <Title order={2} size="h3" id={titleId}>
          {t('staff.integrations.keys.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('staff.integrations.keys.intro')}
        </Text>
        {keys.isPending ? <Loader size="sm" role="status" aria-label={t('common.loading')} /> : null}
        {keys.isError ? <RequestFailed error={keys.error} onRetry={() => void keys.refetch()} /> : null}
        {keys.data && keys.data.keys.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="no-keys">
            {t('staff.integrations.keys.empty')}
          </Text>
        ) : null}
        {keys.data && keys.data.keys.length > 0 ? (
          // On a phone each key is a card of its own lines (components/ui/table-cards.module.css): the caption and
          // "Revocar" stay in view instead of a 900 px table scrolling sideways (issue 34).
          <ScrollRegion minWidth={900} label={t('staff.integrations.keys.caption')} className={cards.scroll}>
            <Table verticalSpacing="xs" captionSide="top" data-testid="keys-table" className={cards.table}>
              <Table.Caption style={{ textAlign: 'start' }}>
                {t('staff.integrations.keys.caption')}
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('staff.integrations.keys.columns.name')}</Table.Th>
                  <Table.Th>{t('staff.integrations.keys.columns.scopes')}</Table.Th>
                  <Table.Th>{t('staff.integrations.keys.columns.hotels')}</Table.Th>
                  <Table.Th>{t('staff.integrations.keys.columns.expiry')}</Table.Th>
                  <Table.Th>{t('staff.integrations.keys.columns.last_used')}</Table.Th>
                  <Table.Th className={classes.number}>{t('staff.integrations.keys.columns.uses')}</Table.Th>
                  <Table.Th>{t('staff.integrations.keys.columns.state')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('staff.integrations.keys.columns.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {keys.data.keys.map((key) => {
                  const state = stateOf(key);
                  return (
                    <Table.Tr key={key.id} data-testid="key-row">
                      <Table.Td data-label={label('name')}>
                        <Text size="sm" fw={500}>
                          {key.name}
                        </Text>
                        <Text size="xs" c="dimmed" ff="monospace" data-testid="key-prefix">
                          {t('staff.integrations.keys.prefix', { prefix: key.prefix })}
                        </Text>
                      </Table.Td>
                      <Table.Td data-label={label('scopes')}>
                        <Stack gap={4} align="flex-start">
                          {key.scopes.map((scope) => (
                            <Badge key={scope} variant="outline" color="blue.8" tt="none" maw="none">
                              {t(`${scopeKey(scope)}.label`)}
                            </Badge>
                          ))}
                        </Stack>
                      </Table.Td>
                      <Table.Td data-label={label('hotels')}>
                        {key.allHotels ? (
                          <Text size="sm" fw={500}>
                            {t('staff.integrations.keys.all_hotels')}
                          </Text>
                        ) : (
                          <Text size="sm">{key.hotels.map((hotel) => hotel.name).join(', ')}</Text>
                        )}
                      </Table.Td>
                      <Table.Td data-label={label('expiry')}>
                        {key.expiresAt
                          ? dateTime(key.expiresAt, i18n.language)
                          : t('staff.integrations.keys.no_expiry')}
                      </Table.Td>
                      <Table.Td data-label={label('last_used')}>
                        {key.lastUsedAt ? (
                          <TimeAgo at={key.lastUsedAt} />
                        ) : (
                          t('staff.integrations.keys.never_used')
                        )}
                      </Table.Td>
                      <Table.Td data-label={label('uses')} className={classes.number} data-testid="key-uses">
                        {key.useCount}
                      </Table.Td>
                      <Table.Td data-label={label('state')}>
                        <Badge color={STATE_COLOR[state]} variant="outline" data-testid="key-state">
                          {t(`staff.integrations.keys.states.${state}`)}
                        </Badge>
                        {key.revokedAt ? (
                          <Text size="xs" c="dimmed">
                            <TimeAgo at={key.revokedAt} />
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td>
                        {key.revokedAt ? null : (
                          <Button
                            size="xs"
                            variant="outline"
                            color="red.8"
                            loading={revoke.isPending && revoke.variables === key.id}
                            onClick={() => void revokeKey(key)}
                            aria-label={t('staff.integrations.keys.revoke_label', { name: key.name })}
                          >
                            {t('staff.integrations.keys.revoke')}
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        ) : null}
      </Stack>
      <ApiKeyForm />
    </Stack>
  );
}
