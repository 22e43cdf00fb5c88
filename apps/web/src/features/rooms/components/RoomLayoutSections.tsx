import { occupancyWarnings, type ReferenceBedType } from '@hotel/domain';
import { Alert, Group, List, Paper, Text, Title } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Counter } from '../../../components/ui/Counter.tsx';
import { layoutSummary } from '../model/layout-summary.ts';
import type { RoomFormValues, RoomLayout } from '../model/room-form.ts';
import { type ErrorAt, Section, type SectionProps } from './RoomDetailSections.tsx';
import { PartsEditor } from './StructureFields.tsx';

/** The sections of a room's detail form on its layout: its bedrooms and lounges, and who sleeps there. */

function OccupancyCounter({
  name,
  label,
  disabled,
  errorAt,
}: {
  name: 'default_adults' | 'total_occupancy';
  label: string;
  disabled: boolean;
  errorAt: ErrorAt;
}) {
  const { t } = useTranslation();
  const { control } = useFormContext<RoomFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Counter
          label={label}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          disabled={disabled}
          error={errorAt(name)}
          decrementLabel={t('rooms.detail.decrement_field', { field: label })}
          incrementLabel={t('rooms.detail.increment_field', { field: label })}
        />
      )}
    />
  );
}

export function StructureSection({
  apartment,
  bedTypes,
  bedNames,
  bedName,
  layout,
  disabled,
  errorAt,
}: SectionProps & {
  apartment: boolean;
  bedTypes: ReferenceBedType[];
  bedNames: ReadonlyMap<number, string>;
  bedName(rbed: number): string;
  layout: RoomLayout;
}) {
  const { t, i18n } = useTranslation();
  const summary = layoutSummary({ t, has: (key) => i18n.exists(key), bedNames }, layout.structure);
  const shared = { errorAt, bedName, disabled, apartment, bedTypes };
  return (
    <Section title={t('rooms.detail.structure')}>
      <Text size="sm" c="dimmed">
        {t('rooms.detail.structure_hint')}
      </Text>
      <Title order={3} size="h5">
        {t('rooms.detail.bedrooms')}
      </Title>
      <PartsEditor {...shared} kind="hotelroom_rooms" />
      <Title order={3} size="h5">
        {t('rooms.detail.lounges')}
      </Title>
      <PartsEditor {...shared} kind="lounges" />
      <Paper bg="gray.0" p="sm" radius="sm">
        <Text size="sm" fw={600}>
          {t('rooms.detail.summary')}
        </Text>
        <Text size="sm" data-testid="layout-summary">
          {layout.hasBeds ? summary.join(' · ') : t('rooms.detail.summary_empty')}
        </Text>
      </Paper>
    </Section>
  );
}

export function OccupancySection({
  values,
  layout,
  disabled,
  errorAt,
}: SectionProps & { values: RoomFormValues; layout: RoomLayout }) {
  const { t } = useTranslation();
  const { hasBeds, capacity } = layout;
  const occupancy = {
    default_adults: values.default_adults === '' ? null : values.default_adults,
    total_occupancy: values.total_occupancy === '' ? null : values.total_occupancy,
  };
  const warnings = occupancyWarnings(occupancy, capacity);
  return (
    <Section title={t('rooms.detail.occupancy')}>
      <Group align="flex-start">
        <OccupancyCounter
          name="default_adults"
          label={t('rooms.detail.default_adults')}
          disabled={disabled}
          errorAt={errorAt}
        />
        <OccupancyCounter
          name="total_occupancy"
          label={t('rooms.detail.total_occupancy')}
          disabled={disabled}
          errorAt={errorAt}
        />
      </Group>
      {hasBeds ? (
        <Text size="sm" data-testid="bed-capacity">
          {t('rooms.detail.capacity', { count: capacity })}
        </Text>
      ) : null}
      {warnings.length > 0 ? (
        <Alert color="yellow" title={t('rooms.warnings.title')} data-testid="occupancy-warnings">
          <List size="sm">
            {warnings.map((warning) => (
              <List.Item key={warning}>
                {t(warning, {
                  adults: occupancy.default_adults,
                  occupancy: occupancy.total_occupancy,
                  capacity,
                })}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
    </Section>
  );
}
