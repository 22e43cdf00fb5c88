import { zodResolver } from '@hookform/resolvers/zod';
import { personNameSchema, phoneSchema, type User } from '@hotel/domain';
import { Alert, Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { applyServerErrors, translateMessage } from '../../../components/ui/form-errors.ts';
import { notifySaved } from '../../../components/ui/notify.ts';
import type { PhoneFormat } from '../../../lib/phone-format.ts';
import { useUpdateProfile } from '../api/account.ts';

const schema = z.object({ name: personNameSchema, phone: phoneSchema });
type Values = z.infer<typeof schema>;

/** Name and phone (the spec's PATCH of the user). */
export function PersonalDataForm({
  user,
  onSaved,
  formatPhone,
}: {
  user: User;
  onSaved(user: User): void;
  formatPhone: PhoneFormat;
}) {
  const { t } = useTranslation();
  const mutation = useUpdateProfile(user.id);
  const [formError, setFormError] = useState<string>();
  const form = useForm<z.input<typeof schema>, unknown, Values>({
    resolver: zodResolver(schema),
    // Stored in E.164; shown in the international format, as the billing form shows its IBAN.
    defaultValues: { name: user.name, phone: formatPhone(user.phone) },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const saved = await mutation.mutateAsync(values);
      onSaved(saved);
      form.reset({ name: saved.name, phone: formatPhone(saved.phone) });
      notifySaved(t('common.saved'));
    } catch (error) {
      setFormError(applyServerErrors(error, ['name', 'phone'], form.setError, t));
    }
  });

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="data-title">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2} size="h4" id="data-title">
            {t('profile.data.title')}
          </Title>
          {formError ? (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          ) : null}
          <TextInput
            label={t('auth.fields.name')}
            autoComplete="name"
            required
            error={translateMessage(t, errors.name?.message)}
            {...form.register('name')}
          />
          <TextInput
            label={t('auth.fields.phone')}
            type="tel"
            autoComplete="tel"
            required
            error={translateMessage(t, errors.phone?.message)}
            {...form.register('phone')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending}>
              {t('profile.data.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
