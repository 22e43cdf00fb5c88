import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordSchema, MSG } from '@hotel/domain';
import { Alert, Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { sessionKeys } from '../../../api/sessions.ts';
import { applyServerErrors, translateMessage } from '../../../components/ui/form-errors.ts';
import { notifySaved } from '../../../components/ui/notify.ts';
import { useChangePassword } from '../api/account.ts';

const schema = changePasswordSchema
  .extend({ confirm: z.string() })
  .refine((values) => values.confirm === values.new_password, {
    path: ['confirm'],
    message: MSG.passwordsDiffer,
  });
type Values = z.infer<typeof schema>;

/** Current password, new one twice; the other sessions end on the server. */
export function PasswordForm() {
  const { t } = useTranslation();
  const mutation = useChangePassword();
  const [formError, setFormError] = useState<string>();
  const [changed, setChanged] = useState(false);
  const queryClient = useQueryClient();
  const form = useForm<z.input<typeof schema>, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: { current_password: '', new_password: '', confirm: '' },
  });
  const { errors } = form.formState;
  const toggle = { 'aria-label': t('auth.fields.toggle_password') };

  const submit = form.handleSubmit(async ({ current_password, new_password }) => {
    setFormError(undefined);
    setChanged(false);
    try {
      await mutation.mutateAsync({ current_password, new_password });
      form.reset();
      notifySaved(t('profile.password.saved'));
      // The server ended every other session with the change: say so, and reload the sessions list.
      setChanged(true);
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    } catch (error) {
      setFormError(applyServerErrors(error, ['current_password', 'new_password'], form.setError, t));
    }
  });

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="password-title">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2} size="h4" id="password-title">
            {t('profile.password.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('profile.password.hint')}
          </Text>
          {formError ? (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          ) : null}
          {changed ? (
            <Alert color="teal" role="status" data-testid="password-changed">
              {t('sessions.password_changed')}
            </Alert>
          ) : null}
          <PasswordInput
            label={t('profile.password.current')}
            autoComplete="current-password"
            required
            visibilityToggleButtonProps={toggle}
            error={translateMessage(t, errors.current_password?.message)}
            {...form.register('current_password')}
          />
          <PasswordInput
            label={t('profile.password.new')}
            autoComplete="new-password"
            required
            visibilityToggleButtonProps={toggle}
            error={translateMessage(t, errors.new_password?.message)}
            {...form.register('new_password')}
          />
          <PasswordInput
            label={t('profile.password.confirm')}
            autoComplete="new-password"
            required
            visibilityToggleButtonProps={toggle}
            error={translateMessage(t, errors.confirm?.message)}
            {...form.register('confirm')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending}>
              {t('profile.password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
