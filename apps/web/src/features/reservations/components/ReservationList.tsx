import type { ReservationListItem } from '@hotel/domain';
import { daysBetween } from '@hotel/domain';
import { Badge, Button, Group, Text, UnstyledButton } from '@mantine/core';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money.ts';
import { formatDay, guestCount, isUnconfirmed } from '../model/reservation-view.ts';
import { ReservationBadges } from './ReservationBadges.tsx';
import classes from './reservations.module.css';

/** A row's height before it is measured (a wide screen's; a phone's rows are taller, and measured). */
const ROW_ESTIMATE = 64;

/**
 * The reservations found, virtualized: the page scrolls, and only the rows the window shows (and a
 * few either side) are in the document, so five hundred stay smooth on a phone. Each row opens the
 * reservation; unconfirmed ones are marked with a badge and an orange edge. Staff's list across
 * hotels (decision 057) names each row's hotel and marks the overdue ones in red with a badge.
 */
export function ReservationList<R extends ReservationListItem>({
  reservations,
  onOpen,
  hotelName,
  overdue,
}: {
  reservations: readonly R[];
  onOpen(reservation: R): void;
  /** The hotel of a row, shown above its guest (staff's list). */
  hotelName?(reservation: R): string;
  /** Overdue rows (staff's list) and the badge that says so. */
  overdue?: { is(reservation: R): boolean; label: string };
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const listRef = useRef<HTMLUListElement>(null);
  const [margin, setMargin] = useState(0);
  // Where the list starts on the page, measured again when what is above it changes height (a
  // filter's message, a narrower window): the rows' offsets are counted from there.
  useLayoutEffect(() => {
    const measure = () => {
      const top = listRef.current ? listRef.current.getBoundingClientRect().top + window.scrollY : 0;
      setMargin((current) => (current === top ? current : top));
    };
    measure();
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: reservations.length,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 8,
    scrollMargin: margin,
  });
  const items = virtualizer.getVirtualItems();

  return (
    <ul
      ref={listRef}
      className={classes.list}
      style={{ height: virtualizer.getTotalSize() }}
      aria-label={t('rates.reservations.screen.list_label')}
      data-testid="reservation-list"
    >
      {items.map((item) => {
        const reservation = reservations[item.index] as R;
        const nights = daysBetween(reservation.arrival, reservation.departure) ?? 0;
        const unconfirmed = isUnconfirmed(reservation);
        const late = overdue?.is(reservation) ?? false;
        return (
          <li
            key={reservation.id}
            data-index={item.index}
            data-testid={`reservation-${reservation.id}`}
            data-unconfirmed={unconfirmed || undefined}
            data-overdue={late || undefined}
            ref={virtualizer.measureElement}
            className={`${classes.row} ${late ? classes.overdue : unconfirmed ? classes.unconfirmed : ''}`}
            style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
          >
            <div>
              <UnstyledButton
                onClick={() => onOpen(reservation)}
                aria-label={t('rates.reservations.screen.open', { reference: reservation.reference })}
              >
                <Text fw={700} size="sm" c="blue.8" td="underline">
                  {reservation.reference}
                </Text>
              </UnstyledButton>
              <Text size="xs" c="dimmed">
                {reservation.confirmationNumber
                  ? t('rates.reservations.screen.confirmation_short', {
                      number: reservation.confirmationNumber,
                    })
                  : t('rates.reservations.screen.no_confirmation')}
              </Text>
            </div>
            <div style={{ minWidth: 0 }}>
              {hotelName ? (
                <Text size="xs" c="dimmed" truncate data-testid="reservation-hotel">
                  {hotelName(reservation)}
                </Text>
              ) : null}
              <Text size="sm" fw={600} truncate>
                {reservation.leadGuest.name}
              </Text>
            </div>
            <Text size="sm">
              {formatDay(reservation.arrival, language)} → {formatDay(reservation.departure, language)}{' '}
              <Text span size="xs" c="dimmed">
                {t('rates.reservations.screen.nights', { count: nights })}
              </Text>
            </Text>
            <Text size="sm">{t('rates.reservations.screen.guests', { count: guestCount(reservation) })}</Text>
            <Text size="sm" className={classes.money}>
              {formatMoney(reservation.total, language, reservation.currency)}
            </Text>
            <Group gap={4} wrap="wrap">
              <ReservationBadges reservation={reservation} />
              {late && overdue ? (
                <Badge color="red.9" variant="outline" size="sm" data-testid="overdue">
                  {overdue.label}
                </Badge>
              ) : null}
            </Group>
          </li>
        );
      })}
    </ul>
  );
}

/** Below the list: how many are shown and, while the cursor has more, a button for the next page. */
export function ListFooter({
  shown,
  hasMore,
  loading,
  onMore,
}: {
  shown: number;
  hasMore: boolean;
  loading: boolean;
  onMore(): void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" mt="sm" data-print="hide">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('rates.reservations.screen.shown', { count: shown })}
      </Text>
      {hasMore ? (
        <Button variant="light" onClick={onMore} loading={loading}>
          {t('rates.reservations.screen.more')}
        </Button>
      ) : null}
    </Group>
  );
}
