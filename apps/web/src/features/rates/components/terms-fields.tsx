import { TERM_PER, TERM_PERIODS, type TermPer, type TermPeriod } from '@hotel/domain';
import { Checkbox, Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../components/ui/MoneyInput.tsx';
import { type FieldErrors, messageAt, type RangeRow, type ValueKind } from '../model/terms-form.ts';
import classes from './rate-terms.module.css';

/** The pieces the terms and the taxes editors share: ranges, dates, weekdays and a value. */

/**
 * Two whole numbers, from and to, under the range's name; each input is named in full for a
 * screen reader ("Noches de la estancia: mínimo"), shown short. The server names a bad range on
 * the range or on one end.
 */
export function RangeFields({
  label,
  range,
  onChange,
  errors,
  path,
}: {
  label: string;
  range: RangeRow;
  onChange(range: RangeRow): void;
  errors: FieldErrors;
  path: string;
}) {
  const { t } = useTranslation();
  const min = t('rates.terms.editor.min');
  const max = t('rates.terms.editor.max');
  return (
    <fieldset className={classes.range}>
      <legend className={classes.rangeName}>{label}</legend>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          label={min}
          aria-label={`${label}: ${min}`}
          inputMode="numeric"
          value={range.min}
          onChange={(event) => onChange({ ...range, min: event.currentTarget.value })}
          error={messageAt(errors, `${path}.min`) ?? messageAt(errors, path)}
          className={classes.number}
          styles={{ label: { fontWeight: 400 } }}
        />
        <TextInput
          label={max}
          aria-label={`${label}: ${max}`}
          inputMode="numeric"
          value={range.max}
          onChange={(event) => onChange({ ...range, max: event.currentTarget.value })}
          error={messageAt(errors, `${path}.max`)}
          className={classes.number}
          styles={{ label: { fontWeight: 400 } }}
        />
      </Group>
    </fieldset>
  );
}

/** A date range (both ends optional) as two date inputs. */
export function DateRangeFields({
  fromLabel,
  toLabel,
  from,
  to,
  onChange,
  errors,
  path,
}: {
  fromLabel: string;
  toLabel: string;
  from: string;
  to: string;
  onChange(range: { from: string; to: string }): void;
  errors: FieldErrors;
  path: string;
}) {
  return (
    <Group gap="xs" align="flex-start" wrap="wrap">
      <TextInput
        type="date"
        label={fromLabel}
        value={from}
        onChange={(event) => onChange({ from: event.currentTarget.value, to })}
        error={messageAt(errors, `${path}.from`)}
      />
      <TextInput
        type="date"
        label={toLabel}
        value={to}
        onChange={(event) => onChange({ from, to: event.currentTarget.value })}
        error={messageAt(errors, `${path}.to`)}
      />
    </Group>
  );
}

/** ISO weekdays (1 Monday … 7 Sunday) as checkboxes named in the interface language. */
export function WeekdayChecks({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string[];
  onChange(days: string[]): void;
  error?: string;
}) {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' });
  return (
    <Checkbox.Group label={label} value={value} onChange={onChange} error={error}>
      <Group gap="xs" mt={4}>
        {[1, 2, 3, 4, 5, 6, 7].map((iso) => (
          // 2024-01-01 was a Monday.
          <Checkbox key={iso} value={String(iso)} label={format.format(Date.UTC(2024, 0, iso))} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}

/** A percentage or an amount, per person or room, per night or stay. */
export function ValueFields({
  valueKind,
  value,
  per,
  period,
  onChange,
  errors,
  path,
  currency,
}: {
  valueKind: ValueKind;
  value: string;
  per: TermPer;
  period: TermPeriod;
  onChange(change: { valueKind?: ValueKind; value?: string; per?: TermPer; period?: TermPeriod }): void;
  errors: FieldErrors;
  path: string;
  currency?: string;
}) {
  const { t } = useTranslation();
  const options = (values: readonly string[], prefix: string) =>
    values.map((option) => ({ value: option, label: t(`${prefix}.${option}`) }));
  return (
    <Group gap="xs" align="flex-start" wrap="wrap">
      <Select
        label={t('rates.terms.editor.value_kind')}
        data={options(['percent', 'amount'], 'rates.terms.editor.value_kinds')}
        value={valueKind}
        allowDeselect={false}
        onChange={(next) => next && onChange({ valueKind: next as ValueKind })}
        className={classes.select}
      />
      <MoneyInput
        label={
          valueKind === 'percent'
            ? t('rates.terms.editor.percent')
            : t('rates.terms.editor.amount', { currency: currency ?? '' })
        }
        refusedMessage={valueKind === 'percent' ? t('rates.errors.percent_invalid') : undefined}
        placeholder=""
        value={value}
        onChange={(next) => onChange({ value: next })}
        error={messageAt(errors, `${path}.value`, true)}
        className={classes.number}
      />
      <Select
        label={t('rates.terms.editor.per')}
        data={options(TERM_PER, 'rates.terms.editor.pers')}
        value={per}
        allowDeselect={false}
        onChange={(next) => next && onChange({ per: next as TermPer })}
        error={messageAt(errors, `${path}.per`)}
        className={classes.select}
      />
      <Select
        label={t('rates.terms.editor.period')}
        data={options(TERM_PERIODS, 'rates.terms.editor.periods')}
        value={period}
        allowDeselect={false}
        onChange={(next) => next && onChange({ period: next as TermPeriod })}
        error={messageAt(errors, `${path}.period`)}
        className={classes.select}
      />
    </Group>
  );
}
