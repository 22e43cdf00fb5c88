import type { User } from '@hotel/domain';
import { Alert, Anchor, Button, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { applyServerErrors, translateMessage } from '../../../components/ui/form-errors.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { signIn } from '../api/login.ts';
import type { LoginField, LoginValues } from '../model/login-validation.ts';

/**
 * The validation (the domain schema, and zod with it) loads once the page has painted. The login page
 * is everyone's first download, so this form does with React state instead of react-hook-form, and
 * without react-query (docs/decisions/018-web-performance.md).
 */
let validation: Promise<typeof import('../model/login-validation.ts')> | undefined;
const loadValidation = () => {
  validation ??= import('../model/login-validation.ts');
  return validation;
};

interface Props {
  /** The hotel-link token of /auth/login/:hotelToken, sent with the credentials. */
  hotelToken?: string;
  onSuccess(user: User): void;
}

export function LoginForm({ hotelToken, onSuccess }: Props) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<LoginField, string>>({ email: '', password: '', token: '' });
  const [errors, setErrors] = useState<Partial<Record<LoginField, string>>>({});
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string>();
  /** The server asked for the second-factor code (400 on `token`): the code field shows. */
  const [needsCode, setNeedsCode] = useState(false);
  const codeField = useRef<HTMLInputElement>(null);

  useEffect(() => void loadValidation(), []);
  useEffect(() => {
    if (needsCode) codeField.current?.focus();
  }, [needsCode]);

  const field = (name: LoginField) => ({
    name,
    value: values[name],
    error: translateMessage(t, errors[name]),
    onChange(event: React.ChangeEvent<HTMLInputElement>) {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      // A corrected field loses its message, as with the other forms after a first submit.
      setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const input: LoginValues = { email: values.email, password: values.password };
    if (needsCode) input.token = values.token;
    const checked = (await loadValidation()).validateLogin(input);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const answer = await signIn(hotelToken ? { ...checked.data, hotel_token: hotelToken } : checked.data);
      onSuccess(answer.user);
    } catch (error) {
      if (!needsCode && error instanceof ApiError && error.messages('token').length > 0) {
        setNeedsCode(true);
        return;
      }
      const placed: Partial<Record<LoginField, string>> = {};
      setFormError(
        applyServerErrors<Record<LoginField, string>>(
          error,
          ['email', 'password', 'token'],
          (name, { message }) => {
            placed[name as LoginField] = message;
          },
          t,
        ),
      );
      setErrors(placed);
    } finally {
      setPending(false);
    }
  };

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
          {...field('email')}
        />
        <PasswordInput
          visibilityToggleButtonProps={{ 'aria-label': t('auth.fields.toggle_password') }}
          label={t('auth.fields.password')}
          autoComplete="current-password"
          required
          {...field('password')}
        />
        {needsCode ? (
          <TextInput
            ref={codeField}
            label={t('security.login.code')}
            description={t('security.login.code_hint')}
            autoComplete="one-time-code"
            required
            {...field('token')}
          />
        ) : null}
        <Button type="submit" loading={pending}>
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
