import { TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MONEY_INVALID, moneyPlaceholder, moneyTypable } from '../../lib/money.ts';

interface Props extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: string;
  onChange(value: string): void;
  /** Takes a leading sign (a raise or a cut). */
  signed?: boolean;
  /** The message of a refused keystroke when the field is not an amount (a percentage). */
  refusedMessage?: string;
}

/**
 * An amount as people type it in the interface language ('69,95' in Spanish, lib/money.ts). A
 * keystroke that cannot be part of an amount (a letter) is refused as it is typed, with the message
 * that says how to write one, instead of failing later on save.
 */
export function MoneyInput({ value, onChange, signed = false, refusedMessage, error, ...rest }: Props) {
  const { t, i18n } = useTranslation();
  const [refused, setRefused] = useState(false);
  return (
    <TextInput
      // iOS's decimal keypad has no minus sign.
      inputMode={signed ? 'text' : 'decimal'}
      autoComplete="off"
      placeholder={moneyPlaceholder(i18n.language)}
      {...rest}
      value={value}
      onChange={(event) => {
        const next = event.currentTarget.value;
        const typable = moneyTypable(next);
        setRefused(!typable);
        if (typable) onChange(next);
      }}
      onBlur={(event) => {
        setRefused(false);
        rest.onBlur?.(event);
      }}
      error={refused ? (refusedMessage ?? t(MONEY_INVALID)) : error}
    />
  );
}
