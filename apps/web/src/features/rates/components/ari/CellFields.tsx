import { Checkbox, Fieldset, Group, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RestrictionField } from '../../model/ari-grid.ts';
import type { BulkForm, TriState } from '../../model/bulk-form.ts';

interface SectionProps {
  form: BulkForm;
  errors: Record<string, string>;
  onChange(patch: Partial<BulkForm>): void;
}

function TriStateRadios({
  label,
  value,
  on,
  off,
  onChange,
}: {
  label: string;
  value: TriState;
  on: string;
  off: string;
  onChange(value: TriState): void;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group label={label} value={value} onChange={(next) => onChange(next as TriState)}>
      <Group gap="md" mt={4}>
        <Radio value="keep" label={t('rates.ari.panel.keep')} />
        <Radio value="on" label={on} />
        <Radio value="off" label={off} />
      </Group>
    </Radio.Group>
  );
}

/** Rooms allotted and stop sale of the selected room cells (allotment rates). */
export function InventoryFields({
  form,
  errors,
  onChange,
  cells,
  releaseDays,
}: SectionProps & { cells: number; releaseDays: number | null }) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('rates.ari.panel.rooms', { count: cells })} data-testid="panel-rooms">
      <Stack gap="sm">
        <TextInput
          label={t('rates.ari.panel.allotment')}
          description={
            releaseDays
              ? t('rates.ari.panel.release', { count: releaseDays })
              : t('rates.ari.panel.no_release')
          }
          placeholder={t('rates.ari.panel.unchanged')}
          inputMode="numeric"
          value={form.allotment}
          onChange={(event) => onChange({ allotment: event.currentTarget.value })}
          error={errors.allotment ? t(errors.allotment) : undefined}
        />
        <TriStateRadios
          label={t('rates.ari.panel.stop_sale')}
          value={form.stopSale}
          on={t('rates.ari.panel.stop_sale_on')}
          off={t('rates.ari.panel.stop_sale_off')}
          onChange={(stopSale) => onChange({ stopSale })}
        />
      </Stack>
    </Fieldset>
  );
}

/** Minimum and maximum stay, closed to arrival and to departure, of the selected days. */
export function RestrictionFields({
  form,
  errors,
  onChange,
  days,
  fields,
}: SectionProps & {
  days: number;
  /** The restriction rows with selected cells: only those are offered (each reaches its own days). */
  fields: readonly RestrictionField[];
}) {
  const { t } = useTranslation();
  const stay = (field: 'minStay' | 'maxStay') => (
    <Stack gap={4} key={field}>
      <TextInput
        label={t(`rates.ari.panel.${field}`)}
        placeholder={t('rates.ari.panel.unchanged')}
        inputMode="numeric"
        disabled={form[`${field}Clear`]}
        value={form[field]}
        onChange={(event) => onChange({ [field]: event.currentTarget.value })}
        error={errors[field] ? t(errors[field]) : undefined}
      />
      <Checkbox
        size="xs"
        label={t(`rates.ari.panel.${field}_clear`)}
        checked={form[`${field}Clear`]}
        onChange={(event) => onChange({ [`${field}Clear`]: event.currentTarget.checked })}
      />
    </Stack>
  );
  return (
    <Fieldset legend={t('rates.ari.panel.restrictions', { count: days })} data-testid="panel-restrictions">
      <Stack gap="sm">
        {fields.includes('minStay') || fields.includes('maxStay') ? (
          <SimpleGrid cols={2} spacing="xs">
            {fields.includes('minStay') ? stay('minStay') : null}
            {fields.includes('maxStay') ? stay('maxStay') : null}
          </SimpleGrid>
        ) : null}
        {fields.includes('closedArrival') ? (
          <TriStateRadios
            label={t('rates.ari.panel.arrival')}
            value={form.closedArrival}
            on={t('rates.ari.panel.closed')}
            off={t('rates.ari.panel.open')}
            onChange={(closedArrival) => onChange({ closedArrival })}
          />
        ) : null}
        {fields.includes('closedDeparture') ? (
          <TriStateRadios
            label={t('rates.ari.panel.departure')}
            value={form.closedDeparture}
            on={t('rates.ari.panel.closed')}
            off={t('rates.ari.panel.open')}
            onChange={(closedDeparture) => onChange({ closedDeparture })}
          />
        ) : null}
      </Stack>
    </Fieldset>
  );
}
