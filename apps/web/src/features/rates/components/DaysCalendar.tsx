import { dayKeysInRange, RATE_GROUP_HEX, type Rate, type RateContract, type RateKind } from '@hotel/domain';
import { Alert, Badge, Button, Group, Text } from '@mantine/core';
import { type CSSProperties, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../../components/ui/confirm.ts';
import { notifySaved } from '../../../components/ui/notify.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useRateCalendar, useSaveCalendar } from '../api/calendar.ts';
import { useDayGestures } from '../hooks/use-day-gestures.ts';
import {
  applyRange,
  type CalendarEdits,
  changedRates,
  countByDay,
  countMask,
  countsWithEdits,
  daysOf,
  hasChanges,
  monthMask,
  NO_EDITS,
  savedDaysByRate,
  toggleDay,
} from '../model/calendar-edits.ts';
import { CalendarMonth } from './CalendarMonth.tsx';
import classes from './rates-calendar.module.css';
import { WeekdayTool } from './WeekdayTool.tsx';

interface Props {
  userId: number;
  hotelId: number;
  year: number;
  contract: RateContract;
  kind: RateKind;
  rate: Rate;
  ratesOfKind: readonly Rate[];
  edits: CalendarEdits;
  onEdits(update: (current: CalendarEdits) => CalendarEdits): void;
}

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  return error.messages('non_field_errors')[0] ?? error.fieldErrors[0]?.[1] ?? fallback;
}

/**
 * The yearly calendar's days view: twelve Monday-first months of one rate's days. Days are marked
 * one by one, by range (Shift+click or drag) or by weekday across a range, and saved in one request.
 */
