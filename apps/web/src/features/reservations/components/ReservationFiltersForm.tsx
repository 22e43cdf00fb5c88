import { RESERVATION_SORTS, RESERVATION_STATUSES } from '@hotel/domain';
import { Button, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReservationFilters } from '../../../api/reservations.ts';
import { DateField } from '../../../components/ui/DateField.tsx';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_FIELDS = [
  'arrivalFrom',
  'arrivalTo',
  'departureFrom',
  'departureTo',
  'bookedFrom',
  'bookedTo',
] as const;
type DateFieldName = (typeof DATE_FIELDS)[number];

export const EMPTY_FILTERS: ReservationFilters = { sort: '-created' };

/**
 * The list's filters: arrival, departure and booking date ranges, status, a text (guest name,
 * references) and the order. Applied together on "Search"; a date that is not one is said so and
 * nothing is sent.
 */
export function ReservationFiltersForm({
  value,
  onChange,
}: {
  value: ReservationFilters;
  onChange(next: ReservationFilters): void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ReservationFilters>(value);
  const [invalid, setInvalid] = useState<DateFieldName[]>([]);
  const set = (name: keyof ReservationFilters, next: string) =>
    setDraft((current) => ({ ...current, [name]: next }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const bad = DATE_FIELDS.filter((name) => {
      const day = draft[name]?.trim();
      return Boolean(day) && !ISO_DAY.test(day ?? '');
    });
    setInvalid(bad);
    if (bad.length > 0) return;
    const next: ReservationFilters = {};
    for (const [name, raw] of Object.entries(draft) as [keyof ReservationFilters, string | undefined][]) {
      const text = raw?.trim();
      if (text) Object.assign(next, { [name]: text });
    }
    onChange(next);
  }

  const dateField = (name: DateFieldName) => (
    <DateField
      key={name}
      label={t(`rates.reservations.screen.filters.${name}`)}
      value={draft[name] ?? ''}
      onChange={(next) => set(name, next)}
      error={invalid.includes(name) ? t('rates.reservations.screen.filters.date_invalid') : undefined}
    />
  );

  return (
    <form onSubmit={submit} aria-label={t('rates.reservations.screen.filters.title')} data-print="hide">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 6 }} spacing="sm" verticalSpacing="xs">
        {DATE_FIELDS.map(dateField)}
        <TextInput
          label={t('rates.reservations.screen.filters.q')}
          value={draft.q ?? ''}
          onChange={(event) => set('q', event.currentTarget.value)}
          maxLength={100}
        />
        <NativeSelect
          label={t('rates.reservations.screen.filters.status')}
          value={draft.status ?? ''}
          onChange={(event) => set('status', event.currentTarget.value)}
          data={[
            { value: '', label: t('rates.reservations.screen.filters.any_status') },
            ...RESERVATION_STATUSES.map((status) => ({
              value: status,
              label: t(`rates.reservations.screen.status.${status}`),
            })),
          ]}
        />
        <NativeSelect
          label={t('rates.reservations.screen.filters.sort')}
          value={draft.sort ?? '-created'}
          onChange={(event) => set('sort', event.currentTarget.value)}
          data={RESERVATION_SORTS.map((sort) => ({
            value: sort,
            label: t(`rates.reservations.screen.sort.${sort.replace('-', 'desc_')}`),
          }))}
        />
      </SimpleGrid>
      <Group mt="sm" gap="xs">
        <Button type="submit">{t('rates.reservations.screen.filters.search')}</Button>
        <Button
          variant="default"
          onClick={() => {
            setDraft(EMPTY_FILTERS);
            setInvalid([]);
            onChange(EMPTY_FILTERS);
          }}
        >
          {t('rates.reservations.screen.filters.clear')}
        </Button>
      </Group>
    </form>
  );
}
