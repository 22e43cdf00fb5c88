import { isoToDayKey, parseDayKey } from '@hotel/domain';
import { Button, Checkbox, Fieldset, Group, Stack, Text } from '@mantine/core';
import { memo, type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/DateField.tsx';
import { weekdayNames } from './CalendarMonth.tsx';

interface Props {
  year: number;
  disabled: boolean;
  /** Marks (select) or unmarks the chosen weekdays between two days of the year. */
  onApply(range: { from: string; to: string; weekdays: number[] }, select: boolean): void;
  /** More choices shown above the buttons (the prices grid's rows). */
  children?: ReactNode;
  testId?: string;
}

const ALL_WEEKDAYS = ['0', '1', '2', '3', '4', '5', '6'];

/** Selecting by weekday across a range: from, to, the weekdays (Monday first), select or deselect. */
export const WeekdayTool = memo(function WeekdayTool({
  year,
  disabled,
  onApply,
  children,
  testId = 'weekday-tool',
}: Props) {
  const { t, i18n } = useTranslation();
  const names = useMemo(() => weekdayNames(i18n.language), [i18n.language]);
  const [from, setFrom] = useState(`${year}-01-01`);
  const [to, setTo] = useState(`${year}-12-31`);
  const [weekdays, setWeekdays] = useState<string[]>(ALL_WEEKDAYS);
  const [error, setError] = useState<string>();
  const [shownYear, setShownYear] = useState(year);
  if (shownYear !== year) {
    // Another year: the range follows it.
    setShownYear(year);
    setFrom(`${year}-01-01`);
    setTo(`${year}-12-31`);
    setError(undefined);
  }

  function apply(select: boolean) {
    const fromKey = isoToDayKey(from);
    const toKey = isoToDayKey(to);
    if (!fromKey || !toKey || parseDayKey(fromKey)?.year !== year || parseDayKey(toKey)?.year !== year) {
      setError(t('rates.calendar.range_invalid', { year }));
      return;
    }
    setError(undefined);
    onApply({ from: fromKey, to: toKey, weekdays: weekdays.map(Number) }, select);
  }

  return (
    <Fieldset legend={t('rates.calendar.weekdays_title')} data-testid={testId}>
      <Stack gap="sm">
        <Group align="flex-start" grow>
          <DateField label={t('rates.calendar.from')} value={from} onChange={setFrom} error={error} />
          <DateField label={t('rates.calendar.to')} value={to} onChange={setTo} />
        </Group>
        <Checkbox.Group label={t('rates.calendar.weekdays')} value={weekdays} onChange={setWeekdays}>
          <Group gap="sm" mt={4}>
            {names.map((name, index) => (
              <Checkbox
                key={name.long}
                value={String(index)}
                label={
                  <Text span size="sm" tt="capitalize">
                    {name.short}
                  </Text>
                }
                aria-label={name.long}
              />
            ))}
          </Group>
        </Checkbox.Group>
        {children}
        <Group>
          <Button disabled={disabled || weekdays.length === 0} onClick={() => apply(true)}>
            {t('rates.calendar.select')}
          </Button>
          <Button variant="default" disabled={disabled || weekdays.length === 0} onClick={() => apply(false)}>
            {t('rates.calendar.deselect')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
});
