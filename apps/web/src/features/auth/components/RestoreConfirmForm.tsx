import { Alert, Anchor, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { applyServerErrors, translateMessage } from '../../../components/ui/form-errors.ts';
import { lazyResolver } from '../../../lib/lazy-resolver.ts';
import { useConfirmRestore } from '../api/restore.ts';
import type { newPasswordFormSchema } from '../model/restore-validation.ts';

/** The schema (and zod) load once the page has painted (decision 040). */
const validation = lazyResolver(() =>
  import('../model/restore-validation.ts').then((module) => module.newPasswordResolver),
);

type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

interface Props {
  /** The token of the emailed link. */
  token: string;
  /** Called with the server's confirmation once the password is changed. */
  onSuccess(message: string): void;
}

/** /auth/restore-password?token=…: choose the new password. */
export function RestoreConfirmForm({ token, onSuccess }: Props) {
  const { t } = useTranslation();
  const mutation = useConfirmRestore();
  const [formError, setFormError] = useState<string>();
  const form = useForm<NewPasswordForm>({
    resolver: validation.resolver,
    defaultValues: { password: '', confirmation: '' },
  });
  const { errors } = form.formState;
  useEffect(() => validation.preload(), []);

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const answer = await mutation.mutateAsync({ token, password: values.password });
      onSuccess(answer.detail || t('restore.changed'));
    } catch (error) {
      // An unusable link answers on the `token` field, which the form has not: it shows on top.
      setFormError(applyServerErrors(error, ['password'], form.setError, t));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="restore-new-title">
      <Stack>
        <Title order={1} size="h2" id="restore-new-title">
          {t('restore.new_title')}
        </Title>
        <Text size="sm">{t('restore.new_intro')}</Text>
        {formError ? (
          <Alert color="red" role="alert" data-testid="form-error">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{formError}</Text>
              <Anchor component={Link} to="/auth/restore-password" size="sm">
                {t('restore.request_new')}
              </Anchor>
            </Stack>
          </Alert>
        ) : null}
        <PasswordInput
          visibilityToggleButtonProps={{ 'aria-label': t('restore.toggle_password') }}
          label={t('restore.password')}
          description={t('restore.password_hint')}
          autoComplete="new-password"
          required
          error={translateMessage(t, errors.password?.message)}
          {...form.register('password')}
        />
        <PasswordInput
          visibilityToggleButtonProps={{ 'aria-label': t('restore.toggle_password') }}
          label={t('restore.confirmation')}
          autoComplete="new-password"
          required
          error={translateMessage(t, errors.confirmation?.message)}
          {...form.register('confirmation')}
        />
        <Button type="submit" loading={mutation.isPending}>
          {t('restore.save')}
        </Button>
        <Anchor component={Link} to="/auth/login" size="sm">
          {t('restore.to_login')}
        </Anchor>
      </Stack>
    </form>
  );
}
