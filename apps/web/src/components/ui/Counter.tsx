import { COUNTER_MAX, COUNTER_MIN } from '@hotel/domain';
import { ActionIcon, NumberInput } from '@mantine/core';

export interface CounterProps {
  label: string;
  /** A whole number, or '' while the field is empty. */
  value: number | '';
  onChange(value: number | ''): void;
  /** Accessible names of the − and + buttons ('Una cama menos: Cama doble'). */
  decrementLabel: string;
  incrementLabel: string;
  min?: number;
  max?: number;
  error?: string;
  description?: string;
  onBlur?(): void;
  disabled?: boolean;
  name?: string;
}

/**
 * The counter widget (spec §5, §9: 0 to 50 by default): a labelled whole-number field between a
 * − and a + button. The buttons stop at the bounds; typing is not clamped, so a value out of
 * range stays as typed and the form says what is wrong with it instead of silently changing it.
 */
export function Counter({
  label,
  value,
  onChange,
  decrementLabel,
  incrementLabel,
  min = COUNTER_MIN,
  max = COUNTER_MAX,
  error,
  description,
  onBlur,
  disabled,
  name,
}: CounterProps) {
  const current = value === '' ? null : value;
  const step = (delta: number) => {
    const base = current ?? min;
    onChange(Math.min(max, Math.max(min, Math.trunc(base) + delta)));
  };
  return (
    <NumberInput
      label={label}
      name={name}
      description={description}
      value={value}
      onChange={(next) => onChange(typeof next === 'number' ? next : next === '' ? '' : Number(next))}
      onBlur={onBlur}
      error={error}
      disabled={disabled}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      hideControls
      inputMode="numeric"
      w={168}
      styles={{ input: { textAlign: 'center' } }}
      leftSectionPointerEvents="all"
      rightSectionPointerEvents="all"
      leftSection={
        <ActionIcon
          variant="subtle"
          aria-label={decrementLabel}
          disabled={disabled || (current !== null && current <= min)}
          onClick={() => step(-1)}
        >
          <span aria-hidden>−</span>
        </ActionIcon>
      }
      rightSection={
        <ActionIcon
          variant="subtle"
          aria-label={incrementLabel}
          disabled={disabled || (current !== null && current >= max)}
          onClick={() => step(1)}
        >
          <span aria-hidden>+</span>
        </ActionIcon>
      }
    />
  );
}
