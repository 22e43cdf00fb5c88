import {
  dayKeysInRange,
  formatDayKey,
  parseDayKey,
  RATE_GROUP_HEX,
  RATE_KINDS,
  type RateKind,
  selectableYears,
  shiftDayKey,
} from '@hotel/domain';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { confirm } from '../../../components/ui/confirm.ts';
import { notifySaved } from '../../../components/ui/notify.ts';
import { PageLoader } from '../../../components/ui/PageLoader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useRateCalendar, useSaveCalendar } from '../api/calendar.ts';
import { useRateContracts } from '../api/contracts.ts';
import { useLeaveGuard } from '../hooks/use-leave-guard.ts';
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
import { RatesLoadError } from './RatesLoadError.tsx';
import classes from './rates-calendar.module.css';
import { WeekdayTool } from './WeekdayTool.tsx';

interface Props {
  userId: number;
  hotelId: number;
  hotelName?: string;
}

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);
const ARROWS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

function isRateKind(value: string | null): value is RateKind {
  return (RATE_KINDS as readonly string[]).includes(value ?? '');
}

function dayOf(target: EventTarget | null): string | null {
  return target instanceof Element ? (target.closest<HTMLElement>('[data-day]')?.dataset.day ?? null) : null;
}

function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  return error.messages('non_field_errors')[0] ?? error.fieldErrors[0]?.[1] ?? fallback;
}

/**
 * The yearly calendar (/dash/rates/calendar): twelve Monday-first months of the current or the
 * next year for one contract, one kind and one of its rates. Days are marked one by one, by
 * range (Shift+click or drag) or by weekday across a range, and saved in one request.
 */
