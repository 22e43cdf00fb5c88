import { TextInput, type TextInputProps } from '@mantine/core';
import { type ChangeEvent, type FocusEvent, forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A time of day as the interface writes it: 24 hours, "14:00" (issue 19 item 13). A native
 * `<input type="time">` follows the browser's locale instead, and showed "02:00 PM" in the Spanish
 * interface of an English browser. Digits and a colon only; on leaving the field what was typed is
 * written out ("930" → "09:30", "14" → "14:00"); what cannot be a time stays as typed, for the
 * form's own message. The value is HH:MM, as the native input's was.
 */
export const TimeField = forwardRef<HTMLInputElement, TextInputProps>(function TimeField(
  { onChange, onBlur, ...props },
  ref,
) {
  const { t } = useTranslation();
  const change = (
    input: HTMLInputElement,
    event: ChangeEvent<HTMLInputElement> | FocusEvent<HTMLInputElement>,
  ) => onChange?.({ ...event, target: input, currentTarget: input } as ChangeEvent<HTMLInputElement>);
  return (
    <TextInput
      ref={ref}
      inputMode="numeric"
      autoComplete="off"
      maxLength={5}
      placeholder={t('common.time_placeholder')}
      {...props}
      onChange={(event) => {
        const input = event.currentTarget;
        const kept = input.value.replace(/[^\d:]/g, '');
        if (kept !== input.value) input.value = kept;
        change(input, event);
      }}
      onBlur={(event) => {
        const input = event.currentTarget;
        const written = writeTime(input.value);
        if (written !== input.value) {
          input.value = written;
          change(input, event);
        }
        onBlur?.(event);
      }}
    />
  );
});

/** "930" → "09:30", "14" → "14:00"; anything that is not a time of day as typed. */
export function writeTime(text: string): string {
  const typed = text.trim();
  const match = /^(\d{1,2})(?::(\d{2}))?$/.exec(typed.includes(':') ? typed : splitDigits(typed));
  if (!match) return text;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  if (hours > 23 || minutes > 59) return text;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** Digits only: the last two are the minutes when there are three or four ("930", "1400"). */
function splitDigits(digits: string): string {
  if (!/^\d{3,4}$/.test(digits)) return digits;
  return `${digits.slice(0, -2)}:${digits.slice(-2)}`;
}
