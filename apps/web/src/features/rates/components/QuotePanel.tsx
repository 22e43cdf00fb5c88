import type { RateContract, StayQuoteAnswer } from '@hotel/domain';
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useRateQuote } from '../api/rate-quote.ts';

interface Props {
  userId: number;
  hotelId: number;
  contracts: RateContract[];
  roomNames: Map<number, string>;
}

/** "35, 35, 7" → [35, 35, 7]; null when any part is not an age. */
export function parseAges(text: string): number[] | null {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length === 0 || !parts.every((part) => /^\d{1,3}$/.test(part))) return null;
  return parts.map(Number);
}

/**
 * "Price a stay" on the rates list (issue 33, decision 064): one room of a rate, a board, dates and
 * the guests' ages, priced by the server's engine with the rate's terms and the hotel's taxes, so
 * the hotel sees night by night what the group will sell and which offers applied or why not.
 */
export function QuotePanel({ userId, hotelId, contracts, roomNames }: Props) {
  const { t, i18n } = useTranslation();
  const rates = useMemo(() => contracts.flatMap((contract) => contract.rates), [contracts]);
  const [rateId, setRateId] = useState<string | null>(rates[0] ? String(rates[0].id) : null);
  const rate = rates.find((candidate) => String(candidate.id) === rateId);
  const [roomTypeId, setRoomTypeId] = useState<string | null>(null);
  const [board, setBoard] = useState<string | null>(null);
  const [arrival, setArrival] = useState('');
  const [departure, setDeparture] = useState('');
  const [ages, setAges] = useState('30, 30');
  const [agesError, setAgesError] = useState<string | null>(null);
  const quote = useRateQuote(userId, hotelId);
  // Closed until asked for: the list stays the list, and nothing of the form renders before.
  const [open, setOpen] = useState(false);
  const room = roomTypeId ?? (rate?.roomTypes[0] !== undefined ? String(rate.roomTypes[0]) : null);
  const chosenBoard = board ?? rate?.boards[0] ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseAges(ages);
    setAgesError(parsed ? null : t('rates.quote.ages_invalid'));
    if (!parsed || !rate || room === null || chosenBoard === null) return;
    quote.mutate({
      rateId: rate.id,
      board: chosenBoard as 'BB',
      arrival,
      departure,
      rooms: [{ roomTypeId: Number(room), ages: parsed }],
    });
  };

  const money = (amount: string) => formatMoney(amount, i18n.language, rate?.currency);
  const fieldError = (name: string) =>
    quote.error instanceof ApiError ? (quote.error.messages(name)[0] ?? null) : null;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="quote-title" data-testid="quote-panel">
      <Stack>
        <div>
          <Title order={2} size="h3" id="quote-title">
            {t('rates.quote.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('rates.quote.intro')}
          </Text>
        </div>
        {!open ? (
          <Group>
            <Button variant="default" onClick={() => setOpen(true)}>
              {t('rates.quote.open')}
            </Button>
          </Group>
        ) : null}
        {open ? (
          <form onSubmit={submit} noValidate>
            <Stack>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <Select
                  label={t('rates.quote.rate')}
                  data={rates.map((candidate) => ({ value: String(candidate.id), label: candidate.name }))}
                  value={rateId}
                  onChange={(value) => {
                    setRateId(value);
                    setRoomTypeId(null);
                    setBoard(null);
                  }}
                  allowDeselect={false}
                />
                <Select
                  label={t('rates.quote.room_type')}
                  data={(rate?.roomTypes ?? []).map((id) => ({
                    value: String(id),
                    label: roomNames.get(id) ?? `#${id}`,
                  }))}
                  value={room}
                  onChange={setRoomTypeId}
                  allowDeselect={false}
                />
                <Select
                  label={t('rates.quote.board')}
                  data={(rate?.boards ?? []).map((value) => ({ value, label: t(`rates.board.${value}`) }))}
                  value={chosenBoard}
                  onChange={setBoard}
                  allowDeselect={false}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <TextInput
                  type="date"
                  label={t('rates.quote.arrival')}
                  value={arrival}
                  onChange={(event) => setArrival(event.currentTarget.value)}
                  error={fieldError('arrival')}
                  required
                />
                <TextInput
                  type="date"
                  label={t('rates.quote.departure')}
                  value={departure}
                  onChange={(event) => setDeparture(event.currentTarget.value)}
                  error={fieldError('departure')}
                  required
                />
                <TextInput
                  label={t('rates.quote.ages')}
                  description={t('rates.quote.ages_hint')}
                  value={ages}
                  onChange={(event) => setAges(event.currentTarget.value)}
                  error={agesError}
                />
              </SimpleGrid>
              <Group>
                <Button type="submit" loading={quote.isPending} disabled={!rate}>
                  {t('rates.quote.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : null}
        {quote.isError && !(quote.error instanceof ApiError && quote.error.status === 400) ? (
          <Alert color="red" role="alert">
            {t('rates.quote.failed')}
          </Alert>
        ) : null}
        {quote.data ? <QuoteResult quote={quote.data} money={money} /> : null}
      </Stack>
    </Paper>
  );
}

function QuoteResult({ quote, money }: { quote: StayQuoteAnswer; money: (amount: string) => string }) {
  const { t } = useTranslation();
  if (!quote.sells)
    return (
      <Alert color="orange" role="status" data-testid="quote-refused" title={t('rates.quote.not_sold')}>
        {quote.detail}
      </Alert>
    );
  const lines = (entries: { code: string; amount: string }[]) =>
    entries.map((entry) => `${entry.code} ${money(entry.amount)}`).join(', ') || '—';
  return (
    <Stack gap="sm" data-testid="quote-result" role="status">
      {quote.rooms.map((room, index) => (
        <Table.ScrollContainer
          minWidth={560}
          // biome-ignore lint/suspicious/noArrayIndexKey: the rooms are the request's, in its order; they never reorder
          key={index}
          // A scroll box the keyboard reaches and a screen reader names (axe: scrollable-region-focusable).
          type="native"
          tabIndex={0}
          role="region"
          aria-label={t('rates.quote.breakdown')}
        >
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('rates.quote.night')}</Table.Th>
                <Table.Th>{t('rates.quote.base')}</Table.Th>
                <Table.Th>{t('rates.quote.supplements')}</Table.Th>
                <Table.Th>{t('rates.quote.discounts')}</Table.Th>
                <Table.Th>{t('rates.quote.taxes')}</Table.Th>
                <Table.Th>{t('rates.quote.total')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {room.nights.map((night) => (
                <Table.Tr key={night.day} data-testid="quote-night">
                  <Table.Td>{night.day}</Table.Td>
                  <Table.Td>{money(night.base)}</Table.Td>
                  <Table.Td>{lines(night.supplements)}</Table.Td>
                  <Table.Td>{lines(night.discounts)}</Table.Td>
                  <Table.Td>
                    {night.taxes
                      .map(
                        (tax) =>
                          `${tax.code} ${money(tax.amount)}${tax.included ? ` (${t('rates.quote.included')})` : ''}`,
                      )
                      .join(', ') || '—'}
                  </Table.Td>
                  <Table.Td fw={600}>{money(night.total)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ))}
      <Text fw={700} data-testid="quote-total">
        {t('rates.quote.stay_total', { total: money(quote.totals.total) })}
      </Text>
      {quote.totals.collectedByHotel !== '0.00' ? (
        <Text size="sm">
          {t('rates.quote.collected_by_hotel', { amount: money(quote.totals.collectedByHotel) })}
        </Text>
      ) : null}
      {quote.terms.length > 0 ? (
        <Stack
          gap={4}
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('rates.quote.terms')}
        >
          {quote.terms.map((term) => (
            <Group component="li" gap="xs" key={term.code} data-testid="quote-term">
              <Badge color={term.applied ? 'teal.9' : 'gray.7'} variant="filled">
                {term.applied ? t('rates.quote.applied') : t('rates.quote.skipped')}
              </Badge>
              <Text size="sm">
                {term.code} · {t(`rates.terms.kinds.${term.kind}`)}:{' '}
                {term.applied ? money(term.amount) : t(`rates.terms.reasons.${term.reason}`)}
              </Text>
            </Group>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
