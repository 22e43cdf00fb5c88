import { Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffHotelSearch } from '../../api/staff-reservations.ts';

export interface PickedHotel {
  id: number;
  name: string;
}

/** How long typing pauses before the hotels are searched. */
const SEARCH_PAUSE_MS = 300;

/**
 * One hotel of any, searched by name, code or id (the back office's hotel search): the chosen one
 * is shown with a button to change it. `emptyLabel`: what no hotel means (every hotel, for a filter).
 */
export function StaffHotelPicker({
  label,
  value,
  onChange,
  emptyLabel,
  error,
  testId,
}: {
  label: string;
  value: PickedHotel | null;
  onChange(next: PickedHotel | null): void;
  emptyLabel?: string;
  error?: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), SEARCH_PAUSE_MS);
  const search = useStaffHotelSearch(q);
  const found = q ? (search.data?.hotels ?? []) : [];

  if (value)
    return (
      <Stack gap={4} data-testid={testId}>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Text
            size="sm"
            fw={600}
            style={{ minWidth: 0, overflowWrap: 'anywhere' }}
            data-testid={`${testId}-chosen`}
          >
            {value.name}
          </Text>
          <Button
            size="xs"
            variant="default"
            onClick={() => onChange(null)}
            aria-label={t('rates.reservations.staff.hotel_change_label', { name: value.name })}
          >
            {emptyLabel
              ? t('rates.reservations.staff.hotel_clear')
              : t('rates.reservations.staff.hotel_change')}
          </Button>
        </Group>
      </Stack>
    );

  return (
    <Stack gap={4} data-testid={testId}>
      <TextInput
        type="search"
        label={label}
        description={emptyLabel ?? t('rates.reservations.staff.hotel_search')}
        placeholder={t('rates.reservations.staff.hotel_search')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        maxLength={100}
        error={error}
        rightSection={
          search.isFetching ? <Loader size="xs" role="status" aria-label={t('common.searching')} /> : null
        }
      />
      {q && search.data ? (
        <Stack gap={4} aria-live="polite">
          {found.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('rates.reservations.staff.hotel_none_found')}
            </Text>
          ) : (
            found.slice(0, 8).map((hotel) => (
              <Group key={hotel.id} gap="xs" wrap="nowrap" justify="space-between">
                <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  {hotel.name}{' '}
                  <Text span size="xs" c="dimmed">
                    #{hotel.id} · {hotel.code}
                  </Text>
                </Text>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => {
                    setText('');
                    onChange({ id: hotel.id, name: hotel.name });
                  }}
                  aria-label={t('rates.reservations.staff.hotel_choose_label', { name: hotel.name })}
                >
                  {t('rates.reservations.staff.hotel_choose')}
                </Button>
              </Group>
            ))
          )}
        </Stack>
      ) : null}
    </Stack>
  );
}
