import { type AriChange, type AriGrid, dayKeyToIso, isoToDayKey, parseDayKey } from '@hotel/domain';
import { Button, Fieldset, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../../components/ui/DateField.tsx';
import { copySeasonChanges, copyYearChanges } from '../../model/ari-copy.ts';

interface Props {
  /** The grid as it shows now (staged changes applied). */
  grid: AriGrid;
  /** The season shown (the month), as the default range. */
  season: { from: string; to: string };
  /** The last year that can be written. */
  lastYear: number;
  disabled: boolean;
  onStage(changes: AriChange[]): void;
}

/**
 * Copying prices by reading the cells: a season of one room type to another, or this whole year to
 * the same dates of the next one. The copies are staged like any change, and saved with "Save".
 */
export const CopyTools = memo(function CopyTools({ grid, season, lastYear, disabled, onStage }: Props) {
  const { t } = useTranslation();
  const rooms = grid.roomTypes.map((room) => ({ value: String(room.id), label: room.name }));
  const [from, setFrom] = useState(rooms[0]?.value ?? '');
  const [to, setTo] = useState(rooms[1]?.value ?? rooms[0]?.value ?? '');
  const [start, setStart] = useState(dayKeyToIso(season.from));
  const [end, setEnd] = useState(dayKeyToIso(season.to));
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [shown, setShown] = useState(season);
  if (shown.from !== season.from || shown.to !== season.to) {
    // Another month on screen: the season follows it.
    setShown(season);
    setStart(dayKeyToIso(season.from));
    setEnd(dayKeyToIso(season.to));
  }

  function report(changes: AriChange[]) {
    if (changes.length === 0) {
      setMessage({ text: t('rates.ari.copy.nothing'), error: true });
      return;
    }
    onStage(changes);
    setMessage({ text: t('rates.ari.copy.staged', { count: changes.length }), error: false });
  }

  function copySeason() {
    const startKey = isoToDayKey(start);
    const endKey = isoToDayKey(end);
    if (
      !startKey ||
      !endKey ||
      parseDayKey(startKey)?.year !== grid.year ||
      parseDayKey(endKey)?.year !== grid.year
    ) {
      setMessage({ text: t('rates.calendar.range_invalid', { year: grid.year }), error: true });
      return;
    }
    if (from === to) {
      setMessage({ text: t('rates.ari.copy.same_room'), error: true });
      return;
    }
    report(copySeasonChanges(grid, { from: Number(from), to: Number(to), start: startKey, end: endKey }));
  }

  return (
    <Fieldset legend={t('rates.ari.copy.title')} data-testid="ari-copy">
      <Stack gap="sm">
        <Group grow align="flex-start">
          <NativeSelect
            label={t('rates.ari.copy.from_room')}
            data={rooms}
            value={from}
            onChange={(event) => setFrom(event.currentTarget.value)}
          />
          <NativeSelect
            label={t('rates.ari.copy.to_room')}
            data={rooms}
            value={to}
            onChange={(event) => setTo(event.currentTarget.value)}
          />
        </Group>
        <Group grow align="flex-start">
          <DateField label={t('rates.calendar.from')} value={start} onChange={setStart} />
          <DateField label={t('rates.calendar.to')} value={end} onChange={setEnd} />
        </Group>
        <Group>
          <Button variant="default" disabled={disabled || rooms.length < 2} onClick={copySeason}>
            {t('rates.ari.copy.season')}
          </Button>
          {grid.year < lastYear ? (
            <Button variant="default" disabled={disabled} onClick={() => report(copyYearChanges(grid))}>
              {t('rates.ari.copy.year', { from: grid.year, to: grid.year + 1 })}
            </Button>
          ) : null}
        </Group>
        {message ? (
          <Text
            size="sm"
            c={message.error ? 'red.9' : undefined}
            role="status"
            data-testid="ari-copy-message"
          >
            {message.text}
          </Text>
        ) : null}
      </Stack>
    </Fieldset>
  );
});