export function RatesCalendar({ userId, hotelId, hotelName }: Props) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const contracts = useRateContracts(userId, hotelId);
  const save = useSaveCalendar(userId, hotelId);
  const years = useMemo(() => selectableYears(), []);

  const requestedYear = Number(params.get('year') ?? years[0]);
  const year = years.includes(requestedYear) ? requestedYear : years[0];
  const yearRefused = params.has('year') && year !== requestedYear;
  const kindParam = params.get('kind');
  const kind: RateKind = isRateKind(kindParam) ? kindParam : 'rate';
  const contractList = contracts.data ?? [];
  const contract =
    contractList.find((c) => c.id === Number(params.get('contract'))) ?? contractList[0] ?? null;
  const ratesOfKind = useMemo(() => contract?.rates.filter((r) => r.kind === kind) ?? [], [contract, kind]);
  const rate = ratesOfKind.find((r) => r.id === Number(params.get('rate'))) ?? ratesOfKind[0] ?? null;

  const calendar = useRateCalendar(userId, hotelId, year, contract?.id ?? null);
  const ready = calendar.data?.year === year && !calendar.isPlaceholderData;
  const saved = useMemo(() => savedDaysByRate(ready ? calendar.data : undefined), [calendar.data, ready]);
  const [edits, setEdits] = useState<CalendarEdits>(NO_EDITS);
  const [saveError, setSaveError] = useState<string>();
  const dirty = hasChanges(edits);
  useLeaveGuard(dirty, t('rates.calendar.leave_confirm'));

  const setParam = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  // --- what the months show ----------------------------------------------------------------
  const selectedDays = useMemo(
    () => (rate ? daysOf(edits, saved, rate.id) : new Set<string>()),
    [edits, saved, rate],
  );
  // The other rates of the kind: counted once per answer, adjusted only when one of them is edited.
  const otherIds = useMemo(
    () => ratesOfKind.filter((r) => r.id !== rate?.id).map((r) => r.id),
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
  const [preview, setPreview] = useState<{ from: string; to: string; select: boolean } | null>(null);
  const previewDays = useMemo(
    () => new Set(preview ? dayKeysInRange(preview.from, preview.to) : []),
    [preview],
  );
  // One mask per month and layer, each recomputed only when its layer changes.
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

  // --- roving focus: one Tab stop in the year, arrows move it ---------------------------------
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const firstSelected = useMemo(() => [...selectedDays].sort()[0], [selectedDays]);
  const focusedKey =
    focusKey && parseDayKey(focusKey)?.year === year ? focusKey : (firstSelected ?? formatDayKey(year, 1, 1));
  const focusPart = parseDayKey(focusedKey);
  const gridRef = useRef<HTMLElement>(null);
  const moveFocusTo = useRef<string | null>(null);
  useEffect(() => {
    if (!moveFocusTo.current) return;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${moveFocusTo.current}"]`)?.focus();
    moveFocusTo.current = null;
  });

  // --- selection ---------------------------------------------------------------------------
  const editable = ready && rate !== null && !save.isPending;
  const anchor = useRef<{ day: string; select: boolean } | null>(null);
  const drag = useRef<{ start: string; end: string; select: boolean; moved: boolean } | null>(null);
  const suppressClick = useRef(false);

  const change = useCallback((update: (current: CalendarEdits) => CalendarEdits) => {
    setSaveError(undefined);
    setEdits(update);
  }, []);

  function onClick(event: MouseEvent<HTMLElement>) {
    const day = dayOf(event.target);
    if (!day || !rate || !editable) return;
    if (suppressClick.current) return;
    setFocusKey(day);
    const from = anchor.current;
    if (event.shiftKey && from) {
      change((current) => applyRange(current, saved, rate.id, { from: from.day, to: day }, from.select));
      return;
    }
    const select = !selectedDays.has(day);
    anchor.current = { day, select };
    change((current) => toggleDay(current, saved, rate.id, day));
  }

  function onPointerDown(event: PointerEvent<HTMLElement>) {
    const day = dayOf(event.target);
    if (!day || !editable || event.button !== 0 || event.shiftKey || event.pointerType !== 'mouse') return;
    drag.current = { start: day, end: day, select: !selectedDays.has(day), moved: false };
  }

  function onPointerOver(event: PointerEvent<HTMLElement>) {
    const current = drag.current;
    const day = dayOf(event.target);
    if (!current || !day || day === current.end) return;
    current.end = day;
    current.moved = true;
    setPreview({ from: current.start, to: day, select: current.select });
  }

  useEffect(() => {
    function finish() {
      const current = drag.current;
      drag.current = null;
      if (!current?.moved || !rate) return;
      setPreview(null);
      anchor.current = { day: current.start, select: current.select };
      change((edits) =>
        applyRange(edits, saved, rate.id, { from: current.start, to: current.end }, current.select),
      );
      // The click that follows this pointerup is part of the drag, not a toggle.
      suppressClick.current = true;
      setTimeout(() => {
        suppressClick.current = false;
      }, 0);
    }
    window.addEventListener('pointerup', finish);
    window.addEventListener('pointercancel', finish);
    return () => {
      window.removeEventListener('pointerup', finish);
      window.removeEventListener('pointercancel', finish);
    };
  }, [rate, saved, change]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const day = dayOf(event.target);
    const step = ARROWS[event.key];
    if (!day || step === undefined) return;
    const next = shiftDayKey(day, step);
    if (!next || parseDayKey(next)?.year !== year) return;
    event.preventDefault();
    moveFocusTo.current = next;
    setFocusKey(next);
  }

  // --- year, discard, save -----------------------------------------------------------------
  const dirtyNow = useRef(dirty);
  dirtyNow.current = dirty;
  const chooseYear = useCallback(
    async (value: string) => {
      if (Number(value) === year) return;
      if (dirtyNow.current && !(await confirm(t, t('rates.calendar.leave_confirm')))) return;
      setEdits(NO_EDITS);
      anchor.current = null;
      setParam({ year: value });
    },
    [year, setParam, t],
  );
  const applyWeekdays = useCallback(
    (range: { from: string; to: string; weekdays: number[] }, select: boolean) => {
      if (rate) change((current) => applyRange(current, saved, rate.id, range, select));
    },
    [rate, saved, change],
  );

  async function discard() {
    if (!(await confirm(t, t('rates.calendar.discard_confirm')))) return;
    setEdits(NO_EDITS);
    setSaveError(undefined);
  }

  function submit() {
    if (!contract) return;
    setSaveError(undefined);
    save.mutate(
      { year, contractId: contract.id, body: { rates: changedRates(edits) } },
      {
        onSuccess() {
          setEdits(NO_EDITS);
          notifySaved(t('common.saved'));
        },
        onError(error) {
          // The edits stay: nothing the user marked is lost.
          setSaveError(errorMessage(error, t('errors.service_unavailable')));
        },
      },
    );
  }

  // The pickers do not change with the days: they are not rendered again on every click.
  const colour = RATE_GROUP_HEX[kind];
  const controls = useMemo(
    () =>
      contract === null ? null : (
        <Group align="flex-end" gap="md">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="calendar-year-label">
              {t('rates.calendar.year')}
            </Text>
            <SegmentedControl
              aria-labelledby="calendar-year-label"
              data={years.map(String)}
              value={String(year)}
              onChange={(value) => void chooseYear(value)}
            />
          </Stack>
          <Select
            label={t('rates.calendar.contract')}
            data={contractList.map((c) => ({ value: String(c.id), label: c.name }))}
            value={String(contract.id)}
            allowDeselect={false}
            onChange={(value) => setParam({ contract: value, rate: null })}
            w={220}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="calendar-kind-label">
              {t('rates.calendar.kind')}
            </Text>
            <SegmentedControl
              aria-labelledby="calendar-kind-label"
              data={RATE_KINDS.map((value) => ({ value, label: t(`rates.kinds.${value}`) }))}
              value={kind}
              color={colour}
              onChange={(value) => setParam({ kind: value, rate: null })}
            />
          </Stack>
          {ratesOfKind.length > 0 && rate ? (
            <Select
              label={t('rates.calendar.rate')}
              data={ratesOfKind.map((r) => ({ value: String(r.id), label: r.name }))}
              value={String(rate.id)}
              allowDeselect={false}
              onChange={(value) => setParam({ rate: value })}
              w={260}
            />
          ) : null}
        </Group>
      ),
    [contract, contractList, years, year, kind, colour, ratesOfKind, rate, chooseYear, setParam, t],
  );

  if (contracts.isError) return <RatesLoadError onRetry={() => void contracts.refetch()} />;
  if (!contracts.data) return <PageLoader />;

  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          {t('rates.calendar.title')}
        </Title>
        {hotelName ? <Text fw={600}>{hotelName}</Text> : null}
        <Text c="dimmed">{t('rates.calendar.intro')}</Text>
      </div>
      {yearRefused ? (
        <Alert color="yellow" data-testid="year-refused">
          {t('rates.calendar.year_refused', { year })}
        </Alert>
      ) : null}
      {contract === null ? (
        <Alert color="blue" data-testid="calendar-no-contracts">
          <Text size="sm">
            {t('rates.calendar.no_contracts')}{' '}
            <Anchor component={Link} to="/dash/rates/new" size="sm" fw={600} c="blue.9" underline="always">
              {t('rates.calendar.create_rate')}
            </Anchor>
          </Text>
        </Alert>
      ) : (
        <>
          {controls}
          {rate === null ? (
            <Alert color="blue" data-testid="calendar-no-rates">
              <Text size="sm">
                {t('rates.calendar.no_rates_of_kind')}{' '}
                <Anchor
                  component={Link}
                  to="/dash/rates/new"
                  size="sm"
                  fw={600}
                  c="blue.9"
                  underline="always"
                >
                  {t('rates.calendar.create_rate')}
                </Anchor>
              </Text>
            </Alert>
          ) : (
            <>
              <Text size="sm">{t('rates.calendar.help')}</Text>
              <WeekdayTool year={year} disabled={!editable} onApply={applyWeekdays} />
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
                  <Button
                    variant="default"
                    disabled={!dirty || save.isPending}
                    onClick={() => void discard()}
                  >
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
              {/* Delegated listeners: one set for the whole year, none per day. */}
              <section
                ref={gridRef}
                className={classes.year}
                style={{ '--rate-colour': colour, opacity: ready ? 1 : 0.6 } as CSSProperties}
                aria-label={t('rates.calendar.months', { year })}
                aria-busy={!ready}
                data-testid="rates-calendar"
                onClick={onClick}
                onPointerDown={onPointerDown}
                onPointerOver={onPointerOver}
                onKeyDown={onKeyDown}
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
          )}
        </>
      )}
    </Stack>
  );
}
