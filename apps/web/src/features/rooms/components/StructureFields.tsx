import {
  canAddBedroom,
  canAddDistribution,
  canAddLounge,
  LANGUAGES,
  MAX_LOUNGES,
  MAX_ROOM_LOUNGE_DISTRIBUTION,
  MAX_ROOMS,
  type ReferenceBedType,
} from '@hotel/domain';
import { Button, Fieldset, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, type FieldArrayPath, useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Counter } from '../../../components/ui/Counter.tsx';
import { newArea, newBedroom, newLounge, type RoomFormValues } from '../model/room-form.ts';

type BedListPath =
  | `hotelroom_rooms.${number}.hoteltypebeds`
  | `lounges.${number}.hoteltypebeds`
  | `hotelroom_rooms.${number}.hotelroomdist_lounges.${number}.hotelbeddist_lounges`;

interface Shared {
  /** The message of a field path, translated; undefined when it has none. */
  errorAt(path: string): string | undefined;
  bedName(rbed: number): string;
  disabled: boolean;
}

/** A message under a group of fields (a list as a whole: 'add at least one bed'). */
export function GroupError({ message, id }: { message: string | undefined; id?: string }) {
  if (!message) return null;
  return (
    <Text size="sm" c="var(--mantine-color-error)" id={id}>
      {message}
    </Text>
  );
}

/**
 * The bed types of one bedroom, lounge or lounge area, each with a counter (0 to 50), and a
 * choice to add another type among those allowed there (room_allowed or lounge_allowed).
 */
function BedCounters({
  name,
  allowed,
  placeLabel,
  errorAt,
  bedName,
  disabled,
}: Shared & { name: BedListPath; allowed: ReferenceBedType[]; placeLabel: string }) {
  const { t } = useTranslation();
  const { control } = useFormContext<RoomFormValues>();
  const beds = useFieldArray({ control, name: name as FieldArrayPath<RoomFormValues> });
  const [choice, setChoice] = useState<string | null>(null);
  const present = new Set(beds.fields.map((field) => (field as unknown as { rbed: number }).rbed));
  const addable = allowed.filter((type) => !present.has(type.id));

  return (
    <Stack gap="xs">
      <Group gap="md" align="flex-start">
        {beds.fields.map((field, index) => {
          const rbed = (field as unknown as { rbed: number }).rbed;
          const path = `${name}.${index}.quantity` as const;
          return (
            <Controller
              key={field.id}
              control={control}
              name={path}
              render={({ field: input }) => (
                <Counter
                  label={bedName(rbed)}
                  value={input.value as number | ''}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                  name={input.name}
                  disabled={disabled}
                  error={errorAt(path) ?? errorAt(`${name}.${index}.rbed`)}
                  decrementLabel={t('rooms.detail.decrement', { bed: bedName(rbed), place: placeLabel })}
                  incrementLabel={t('rooms.detail.increment', { bed: bedName(rbed), place: placeLabel })}
                />
              )}
            />
          );
        })}
      </Group>
      <GroupError message={errorAt(name)} />
      {addable.length > 0 && !disabled ? (
        <Select
          label={t('rooms.detail.add_bed_type')}
          aria-label={t('rooms.detail.add_bed_type_in', { place: placeLabel })}
          placeholder={t('rooms.detail.add_bed_type_placeholder')}
          data={addable.map((type) => ({ value: String(type.id), label: type.name }))}
          value={choice}
          onChange={(value) => {
            if (!value) return;
            beds.append({ rbed: Number(value), quantity: 1 });
            setChoice(null);
          }}
          maw={320}
          size="xs"
        />
      ) : null}
    </Stack>
  );
}

/** The lounge areas (distributions) of a bedroom: at most MAX_ROOM_LOUNGE_DISTRIBUTION. */
function AreasEditor({
  partIndex,
  partLabel,
  loungeBeds,
  ...shared
}: Shared & { partIndex: number; partLabel: string; loungeBeds: ReferenceBedType[] }) {
  const { t } = useTranslation();
  const { control } = useFormContext<RoomFormValues>();
  const name = `hotelroom_rooms.${partIndex}.hotelroomdist_lounges` as const;
  const areas = useFieldArray({ control, name });
  const full = !canAddDistribution(areas.fields.length);

  return (
    <Stack gap="xs">
      {areas.fields.map((field, index) => {
        const areaLabel = `${partLabel} · ${t('rooms.detail.area_n', { n: index + 1 })}`;
        return (
          <Fieldset key={field.id} legend={t('rooms.detail.area_n', { n: index + 1 })} variant="filled">
            <Stack gap="xs">
              <BedCounters
                {...shared}
                name={`${name}.${index}.hotelbeddist_lounges`}
                allowed={loungeBeds}
                placeLabel={areaLabel}
              />
              {shared.disabled ? null : (
                <Group justify="flex-end">
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red.9"
                    onClick={() => areas.remove(index)}
                    aria-label={t('rooms.detail.remove_named', { name: areaLabel })}
                  >
                    {t('rooms.detail.remove_area')}
                  </Button>
                </Group>
              )}
            </Stack>
          </Fieldset>
        );
      })}
      <GroupError message={shared.errorAt(name)} />
      {shared.disabled ? null : (
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            disabled={full}
            onClick={() => areas.append(newArea(areas.fields.length))}
            aria-label={t('rooms.detail.add_area_in', { place: partLabel })}
          >
            {t('rooms.detail.add_area')}
          </Button>
          {full ? (
            <Text size="xs" c="dimmed">
              {t('rooms.detail.areas_limit', { max: MAX_ROOM_LOUNGE_DISTRIBUTION })}
            </Text>
          ) : null}
        </Group>
      )}
    </Stack>
  );
}

