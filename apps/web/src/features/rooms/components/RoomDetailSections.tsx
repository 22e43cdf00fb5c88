import type { ReferenceApartmentAttributes, ReferenceRoomAttributes } from '@hotel/domain';
import { MultiSelect, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RoomFormValues } from '../model/room-form.ts';
import { ApartmentFields } from './ApartmentFields.tsx';
import { LocalizedFields } from './StructureFields.tsx';

/** The sections of a room's detail form (spec §3, §5), each on its own fields of the form context. */

export type ErrorAt = (path: string) => string | undefined;

const toOptions = (items: { id: number; name: string }[]) =>
  items.map((item) => ({ value: String(item.id), label: item.name }));

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** One of the room's attributes chosen from its reference list (an id, or none when optional). */
function AttributeSelect({
  name,
  label,
  data,
  required = false,
  disabled,
  errorAt,
}: {
  name: 'type' | 'structure' | 'bath' | 'view_type';
  label: string;
  data: { id: number; name: string }[];
  required?: boolean;
  disabled: boolean;
  errorAt: ErrorAt;
}) {
  const { control } = useFormContext<RoomFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          required={required}
          searchable
          clearable={!required}
          disabled={disabled}
          data={toOptions(data)}
          value={field.value === null ? null : String(field.value)}
          onChange={(value) => field.onChange(value ? Number(value) : null)}
          onBlur={field.onBlur}
          error={errorAt(name)}
        />
      )}
    />
  );
}

export interface SectionProps {
  disabled: boolean;
  errorAt: ErrorAt;
}

export function GeneralSection({
  apartment,
  attributes,
  roomAttributes,
  disabled,
  errorAt,
}: SectionProps & {
  apartment: boolean;
  attributes: ReferenceRoomAttributes | ReferenceApartmentAttributes;
  roomAttributes: ReferenceRoomAttributes;
}) {
  const { t } = useTranslation();
  const { register } = useFormContext<RoomFormValues>();
  return (
    <Section title={t('rooms.detail.general')}>
      {/* Which name guests see (issue 19 item 13): this one, unless their language has its own. */}
      <TextInput
        label={t('rooms.name')}
        description={t('rooms.name_hint')}
        required
        disabled={disabled}
        error={errorAt('name')}
        maw={480}
        {...register('name')}
      />
      <Stack gap="xs" role="group" aria-labelledby="room-names-title" aria-describedby="room-names-hint">
        <Text size="sm" fw={600} id="room-names-title">
          {t('rooms.names')}
        </Text>
        <Text size="xs" c="dimmed" mt={-8} id="room-names-hint">
          {t('rooms.names_hint')}
        </Text>
        <LocalizedFields name="names" labelKey="rooms.name_in" errorAt={errorAt} disabled={disabled} />
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <AttributeSelect
          name="type"
          label={t(apartment ? 'rooms.detail.type_apartment' : 'rooms.detail.type')}
          data={attributes.types}
          required={!apartment}
          disabled={disabled}
          errorAt={errorAt}
        />
        <AttributeSelect
          name="structure"
          label={t('rooms.detail.structure_type')}
          data={roomAttributes.structure}
          disabled={disabled}
          errorAt={errorAt}
        />
      </SimpleGrid>
    </Section>
  );
}

/** An apartment's baths and kitchen, or a room type's one bath type. */
export function BathSection({
  apartment,
  roomAttributes,
  apartmentAttributes,
  disabled,
  errorAt,
}: SectionProps & {
  apartment: boolean;
  roomAttributes: ReferenceRoomAttributes;
  apartmentAttributes: ReferenceApartmentAttributes;
}) {
  const { t } = useTranslation();
  if (apartment) {
    return (
      <Section title={t('rooms.detail.baths_kitchen')}>
        <ApartmentFields attributes={apartmentAttributes} errorAt={errorAt} disabled={disabled} />
      </Section>
    );
  }
  return (
    <Section title={t('rooms.detail.bath')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <AttributeSelect
          name="bath"
          label={t('rooms.detail.bath_type')}
          data={roomAttributes.bath}
          required
          disabled={disabled}
          errorAt={errorAt}
        />
      </SimpleGrid>
    </Section>
  );
}

export function ViewsSection({
  attributes,
  disabled,
  errorAt,
}: SectionProps & { attributes: ReferenceRoomAttributes | ReferenceApartmentAttributes }) {
  const { t } = useTranslation();
  const { control } = useFormContext<RoomFormValues>();
  return (
    <Section title={t('rooms.detail.views')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <AttributeSelect
          name="view_type"
          label={t('rooms.detail.view_type')}
          data={attributes.view_type}
          disabled={disabled}
          errorAt={errorAt}
        />
        <Controller
          control={control}
          name="views"
          render={({ field }) => (
            <MultiSelect
              label={t('rooms.detail.view_list')}
              data={toOptions(attributes.views)}
              value={field.value.map(String)}
              onChange={(next) => field.onChange(next.map(Number))}
              searchable
              disabled={disabled}
              error={errorAt('views')}
            />
          )}
        />
      </SimpleGrid>
      <Text size="sm" fw={600}>
        {t('rooms.detail.view_names')}
      </Text>
      <LocalizedFields
        name="view_names"
        labelKey="rooms.detail.view_name_in"
        errorAt={errorAt}
        disabled={disabled}
      />
    </Section>
  );
}
