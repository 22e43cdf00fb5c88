import type { RestoreRequestInput, restoreRequestSchema } from '@hotel/domain';
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { applyServerErrors, translateMessage } from '../../../components/ui/form-errors.ts';
import { lazyResolver } from '../../../lib/lazy-resolver.ts';
import { useRequestRestore } from '../api/restore.ts';

/** The schema (and zod) load once the page has painted (decision 040). */
const validation = lazyResolver(() =>
  import('../model/restore-validation.ts').then((module) => module.restoreRequestResolver),
);

/** /auth/restore-password: the email to send a restore link to (spec §8: the same answer for any email). */
export function RestoreRequestForm() {
  const { t } = useTranslation();
  const mutation = useRequestRestore();
  const [formError, setFormError] = useState<string>();
  const [sent, setSent] = useState<string>();
  const form = useForm<z.input<typeof restoreRequestSchema>, unknown, RestoreRequestInput>({
    resolver: validation.resolver,
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;
  useEffect(() => validation.preload(), []);

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const answer = await mutation.mutateAsync(values);
      setSent(answer.detail || t('restore.sent'));
    } catch (error) {
      setFormError(applyServerErrors(error, ['email'], form.setError, t));
    }
  });

  return (
    <Stack>
      <Title order={1} size="h2" id="restore-title">
        {t('restore.title')}
      </Title>
      {sent ? (
        <>
          <Alert color="teal" role="status" data-testid="restore-sent">
            <Text size="sm" fw={600}>
              {sent}
            </Text>
            <Text size="sm" mt="xs">
              {t('restore.sent_hint')}
            </Text>
          </Alert>
          <Anchor component={Link} to="/auth/login" size="sm">
            {t('restore.to_login')}
          </Anchor>
        </>
      ) : (
        <form onSubmit={submit} noValidate aria-labelledby="restore-title">
          <Stack>
            <Text size="sm">{t('restore.intro')}</Text>
            {formError ? (
              <Alert color="red" role="alert" data-testid="form-error">
                {formError}
              </Alert>
            ) : null}
            <TextInput
              label={t('restore.email')}
              type="email"
              autoComplete="email"
              required
              error={translateMessage(t, errors.email?.message)}
              {...form.register('email')}
            />
            <Button type="submit" loading={mutation.isPending}>
              {t('restore.submit')}
            </Button>
            <Anchor component={Link} to="/auth/login" size="sm">
              {t('restore.to_login')}
            </Anchor>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
