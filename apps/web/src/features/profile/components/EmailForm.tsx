import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangeEmailInput, changeEmailSchema, type User } from '@hotel/domain';
import { Alert, Button, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyServerErrors, translateMessage } from '../../../components/ui/form-errors.ts';
import { useChangeEmail } from '../api/account.ts';

/**
 * A new email, asked with the current password. The address changes only when the link sent to
 * the new one is opened (decision 022): the form says so, and keeps saying it until then.
 */
export function EmailForm({ user, onSaved }: { user: User; onSaved(user: User): void }) {
  const { t } = useTranslation();
  const mutation = useChangeEmail();
  const [formError, setFormError] = useState<string>();
  const [pending, setPending] = useState<string | null>(null);
  const form = useForm<z.input<typeof changeEmailSchema>, unknown, ChangeEmailInput>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { email: '', current_password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const { pending_email, ...saved } = await mutation.mutateAsync(values);
      onSaved(saved);
      setPending(pending_email);
      form.reset({ email: '', current_password: '' });
    } catch (error) {
      setFormError(applyServerErrors(error, ['email', 'current_password'], form.setError, t));
    }
  });

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="email-title">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2} size="h4" id="email-title">
            {t('profile.email.title')}
          </Title>
          <Text size="sm" data-testid="current-email">
            {t('profile.email.current', { email: user.email })}
          </Text>
          {pending ? (
            <Alert color="blue" role="status" data-testid="email-pending">
              {t('profile.email.pending', { email: pending })}
            </Alert>
          ) : null}
          {formError ? (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          ) : null}
          <TextInput
            label={t('profile.email.new')}
            type="email"
            autoComplete="email"
            required
            error={translateMessage(t, errors.email?.message)}
            {...form.register('email')}
          />
          <PasswordInput
            label={t('profile.password.current')}
            autoComplete="current-password"
            required
            visibilityToggleButtonProps={{ 'aria-label': t('auth.fields.toggle_password') }}
            error={translateMessage(t, errors.current_password?.message)}
            {...form.register('current_password')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending}>
              {t('profile.email.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
