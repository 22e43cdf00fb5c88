import { zodResolver } from '@hookform/resolvers/zod';
import { type BasicStep, basicStepSchema, type Hotel } from '@hotel/domain';
import { Alert, Button, Group, MultiSelect, Select, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useReference } from '../../../api/reference.ts';
import { applyServerErrors, translateMessage } from '../../../components/ui/form-errors.ts';
import { notifySaved } from '../../../components/ui/notify.ts';
import { PageLoader } from '../../../components/ui/PageLoader.tsx';
import { TimeField } from '../../../components/ui/TimeField.tsx';
import { useUpdateHotel } from '../api/hotels.ts';

const FIELDS = [
  'htype',
  'rating',
  'style',
  'check_in_start',
  'check_out_start',
  'languages',
  'content_language',
  'oberture',
  'smoke',
] as const;

const toOptions = (items: { id: number; name: string }[] | undefined) =>
  (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));
const toId = (value: string | null) => (value === null || value === '' ? null : Number(value));

/** Step 0: hotel type with its rating and style, check-in and check-out, languages and policies. */
export function BasicForm({ hotel, onSaved }: { hotel: Hotel; onSaved(): void }) {
  const { t } = useTranslation();
  const types = useReference('type');
  const languages = useReference('language');
  const obertures = useReference('oberture');
  const smoke = useReference('smoke');
  const update = useUpdateHotel(hotel.id);
  const [formError, setFormError] = useState<string>();
  const form = useForm<BasicStep>({
    resolver: zodResolver(basicStepSchema),
    defaultValues: {
      htype: hotel.htype ?? (undefined as unknown as number),
      rating: hotel.rating,
      style: hotel.style,
      check_in_start: hotel.check_in_start ?? '',
      check_out_start: hotel.check_out_start ?? '',
      languages: hotel.languages,
      content_language: hotel.content_language ?? (undefined as unknown as number),
      oberture: hotel.oberture,
      smoke: hotel.smoke,
    },
  });
  const { errors } = form.formState;
  const chosenType = types.data?.find((type) => type.id === form.watch('htype'));

  if (!types.data || !languages.data || !obertures.data || !smoke.data) return <PageLoader />;

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await update.mutateAsync(values);
      notifySaved(t('common.saved'));
      onSaved();
    } catch (error) {
      setFormError(applyServerErrors(error, FIELDS, form.setError, t));
    }
  });

  const select = (
    name: 'htype' | 'rating' | 'style' | 'content_language' | 'oberture' | 'smoke',
    label: string,
    data: { value: string; label: string }[],
    required = false,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          data={data}
          required={required}
          searchable
          clearable={!required}
          value={field.value ? String(field.value) : null}
          onChange={(value) => {
            field.onChange(toId(value));
            if (name === 'htype') {
              form.setValue('rating', null);
              form.setValue('style', null);
            }
          }}
          onBlur={field.onBlur}
          error={translateMessage(t, fieldState.error?.message)}
        />
      )}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('nav.basic')}>
      <Stack>
        {formError ? (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {select('htype', t('hotels.basic.type'), toOptions(types.data), true)}
          {select('rating', t('hotels.basic.rating'), toOptions(chosenType?.ratings))}
          {select('style', t('hotels.basic.style'), toOptions(chosenType?.styles))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TimeField
            label={t('hotels.basic.check_in_start')}
            required
            error={translateMessage(t, errors.check_in_start?.message)}
            {...form.register('check_in_start')}
          />
          <TimeField
            label={t('hotels.basic.check_out_start')}
            required
            error={translateMessage(t, errors.check_out_start?.message)}
            {...form.register('check_out_start')}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="languages"
          render={({ field, fieldState }) => (
            <MultiSelect
              label={t('hotels.basic.languages')}
              required
              searchable
              data={toOptions(languages.data)}
              value={field.value.map(String)}
              onChange={(values) => field.onChange(values.map(Number))}
              error={translateMessage(t, fieldState.error?.message)}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {select('content_language', t('hotels.basic.content_language'), toOptions(languages.data), true)}
          {select('oberture', t('hotels.basic.oberture'), toOptions(obertures.data))}
          {select('smoke', t('hotels.basic.smoke'), toOptions(smoke.data))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('wizard.save_next')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
