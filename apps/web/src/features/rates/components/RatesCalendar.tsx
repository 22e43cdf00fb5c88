import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirm } from '../../../components/ui/confirm.ts';
import { PageLoader } from '../../../components/ui/PageLoader.tsx';
import { useRateContracts } from '../api/rate-contracts.ts';
import { useAriEdits } from '../hooks/use-ari-edits.ts';
import { useCalendarParams } from '../hooks/use-calendar-params.ts';
import { useLeaveGuard } from '../hooks/use-leave-guard.ts';
import { type CalendarEdits, hasChanges, NO_EDITS } from '../model/calendar-edits.ts';
import { CalendarControls } from './CalendarControls.tsx';
import { DaysCalendar } from './DaysCalendar.tsx';
import { RatesLoadError } from './RatesLoadError.tsx';

// The prices grid is a chunk of its own: the days view (the spec's calendar) does not download it.
const AriView = lazy(() => import('./ari/AriView.tsx'));

interface Props {
  userId: number;
  hotelId: number;
  hotelName?: string;
}

/**
 * The rates calendar (/dash/rates/calendar): one contract, one kind and one of its rates of the
 * current or the next year, shown as the days it applies (twelve Monday-first months) or as its
 * prices, rooms and restrictions (the ARI grid, decision 020). Unsaved work of both views is kept
 * here, so switching view, rate or kind loses nothing; leaving the page asks first.
 */
export function RatesCalendar({ userId, hotelId, hotelName }: Props) {
  const { t } = useTranslation();
  const contracts = useRateContracts(userId, hotelId);
  const { years, year, yearRefused, kind, contractList, contract, ratesOfKind, rate, view, month, setParam } =
    useCalendarParams(contracts.data);
  const [dayEdits, setDayEdits] = useState<CalendarEdits>(NO_EDITS);
  const ari = useAriEdits();
  const daysDirty = hasChanges(dayEdits);
  useLeaveGuard(daysDirty || ari.dirty, t('rates.calendar.leave_confirm'));

  // A year's days are saved per year: another year asks before dropping them. Staged prices carry
  // their dates and stay.
  const daysDirtyNow = useRef(daysDirty);
  daysDirtyNow.current = daysDirty;
  const chooseYear = useCallback(
    async (value: string) => {
      if (Number(value) === year) return;
      if (daysDirtyNow.current && !(await confirm(t, t('rates.calendar.leave_confirm')))) return;
      setDayEdits(NO_EDITS);
      setParam({ year: value });
    },
    [year, setParam, t],
  );
  const onYear = useCallback((value: string) => void chooseYear(value), [chooseYear]);

  if (contracts.isError) return <RatesLoadError onRetry={() => void contracts.refetch()} />;
  if (!contracts.data) return <PageLoader />;

  const createLink = (
    <Anchor component={Link} to="/dash/rates/new" size="sm" fw={600} c="blue.9" underline="always">
      {t('rates.calendar.create_rate')}
    </Anchor>
  );
  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          {t('rates.calendar.title')}
        </Title>
        {hotelName ? <Text fw={600}>{hotelName}</Text> : null}
        <Text c="dimmed">{t(view === 'prices' ? 'rates.ari.intro' : 'rates.calendar.intro')}</Text>
      </div>
      {yearRefused ? (
        <Alert color="yellow" data-testid="year-refused">
          {t('rates.calendar.year_refused', { year })}
        </Alert>
      ) : null}
      {contract === null ? (
        <Alert color="blue" data-testid="calendar-no-contracts">
          <Text size="sm">
            {t('rates.calendar.no_contracts')} {createLink}
          </Text>
        </Alert>
      ) : (
        <>
          <CalendarControls
            years={years}
            year={year}
            contractList={contractList}
            contract={contract}
            kind={kind}
            ratesOfKind={ratesOfKind}
            rate={rate}
            view={view}
            onYear={onYear}
            setParam={setParam}
          />
          {rate === null ? (
            <Alert color="blue" data-testid="calendar-no-rates">
              <Text size="sm">
                {t('rates.calendar.no_rates_of_kind')} {createLink}
              </Text>
            </Alert>
          ) : view === 'prices' ? (
            <Suspense fallback={<PageLoader />}>
              <AriView
                userId={userId}
                hotelId={hotelId}
                year={year}
                years={years}
                month={month}
                kind={kind}
                rate={rate}
                contract={contract}
                edits={ari}
                setParam={setParam}
              />
            </Suspense>
          ) : (
            <DaysCalendar
              userId={userId}
              hotelId={hotelId}
              year={year}
              contract={contract}
              kind={kind}
              rate={rate}
              ratesOfKind={ratesOfKind}
              edits={dayEdits}
              onEdits={setDayEdits}
            />
          )}
        </>
      )}
    </Stack>
  );
}
