import { AUTOCOMPLETE } from '@hotel/domain';
import { Combobox, Input, Loader, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { hotelSearchQuery } from '../../../api/catalogue.ts';
import type { HotelPickerProps } from '../../../components/ui/hotel-picker.ts';

export interface HotelComboboxProps extends Pick<HotelPickerProps, 'label' | 'error' | 'onPick'> {
  /** The text typed, kept by HotelAutocomplete so that what was typed before this module came stays. */
  text: string;
  onText(text: string): void;
  /** Whether the plain input it replaces had the focus: then take it, caret at the end, list open. */
  plainInputHadFocus(): boolean;
}

/**
 * Hotel-name autocomplete (spec §5, §9): searches from 3 characters after a 500 ms pause and
 * closes its list 200 ms after focus leaves, so a click on an option still lands. Its own module,
 * with Mantine's floating layer: HotelAutocomplete paints a plain input until it has come, inside
 * its own label, description and error.
 */
export default function HotelCombobox({
  label,
  onPick,
  error,
  text,
  onText,
  plainInputHadFocus,
}: HotelComboboxProps) {
  const { t, i18n } = useTranslation();
  const combobox = useCombobox();
  const [debounced] = useDebouncedValue(text.trim(), AUTOCOMPLETE.pauseMs);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const input = useRef<HTMLInputElement>(null);
  const enabled = debounced.length >= AUTOCOMPLETE.minChars;
  const search = useQuery(hotelSearchQuery(debounced, i18n.language));
  useEffect(() => () => clearTimeout(hideTimer.current), []);
  // Once, on mount (after the plain input has left): its focus and caret move here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the state at mount matters.
  useEffect(() => {
    if (!plainInputHadFocus() || !input.current) return;
    input.current.focus();
    input.current.setSelectionRange(text.length, text.length);
    combobox.openDropdown();
  }, []);
  const waiting =
    text.trim().length >= AUTOCOMPLETE.minChars && (text.trim() !== debounced || search.isFetching);
  const suggestions = enabled ? (search.data ?? []) : [];

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(value) => {
        const picked = suggestions.find((suggestion) => suggestion.description.value === value);
        if (picked) onPick(picked);
        onText('');
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        {/* The label, description and error are HotelAutocomplete's (Input.Wrapper): they stay on the page. */}
        <Input
          ref={input}
          error={Boolean(error)}
          value={text}
          autoComplete="off"
          rightSection={
            waiting ? <Loader size="xs" role="status" aria-label={t('common.searching')} /> : null
          }
          onChange={(event) => {
            onText(event.currentTarget.value);
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
