import { Input } from '@mantine/core';
import { lazy, Suspense, useId, useLayoutEffect, useRef, useState } from 'react';
import type { HotelPickerProps } from '../../../components/ui/hotel-picker.ts';

// Fetched when the autocomplete first renders; the page paints the plain input without waiting.
const HotelCombobox = lazy(() => import('./HotelCombobox.tsx'));

/**
 * Hotel-name autocomplete (spec §5, §9; the list in HotelCombobox). The page paints with a plain
 * input in the same label, description and error while the combobox (Mantine's floating layer,
 * 33 kB) comes: on the register page it was the largest part of the first load (decision 041).
 * Only the input box is replaced, so the texts around it are painted once; what was typed before
 * the combobox came, and the focus, carry over.
 */
export function HotelAutocomplete({ label, required, description, error, onPick }: HotelPickerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const plainHadFocus = useRef(false);
  return (
    <Input.Wrapper id={id} label={label} withAsterisk={required} description={description} error={error}>
      <Suspense
        fallback={
          <PlainInput
            error={error}
            text={text}
            onText={setText}
            onLeave={(focused) => {
              plainHadFocus.current = focused;
            }}
          />
        }
      >
        <HotelCombobox
          label={label}
          error={error}
          onPick={onPick}
          text={text}
          onText={setText}
          plainInputHadFocus={() => plainHadFocus.current}
        />
      </Suspense>
    </Input.Wrapper>
  );
}

/** The input before the combobox has come: tells, as it leaves, whether it had the focus. */
function PlainInput({
  error,
  text,
  onText,
  onLeave,
}: {
  error?: string;
  text: string;
  onText(text: string): void;
  onLeave(focused: boolean): void;
}) {
  const input = useRef<HTMLInputElement>(null);
  // A layout effect's cleanup runs before the input leaves the page, while it still has the focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at unmount.
  useLayoutEffect(() => () => onLeave(document.activeElement === input.current), []);
  return (
    <Input
      ref={input}
      error={Boolean(error)}
      value={text}
      autoComplete="off"
      onChange={(event) => onText(event.currentTarget.value)}
    />
  );
}
