import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { emailChangeKeys, postConfirmEmail } from '../../../api/email-change.ts';
import { ApiError } from '../../../lib/api-client.ts';

interface Props {
  /** The token of the link; null when the link came without one. */
  token: string | null;
  /** Whether this browser is signed in: the way on is the sessions list, or the sign-in page. */
  signedIn: boolean;
  onConfirmed(email: string): void;
}

/**
 * /auth/confirm-email?token=…: posts the token once when the page opens, then says whether the
 * account now uses the new address, or why not.
 */
export function ConfirmEmailScreen({ token, signedIn, onConfirmed }: Props) {
  const { t } = useTranslation();
  const mutation = useMutation({
    mutationKey: emailChangeKeys.confirm(),
    mutationFn: postConfirmEmail,
    onSuccess: (answer) => onConfirmed(answer.email),
  });
  // The token is single-use: one post per page, even when React runs the effect twice.
  const posted = useRef(false);
  useEffect(() => {
    if (!token || posted.current) return;
    posted.current = true;
    mutation.mutate({ token });
  }, [token, mutation.mutate]);

  const failure = !token
    ? t('profile.confirm_email.missing')
    : mutation.error instanceof ApiError
      ? (mutation.error.messages('token')[0] ?? mutation.error.message)
      : mutation.error
        ? t('errors.service_unavailable')
        : undefined;

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('profile.confirm_email.title')}
      </Title>
      {failure ? (
        <Alert color="red" role="alert" title={t('profile.confirm_email.failed')} data-testid="confirm-error">
          {failure}
        </Alert>
      ) : mutation.data ? (
        <Alert color="teal" role="status" data-testid="confirm-done">
          {mutation.data.detail}
        </Alert>
      ) : (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{t('profile.confirm_email.working')}</Text>
        </Group>
      )}
      {failure || mutation.data ? (
        signedIn ? (
          <Button component={Link} to="/dash/profile#sessions">
            {t('profile.confirm_email.to_sessions')}
          </Button>
        ) : (
          <Button component={Link} to="/auth/login">
            {t('profile.confirm_email.to_login')}
          </Button>
        )
      ) : null}
    </Stack>
  );
}
