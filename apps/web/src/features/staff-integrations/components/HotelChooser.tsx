import { Badge, Button, CloseButton, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staffHotelSearchQuery } from '../../../api/staff-integrations.ts';

export interface ChosenHotel {
  id: number;
  name: string;
  code: string;
}

/** How long typing pauses before the hotels are searched. */
export const HOTEL_SEARCH_PAUSE_MS = 300;

/**
 * The hotels a key reaches: existing hotels searched by name, code or id (GET /api/staff/hotels/),
 * each added with its own button, the chosen ones listed with a button to take them out again.
 */
export function HotelChooser({
  chosen,
  onChange,
  error,
}: {
  chosen: ChosenHotel[];
  onChange(next: ChosenHotel[]): void;
  error?: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), HOTEL_SEARCH_PAUSE_MS);
  const search = useQuery(staffHotelSearchQuery(q));
  const chosenId = useId();
  const found = q ? (search.data?.hotels ?? []) : [];
  const offered = found.filter((hotel) => !chosen.some((other) => other.id === hotel.id));

  return (
    <Stack gap="xs">
      <TextInput
        type="search"
        label={t('staff.integrations.keys.hotel_search')}
        description={t('staff.integrations.keys.hotel_search_hint')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        maxLength={100}
        error={error}
        rightSection={
          search.isFetching ? <Loader size="xs" role="status" aria-label={t('common.searching')} /> : null
        }
        data-testid="hotel-search"
      />
      {q && search.data ? (
        <Stack gap={4} data-testid="hotel-results" aria-live="polite">
          {offered.length === 0 ? (
            <Text size="sm" c="dimmed">
              {found.length === 0
                ? t('staff.integrations.keys.hotel_none_found')
                : t('staff.integrations.keys.hotel_all_chosen')}
            </Text>
          ) : (
            offered.map((hotel) => (
              <Group key={hotel.id} gap="xs" wrap="nowrap" justify="space-between">
                <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  {hotel.name}{' '}
                  <Text span size="xs" c="dimmed">
                    {t('staff.integrations.keys.hotel_ref', { code: hotel.code, id: hotel.id })}
                  </Text>
                </Text>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => onChange([...chosen, hotel])}
                  aria-label={t('staff.integrations.keys.hotel_add_label', { name: hotel.name })}
                >
                  {t('staff.integrations.keys.hotel_add')}
                </Button>
              </Group>
            ))
          )}
        </Stack>
      ) : null}
      {search.isError ? (
        <Text size="sm" c="red.8" role="alert">
          {t('staff.load_failed')}
        </Text>
      ) : null}
      <Text size="sm" fw={500} id={chosenId} data-testid="hotels-chosen-count">
        {t('staff.integrations.keys.hotels_chosen', { count: chosen.length })}
      </Text>
      {chosen.length === 0 ? null : (
        <Group gap="xs" component="ul" aria-labelledby={chosenId} m={0} p={0} data-testid="hotels-chosen">
          {chosen.map((hotel) => (
            <Badge
              key={hotel.id}
              component="li"
              variant="outline"
              color="blue.8"
              size="lg"
              tt="none"
              style={{ listStyle: 'none' }}
              rightSection={
                <CloseButton
                  size="xs"
                  aria-label={t('staff.integrations.keys.hotel_remove_label', { name: hotel.name })}
                  onClick={() => onChange(chosen.filter((other) => other.id !== hotel.id))}
                />
              }
            >
              {hotel.name}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}
