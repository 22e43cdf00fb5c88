import { RATE_GROUP_HEX, RATE_KINDS, type Rate, type RateContract, type RateKind } from '@hotel/domain';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Pagination,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { confirm } from '../../../components/ui/confirm.ts';
import { translateMessage } from '../../../components/ui/form-errors.ts';
import { notifyError, notifySaved } from '../../../components/ui/notify.ts';
import { PageLoader } from '../../../components/ui/PageLoader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCreateContract, useRateContracts } from '../api/contracts.ts';
import { useDeleteRate } from '../api/rate.ts';
import { changesLabel, currencyLabel, marketLabel, quotaLabel } from '../model/describe.ts';
import { RateKindBadge } from './RateKindBadge.tsx';
import { RatesLoadError } from './RatesLoadError.tsx';

interface Props {
  userId: number;
  hotelId: number;
  hotelName?: string;
}

type Filter = 'all' | RateKind;
const FILTERS: readonly Filter[] = ['all', ...RATE_KINDS];
const PAGE_SIZE = 20;

function isFilter(value: string | null): value is Filter {
  return (FILTERS as readonly string[]).includes(value ?? '');
}

/** The rates list (/dash/rates): the hotel's contracts with their rates, filtered by kind. */
export function RatesList({ userId, hotelId, hotelName }: Props) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const contracts = useRateContracts(userId, hotelId);
  const filterParam = params.get('kind');
  const filter: Filter = isFilter(filterParam) ? filterParam : 'all';

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} size="h2">
            {t('rates.list.title')}
          </Title>
          {hotelName ? <Text fw={600}>{hotelName}</Text> : null}
          <Text c="dimmed">{t('rates.list.intro')}</Text>
        </div>
        <Group>
          <Button component={Link} to="/dash/rates/calendar" variant="default">
            {t('rates.list.calendar')}
          </Button>
          <Button component={Link} to="/dash/rates/new">
            {t('rates.list.new_rate')}
          </Button>
        </Group>
      </Group>
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="rates-filter-label">
            {t('rates.list.filter')}
          </Text>
          <SegmentedControl
            aria-labelledby="rates-filter-label"
            data-testid="rates-filter"
            data={FILTERS.map((value) => ({ value, label: t(`rates.kinds.${value}`) }))}
            value={filter}
            onChange={(value) =>
              setParams(
                (previous) => {
                  const next = new URLSearchParams(previous);
                  if (value === 'all') next.delete('kind');
                  else next.set('kind', value);
                  return next;
                },
                { replace: true },
              )
            }
          />
        </Stack>
        <Group gap="xs" aria-label={t('rates.list.legend')} role="group">
          {RATE_KINDS.map((kind) => (
            <RateKindBadge key={kind} kind={kind} />
          ))}
        </Group>
      </Group>
      {contracts.isError ? (
        <RatesLoadError onRetry={() => void contracts.refetch()} />
      ) : !contracts.data ? (
        <PageLoader />
      ) : (
        <>
          {contracts.data.length === 0 ? (
            <Alert color="blue" data-testid="rates-empty">
              <Text size="sm">{t('rates.list.empty')}</Text>
            </Alert>
          ) : null}
          {contracts.data.map((contract) => (
            <ContractCard
              key={contract.id}
              contract={contract}
              filter={filter}
              userId={userId}
              hotelId={hotelId}
            />
          ))}
          <NewContract userId={userId} hotelId={hotelId} />
        </>
      )}
    </Stack>
  );
}

