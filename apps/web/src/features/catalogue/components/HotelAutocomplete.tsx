import { AUTOCOMPLETE } from '@hotel/domain';
import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hotelSearchQuery } from '../../../api/catalogue.ts';
import type { HotelPickerProps } from '../../../components/ui/hotel-picker.ts';

/**
 * Hotel-name autocomplete (spec §5, §9): searches from 3 characters after a 500 ms pause and
 * closes its list 200 ms after focus leaves, so a click on an option still lands.
 */
export function HotelAutocomplete({ label, required, onPick, error, description }: HotelPickerProps) {
  const { t, i18n } = useTranslation();
  const combobox = useCombobox();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), AUTOCOMPLETE.pauseMs);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const enabled = debounced.length >= AUTOCOMPLETE.minChars;
  const search = useQuery(hotelSearchQuery(debounced, i18n.language));
  useEffect(() => () => clearTimeout(hideTimer.current), []);
  const waiting =
    text.trim().length >= AUTOCOMPLETE.minChars && (text.trim() !== debounced || search.isFetching);
  const suggestions = enabled ? (search.data ?? []) : [];

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(value) => {
        const picked = suggestions.find((suggestion) => suggestion.description.value === value);
        if (picked) onPick(picked);
        setText('');
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <TextInput
          label={label}
          withAsterisk={required}
          description={description}
          error={error}
          value={text}
          autoComplete="off"
          rightSection={waiting ? <Loader size="xs" aria-label={t('common.searching')} /> : null}
          onChange={(event) => {
            setText(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => {
            clearTimeout(hideTimer.current);
            combobox.openDropdown();
          }}
          onBlur={() => {
            hideTimer.current = setTimeout(() => combobox.closeDropdown(), AUTOCOMPLETE.hideDelayMs);
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={text.trim().length < AUTOCOMPLETE.minChars}>
        {waiting || suggestions.length === 0 ? (
          <Combobox.Empty>{waiting ? t('common.searching') : t('common.no_results')}</Combobox.Empty>
        ) : (
          <Combobox.Options mah={280} style={{ overflowY: 'auto' }} aria-label={label}>
            {suggestions.map((suggestion) => (
              <Combobox.Option value={suggestion.description.value} key={suggestion.description.value}>
                <Text size="sm">{suggestion.title}</Text>
                <Text size="xs" c="dimmed">
                  {suggestion.city}, {suggestion.country}
                </Text>
              </Combobox.Option>
            ))}
          </Combobox.Options>
        )}
      </Combobox.Dropdown>
    </Combobox>
  );
}
