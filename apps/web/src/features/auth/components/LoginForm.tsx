import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from '@hotel/domain';
import { type LoginInput, loginSchema } from '@hotel/domain';
import { Alert, Anchor, Button, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { applyServerErrors, translateMessage } from '../../../components/ui/form-errors.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useLogin } from '../api/login.ts';

interface Props {
  /** The hotel-link token of /auth/login/:hotelToken, sent with the credentials. */
  hotelToken?: string;
  onSuccess(user: User): void;
}

export function LoginForm({ hotelToken, onSuccess }: Props) {
  const { t } = useTranslation();
  const loginMutation = useLogin();
  const [formError, setFormError] = useState<string>();
  /** The server asked for the second-factor code (400 on `token`): the code field shows. */
  const [needsCode, setNeedsCode] = useState(false);
  const form = useForm<z.input<typeof loginSchema>, unknown, LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const answer = await loginMutation.mutateAsync(
        hotelToken ? { ...values, hotel_token: hotelToken } : values,
      );
      onSuccess(answer.user);
    } catch (error) {
      if (!needsCode && error instanceof ApiError && error.messages('token').length > 0) {
        setNeedsCode(true);
        return;
      }
      setFormError(applyServerErrors(error, ['email', 'password', 'token'], form.setError, t));
    }
  });

  useEffect(() => {
    if (needsCode) form.setFocus('token');
  }, [needsCode, form.setFocus]);

  return (
    <form onSubmit={submit} noValidate aria-labelledby="login-title">
      <Stack>
        <Title order={1} size="h2" id="login-title">
          {t('auth.login.title')}
        </Title>
        {formError ? (
          <Alert color="red" role="alert" data-testid="form-error">
            {formError}
          </Alert>
        ) : null}
        <TextInput
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          required
          error={translateMessage(t, errors.email?.message)}
          {...form.register('email')}
        />
        <PasswordInput
          visibilityToggleButtonProps={{ 'aria-label': t('auth.fields.toggle_password') }}
          label={t('auth.fields.password')}
          autoComplete="current-password"
          required
          error={translateMessage(t, errors.password?.message)}
          {...form.register('password')}
        />
        {needsCode ? (
          <TextInput
            label={t('security.login.code')}
            description={t('security.login.code_hint')}
            autoComplete="one-time-code"
            required
            error={translateMessage(t, errors.token?.message)}
            {...form.register('token')}
          />
        ) : null}
        <Button type="submit" loading={loginMutation.isPending}>
          {t('auth.login.submit')}
        </Button>
        <Anchor component={Link} to="/auth/register" size="sm">
          {t('auth.login.to_register')}
        </Anchor>
        <Anchor component={Link} to="/auth/restore-password" size="sm">
          {t('auth.login.forgot')}
        </Anchor>
        <Anchor component={Link} to="/auth/contact" size="sm">
          {t('auth.login.contact')}
        </Anchor>
      </Stack>
    </form>
  );
}
