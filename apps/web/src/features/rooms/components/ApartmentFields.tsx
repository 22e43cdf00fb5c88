import {
  APARTMENT_BATHS_MAX,
  BATH_NAME_MAX,
  BATH_NAME_MIN,
  type ReferenceApartmentAttributes,
} from '@hotel/domain';
import {
  Button,
  Fieldset,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RoomFormValues } from '../model/room-form.ts';
import { GroupError } from './StructureFields.tsx';

const toOptions = (items: { id: number; name: string }[]) =>
  items.map((item) => ({ value: String(item.id), label: item.name }));

/**
 * What an apartment adds to a room type (spec §3): its named baths with their equipment (at least
 * one, each named with 4 to 50 characters), its kitchen, and the number of rooms and baths.
 */
export function ApartmentFields({
  attributes,
  errorAt,
  disabled,
}: {
  attributes: ReferenceApartmentAttributes;
  errorAt(path: string): string | undefined;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { control, register, watch } = useFormContext<RoomFormValues>();
  const baths = useFieldArray({ control, name: 'baths' });
  const bedrooms = watch('hotelroom_rooms').length;
  const full = baths.fields.length >= APARTMENT_BATHS_MAX;

  return (
    <Stack gap="sm">
      {baths.fields.map((field, index) => {
        const label = t('rooms.detail.bath_n', { n: index + 1 });
        return (
          <Fieldset key={field.id} legend={label}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('rooms.detail.bath_name')}
                description={t('rooms.detail.bath_name_hint', { min: BATH_NAME_MIN, max: BATH_NAME_MAX })}
                required
                disabled={disabled}
                error={errorAt(`baths.${index}.name`)}
                {...register(`baths.${index}.name`)}
              />
              <Controller
                control={control}
                name={`baths.${index}.services`}
                render={({ field: input }) => (
                  <MultiSelect
                    label={t('rooms.detail.bath_services')}
                    data={toOptions(attributes.bath_services)}
                    value={input.value.map(String)}
                    onChange={(values) => input.onChange(values.map(Number))}
                    disabled={disabled}
                    searchable
                    error={errorAt(`baths.${index}.services`)}
                  />
                )}
              />
            </SimpleGrid>
            {disabled ? null : (
              <Group justify="flex-end" mt="xs">
                <Button
                  size="xs"
                  variant="outline"
                  color="red.9"
                  onClick={() => baths.remove(index)}
                  aria-label={t('rooms.detail.remove_named', { name: label })}
                >
                  {t('rooms.detail.remove_bath')}
                </Button>
              </Group>
            )}
          </Fieldset>
        );
      })}
      <GroupError message={errorAt('baths')} />
      {disabled ? null : (
        <Group>
          <Button variant="light" disabled={full} onClick={() => baths.append({ name: '', services: [] })}>
            {t('rooms.detail.add_bath')}
          </Button>
        </Group>
      )}
      <Controller
        control={control}
        name="kitchen"
        render={({ field: input }) => (
          <Select
            label={t('rooms.detail.kitchen')}
            required
            data={toOptions(attributes.kitchens)}
            value={input.value === null ? null : String(input.value)}
            onChange={(value) => input.onChange(value ? Number(value) : null)}
            disabled={disabled}
            error={errorAt('kitchen')}
            maw={360}
          />
        )}
      />
      <Text size="sm" data-testid="apartment-counts">
        {t('rooms.detail.counts', { rooms: bedrooms, baths: baths.fields.length })}
      </Text>
    </Stack>
  );
}