function ContractCard({
  contract,
  filter,
  userId,
  hotelId,
}: {
  contract: RateContract;
  filter: Filter;
  userId: number;
  hotelId: number;
}) {
  const { t, i18n } = useTranslation();
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
        <Table.ScrollContainer minWidth={900}>
          <Table striped={false} highlightOnHover verticalSpacing="xs" aria-labelledby={headingId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('rates.list.columns.name')}</Table.Th>
                <Table.Th>{t('rates.list.columns.kind')}</Table.Th>
                <Table.Th>{t('rates.list.columns.rate_type')}</Table.Th>
                <Table.Th>{t('rates.list.columns.payment')}</Table.Th>
                <Table.Th>{t('rates.list.columns.quota')}</Table.Th>
                <Table.Th>{t('rates.list.columns.market')}</Table.Th>
                <Table.Th>{t('rates.list.columns.ages')}</Table.Th>
                <Table.Th>{t('rates.list.columns.charges')}</Table.Th>
                <Table.Th>{t('rates.list.columns.days')}</Table.Th>
                <Table.Th>{t('rates.list.columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((rate) => (
                <Table.Tr
                  key={rate.id}
                  data-testid="rate-row"
                  data-kind={rate.kind}
                  style={{ boxShadow: `inset 4px 0 0 ${RATE_GROUP_HEX[rate.kind]}` }}
                >
                  <Table.Td fw={600}>{rate.name}</Table.Td>
                  <Table.Td>
                    <RateKindBadge kind={rate.kind} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{t(`rates.rate_type.${rate.rateType}`)}</Text>
                    <Text size="xs" c="dimmed">
                      {t(`rates.price_room_type.${rate.priceRoomType}`)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{currencyLabel(t, rate.currency)}</Text>
                    <Text size="xs" c="dimmed">
                      {t(`rates.method.${rate.method}`)}
                    </Text>
                  </Table.Td>
                  <Table.Td>{quotaLabel(t, rate)}</Table.Td>
                  <Table.Td>{marketLabel(t, i18n.language, rate.market)}</Table.Td>
                  <Table.Td
                    style={{ whiteSpace: 'nowrap' }}
                  >{`${rate.babyAge} / ${rate.infantAge} / ${rate.childsAge}`}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{t(`rates.cancellation.${rate.expenditureCancellation}`)}</Text>
                    <Text size="xs" c="dimmed">
                      {t('rates.list.changes', { changes: changesLabel(t, rate.expenditureChange) })}
                    </Text>
                  </Table.Td>
                  <Table.Td data-testid="rate-days">{rate.days_count}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Anchor
                        component={Link}
                        to={`/dash/rates/calendar?contract=${contract.id}&kind=${rate.kind}&rate=${rate.id}`}
                        size="sm"
                        c="blue.9"
                        aria-label={t('rates.list.open_calendar', { name: rate.name })}
                      >
                        {t('rates.list.calendar')}
                      </Anchor>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        c="red.9"
                        aria-label={t('rates.list.delete', { name: rate.name })}
                        loading={remove.isPending && remove.variables?.id === rate.id}
                        onClick={() => void deleteRate(rate)}
                      >
                        <TrashIcon />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
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

/** A contract of its own name (the wizard can create one too). */
function NewContract({ userId, hotelId }: { userId: number; hotelId: number }) {
  const { t } = useTranslation();
  const create = useCreateContract(userId, hotelId);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    create.mutate(name, {
      onSuccess() {
        notifySaved(t('rates.list.contract_created'));
        setName('');
        setOpen(false);
      },
      onError(failure) {
        setError(
          failure instanceof ApiError
            ? (failure.messages('name')[0] ?? failure.messages('non_field_errors')[0])
            : t('errors.service_unavailable'),
        );
      },
    });
  }

  if (!open) {
    return (
      <Group>
        <Button variant="default" onClick={() => setOpen(true)}>
          {t('rates.list.new_contract')}
        </Button>
      </Group>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label={t('rates.list.new_contract')}>
      <Group align="flex-start">
        <TextInput
          label={t('rates.list.contract_name')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={translateMessage(t, error)}
          required
          maxLength={100}
          data-autofocus
          w={320}
        />
        <Group mt={25}>
          <Button type="submit" loading={create.isPending}>
            {t('rates.list.create_contract')}
          </Button>
          <Button variant="default" onClick={() => setOpen(false)}>
            {t('rates.list.cancel')}
          </Button>
        </Group>
      </Group>
    </form>
  );
}
