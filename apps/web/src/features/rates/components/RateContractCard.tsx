import { RATE_GROUP_HEX, type Rate, type RateContract, type RateKind } from '@hotel/domain';
import { ActionIcon, Anchor, Card, Group, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirm } from '../../../components/ui/confirm.ts';
import { notifyError, notifySaved } from '../../../components/ui/notify.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatMoneyRange } from '../../../lib/money.ts';
import { useDeleteRate } from '../api/rate.ts';
import { changesLabel, currencyLabel, marketLabel, quotaLabel, taxLabel } from '../model/describe.ts';
import { boardsLabel, derivationLabel, roomTypesLabel } from '../model/product-describe.ts';
import { RateKindBadge } from './RateKindBadge.tsx';
import classes from './rates-list.module.css';

export type Filter = 'all' | RateKind;
const PAGE_SIZE = 20;

interface Props {
  contract: RateContract;
  filter: Filter;
  userId: number;
  hotelId: number;
  /** Room type id → name (the hotel's room types and apartments). */
  roomNames: ReadonlyMap<number, string>;
}

/** One contract with its rates (paginated), filtered by kind, each row in its group colour. */
export function RateContractCard({ contract, filter, userId, hotelId, roomNames }: Props) {
  const { t } = useTranslation();
  const remove = useDeleteRate(userId, hotelId);
  const shown = filter === 'all' ? contract.rates : contract.rates.filter((rate) => rate.kind === filter);
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const [page, setPage] = useState(1);
  const current = Math.min(page, pages);
  const rows = shown.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const headingId = `contract-${contract.id}`;

  async function deleteRate(rate: Rate) {
    if (!(await confirm(t, t('rates.list.delete_confirm', { name: rate.name })))) return;
    remove.mutate(rate, {
      onSuccess: () => notifySaved(t('rates.list.deleted')),
      onError: (error) =>
        // Already gone: the list refreshes anyway.
        error instanceof ApiError && error.status === 404
          ? undefined
          : notifyError(t('errors.service_unavailable')),
    });
  }

  const columns = ['name', 'kind', 'sells', 'price', 'rate_type', 'payment', 'quota', 'market', 'ages'];
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={headingId} data-testid="rate-contract">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id={headingId}>
          {contract.name}
        </Title>
        <Text size="sm" c="dimmed">
          {t('rates.list.contract_rates', { count: shown.length })}
        </Text>
      </Group>
      {shown.length === 0 ? (
        <Text size="sm" data-testid="rates-empty-filtered">
          {t('rates.list.empty_filtered')}
        </Text>
      ) : (
        // The table takes the card's width, its cells wrapping, so that a 1366 px screen shows every
        // column (issue 34); narrower desktops scroll it sideways with the actions kept in view, and a
        // phone shows each rate as a card (rates-list.module.css).
        <Table.ScrollContainer minWidth={0} className={classes.scroll}>
          <Table
            striped={false}
            highlightOnHover
            verticalSpacing="xs"
            // Twelve columns in a 1366 px screen's card: a little less room between them.
            horizontalSpacing={6}
            aria-labelledby={headingId}
            className={classes.table}
          >
            <Table.Thead>
              <Table.Tr>
                {[...columns, 'charges', 'days', 'actions'].map((column) => (
                  <Table.Th key={column}>{t(`rates.list.columns.${column}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((rate) => (
                <RateRow
                  key={rate.id}
                  rate={rate}
                  contract={contract}
                  roomNames={roomNames}
                  deleting={remove.isPending && remove.variables?.id === rate.id}
                  onDelete={() => void deleteRate(rate)}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 ? (
        <Pagination
          mt="sm"
          total={pages}
          value={current}
          onChange={setPage}
          getControlProps={() => ({ 'aria-label': t('rates.list.page', { name: contract.name }) })}
        />
      ) : null}
    </Card>
  );
}

function RateRow({
  rate,
  contract,
  roomNames,
  deleting,
  onDelete,
}: {
  rate: Rate;
  contract: RateContract;
  roomNames: ReadonlyMap<number, string>;
  deleting: boolean;
  onDelete(): void;
}) {
  const { t, i18n } = useTranslation();
  const label = (column: string) => t(`rates.list.columns.${column}`);
  const base = rate.derived
    ? contract.rates.find((candidate) => candidate.id === rate.derived?.baseRate)
    : undefined;
  return (
    <Table.Tr
      data-testid="rate-row"
      data-kind={rate.kind}
      style={{ boxShadow: `inset 4px 0 0 ${RATE_GROUP_HEX[rate.kind]}` }}
    >
      <Table.Td data-label={label('name')} fw={600}>
        {rate.name}
      </Table.Td>
      <Table.Td data-label={label('kind')}>
        <RateKindBadge kind={rate.kind} />
      </Table.Td>
      <Table.Td data-label={label('sells')} data-testid="rate-sells">
        <Text size="sm">{roomTypesLabel(roomNames, rate.roomTypes) || '—'}</Text>
        <Text size="xs" c="dimmed">
          {boardsLabel(t, rate.boards)}
        </Text>
      </Table.Td>
      <Table.Td data-label={label('price')} data-testid="rate-price">
        {/* A range wraps at its dash rather than widening the table past the screen. */}
        <Text size="sm">
          {rate.priceRange
            ? formatMoneyRange(rate.priceRange, i18n.language, rate.currency)
            : t('rates.list.no_prices')}
        </Text>
        {rate.derived ? (
          <Text size="xs" c="dimmed">
            {derivationLabel(t, i18n.language, rate.derived, rate.currency, base?.name)}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td data-label={label('rate_type')}>
        <Text size="sm">{t(`rates.rate_type.${rate.rateType}`)}</Text>
        <Text size="xs" c="dimmed">
          {t(`rates.price_room_type.${rate.priceRoomType}`)}
        </Text>
      </Table.Td>
      <Table.Td data-label={label('payment')}>
        <Text size="sm">{currencyLabel(t, rate.currency)}</Text>
        <Text size="xs" c="dimmed" data-testid="rate-tax">
          {taxLabel(t, rate.pricesIncludeTax)}
        </Text>
        <Text size="xs" c="dimmed">
          {t(`rates.method.${rate.method}`)}
        </Text>
      </Table.Td>
      <Table.Td data-label={label('quota')}>{quotaLabel(t, rate)}</Table.Td>
      <Table.Td data-label={label('market')}>{marketLabel(t, i18n.language, rate.market)}</Table.Td>
      <Table.Td
        data-label={label('ages')}
        style={{ whiteSpace: 'nowrap' }}
      >{`${rate.babyAge} / ${rate.infantAge} / ${rate.childsAge}`}</Table.Td>
      <Table.Td data-label={label('charges')}>
        <Text size="sm">{t(`rates.cancellation.${rate.expenditureCancellation}`)}</Text>
        <Text size="xs" c="dimmed">
          {t('rates.list.changes', { changes: changesLabel(t, rate.expenditureChange) })}
        </Text>
      </Table.Td>
      <Table.Td data-label={label('days')} data-testid="rate-days">
        {rate.days_count}
      </Table.Td>
      <Table.Td data-label={label('actions')}>
        <Group gap={4} wrap="nowrap">
          {/* The links one above the other: side by side they pushed the table past 1366 px. */}
          <Stack gap={2}>
            <Anchor
              component={Link}
              to={`/dash/rates/calendar?contract=${contract.id}&kind=${rate.kind}&rate=${rate.id}`}
              size="sm"
              c="blue.9"
              aria-label={t('rates.list.open_calendar', { name: rate.name })}
            >
              {t('rates.list.calendar')}
            </Anchor>
            <Anchor
              component={Link}
              to={`/dash/rates/policy?rate=${rate.id}`}
              size="sm"
              c="blue.9"
              aria-label={t('rates.policies.editor.open', { name: rate.name })}
            >
              {t('rates.policies.editor.open_short')}
            </Anchor>
            <Anchor
              component={Link}
              to={`/dash/rates/terms?rate=${rate.id}`}
              size="sm"
              c="blue.9"
              aria-label={t('rates.terms.editor.open', { name: rate.name })}
            >
              {t('rates.terms.editor.open_short')}
            </Anchor>
          </Stack>
          <ActionIcon
            variant="subtle"
            color="red"
            c="red.9"
            aria-label={t('rates.list.delete', { name: rate.name })}
            loading={deleting}
            onClick={onDelete}
          >
            <TrashIcon />
          </ActionIcon>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

function TrashIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden
    >
      <path d="M4 7h16M10 11v6M14 11v6M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </svg>
  );
}