export function DaysCalendar({
  userId,
  hotelId,
  year,
  contract,
  kind,
  rate,
  ratesOfKind,
  edits,
  onEdits,
}: Props) {
  const { t } = useTranslation();
  const calendar = useRateCalendar(userId, hotelId, year, contract.id);
  const save = useSaveCalendar(userId, hotelId);
  const ready = calendar.data?.year === year && !calendar.isPlaceholderData;
  const saved = useMemo(() => savedDaysByRate(ready ? calendar.data : undefined), [calendar.data, ready]);
  const [saveError, setSaveError] = useState<string>();
  const dirty = hasChanges(edits);

  const change = useCallback(
    (update: (current: CalendarEdits) => CalendarEdits) => {
      setSaveError(undefined);
      onEdits(update);
    },
    [onEdits],
  );

  // --- what the months show ----------------------------------------------------------------
  const selectedDays = useMemo(() => daysOf(edits, saved, rate.id), [edits, saved, rate]);
  // The other rates of the kind: counted once per answer, adjusted only when one of them is edited.
  const otherIds = useMemo(
    () => ratesOfKind.filter((r) => r.id !== rate.id).map((r) => r.id),
    [ratesOfKind, rate],
  );
  const savedOtherCounts = useMemo(
    () => countByDay(otherIds.map((id) => saved.get(id) ?? new Set<string>())),
    [otherIds, saved],
  );
  const otherCounts = useMemo(
    () => countsWithEdits(savedOtherCounts, saved, edits, otherIds),
    [savedOtherCounts, saved, edits, otherIds],
  );
  const editable = ready && !save.isPending;
  const applyDayRange = useCallback(
    (range: { from: string; to: string; weekdays?: number[] }, select: boolean) =>
      change((current) => applyRange(current, saved, rate.id, range, select)),
    [rate, saved, change],
  );
  const toggle = useCallback(
    (day: string) => change((current) => toggleDay(current, saved, rate.id, day)),
    [rate, saved, change],
  );
  const gestures = useDayGestures({ year, editable, selectedDays, applyRange: applyDayRange, toggle });
  const { preview, focusPart } = gestures;
  const { selectedMasks, otherMasks, previewMasks } = useMonthMasks(year, selectedDays, otherCounts, preview);

  async function discard() {
    if (!(await confirm(t, t('rates.calendar.discard_confirm')))) return;
    onEdits(() => NO_EDITS);
    gestures.resetAnchor();
    setSaveError(undefined);
  }

  function submit() {
    setSaveError(undefined);
    save.mutate(
      { year, rateContractId: contract.id, body: { rates: changedRates(edits) } },
      {
        onSuccess() {
          onEdits(() => NO_EDITS);
          notifySaved(t('common.saved'));
        },
        onError(error) {
          // The edits stay: nothing the user marked is lost.
          setSaveError(errorMessage(error, t('errors.service_unavailable')));
        },
      },
    );
  }

  const colour = RATE_GROUP_HEX[kind];
  return (
    <>
      <Text size="sm">{t('rates.calendar.help')}</Text>
      <WeekdayTool year={year} disabled={!editable} onApply={applyDayRange} />
      <Group justify="space-between" align="center">
        <Group gap="md" aria-live="polite">
          <Text size="sm" fw={600} data-testid="selected-count">
            {t('rates.calendar.selected_count', { count: selectedDays.size })}
          </Text>
          {dirty ? (
            <Badge color="#b03a00" variant="filled" data-testid="unsaved">
              {t('rates.calendar.unsaved')}
            </Badge>
          ) : null}
        </Group>
        <Group>
          <Button variant="default" disabled={!dirty || save.isPending} onClick={() => void discard()}>
            {t('rates.calendar.discard')}
          </Button>
          <Button disabled={!dirty} loading={save.isPending} onClick={submit}>
            {t('rates.calendar.save')}
          </Button>
        </Group>
      </Group>
      {saveError ? (
        <Alert color="red" role="alert" data-testid="calendar-error">
          {saveError}
        </Alert>
      ) : null}
      <DaysLegend colour={colour} />
      {/* Delegated listeners: one set for the whole year, none per day. */}
      <section
        ref={gestures.gridRef}
        className={classes.year}
        style={{ '--rate-colour': colour, opacity: ready ? 1 : 0.6 } as CSSProperties}
        aria-label={t('rates.calendar.months', { year })}
        aria-busy={!ready}
        data-testid="rates-calendar"
        {...gestures.handlers}
      >
        {MONTHS.map((month, index) => (
          <CalendarMonth
            key={month}
            year={year}
            month={month}
            selected={selectedMasks[index] ?? ''}
            others={otherMasks[index] ?? ''}
            preview={previewMasks[index] ?? ''}
            previewSelect={preview?.select ?? true}
            focusDay={focusPart?.month === month ? focusPart.day : null}
          />
        ))}
      </section>
    </>
  );
}

/** What the marks of the days mean. */
function DaysLegend({ colour }: { colour: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="lg" style={{ '--rate-colour': colour } as CSSProperties}>
      <Group gap={6}>
        <span className={classes.swatch} style={{ background: colour }} aria-hidden />
        <Text size="sm">{t('rates.calendar.legend_selected')}</Text>
      </Group>
      <Group gap={6}>
        <span className={`${classes.swatch} ${classes.others}`} aria-hidden />
        <Text size="sm">{t('rates.calendar.legend_others')}</Text>
      </Group>
    </Group>
  );
}

/** One mask per month and layer (selected, other rates, dragged range), each recomputed only when its layer changes. */
function useMonthMasks(
  year: number,
  selectedDays: ReadonlySet<string>,
  otherCounts: ReadonlyMap<string, number>,
  preview: { from: string; to: string } | null,
) {
  const previewDays = useMemo(
    () => new Set(preview ? dayKeysInRange(preview.from, preview.to) : []),
    [preview],
  );
  const selectedMasks = useMemo(
    () => MONTHS.map((month) => monthMask(selectedDays, year, month)),
    [selectedDays, year],
  );
  const otherMasks = useMemo(
    () => MONTHS.map((month) => countMask(otherCounts, year, month)),
    [otherCounts, year],
  );
  const previewMasks = useMemo(
    () => MONTHS.map((month) => (previewDays.size > 0 ? monthMask(previewDays, year, month) : '')),
    [previewDays, year],
  );
  return { selectedMasks, otherMasks, previewMasks };
}