/**
 * The bedrooms (at most MAX_ROOMS) or the lounges (at most MAX_LOUNGES) of the room type, each
 * a group named 'Dormitorio 1', 'Salón 1', …: its beds, its lounge areas (bedrooms), and for an
 * apartment the room's own name.
 */
export function PartsEditor({
  kind,
  apartment,
  bedTypes,
  ...shared
}: Shared & { kind: 'hotelroom_rooms' | 'lounges'; apartment: boolean; bedTypes: ReferenceBedType[] }) {
  const { t } = useTranslation();
  const { control, register } = useFormContext<RoomFormValues>();
  const parts = useFieldArray({ control, name: kind });
  const bedroom = kind === 'hotelroom_rooms';
  const allowed = bedTypes.filter((type) => (bedroom ? type.room_allowed : type.lounge_allowed));
  const loungeBeds = bedTypes.filter((type) => type.lounge_allowed);
  const full = bedroom ? !canAddBedroom(parts.fields.length) : !canAddLounge(parts.fields.length);
  const labelOf = (index: number) =>
    t(bedroom ? 'rooms.detail.bedroom_n' : 'rooms.detail.lounge_n', { n: index + 1 });

  return (
    <Stack gap="sm">
      {parts.fields.map((field, index) => {
        const label = labelOf(index);
        return (
          <Fieldset key={field.id} legend={label} data-testid={`${kind}-${index}`}>
            <Stack gap="sm">
              {apartment ? (
                <TextInput
                  label={t('rooms.detail.part_name')}
                  description={t('rooms.detail.part_name_hint')}
                  maw={360}
                  error={shared.errorAt(`${kind}.${index}.name`)}
                  {...register(`${kind}.${index}.name`)}
                />
              ) : null}
              <BedCounters
                {...shared}
                name={`${kind}.${index}.hoteltypebeds`}
                allowed={allowed}
                placeLabel={label}
              />
              {bedroom ? (
                <Stack gap={4}>
                  <Text size="sm" fw={600}>
                    {t('rooms.detail.areas')}
                  </Text>
                  <AreasEditor {...shared} partIndex={index} partLabel={label} loungeBeds={loungeBeds} />
                </Stack>
              ) : null}
              {shared.disabled ? null : (
                <Group justify="flex-end">
                  <Button
                    size="xs"
                    variant="outline"
                    color="red.9"
                    onClick={() => parts.remove(index)}
                    aria-label={t('rooms.detail.remove_named', { name: label })}
                  >
                    {t(bedroom ? 'rooms.detail.remove_bedroom' : 'rooms.detail.remove_lounge')}
                  </Button>
                </Group>
              )}
            </Stack>
          </Fieldset>
        );
      })}
      <GroupError message={shared.errorAt(kind)} />
      {shared.disabled ? null : (
        <Group gap="xs">
          <Button
            variant="light"
            disabled={full}
            onClick={() =>
              parts.append(bedroom ? newBedroom(parts.fields.length) : newLounge(parts.fields.length))
            }
          >
            {t(bedroom ? 'rooms.detail.add_bedroom' : 'rooms.detail.add_lounge')}
          </Button>
          {full ? (
            <Text size="sm" c="dimmed">
              {t(bedroom ? 'rooms.detail.bedrooms_limit' : 'rooms.detail.lounges_limit', {
                max: bedroom ? MAX_ROOMS : MAX_LOUNGES,
              })}
            </Text>
          ) : null}
        </Group>
      )}
    </Stack>
  );
}

/** Six text fields, one per product language (names, view names). */
export function LocalizedFields({
  name,
  labelKey,
  errorAt,
  disabled,
}: {
  name: 'names' | 'view_names';
  labelKey: string;
  errorAt(path: string): string | undefined;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { register } = useFormContext<RoomFormValues>();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {LANGUAGES.map((language) => (
        <TextInput
          key={language}
          lang={language}
          disabled={disabled}
          label={t(labelKey, { language: t(`common.languages.${language}`) })}
          error={errorAt(`${name}.${language}`)}
          {...register(`${name}.${language}`)}
        />
      ))}
    </SimpleGrid>
  );
}
