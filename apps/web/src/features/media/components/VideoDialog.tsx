import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_VIDEO_CATEGORY,
  MEDIA_CATEGORY_KEYS,
  resolveVideoUrl,
  VIDEO_URL_TYPES,
  videoCreateSchema,
} from '@hotel/domain';
import { Alert, Button, Group, Modal, Radio, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyServerErrors, translateMessage } from '../../../components/ui/form-errors.ts';
import { notifySaved } from '../../../components/ui/notify.ts';
import { useAddVideo } from '../api/videos.ts';

type Input = z.input<typeof videoCreateSchema>;
type Output = z.output<typeof videoCreateSchema>;
const FIELDS = ['url_type', 'url', 'category'] as const;

/**
 * Spec §5 video dialog: a type (YouTube by default, or Vimeo) and the video's address; the type
 * follows the address when it is the other service's.
 */
export function VideoDialog({
  hotelId,
  opened,
  onClose,
  nextOrder,
}: {
  hotelId: number;
  opened: boolean;
  onClose(): void;
  nextOrder: number;
}) {
  const { t } = useTranslation();
  const add = useAddVideo(hotelId);
  const [formError, setFormError] = useState<string>();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(videoCreateSchema),
    defaultValues: { url_type: 'youtube', url: '', category: DEFAULT_VIDEO_CATEGORY },
  });
  const type = form.watch('url_type') ?? 'youtube';

  const close = () => {
    form.reset();
    setFormError(undefined);
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await add.mutateAsync({ ...values, order: nextOrder });
      notifySaved(t('media.videos.added'));
      close();
    } catch (error) {
      setFormError(applyServerErrors(error, FIELDS, form.setError, t));
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('media.videos.dialog_title')}
      closeButtonProps={{ 'aria-label': t('media.videos.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {formError ? (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          ) : null}
          <Controller
            control={form.control}
            name="url_type"
            render={({ field }) => (
              <Radio.Group
                label={t('media.videos.type')}
                value={field.value ?? 'youtube'}
                onChange={field.onChange}
                required
              >
                <Group mt={4}>
                  {VIDEO_URL_TYPES.map((value) => (
                    <Radio key={value} value={value} label={t(`media.videos.types.${value}`)} />
                  ))}
                </Group>
              </Radio.Group>
            )}
          />
          <TextInput
            label={t('media.videos.url')}
            placeholder={t(`media.videos.placeholder.${type}`)}
            required
            data-autofocus
            {...form.register('url', {
              // The address decides the type (issue 34): a Vimeo address typed with YouTube chosen
              // turns the choice to Vimeo, as the server stores it.
              onChange: (event: { target: { value: string } }) => {
                const detected = resolveVideoUrl(form.getValues('url_type') ?? 'youtube', event.target.value);
                if (detected && detected.type !== form.getValues('url_type'))
                  form.setValue('url_type', detected.type);
              },
            })}
            error={translateMessage(t, form.formState.errors.url?.message)}
          />
          <Controller
            control={form.control}
            name="category"
            render={({ field }) => (
              <Select
                label={t('media.videos.category')}
                data={MEDIA_CATEGORY_KEYS.map((key) => ({ value: key, label: t(`media.categories.${key}`) }))}
                value={field.value ?? DEFAULT_VIDEO_CATEGORY}
                onChange={(value) => field.onChange(value ?? DEFAULT_VIDEO_CATEGORY)}
                allowDeselect={false}
                searchable
              />
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('media.videos.cancel')}
            </Button>
            <Button type="submit" loading={add.isPending}>
              {t('media.videos.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
