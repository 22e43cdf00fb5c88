import { Alert, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReservationFilters } from '../../../api/reservations.ts';
import { RequestFailed } from '../../../components/ui/RequestFailed.tsx';
import { useReservations } from '../api/reservations.ts';
import { ReservationDrawer } from './ReservationDrawer.tsx';
import { EMPTY_FILTERS, ReservationFiltersForm } from './ReservationFiltersForm.tsx';
import { ListFooter, ReservationList } from './ReservationList.tsx';
import { RoomingList } from './RoomingList.tsx';

export interface ReservationsScope {
  userId: number;
  hotelId: number;
  hotelName?: string;
  /** A reservation to open at once (the link of a reservation e-mail, decision 058). */
  initialReservation?: number | null;
}

/**
 * /dash/reservations (issue 32 item 5): the selected hotel's reservations, filtered, sorted and
 * paged by the API's cursor, each opened in a drawer (its stays, terms, revisions and the
 * confirmation); and the rooming list of a day, to print or export.
 */
export function ReservationsScreen({
  userId,
  hotelId,
  hotelName,
  initialReservation = null,
}: ReservationsScope) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<ReservationFilters>(EMPTY_FILTERS);
  const [tab, setTab] = useState<string | null>('list');
  const [open, setOpen] = useState<number | null>(initialReservation);
  const list = useReservations(hotelId, filters);
  const reservations = list.data?.pages.flatMap((page) => page.reservations) ?? [];

  return (
    <Stack>
      <div data-print="hide">
        <Title order={1} size="h2">
          {t('rates.reservations.screen.title')}
        </Title>
        {hotelName ? <Text c="dimmed">{hotelName}</Text> : null}
      </div>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List data-print="hide">
          <Tabs.Tab value="list">{t('rates.reservations.screen.tab_list')}</Tabs.Tab>
          <Tabs.Tab value="rooming">{t('rates.reservations.screen.tab_rooming')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="list" pt="md">
          <Stack>
            <ReservationFiltersForm value={filters} onChange={setFilters} />
            {list.isPending ? (
              <Loader size="sm" role="status" aria-label={t('rates.reservations.screen.loading')} />
            ) : list.isError ? (
              <RequestFailed error={list.error} onRetry={() => void list.refetch()} />
            ) : reservations.length === 0 ? (
              <Alert color="gray" data-testid="no-reservations">
                {t('rates.reservations.screen.empty')}
              </Alert>
            ) : (
              <>
                <ReservationList
                  reservations={reservations}
                  onOpen={(reservation) => setOpen(reservation.id)}
                />
                <ListFooter
                  shown={reservations.length}
                  hasMore={Boolean(list.hasNextPage)}
                  loading={list.isFetchingNextPage}
                  onMore={() => void list.fetchNextPage()}
                />
              </>
            )}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="rooming" pt="md">
          <RoomingList userId={userId} hotelId={hotelId} hotelName={hotelName} />
        </Tabs.Panel>
      </Tabs>
      <ReservationDrawer
        userId={userId}
        hotelId={hotelId}
        reservationId={open}
        onClose={() => setOpen(null)}
      />
    </Stack>
  );
}
