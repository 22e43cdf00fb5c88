import { daysBetween, type ReservationDetail } from '@hotel/domain';
import { Alert, Card, Divider, Drawer, List, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RequestFailed } from '../../../components/ui/RequestFailed.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { usePhoneFormat } from '../../../lib/phone-format.ts';
import { useReservation, useStayNames } from '../api/reservations.ts';
import { hotelToday } from '../model/days.ts';
import {
  formatDay,
  formatInstant,
  nightPrices,
  policyLines,
  type ReservationStay,
  totalDifference,
} from '../model/reservation-view.ts';
import { ConfirmForm } from './ConfirmForm.tsx';
import { NoShowButton } from './NoShowButton.tsx';
import { ReservationBadges } from './ReservationBadges.tsx';
import classes from './reservations.module.css';

type Names = ReturnType<typeof useStayNames>;

/** A stay's key: a reservation's stays differ in room, rate, board, dates or party. */
const stayKey = (stay: ReservationStay) =>
  `${stay.roomTypeId}-${stay.rateId}-${stay.board}-${stay.arrival}-${stay.departure}-${stay.guests.map((guest) => guest.age).join('.')}-${stay.total}`;

/** One reservation in a drawer: who, its stays, the terms in force at booking, the revisions, the confirmation. */
export function ReservationDrawer({
  userId,
  hotelId,
  reservationId,
  onClose,
}: {
  userId: number;
  hotelId: number;
  reservationId: number | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const detail = useReservation(hotelId, reservationId);
  const names = useStayNames(userId, hotelId);
  return (
    <Drawer
      opened={reservationId !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={t('rates.reservations.screen.detail_title')}
      closeButtonProps={{ 'aria-label': t('rates.reservations.screen.close') }}
      data-print="hide"
    >
      {detail.isPending ? (
        <Loader size="sm" role="status" aria-label={t('rates.reservations.screen.loading')} />
      ) : detail.isError ? (
        <RequestFailed error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <DetailBody reservation={detail.data} hotelId={hotelId} names={names} />
      )}
    </Drawer>
  );
}

function DetailBody({
  reservation,
  hotelId,
  names,
}: {
  reservation: ReservationDetail;
  hotelId: number;
  names: Names;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const currency = reservation.stays[0]?.terms.currency ?? 'EUR';
  // The stored number until the formatter's chunk is there (issue 34 item 10).
  const formatPhone = usePhoneFormat();
  return (
    <Stack data-testid="reservation-detail">
      <div>
        <Title order={2} size="h3">
          {reservation.reference}
        </Title>
        <ReservationBadges reservation={reservation} />
      </div>
      <Stack gap={2}>
        <Text fw={600}>{reservation.leadGuest.name}</Text>
        <Text size="sm">{reservation.leadGuest.email}</Text>
        {reservation.leadGuest.phone ? (
          <Text size="sm">{(formatPhone ?? String)(reservation.leadGuest.phone)}</Text>
        ) : null}
        <Text size="sm" c="dimmed">
          {t('rates.reservations.screen.booked_at', { when: formatInstant(reservation.createdAt, language) })}
        </Text>
        <Text size="sm">
          {t('rates.reservations.screen.total')}: <b>{formatMoney(reservation.total, language, currency)}</b>
        </Text>
        {reservation.penalty ? (
          <Text size="sm">
            {t('rates.reservations.screen.penalty')}: {formatMoney(reservation.penalty, language, currency)}
          </Text>
        ) : null}
        {reservation.specialRequests ? (
          <Alert color="blue" title={t('rates.reservations.screen.requests')} p="xs">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {reservation.specialRequests}
            </Text>
          </Alert>
        ) : null}
      </Stack>

      {reservation.confirmationNumber ? (
        <Text size="sm" data-testid="confirmation-number">
          {t('rates.reservations.screen.confirmation_short', { number: reservation.confirmationNumber })}
        </Text>
      ) : reservation.status !== 'cancelled' ? (
        <ConfirmForm hotelId={hotelId} reservationId={reservation.id} />
      ) : null}
      {reservation.status !== 'cancelled' &&
      reservation.status !== 'no_show' &&
      reservation.arrival <= hotelToday() ? (
        <NoShowButton hotelId={hotelId} reservationId={reservation.id} />
      ) : null}

      <Divider label={t('rates.reservations.screen.stays', { count: reservation.stays.length })} />
      {reservation.stays.map((stay) => (
        <StayCard key={stayKey(stay)} stay={stay} names={names} />
      ))}

      <Divider label={t('rates.reservations.screen.revisions')} />
      <Table withTableBorder striped fz="sm" data-testid="revisions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>{t('rates.reservations.screen.revision_kind')}</Table.Th>
            <Table.Th>{t('rates.reservations.screen.revision_when')}</Table.Th>
            <Table.Th>{t('rates.reservations.screen.revision_by')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {reservation.revisions.map((revision) => (
            <Table.Tr key={revision.revision}>
              <Table.Td>{revision.revision}</Table.Td>
              <Table.Td>
                {t(`rates.reservations.screen.kind.${revision.kind}`)}
                {revision.penalty
                  ? ` · ${t('rates.reservations.screen.penalty')}: ${formatMoney(revision.penalty, language, currency)}`
                  : ''}
              </Table.Td>
              <Table.Td>{formatInstant(revision.createdAt, language)}</Table.Td>
              <Table.Td>{revision.by}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function StayCard({ stay, names }: { stay: ReservationStay; names: Names }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const currency = stay.terms.currency;
  const money = (amount: string | null) => (amount === null ? '—' : formatMoney(amount, language, currency));
  const difference = totalDifference(stay);
  const terms = stay.terms;
  return (
    <Card withBorder p="sm" data-testid="stay">
      <Stack gap="xs">
        <Text fw={700}>
          {names.roomType(stay.roomTypeId)} · {names.rate(stay.rateId)} · {t(`rates.board.${stay.board}`)}
        </Text>
        <Text size="sm">
          {formatDay(stay.arrival, language)} → {formatDay(stay.departure, language)} (
          {t('rates.reservations.screen.nights', { count: daysBetween(stay.arrival, stay.departure) ?? 0 })})
        </Text>
        <Text size="sm">
          {t('rates.reservations.screen.guests', { count: stay.guests.length })}:{' '}
          {stay.guests
            .map((guest) =>
              t('rates.reservations.screen.guest_age', {
                name: guest.name || t('rates.reservations.screen.guest_unnamed'),
                count: guest.age,
              }),
            )
            .join(', ')}
        </Text>
        <Table fz="sm" withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('rates.reservations.screen.night')}</Table.Th>
              <Table.Th>{t('rates.reservations.screen.price_sent')}</Table.Th>
              <Table.Th>{t('rates.reservations.screen.price_computed')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {nightPrices(stay).map((night, index) => (
              <Table.Tr key={night.day || index} data-differs={night.differs || undefined}>
                <Table.Td>{night.day ? formatDay(night.day, language) : '—'}</Table.Td>
                <Table.Td className={classes.money}>{money(night.sent)}</Table.Td>
                <Table.Td className={`${classes.money} ${night.differs ? classes.differs : ''}`}>
                  {money(night.computed)}
                </Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th>{t('rates.reservations.screen.total')}</Table.Th>
              <Table.Th className={classes.money}>{money(stay.total)}</Table.Th>
              <Table.Th className={`${classes.money} ${difference ? classes.differs : ''}`}>
                {money(stay.computed.total)}
              </Table.Th>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        {difference ? (
          <Alert color="red" p="xs" data-testid="price-difference">
            {t('rates.reservations.screen.difference', { amount: money(difference) })}
          </Alert>
        ) : null}
        {stay.computed.applied?.length ? (
          // What the engine applied (decision 067): why the computed price is not the base price.
          <Text size="sm" data-testid="applied">
            {t('rates.reservations.screen.applied')}:{' '}
            {stay.computed.applied
              .map(
                (line) =>
                  `${line.code} ${line.effect === 'discount' ? '−' : '+'}${money(line.amount)}${
                    line.effect === 'tax' ? ` (${t('rates.reservations.screen.tax_added')})` : ''
                  }`,
              )
              .join(' · ')}
          </Text>
        ) : null}
        <Stack gap={2} data-testid="terms">
          <Text size="sm" fw={600}>
            {t('rates.reservations.screen.terms')}
          </Text>
          <Text size="sm">
            {t(`rates.rate_type.${terms.rateType}`, { defaultValue: terms.rateType })}
            {terms.commission
              ? ` · ${t('rates.reservations.screen.commission', { percent: new Intl.NumberFormat(language).format(Number(terms.commission)) })}`
              : ''}
            {' · '}
            {t(`rates.method.${terms.payment}`, { defaultValue: terms.payment })}
            {' · '}
            {terms.market.all
              ? t('rates.reservations.screen.market_all')
              : t('rates.reservations.screen.markets', { markets: terms.market.markets.join(', ') })}
          </Text>
          <Text size="sm">{t('rates.reservations.screen.policy.title')}</Text>
          <List size="sm" spacing={2}>
            {policyLines(terms.cancellationPolicy, (amount) => formatMoney(amount, language, currency)).map(
              (line) => (
                <List.Item key={`${line.when.key}-${JSON.stringify(line.when.values)}`}>
                  {t(line.when.key, line.when.values)}: {t(line.penalty.key, line.penalty.values)}
                </List.Item>
              ),
            )}
          </List>
        </Stack>
      </Stack>
    </Card>
  );
}
