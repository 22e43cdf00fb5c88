import { type AriGrid, RATE_GROUP_HEX, type Rate, type RateContract, type RateKind } from '@hotel/domain';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AriScope } from '../../../../api/ari.ts';
import { PageLoader } from '../../../../components/ui/PageLoader.tsx';
import { formatMoney, formatPercent } from '../../../../lib/money.ts';
import { useAriGrid } from '../../api/ari.ts';
import type { AriEditsState } from '../../hooks/use-ari-edits.ts';
import type { SetCalendarParams } from '../../hooks/use-calendar-params.ts';
import { AriEditor } from './AriEditor.tsx';

interface Props {
  userId: number;
  hotelId: number;
  year: number;
  years: readonly number[];
  month: number;
  kind: RateKind;
  rate: Rate;
  contract: RateContract;
  edits: AriEditsState;
  setParam: SetCalendarParams;
}

/** How a derived offer is priced, in words ('«Temporada alta» −10 %'). */
function derivedNote(
  grid: AriGrid,
  contract: RateContract,
  t: ReturnType<typeof useTranslation>['t'],
  language: string,
): string {
  const derived = grid.derived;
  if (!derived) return '';
  const base = contract.rates.find((rate) => rate.id === derived.baseRate)?.name ?? `#${derived.baseRate}`;
  const off =
    derived.kind === 'percent'
      ? `${formatPercent(derived.value, language)} %`
      : formatMoney(derived.value, language, grid.currency);
  return t('rates.ari.derived', { base, off });
}

/**
 * The calendar's prices view (decision 020): the chosen rate's grid of a year, a month at a time.
 * Loads the year and hands it to the editor; another year or rate starts from a clean selection.
 */
export default function AriView({
  userId,
  hotelId,
  year,
  years,
  month,
  kind,
  rate,
  contract,
  edits,
  setParam,
}: Props) {
  const { t, i18n } = useTranslation();
  const scope: AriScope = useMemo(() => ({ userId, hotelId, rateId: rate.id }), [userId, hotelId, rate.id]);
  const query = useAriGrid(scope, year);
  const data = query.data;
  if (query.isError && (!data || data.rate !== rate.id)) {
    return (
      <Alert color="red" role="alert" data-testid="ari-load-error">
        <Text size="sm">{t('rates.ari.load_error')}</Text>
        <Button mt="xs" size="xs" variant="default" onClick={() => void query.refetch()}>
          {t('rates.retry')}
        </Button>
      </Alert>
    );
  }
  if (!data || data.rate !== rate.id) return <PageLoader />;
  const ready = data.year === year && !query.isPlaceholderData;
  return (
    <Stack>
      {data.derived ? (
        <Alert color="blue" data-testid="ari-derived">
          {derivedNote(data, contract, t, i18n.language)}
        </Alert>
      ) : null}
      {data.roomTypes.length === 0 ? (
        <Alert color="yellow" data-testid="ari-no-room-types">
          {t('rates.ari.no_room_types')}
        </Alert>
      ) : null}
      <Text size="sm">{t('rates.ari.help')}</Text>
      <AriEditor
        key={`${rate.id}:${data.year}`}
        scope={scope}
        server={data}
        ready={ready}
        years={years}
        month={month}
        colour={RATE_GROUP_HEX[kind]}
        rateName={rate.name}
        edits={edits}
        setParam={setParam}
      />
    </Stack>
  );
}
