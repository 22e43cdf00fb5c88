import { Button, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countriesQuery } from '../../../api/countries.ts';
import { useReference } from '../../../api/reference.ts';
import { EMPTY_QUEUE_FILTERS, type QueueFilters } from '../../../api/staff-review.ts';
import { DateField } from '../../../components/ui/DateField.tsx';

interface Props {
  filters: QueueFilters;
  onApply(filters: QueueFilters): void;
}

type Draft = Pick<QueueFilters, 'country' | 'city' | 'htype' | 'sent_from' | 'sent_to'>;

/**
 * The queue's filters: country (ISO, named in the interface language), city, hotel type and the
 * sent dates. They apply on "Filtrar" (not at each key press), back to the first page.
 */
export function QueueFilterForm({ filters, onApply }: Props) {
  const { t, i18n } = useTranslation();
  const countries = useQuery(countriesQuery(i18n.language));
  const types = useReference('type');
  const [draft, setDraft] = useState<Draft>(filters);
  const set = (name: keyof Draft) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setDraft((current) => ({ ...current, [name]: value }));
  };
  const setDate = (name: 'sent_from' | 'sent_to') => (value: string) =>
    setDraft((current) => ({ ...current, [name]: value }));
  // A date field passes on what is not a date as typed: said on "Filtrar", not while typing.
  const [invalid, setInvalid] = useState({ sent_from: false, sent_to: false });
  const datesReversed = draft.sent_from !== '' && draft.sent_to !== '' && draft.sent_to < draft.sent_from;

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = { sent_from: !isDateOrEmpty(draft.sent_from), sent_to: !isDateOrEmpty(draft.sent_to) };
    setInvalid(found);
    if (found.sent_from || found.sent_to || datesReversed) return;
    onApply({ ...filters, ...draft, page: 1 });
  }

  function clear() {
    setDraft(EMPTY_QUEUE_FILTERS);
    setInvalid({ sent_from: false, sent_to: false });
    onApply({ ...EMPTY_QUEUE_FILTERS, status: filters.status });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('staff.queue.filters')} data-testid="queue-filters">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 5 }} spacing="sm">
        <NativeSelect
          label={t('staff.queue.country')}
          value={draft.country}
          onChange={set('country')}
          data={[
            { value: '', label: t('staff.queue.any_country') },
            ...(countries.data ?? []).map((country) => ({ value: country.code, label: country.name })),
          ]}
        />
        <TextInput
          label={t('staff.queue.city')}
          value={draft.city}
          onChange={set('city')}
          maxLength={100}
          autoComplete="off"
        />
        <NativeSelect
          label={t('staff.queue.htype')}
          value={draft.htype}
          onChange={set('htype')}
          data={[
            { value: '', label: t('staff.queue.any_type') },
            ...(types.data ?? []).map((type) => ({ value: String(type.id), label: type.name })),
          ]}
        />
        <DateField
          label={t('staff.queue.sent_from')}
          value={draft.sent_from}
          onChange={setDate('sent_from')}
          error={invalid.sent_from ? t('common.date_invalid') : undefined}
        />
        <DateField
          label={t('staff.queue.sent_to')}
          value={draft.sent_to}
          onChange={setDate('sent_to')}
          error={
            invalid.sent_to
              ? t('common.date_invalid')
              : datesReversed
                ? t('staff.queue.dates_reversed')
                : undefined
          }
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="sm" gap="xs">
        <Button variant="default" onClick={clear}>
          {t('staff.queue.clear')}
        </Button>
        <Button type="submit">{t('staff.queue.apply')}</Button>
      </Group>
    </form>
  );
}

function isDateOrEmpty(value: string): boolean {
  return value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value);
}
