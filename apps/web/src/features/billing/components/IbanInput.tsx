import { TextInput, type TextInputProps } from '@mantine/core';
import { type ChangeEvent, useLayoutEffect, useRef } from 'react';
import { reformatIban } from '../model/iban-input.ts';

interface Props extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: string;
  onChange(value: string): void;
  /** The form library's ref, to focus the field on an error. */
  inputRef?(element: HTMLInputElement | null): void;
}

/** A text field that shows the IBAN in groups of four as it is typed, keeping the caret in place. */
export function IbanInput({ value, onChange, inputRef, ...props }: Props) {
  const input = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    if (caret.current !== null && input.current === document.activeElement) {
      input.current?.setSelectionRange(caret.current, caret.current);
    }
    caret.current = null;
  });

  function change(event: ChangeEvent<HTMLInputElement>) {
    const next = reformatIban(event.target.value, event.target.selectionStart ?? event.target.value.length);
    caret.current = next.caret;
    onChange(next.value);
  }

  return (
    <TextInput
      {...props}
      ref={(element) => {
        input.current = element;
        inputRef?.(element);
      }}
      value={value}
      onChange={change}
      autoComplete="off"
      spellCheck={false}
      autoCapitalize="characters"
      inputMode="text"
    />
  );
}
