import { Group, NumberInput, Radio } from '@mantine/core';
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

/** A whole number, null while empty. */
export function IntegerField({
  control,
  name,
  label,
  min,
  max,
  deps,
}: {
  control: Control<NewRateValues>;
  name: 'releaseDays' | 'childsAge' | 'infantAge' | 'babyAge';
  label: string;
  min: number;
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
        <NumberInput
          label={label}
          required
          min={min}
          max={max}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          value={field.value ?? ''}
          onChange={(value) => field.onChange(value === '' ? null : Number(value))}
          onBlur={field.onBlur}
          error={translateMessage(t, fieldState.error?.message)}
        />
      )}
    />
  );
}
