import { Group, Radio, TextInput } from '@mantine/core';
import { type Control, Controller, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../components/ui/form-errors.ts';
import type { NewRateValues } from '../model/new-rate-form.ts';

type Option = { value: string; label: string };

/** One choice among a few, as radios (labelled group, error under it). */
export function RadioField({
  control,
  name,
  label,
  options,
  testId,
}: {
  control: Control<NewRateValues>;
  name: FieldPath<NewRateValues>;
  label: string;
  options: Option[];
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Radio.Group
          label={label}
          required
          value={typeof field.value === 'string' ? field.value : null}
          onChange={(value) => {
            field.onChange(value);
            field.onBlur();
          }}
          error={translateMessage(t, fieldState.error?.message)}
          data-testid={testId}
        >
          <Group gap="lg" mt={6}>
            {options.map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} />
            ))}
          </Group>
        </Radio.Group>
      )}
    />
  );
}

/**
 * A whole number, null while empty. Only digits can be typed (as Mantine's NumberInput without
 * decimals or sign would allow), in a plain text input: NumberInput's 9 kB gzipped were most of what
 * took the new-rate wizard's chunk past the 60 kB per-step budget.
 */
export function IntegerField({
  control,
  name,
  label,
  max,
  deps,
}: {
  control: Control<NewRateValues>;
  name: 'releaseDays' | 'childsAge' | 'infantAge' | 'babyAge';
  label: string;
  /** The largest value allowed, which also bounds how many digits can be typed. */
  max: number;
  /** Fields checked again when this one changes (ages are checked against each other). */
  deps?: ('childsAge' | 'infantAge' | 'babyAge')[];
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      rules={{ deps }}
      render={({ field, fieldState }) => (
        <TextInput
          label={label}
          required
          inputMode="numeric"
          maxLength={String(max).length}
          value={field.value ?? ''}
          onChange={(event) => {
            const digits = event.currentTarget.value.replace(/\D/g, '');
            field.onChange(digits === '' ? null : Number(digits));
          }}
          onBlur={field.onBlur}
          error={translateMessage(t, fieldState.error?.message)}
        />
      )}
    />
  );
}
